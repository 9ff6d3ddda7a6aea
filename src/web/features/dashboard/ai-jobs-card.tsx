/** The dashboard's AI reviews still running or failed (issue 17), each with its session and, when failed, Retry. */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, RefreshCw, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AiReviewJobListItem } from '../../../core/api/ai-review';
import { resultsPath } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { AI_JOBS_QUERY_KEY, aiReviewApi } from '../../shared/review/ai-api';

/** While any job is still to finish, the list is read again this often. */
const REFRESH_MS = 5_000;

export const AI_JOBS_TEXT = {
  title: 'AI reviews',
  pending: 'Queued',
  running: (done: number, total: number) => (total ? `In progress: ${done} of ${total}` : 'In progress'),
  failed: 'Failed',
  retried: 'AI review queued again',
} as const;

function JobRow({ job }: { job: AiReviewJobListItem }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const status = job.state === 'failed' ? AI_JOBS_TEXT.failed : job.state === 'running' ? AI_JOBS_TEXT.running(job.progress.done, job.progress.total) : AI_JOBS_TEXT.pending;
  return (
    <li className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:gap-3" data-testid="ai-job" data-state={job.state}>
      <div className="min-w-0 flex-1">
        <Link to={resultsPath(job.sessionId)} className="block truncate text-sm font-medium text-fg hover:underline">
          {job.title}
        </Link>
        <p className={cn('mt-0.5 flex items-center gap-1.5 text-xs', job.state === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-muted')}>
          {job.state === 'failed' ? <AlertTriangle className="size-3.5 shrink-0" aria-hidden /> : <Sparkles className="size-3.5 shrink-0" aria-hidden />}
          <span className="font-semibold">{status}</span>
          {job.state === 'failed' && job.error ? <span className="-ml-1.5 truncate">: {job.error}</span> : null}
        </p>
      </div>
      {job.state === 'failed' ? (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          className="self-start sm:self-auto"
          aria-label={`Retry the AI review of ${job.title}`}
          onClick={async () => {
            setBusy(true);
            try {
              await aiReviewApi.retry(job.id);
              toast.success(AI_JOBS_TEXT.retried);
              await queryClient.invalidateQueries({ queryKey: AI_JOBS_QUERY_KEY });
            } catch (err) {
              toast.error(err instanceof Error ? err.message : 'Retry failed');
            } finally {
              setBusy(false);
            }
          }}
        >
          <RefreshCw className={cn(busy && 'animate-spin')} aria-hidden />
          Retry
        </Button>
      ) : null}
    </li>
  );
}

export function AiJobsCard() {
  const jobs = useQuery({
    queryKey: AI_JOBS_QUERY_KEY,
    queryFn: aiReviewApi.openJobs,
    retry: 1,
    refetchInterval: (q) => (q.state.data?.jobs.some((j) => j.state !== 'failed') ? REFRESH_MS : false),
  });
  if (!jobs.data?.jobs?.length) return null;
  return (
    <section aria-labelledby="ai-jobs-title" className="rounded-2xl border border-border bg-surface p-4 sm:p-5" data-testid="ai-jobs">
      <h2 id="ai-jobs-title" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <Sparkles className="size-5 text-violet-500" aria-hidden />
        {AI_JOBS_TEXT.title}
      </h2>
      <ul className="mt-2 divide-y divide-border">
        {jobs.data.jobs.map((job) => (
          <JobRow key={job.id} job={job} />
        ))}
      </ul>
    </section>
  );
}
