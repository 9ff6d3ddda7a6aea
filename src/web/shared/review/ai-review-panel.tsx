import { useState } from 'react';
import { AlertTriangle, RefreshCw, Sparkles } from 'lucide-react';
import type { AiReviewJobResponse, AiReviewResult } from '../../../core/api/ai-review';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export const AI_PANEL_TEXT = {
  queued: 'AI review queued — the local review is below; the AI judgments fill in here as they arrive.',
  running: (done: number, total: number) => (total ? `AI review in progress: ${done} of ${total} messages judged` : 'AI review in progress'),
  reviewedBy: (model: string) => `Reviewed by ${model}`,
  fallback: (n: number) => `${n} message${n === 1 ? '' : 's'} kept the local engine’s judgment: the model’s answers were invalid twice.`,
  failed: 'The AI review failed. The local review below is complete.',
  retry: 'Retry AI review',
} as const;

const tokens = (n: number) => n.toLocaleString('en-US');

/**
 * The AI review's state on the results page: queued or in progress (with a progress bar), done
 * ("Reviewed by {model}", what it cost, which messages fell back), or failed with Retry.
 */
export function AiReviewPanel({ job, result, onRetry }: { job: AiReviewJobResponse | null; result: AiReviewResult | null; onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  if (result) {
    return (
      <section aria-label="AI review" className="rounded-2xl border border-violet-500/30 bg-violet-500/5 p-4 text-sm" data-testid="ai-review-panel" data-state="done">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-fg" data-testid="ai-reviewed-by">
          <Sparkles className="size-4 text-violet-600 dark:text-violet-300" aria-hidden />
          {AI_PANEL_TEXT.reviewedBy(result.model)}
        </p>
        <p className="mt-1 text-xs text-muted">
          {result.messages.length} message{result.messages.length === 1 ? '' : 's'} judged by the same rubric as the local engine ({result.rubricVersion}).{' '}
          {result.cached ? 'Served from an identical earlier review: no tokens spent.' : `${tokens(result.inputTokens + result.outputTokens)} tokens`}
          {!result.cached && result.costUsd !== null ? ` (about $${result.costUsd.toFixed(4)})` : ''}
          {!result.cached ? '.' : ''} A mark <AlertTriangle className="inline size-3 text-amber-600" aria-label="warning sign" /> on a message means the AI and the local engine differ by 20 points or more.
        </p>
        {result.fallbackCount ? (
          <p className="mt-1 text-xs font-medium text-amber-800 dark:text-amber-300" data-testid="ai-fallback-note">
            {AI_PANEL_TEXT.fallback(result.fallbackCount)}
          </p>
        ) : null}
      </section>
    );
  }
  if (!job) return null;
  if (job.state === 'failed') {
    return (
      <section aria-label="AI review" className="flex flex-col gap-3 rounded-2xl border border-red-500/40 bg-red-500/10 p-4 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="ai-review-panel" data-state="failed">
        <div className="min-w-0">
          <p className="font-semibold text-red-700 dark:text-red-300" role="alert">
            {AI_PANEL_TEXT.failed}
          </p>
          {job.error ? <p className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">{job.error}</p> : null}
        </div>
        <Button
          variant="outline"
          disabled={retrying}
          onClick={async () => {
            setRetrying(true);
            try {
              await onRetry();
            } finally {
              setRetrying(false);
            }
          }}
        >
          <RefreshCw className={cn(retrying && 'animate-spin')} aria-hidden />
          {AI_PANEL_TEXT.retry}
        </Button>
      </section>
    );
  }
  const { done, total } = job.progress;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <section aria-label="AI review" className="rounded-2xl border border-violet-500/30 bg-violet-500/5 p-4 text-sm" data-testid="ai-review-panel" data-state={job.state}>
      <p className="flex items-center gap-2 font-semibold text-fg" role="status" data-testid="ai-progress-text">
        <Sparkles className="size-4 animate-pulse text-violet-600 motion-reduce:animate-none dark:text-violet-300" aria-hidden />
        {job.state === 'pending' && done === 0 ? AI_PANEL_TEXT.queued : AI_PANEL_TEXT.running(done, total)}
      </p>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-border" role="progressbar" aria-label="AI review progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="h-full rounded-full bg-violet-600 transition-[width] duration-500 motion-reduce:transition-none" style={{ width: `${Math.max(percent, 4)}%` }} />
      </div>
    </section>
  );
}
