/** The dashboard's practice card (issue 18): moments completed, average gain, streak, and where to go on. */
import { useQuery } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import { Link } from 'react-router';
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
      {/* Three tiles side by side down to a 390 px phone: tighter gaps and padding there, or "Completed" is cut. */}
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="Completed" value={p.momentsCompleted} hint={`of ${p.momentsPractised} moments practised`} testId="practice-completed" className={TILE} />
        <Stat label="Avg gain" value={`${p.averageGain > 0 ? '+' : ''}${p.averageGain}`} hint="best try − original" testId="practice-gain" className={TILE} />
        <Stat label="Streak" value={`${p.streakDays} day${p.streakDays === 1 ? '' : 's'}`} testId="practice-streak" className={TILE} />
      </div>
      {p.next ? (
        <p className="text-sm text-muted">
          Next: <span className="text-fg">{p.next.title}</span> — {p.next.open} moment{p.next.open === 1 ? '' : 's'} to complete.
        </p>
      ) : null}
    </section>
  );
}
