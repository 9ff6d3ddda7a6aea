/**
 * The dashboard's practice card (issue 18): moments completed, average gain, streak, and where to go
 * on; and each session row's own practice entry when that session has moments still open.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import { Link } from 'react-router';
import type { OpenMoments, PracticeOverview } from '../../../core/practice/api';
import { practicePath } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { Stat } from '../../shared/review/parts';
import { PRACTICE_PROGRESS_KEY } from './practice-screen';

const TILE = 'px-2.5 sm:px-3';

export function PracticeProgressCard() {
  const progress = useQuery({ queryKey: PRACTICE_PROGRESS_KEY, queryFn: api.practiceProgress, retry: 1 });
  if (progress.isPending || progress.isError) return null;
  const p = progress.data;
  return (
    <section aria-labelledby="practice-title" className="space-y-3 rounded-2xl border border-border bg-surface p-4 sm:p-5" data-testid="practice-progress">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="practice-title" className="mr-auto flex items-center gap-2 text-lg font-semibold text-fg">
          <Target className="size-5 text-violet-500" aria-hidden />
          Practice
        </h2>
        {p.next ? (
          <Button asChild size="sm">
            <Link to={practicePath(p.next.sessionId)}>Practise your key moments</Link>
          </Button>
        ) : null}
      </div>
      {p.momentsPractised === 0 && !p.next ? (
        // Nothing practised and nothing to practise: three zero tiles would read as a score of nothing.
        <p className="text-sm text-muted" data-testid="practice-empty">
          No moves to practise yet. When a review marks one of your messages a Mistake or a Blunder, it appears here to replay until it scores well.
        </p>
      ) : (
        <PracticeTiles p={p} />
      )}
      {p.next ? (
        <p className="text-sm text-muted">
          Next: <span className="text-fg">{p.next.title}</span> — {p.next.open} moment{p.next.open === 1 ? '' : 's'} to complete.
        </p>
      ) : null}
    </section>
  );
}

function PracticeTiles({ p }: { p: PracticeOverview }) {
  return (
    // Three tiles side by side down to a 390 px phone: tighter gaps and padding there, or "Completed" is cut.
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      <Stat label="Completed" value={p.momentsCompleted} hint={`of ${p.momentsPractised} moments practised`} testId="practice-completed" className={TILE} />
      <Stat label="Avg gain" value={`${p.averageGain > 0 ? '+' : ''}${p.averageGain}`} hint="best try − original" testId="practice-gain" className={TILE} />
      <Stat label="Streak" value={`${p.streakDays} day${p.streakDays === 1 ? '' : 's'}`} testId="practice-streak" className={TILE} />
    </div>
  );
}

/**
 * Moments still open per session, for rows shown in pages (one request per page of ids, so a page
 * loaded later asks only about its own rows). Under the progress key: an attempt saved refreshes it.
 */
export function useOpenMoments(pages: readonly (readonly string[])[]): ReadonlyMap<string, number> {
  return useQueries({
    queries: pages.map((ids) => ({
      queryKey: [...PRACTICE_PROGRESS_KEY, 'open', ids.join(',')],
      queryFn: () => api.practiceOpen(ids),
      enabled: ids.length > 0,
      retry: 1,
    })),
    combine: openByPage,
  });
}

/** Module-level, so TanStack Query keeps the combined map until an answer changes. */
const openByPage = (results: readonly { data?: OpenMoments }[]): ReadonlyMap<string, number> => new Map(results.flatMap((r) => Object.entries(r.data?.open ?? {})));

/** A session row's way into practice mode: the count of its open moments, named in full for screen readers. */
export function PracticeEntry({ sessionId, title, open }: { sessionId: string; title: string; open: number }) {
  return (
    <Button asChild variant="ghost" size="sm" className="h-8 gap-1 px-2 text-violet-700 dark:text-violet-300">
      <Link to={practicePath(sessionId)} aria-label={`Practise ${title}: ${open} moment${open === 1 ? '' : 's'} to complete`} title="Practise the weak moves of this session" data-testid="practice-entry">
        <Target aria-hidden />
        <span className="tabular-nums">{open}</span>
      </Link>
    </Button>
  );
}
