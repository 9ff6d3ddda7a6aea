import { MessageSquareQuote, Wand2 } from 'lucide-react';
import { bandFor } from '../../../core/bands';
import { DIMENSIONS } from '../../../core/dimensions';
import { Notation } from '../../components/ui/notation';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';
import { DIMENSION_ICONS } from '../marketing';
import { DEMO_SAMPLE } from './demo-sample';

/** A sample review of one message: overall score, notation and the five dimension bars. */
export function LiveDemo() {
  const overall = bandFor(DEMO_SAMPLE.overall);
  const oc = bandClasses(overall);
  return (
    <div className="grid gap-6 rounded-3xl border border-border bg-surface p-5 shadow-xl shadow-black/10 sm:p-8 lg:grid-cols-[1.1fr_1fr]">
      <div className="flex flex-col gap-5">
        <div className="rounded-2xl border border-border bg-surface-2 p-4">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
            <MessageSquareQuote className="size-4" aria-hidden />
            Your message
          </p>
          <p className="mt-2 text-sm leading-relaxed text-fg">{DEMO_SAMPLE.message}</p>
        </div>
        <div className="flex items-center gap-5">
          <div
            className={cn('flex size-24 shrink-0 flex-col items-center justify-center rounded-2xl border-2', oc.border, oc.soft)}
            data-testid="demo-overall"
          >
            <span className="text-3xl font-extrabold text-fg tabular-nums">{DEMO_SAMPLE.overall}</span>
            <span className="text-xs text-muted">overall</span>
          </div>
          <div>
            <div className="flex items-center gap-2">
              <Notation band={overall} className="text-base" />
              <span className={cn('text-lg font-semibold', oc.text)}>{overall.name}</span>
            </div>
            <p className="mt-1 text-sm text-muted">A clear goal, the evidence attached and one precise question.</p>
          </div>
        </div>
        <div className="rounded-2xl border border-violet-500/30 bg-violet-500/10 p-4">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-violet-700 uppercase dark:text-violet-300">
            <Wand2 className="size-4" aria-hidden />
            Better move
          </p>
          <p className="mt-2 text-sm leading-relaxed text-fg">{DEMO_SAMPLE.betterMove}</p>
        </div>
      </div>

      <ul className="flex flex-col justify-center gap-4" aria-label="Dimension scores">
        {DIMENSIONS.map((d) => {
          const score = DEMO_SAMPLE.scores[d.key];
          const band = bandFor(score);
          const c = bandClasses(band);
          const Icon = DIMENSION_ICONS[d.key];
          return (
            <li key={d.key} data-testid={`demo-${d.key}`}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="flex items-center gap-2 font-medium text-fg">
                  <Icon className="size-4 text-muted" aria-hidden />
                  {d.name}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold tabular-nums">{score}</span>
                  <Notation band={band} className="min-w-8 text-xs" />
                </span>
              </div>
              <div
                className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2"
                role="meter"
                aria-label={`${d.name} score`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={score}
              >
                <div className={cn('h-full rounded-full', c.bar)} style={{ width: `${score}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
