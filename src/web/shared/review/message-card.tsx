import { useState } from 'react';
import { AlertTriangle, Bot, Check, ChevronDown, Copy, Lightbulb, Sparkles, User } from 'lucide-react';
import { toast } from 'sonner';
import { bandFor } from '../../../core/bands';
import { DIMENSIONS } from '../../../core/dimensions';
import { NOT_RATED_LABEL } from '../../../core/scoring/kinds';
import { OVERALL_WEIGHTS } from '../../../core/scoring/weights';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';
import { ROLE_TONE } from '../../lib/roles';
import { useSettings } from '../../lib/settings';
import type { ScoredRow } from './logic';
import { ConfidenceChip, ScoreBar } from './parts';
import { AI_TEXT, useAiJudgment } from './ai-judgments';
import type { AiMessageJudgment } from '../../../core/api/ai-review';

export const messageDomId = (index: number) => `message-${index}`;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function BetterMove({ text, label = 'Better move', testId = 'better-move' }: { text: string; label?: string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="rounded-xl border border-violet-500/30 bg-violet-500/5 p-3" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-violet-700 uppercase dark:text-violet-300">
          <Lightbulb className="size-3.5" aria-hidden />
          {label}
        </p>
        <button
          type="button"
          className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          onClick={async () => {
            if (await copyText(text)) {
              setCopied(true);
              toast.success('Better move copied to clipboard');
              window.setTimeout(() => setCopied(false), 2000);
            } else {
              toast.error('Failed to copy the better move');
            }
          }}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          {copied ? <Check className="size-3.5" aria-hidden /> : <Copy className="size-3.5" aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p className="mt-1.5 text-sm whitespace-pre-wrap text-fg [overflow-wrap:anywhere]">{text}</p>
    </div>
  );
}

/** The header's mark of the AI judgment: its score, and a flag where it differs from the local one by 20+ points. */
function AiMark({ judgment }: { judgment: AiMessageJudgment }) {
  if (judgment.source === 'local-fallback') {
    return (
      <span className="rounded-md border border-border px-1 py-0.5 text-[0.65rem] font-semibold text-muted" data-testid="ai-mark" data-source="local-fallback" title={AI_TEXT.fallback}>
        AI –
      </span>
    );
  }
  const diff = Math.abs(judgment.overall - judgment.localOverall);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 rounded-md border px-1 py-0.5 text-[0.65rem] font-bold tabular-nums',
        judgment.disagrees ? 'border-amber-500/60 bg-amber-500/15 text-amber-800 dark:text-amber-300' : 'border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300',
      )}
      data-testid="ai-mark"
      data-source="ai"
      data-disagrees={judgment.disagrees}
      title={judgment.disagrees ? AI_TEXT.disagrees(diff) : `AI review: ${judgment.overall}`}
    >
      {judgment.disagrees ? <AlertTriangle className="size-3" aria-hidden /> : <Sparkles className="size-3" aria-hidden />}
      AI {judgment.overall}
      <span className="sr-only">{judgment.disagrees ? `. ${AI_TEXT.disagrees(diff)}` : ''}</span>
    </span>
  );
}

/** The AI judgment in an open message: its score and dimensions, why, and its better move, or that it fell back. */
function AiJudgmentSection({ model, judgment }: { model: string; judgment: AiMessageJudgment }) {
  if (judgment.source === 'local-fallback') {
    return (
      <p className="rounded-xl border border-dashed border-border p-3 text-xs text-muted" data-testid="ai-judgment" data-source="local-fallback">
        {AI_TEXT.fallback}
      </p>
    );
  }
  const diff = Math.abs(judgment.overall - judgment.localOverall);
  return (
    <section className="space-y-2 rounded-xl border border-violet-500/30 bg-violet-500/5 p-3" data-testid="ai-judgment" data-source="ai" aria-label={`AI review by ${model}`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold tracking-wide text-violet-700 uppercase dark:text-violet-300">
        <Sparkles className="size-3.5" aria-hidden />
        AI review · {model}
        <span className="text-sm font-extrabold tracking-normal text-fg tabular-nums normal-case">{judgment.overall}</span>
      </p>
      {judgment.disagrees ? (
        <p className="flex items-start gap-1.5 text-xs font-medium text-amber-800 dark:text-amber-300" data-testid="ai-disagreement">
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
          {AI_TEXT.disagrees(diff)} (local {judgment.localOverall}, AI {judgment.overall}).
        </p>
      ) : null}
      <p className="text-xs text-muted">{DIMENSIONS.map((d) => `${d.name} ${judgment.dimensions[d.key]}`).join(' · ')}</p>
      <p className="text-sm text-fg [overflow-wrap:anywhere]" data-testid="ai-explanation">
        {judgment.explanation}
      </p>
      {judgment.betterMove ? <BetterMove text={judgment.betterMove} label="AI better move" testId="ai-better-move" /> : null}
    </section>
  );
}

/** How the overall is formed, said where the bars are (docs/scoring.md "The overall"). */
function OverallFormula({ role, opening }: { role: 'user' | 'assistant'; opening: boolean }) {
  const w = OVERALL_WEIGHTS[role];
  const parts = DIMENSIONS.filter((d) => !(opening && d.key === 'context')).map((d) => `${d.name} ${Math.round(w[d.key] * 100)}%`);
  return (
    <p className="text-xs text-muted" data-testid="overall-formula">
      Overall = weighted mean of the bars: {parts.join(' · ')}
      {opening ? ' (an opening message has no Context; the other weights are scaled up)' : ''}.
    </p>
  );
}

/** One message of the conversation: a header that expands it, then its full review. */
export function MessageCard({
  row,
  move,
  expanded,
  onToggle,
  highlighted,
}: {
  row: ScoredRow;
  move: number;
  expanded: boolean;
  onToggle: () => void;
  highlighted: boolean;
}) {
  const { showNotation, compactMode, animations } = useSettings();
  const { score } = row;
  const band = bandFor(score.overall);
  const c = bandClasses(band);
  const bodyId = `${messageDomId(row.index)}-body`;
  const isUser = row.role === 'user';
  // Book moves (courtesies, control moves) are shown but not rated: no number, no bars, no better move.
  const notRated = score.rated === false;
  const opening = score.dimensions.context === 0 && row.index === 0;
  const notRatedLabel = score.kind === 'control' ? NOT_RATED_LABEL.control : NOT_RATED_LABEL.courtesy;
  const reasons = score.explanation ? score.explanation.split('; ') : [];
  const ai = useAiJudgment(row.index);

  return (
    <li
      id={messageDomId(row.index)}
      className={cn(
        // Off-screen cards skip layout and paint until scrolled near: a 200-message review lays out
        // only what is on screen, so the first score shows without waiting for the whole list.
        'rounded-xl border bg-surface [content-visibility:auto] [contain-intrinsic-size:auto_160px]',
        highlighted ? 'border-ring ring-2 ring-ring/40' : 'border-border',
        animations && 'transition-shadow',
      )}
      data-testid="message-card"
      data-index={row.index}
      data-score={score.overall}
      data-rated={!notRated}
      data-expanded={expanded}
    >
      <h3 className="m-0">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
          className={cn(
            'flex w-full items-start gap-3 rounded-xl text-left hover:bg-surface-2/60 focus-visible:outline-2 focus-visible:outline-ring',
            compactMode ? 'px-3 py-2' : 'px-4 py-3',
          )}
        >
          <span className="mt-0.5 w-7 shrink-0 text-xs font-semibold text-muted tabular-nums">#{move}</span>
          <span
            className={cn(
              'mt-0.5 inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold',
              ROLE_TONE[row.role].chip,
            )}
          >
            {isUser ? <User className="size-3" aria-hidden /> : <Bot className="size-3" aria-hidden />}
            {isUser ? 'You' : 'Assistant'}
          </span>
          <span className={cn('min-w-0 flex-1 text-sm text-fg [overflow-wrap:anywhere]', expanded ? 'line-clamp-1 text-muted' : 'line-clamp-2')}>
            {row.content}
          </span>
          <span className="flex shrink-0 items-center gap-1.5">
            {ai ? <AiMark judgment={ai.judgment} /> : null}
            {notRated ? (
              <span className="text-xs font-medium text-muted" data-testid="message-score" title={notRatedLabel}>
                Not rated
              </span>
            ) : (
              <span className={cn('text-lg leading-none font-extrabold tabular-nums', c.text)} data-testid="message-score">
                {score.overall}
              </span>
            )}
            {showNotation ? (
              <span
                className={cn('inline-flex min-w-7 justify-center rounded-md border px-1 py-0.5 text-xs font-extrabold', c.text, c.soft, c.border)}
                data-testid="notation"
                title={band.name}
              >
                {band.symbol}
              </span>
            ) : null}
            <ChevronDown className={cn('size-4 text-muted', animations && 'transition-transform', expanded && 'rotate-180')} aria-hidden />
            <span className="sr-only">{expanded ? 'Collapse message' : 'Expand message'}</span>
          </span>
        </button>
      </h3>
      {expanded ? (
        <div id={bodyId} className={cn('border-t border-border', compactMode ? 'space-y-3 px-3 py-3' : 'space-y-4 px-4 py-4')}>
          <p className="max-h-96 overflow-y-auto text-sm leading-relaxed whitespace-pre-wrap text-fg [overflow-wrap:anywhere]">{row.content}</p>
          <div className="flex flex-wrap items-center gap-2">
            <span className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold', c.text, c.soft, c.border)} data-testid="classification">
              {notRated ? notRatedLabel : band.name}
            </span>
            {notRated ? null : <ConfidenceChip confidence={score.confidence} />}
            {row.unscored ? <span className="text-xs text-muted">Not scored: default values shown</span> : null}
          </div>
          {notRated ? null : (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:gap-x-6 lg:grid-cols-5" aria-label="Dimension scores">
            {DIMENSIONS.map((d) => {
              // An opening message has no Context: "none" (as its reasons say), not a score of 0.
              const none = d.key === 'context' && opening;
              return (
                // A dl's groups hold only dt and dd: the bar is the value's second description.
                <div key={d.key} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-2 text-xs">
                  <dt className="text-muted">{d.name}</dt>
                  <dd className={cn('font-semibold tabular-nums', none ? 'text-muted' : 'text-fg')} data-testid={none ? 'context-none' : undefined}>
                    {none ? 'none' : score.dimensions[d.key]}
                  </dd>
                  <dd className="mt-1 basis-full">
                    <ScoreBar value={score.dimensions[d.key]} label={none ? `${d.name}: none (first message)` : `${d.name} ${score.dimensions[d.key]}`} />
                  </dd>
                </div>
              );
            })}
          </dl>
          )}
          {notRated || row.unscored ? null : <OverallFormula role={row.role} opening={opening} />}
          {reasons.length ? (
            <div>
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">{notRated ? 'Why it is not rated' : 'Why this score'}</p>
              <ul className="mt-1 space-y-0.5 text-sm text-fg" data-testid="explanation">
                {reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {score.instructions?.length ? (
            <div>
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">What you asked for</p>
              <ul className="mt-1 flex flex-wrap gap-1.5 text-xs" data-testid="instruction-checks">
                {score.instructions.map((i) => (
                  <li
                    key={i.instruction}
                    className={cn('rounded-full border px-2 py-0.5 font-medium', i.kept ? 'border-emerald-500/40 text-emerald-700 dark:text-emerald-300' : 'border-red-500/40 text-red-700 dark:text-red-300')}
                  >
                    {i.kept ? '✓ kept: ' : '✗ broken: '}
                    {i.instruction}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {score.betterMove ? <BetterMove text={score.betterMove} /> : null}
          {ai ? <AiJudgmentSection model={ai.model} judgment={ai.judgment} /> : null}
        </div>
      ) : null}
    </li>
  );
}
