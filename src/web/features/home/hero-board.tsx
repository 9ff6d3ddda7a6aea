import { bandFor } from '../../../core/bands';
import { Notation } from '../../components/ui/notation';

/** An example score sheet, the way a chess engine annotates a game. Illustrative only. */
const MOVES = [
  { text: 'States the goal, the stack and what "done" means', score: 88 },
  { text: '"still broken, fix it"', score: 12 },
  { text: 'Pastes the failing test and the exact error', score: 66 },
  { text: 'Asks for one change and a test that proves it', score: 81 },
] as const;

export function HeroBoard() {
  return (
    <figure className="relative rounded-3xl border border-border bg-surface/80 p-5 shadow-2xl shadow-violet-950/20 backdrop-blur sm:p-6">
      <figcaption className="flex items-center justify-between text-xs font-semibold tracking-wide text-muted uppercase">
        <span>Example score sheet</span>
        <span className="font-mono normal-case">4 moves</span>
      </figcaption>
      <ol className="mt-4 space-y-2.5">
        {MOVES.map((m, i) => {
          const band = bandFor(m.score);
          return (
            <li key={m.text} className="flex items-center gap-3 rounded-xl border border-border bg-surface-2 px-3 py-2.5">
              <span className="w-5 shrink-0 font-mono text-xs text-muted">{i + 1}.</span>
              <span className="min-w-0 flex-1 text-sm text-fg">{m.text}</span>
              <span className="shrink-0 text-sm font-semibold tabular-nums text-muted">{m.score}</span>
              <Notation band={band} className="min-w-9 text-xs" />
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
