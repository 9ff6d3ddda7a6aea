/**
 * Practice mode (issue 18): one weak move at a time. The conversation up to it is shown, the original
 * and its score stay hidden until the person tries; their new version is scored live in a worker by
 * the review's engine (dimensions, rubric items met and missed); submitting saves the attempt (the
 * server scores it again); reaching Good completes the moment. Keyboard: Tab through, Ctrl+Enter submits.
 */
import { type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, CheckCircle2, Eye, Send, X } from 'lucide-react';
import { Link } from 'react-router';
import { SCORE_BANDS, bandFor } from '../../../core/bands';
import { DIMENSIONS } from '../../../core/dimensions';
import { PRACTICE_COMPLETE_AT, MAX_ATTEMPT_CHARACTERS, type AttemptInput, type MomentReason } from '../../../core/practice/index';
import type { AttemptResult, PracticeMomentDetail, PracticePlan, RevealedMove } from '../../../core/practice/api';
import { PATHS, resultsPath } from '../../../core/routes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { api, ApiError } from '../../lib/api';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';
import { ScoreBar, ScorePill, Skeleton } from '../../shared/review/parts';
import { useLiveScore } from './use-live-score';

export const PRACTICE_TEXT = {
  title: 'Practise your key moments',
  hidden: 'Your original message and its score stay hidden until you try.',
  notFound: 'This session could not be found, or it is not yours.',
  nothing: 'No weak moves to practise here: every message of yours is Average or better.',
  allDone: 'Every moment of this session is completed.',
  completed: 'Moment completed',
  submitFailed: 'Failed to save the attempt',
} as const;

const REASON_LABEL: Record<MomentReason, string> = { blunder: 'Blunder', mistake: 'Mistake', 'key-moment': 'Key moment' };
function reasonClasses(reason: MomentReason): string | undefined {
  const band = SCORE_BANDS.find((b) => b.classification === reason);
  if (!band) return undefined;
  const c = bandClasses(band);
  return cn(c.text, c.soft, c.border);
}
export const practicePlanKey = (id: string) => ['practice-plan', id] as const;
export const PRACTICE_PROGRESS_KEY = ['practice-progress'] as const;

function Context({ detail }: { detail: PracticeMomentDetail }) {
  if (detail.context.length === 0) return <p className="text-sm text-muted">This was the opening message of the conversation.</p>;
  return (
    <ol className="max-h-80 space-y-2 overflow-y-auto rounded-xl border border-border bg-surface-2/40 p-3" aria-label="The conversation up to this moment" tabIndex={0}>
      {detail.context.map((m) => (
        <li key={m.index} className="rounded-lg bg-surface p-3 text-sm">
          <p className="mb-1 text-xs font-semibold text-muted">{m.role === 'user' ? 'You' : 'Assistant'}</p>
          <p className="line-clamp-6 whitespace-pre-wrap text-fg [overflow-wrap:anywhere]">{m.content}</p>
        </li>
      ))}
    </ol>
  );
}

function Revealed({ revealed, ref }: { revealed: RevealedMove; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-label="Your original and the better move"
      className="space-y-3 rounded-xl border border-border bg-surface-2/40 p-4 focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="revealed"
    >
      <div>
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
          Your original <ScorePill score={revealed.originalScore} showName />
        </p>
        <p className="mt-1 text-sm whitespace-pre-wrap text-fg [overflow-wrap:anywhere]" data-testid="original">
          {revealed.original}
        </p>
      </div>
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">The engine&apos;s better move</p>
        <p className="mt-1 text-sm whitespace-pre-wrap text-fg [overflow-wrap:anywhere]" data-testid="better-move">
          {revealed.betterMove ?? 'No better move is offered for this message.'}
        </p>
      </div>
    </div>
  );
}

function LiveScorePanel({ live, empty, opening }: { live: ReturnType<typeof useLiveScore>; empty: boolean; opening: boolean }) {
  const s = live.score;
  const band = s ? bandFor(s.overall) : null;
  return (
    <section aria-label="Live score" className="space-y-4 rounded-2xl border border-border bg-surface p-4" data-testid="live-score">
      <div className="flex items-center gap-3" aria-live="polite" aria-atomic="true">
        {s && band ? (
          <>
            <span className={cn('text-3xl font-extrabold tabular-nums', bandClasses(band).text)} data-testid="live-overall">
              {s.overall}
            </span>
            <span className={cn('text-sm font-semibold', bandClasses(band).text)}>
              {band.symbol} {band.name}
            </span>
            <span className="ml-auto text-xs text-muted">{s.completes ? 'Good enough to complete' : `Good at ${PRACTICE_COMPLETE_AT}`}</span>
          </>
        ) : (
          <span className="text-sm text-muted">{empty ? 'Start typing: the score follows as you write.' : 'Scoring…'}</span>
        )}
        {live.pending && s ? <Spinner className="size-3.5" /> : null}
      </div>
      {s ? (
        <>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-5" aria-label="Dimensions">
            {DIMENSIONS.map((d) =>
              // An opening message has no Context (none, left out of its overall), as on the results page.
              opening && d.key === 'context' ? (
                <li key={d.key} className="text-xs" data-testid="live-context-none">
                  <span className="flex justify-between text-muted">
                    {d.name}
                    <span className="font-semibold">none</span>
                  </span>
                  <span className="mt-1 block text-[11px] text-muted">first message, not counted</span>
                </li>
              ) : (
                <li key={d.key} className="text-xs">
                  <span className="flex justify-between text-muted">
                    {d.name}
                    <span className="font-semibold text-fg tabular-nums">{s.dimensions[d.key]}</span>
                  </span>
                  <ScoreBar value={s.dimensions[d.key]} label={`${d.name} ${s.dimensions[d.key]}`} className="mt-1" />
                </li>
              ),
            )}
          </ul>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Met</h3>
              <ul className="mt-1 space-y-1 text-sm" data-testid="rubric-met">
                {s.met.length ? (
                  s.met.map((m) => (
                    <li key={m.key} className="flex gap-1.5 text-fg">
                      <Check className="mt-0.5 size-4 shrink-0 text-green-500" aria-label="met" />
                      {m.text}
                    </li>
                  ))
                ) : (
                  <li className="text-muted">Nothing yet</li>
                )}
              </ul>
            </div>
            <div>
              <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Missed</h3>
              <ul className="mt-1 space-y-1 text-sm" data-testid="rubric-missed">
                {s.missed.length ? (
                  s.missed.map((m) => (
                    <li key={m.key} className="flex gap-1.5 text-fg">
                      <X className="mt-0.5 size-4 shrink-0 text-red-500" aria-label="missed" />
                      {m.text}
                    </li>
                  ))
                ) : (
                  <li className="text-muted">Nothing missed</li>
                )}
              </ul>
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}

function MomentPractice({
  sessionId,
  detail,
  onNext,
  onPrevious,
  hasNext,
  hasPrevious,
}: {
  sessionId: string;
  detail: PracticeMomentDetail;
  onNext: () => void;
  onPrevious: () => void;
  hasNext: boolean;
  hasPrevious: boolean;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [revealed, setRevealed] = useState<RevealedMove | null>(detail.revealed);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const base = useMemo<Omit<AttemptInput, 'attempt'>>(
    () => ({ context: detail.context.map((m) => ({ role: m.role, content: m.content })), sessionGoal: detail.sessionGoal, projectContext: detail.projectContext }),
    [detail],
  );
  const live = useLiveScore(base, text);
  const index = detail.moment.index;
  const completed = detail.moment.completed || Boolean(result?.moment.completed);

  useEffect(() => textareaRef.current?.focus(), []);

  const submit = useMutation({
    mutationFn: () => api.practiceAttempt(sessionId, index, text),
    onSuccess: (r) => {
      setResult(r);
      setRevealed(r.revealed);
      void queryClient.invalidateQueries({ queryKey: practicePlanKey(sessionId) });
      void queryClient.invalidateQueries({ queryKey: PRACTICE_PROGRESS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['practice-moment', sessionId, index] });
    },
  });
  useEffect(() => {
    if (result?.moment.completed) nextRef.current?.focus();
  }, [result]);
  // Reveal better move disappears once pressed: the focus goes to what it revealed, not to the page.
  const revealedRef = useRef<HTMLDivElement>(null);
  const [focusRevealed, setFocusRevealed] = useState(false);
  useEffect(() => {
    if (!focusRevealed || !revealedRef.current) return;
    revealedRef.current.focus();
    setFocusRevealed(false);
  }, [focusRevealed, revealed]);
  const reveal = useMutation({
    mutationFn: () => api.practiceReveal(sessionId, index),
    onSuccess: (r) => {
      setRevealed(r);
      setFocusRevealed(true);
    },
  });
  const canSubmit = text.trim().length > 0 && !submit.isPending;

  return (
    <div className="space-y-5" data-testid="practice-moment" data-index={index}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-fg">
          Moment {detail.moment.position} of {detail.moment.total}
        </h2>
        {/* A Mistake or a Blunder in its band's colour, as the review shows the same message. */}
        <Badge className={reasonClasses(detail.moment.reason)} data-testid="moment-reason">
          {REASON_LABEL[detail.moment.reason]}
        </Badge>
        {completed ? (
          <Badge className="border-green-500/30 bg-green-500/10 text-green-700 dark:text-green-300" data-testid="moment-completed">
            <CheckCircle2 className="size-3.5" aria-hidden /> {PRACTICE_TEXT.completed}
          </Badge>
        ) : null}
      </div>
      {detail.sessionGoal ? (
        <p className="text-sm text-muted">
          <span className="font-semibold text-fg">Goal:</span> {detail.sessionGoal}
        </p>
      ) : null}
      <Context detail={detail} />
      {revealed ? <Revealed revealed={revealed} ref={revealedRef} /> : <p className="rounded-xl border border-dashed border-border p-3 text-sm text-muted">{PRACTICE_TEXT.hidden}</p>}

      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (canSubmit) submit.mutate();
        }}
      >
        <label htmlFor="practice-attempt" className="block text-sm font-semibold text-fg">
          Your new version
        </label>
        <textarea
          id="practice-attempt"
          ref={textareaRef}
          value={text}
          maxLength={MAX_ATTEMPT_CHARACTERS}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              if (canSubmit) submit.mutate();
            }
          }}
          rows={6}
          aria-describedby="practice-hint"
          className="w-full rounded-xl border border-border bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring"
          placeholder="Write the message you would send now…"
        />
        <p id="practice-hint" className="text-xs text-muted">
          Scored as you type, in this place of the conversation. Ctrl+Enter submits. Reaching {PRACTICE_COMPLETE_AT} (Good) completes the moment.
        </p>
        <LiveScorePanel live={live} empty={!text.trim()} opening={detail.context.length === 0} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button type="submit" disabled={!canSubmit}>
            {submit.isPending ? <Spinner className="size-4" /> : <Send aria-hidden />}
            Submit attempt
          </Button>
          {!revealed ? (
            <Button type="button" variant="outline" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
              <Eye aria-hidden />
              Reveal better move
            </Button>
          ) : null}
        </div>
        {submit.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {submit.error instanceof ApiError ? submit.error.message : PRACTICE_TEXT.submitFailed}
          </p>
        ) : null}
      </form>

      {result ? (
        <p role="status" className={cn('rounded-xl border p-3 text-sm', result.moment.completed ? 'border-green-500/30 bg-green-500/10 text-fg' : 'border-border text-fg')} data-testid="attempt-result">
          Saved: {result.score.overall} {result.score.symbol} {result.score.bandName}, {result.gain >= 0 ? '+' : ''}
          {result.gain} on your original ({result.revealed.originalScore}).{' '}
          {result.moment.completed ? `${PRACTICE_TEXT.completed}!` : `Reach ${PRACTICE_COMPLETE_AT} to complete it.`}
        </p>
      ) : null}

      <nav aria-label="Moments" className="flex justify-between gap-2 border-t border-border pt-4">
        <Button variant="outline" onClick={onPrevious} disabled={!hasPrevious}>
          <ArrowLeft aria-hidden />
          Previous moment
        </Button>
        <Button ref={nextRef} variant={completed ? 'primary' : 'outline'} onClick={onNext} disabled={!hasNext}>
          Next moment
          <ArrowRight aria-hidden />
        </Button>
      </nav>
    </div>
  );
}

function Moment({ sessionId, plan, position, setPosition }: { sessionId: string; plan: PracticePlan; position: number; setPosition: (p: number) => void }) {
  const index = plan.moments[position]!.index;
  const detail = useQuery({ queryKey: ['practice-moment', sessionId, index], queryFn: () => api.practiceMoment(sessionId, index), staleTime: Infinity });
  if (detail.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (detail.isError) return <p role="alert">{detail.error.message}</p>;
  return (
    <MomentPractice
      key={index}
      sessionId={sessionId}
      detail={detail.data}
      hasPrevious={position > 0}
      hasNext={position < plan.moments.length - 1}
      onPrevious={() => setPosition(position - 1)}
      onNext={() => setPosition(position + 1)}
    />
  );
}

export function PracticeScreen({ sessionId }: { sessionId: string }) {
  const plan = useQuery({
    queryKey: practicePlanKey(sessionId),
    queryFn: () => api.practicePlan(sessionId),
    retry: (n, err) => !(err instanceof ApiError && err.status === 404) && n < 1,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  // The first moment still open when the page loads; after that the person moves (a completed
  // moment stays on screen with its result until they go on).
  if (chosen === null && plan.data) setChosen(Math.max(0, plan.data.moments.findIndex((m) => !m.completed)));

  const header = (
    <header className="space-y-2">
      <p className="text-xs font-semibold tracking-widest text-violet-600 uppercase dark:text-violet-300">Practice</p>
      <h1 className="text-2xl font-bold tracking-tight text-fg [overflow-wrap:anywhere] sm:text-3xl">{plan.data ? plan.data.session.title : PRACTICE_TEXT.title}</h1>
    </header>
  );
  if (plan.isPending)
    return (
      <div className="space-y-6" role="status" aria-label="Loading practice">
        {header}
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  if (plan.isError)
    return (
      <Card className="mx-auto max-w-lg text-center" data-testid="practice-not-found">
        <p role="alert" className="text-sm text-fg">
          {plan.error instanceof ApiError && plan.error.status === 404 ? PRACTICE_TEXT.notFound : plan.error.message}
        </p>
        <Button asChild className="mt-4">
          <Link to={PATHS.dashboard}>Back to Dashboard</Link>
        </Button>
      </Card>
    );

  const moments = plan.data.moments;
  const done = moments.filter((m) => m.completed).length;
  const position = Math.min(chosen ?? 0, Math.max(0, moments.length - 1));
  return (
    <div className="space-y-6" data-testid="practice">
      {header}
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <span data-testid="practice-done">
          {done} of {moments.length} moments completed
        </span>
        <Link to={resultsPath(sessionId)} className="font-medium text-violet-700 hover:underline dark:text-violet-300">
          Back to the review
        </Link>
      </div>
      {moments.length === 0 ? (
        <Card>{PRACTICE_TEXT.nothing}</Card>
      ) : (
        <>
          {done === moments.length ? (
            <p role="status" className="rounded-xl border border-green-500/30 bg-green-500/10 p-3 text-sm text-fg" data-testid="practice-all-done">
              {PRACTICE_TEXT.allDone}
            </p>
          ) : null}
          <Moment sessionId={sessionId} plan={plan.data} position={position} setPosition={setChosen} />
        </>
      )}
    </div>
  );
}
