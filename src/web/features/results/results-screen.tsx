/** The Analysis Results screen (spec section 2 and 4): loading, not found, loaded. */
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion, LayoutDashboard, Lightbulb, PlusCircle, Target, X } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { bandFor } from '../../../core/bands';
import type { SessionDetail } from '../../../core/api/types';
import { practiceMoments } from '../../../core/practice/index';
import { PATHS, practicePath } from '../../../core/routes';
import type { ExportFormat } from '../../../core/settings';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { api, ApiError } from '../../lib/api';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';
import { useSettings, wantsNotification } from '../../lib/settings';
import { isJustAnalyzed } from '../../shared/handoff/results-arrival';
import { isValidSessionId, shortId, toRows } from '../../shared/review/logic';
import { Skeleton } from '../../shared/review/parts';
import { ReviewBody, type ReviewTab } from '../../shared/review/review-body';
import { ReviewFactBadges } from '../../shared/review/review-facts';
import { ExportMenu, exportedAs, saveLocalJson, saveServerExport } from './export';
import { AI_PANEL_TEXT, AiReviewPanel } from '../../shared/review/ai-review-panel';
import { useSessionAiReview } from '../../shared/review/use-session-ai-review';
import { ShareDialog } from './share-dialog';

export const RESULTS_TEXT = {
  notFound: 'The requested analysis session could not be found.',
  invalidId: 'Invalid session ID',
  loadFailed: 'Session not found or failed to load',
  loadFailedToast: 'Failed to load analysis results',
  exported: 'Analysis results exported successfully!',
  exportFailed: 'Failed to export results',
} as const;

export const sessionQueryKey = (id: string) => ['session', id] as const;

function NotFoundCard({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Card className="mx-auto max-w-lg text-center" data-testid="results-not-found">
      <FileQuestion className="mx-auto size-10 text-muted" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-fg">{title}</h1>
      <p className="mt-2 text-sm text-muted" role="alert">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={PATHS.dashboard}>
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
        <Button asChild>
          <Link to={PATHS.analyze}>
            <PlusCircle aria-hidden />
            New Analysis
          </Link>
        </Button>
      </div>
    </Card>
  );
}

function LoadingResults() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading analysis results" data-testid="results-loading">
      <div className="space-y-3">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-2/3" />
        <div className="flex flex-wrap gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-6 w-20 rounded-full" />
          ))}
        </div>
      </div>
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-10 w-72" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

export function ResultsScreen({ sessionId }: { sessionId: string | undefined }) {
  const valid = isValidSessionId(sessionId);
  // Preferences decide what shows (notation, auto-expand): wait for them too, so nothing jumps.
  const { status: settingsStatus } = useSettings();
  const query = useQuery({
    queryKey: sessionQueryKey(sessionId ?? ''),
    queryFn: () => api.getSession(sessionId!),
    enabled: valid,
    retry: (n, err) => !(err instanceof ApiError && (err.status === 404 || err.status === 400 || err.status === 401)) && n < 1,
    staleTime: 60_000,
  });
  const failedToastShown = useRef(false);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useEffect(() => {
    if (query.isError && !notFound && !failedToastShown.current) {
      failedToastShown.current = true;
      toast.error(RESULTS_TEXT.loadFailedToast);
    }
  }, [query.isError, notFound]);

  if (!valid) return <NotFoundCard title={RESULTS_TEXT.invalidId} message={RESULTS_TEXT.notFound} />;
  if (query.isPending || settingsStatus === 'loading') return <LoadingResults />;
  if (notFound) return <NotFoundCard title="Session not found" message={RESULTS_TEXT.notFound} />;
  if (query.isError)
    return (
      <NotFoundCard
        title={RESULTS_TEXT.loadFailed}
        message={query.error instanceof Error ? query.error.message : RESULTS_TEXT.loadFailed}
        onRetry={() => {
          failedToastShown.current = false;
          void query.refetch();
        }}
      />
    );
  return <ResultsView detail={query.data} />;
}

/** Small sticky card with the overall score, shown once the main score card scrolls away. */
function FloatingScore({ score, title, visible, onClose }: { score: number; title: string; visible: boolean; onClose: () => void }) {
  const { showNotation, animations } = useSettings();
  const band = bandFor(score);
  const c = bandClasses(band);
  return (
    <aside
      aria-label="Overall score"
      aria-hidden={!visible}
      data-testid="score-overlay"
      data-visible={visible}
      className={cn(
        'fixed bottom-4 left-4 z-20 flex max-w-[calc(100vw-2rem)] items-center gap-3 rounded-xl border bg-surface/95 py-2 pr-2 pl-3 shadow-xl backdrop-blur lg:left-[calc(16rem+1rem)]',
        c.border,
        animations && 'transition-[opacity,transform] duration-200',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-2 opacity-0',
      )}
    >
      <span className={cn('text-2xl font-extrabold tabular-nums', c.text)}>
        {score}
        {showNotation ? <span className="ml-1 text-base">{band.symbol}</span> : null}
      </span>
      <span className="min-w-0 text-xs">
        <span className="block font-semibold text-fg">{band.name}</span>
        <span className="block max-w-40 truncate text-muted">{title}</span>
      </span>
      <button
        type="button"
        onClick={onClose}
        tabIndex={visible ? 0 : -1}
        className="rounded-md p-1 text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        aria-label="Hide score overlay"
      >
        <X className="size-4" aria-hidden />
      </button>
    </aside>
  );
}

/** What a new analysis found, said once in the page (not a floating toast over the score or the tabs). */
function NewAnalysisNotice({ insight, patterns, onSeeInsights, onClose }: { insight: string | null; patterns: string | null; onSeeInsights: () => void; onClose: () => void }) {
  return (
    <section
      aria-label="New insights ready"
      data-testid="new-insights"
      className="flex items-start gap-3 rounded-2xl border border-violet-500/30 bg-violet-500/10 p-4 text-sm"
    >
      <Lightbulb className="mt-0.5 size-5 shrink-0 text-violet-600 dark:text-violet-300" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1" role="status">
        <p className="font-semibold text-fg">{insight ? 'New insights ready' : patterns}</p>
        {insight ? <p className="text-muted">{insight}</p> : null}
        {insight && patterns ? <p className="text-muted">{patterns}.</p> : null}
        <button type="button" onClick={onSeeInsights} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
          See insights
        </button>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="rounded-md p-1 text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        aria-label="Dismiss new insights"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}

/** Height of the app's sticky header (h-16). */
const HEADER_HEIGHT = 64;

export function ResultsView({ detail }: { detail: SessionDetail }) {
  const { settings, compactMode, showNotation, notify } = useSettings();
  const session = detail.session;
  const summary = session.summary;
  const overall = Math.round(session.overallScore);
  const band = bandFor(overall);

  // Practice mode offers the person's weak moves; with none, its page only says so: no way in here
  // either (the dashboard row shows none for the same session).
  const canPractise = useMemo(() => practiceMoments(toRows(detail.messages), summary?.keyMoments ?? []).length > 0, [detail.messages, summary]);

  const [tab, setTab] = useState<ReviewTab>('messages');
  const [overlayClosed, setOverlayClosed] = useState(false);
  const [scoreCardVisible, setScoreCardVisible] = useState(true);
  const scoreCardRef = useRef<HTMLElement>(null);

  // The header (the page's title: its largest text) paints first; the review under it, most of the
  // page's rendering work, follows in the next task (decision 0029). Lighthouse (mobile defaults)
  // measured the results page's largest paint waiting on one 250-400 ms task that rendered the
  // whole review. Until then a viewport-high space holds the footer where the review will push it.
  const [bodyShown, setBodyShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setBodyShown(true)));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const el = scoreCardRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // The overlay is for when the score card has scrolled up past the sticky header, not while it is below.
    const io = new IntersectionObserver(
      ([entry]) => setScoreCardVisible(!entry || entry.isIntersecting || entry.boundingClientRect.bottom > HEADER_HEIGHT),
      { rootMargin: `-${HEADER_HEIGHT}px 0px 0px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [bodyShown]);

  // A new analysis (the verify screen's navigation state, never an old result opened again) says
  // what is new once: in the page's flow under the header, where it covers nothing, and by a system
  // notification if the tab is hidden (Notifications settings). The state is cleared at once, so a
  // reload or a return to this entry opens the result as an old one.
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => isJustAnalyzed(location.state));
  const [noticeOpen, setNoticeOpen] = useState(arrived);
  const patternsTitle = summary?.patterns.length ? `${summary.patterns.length} pattern${summary.patterns.length === 1 ? '' : 's'} detected` : null;
  const showInsights = Boolean(summary?.insights.length) && wantsNotification(settings, 'insights');
  const showPatterns = patternsTitle !== null && wantsNotification(settings, 'patterns');
  useEffect(() => {
    if (!arrived) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    if (patternsTitle) notify('patterns', patternsTitle, summary?.patterns[0]?.description, { toast: false });
    if (summary?.insights.length) notify('insights', 'New insights ready', summary.insights[0], { toast: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  // The local review shows at once; the AI review (when asked for) fills in as its judgments arrive.
  const ai = useSessionAiReview(detail, sessionQueryKey(session.id));
  const tabsRef = useRef<HTMLDivElement>(null);
  const seeInsights = () => {
    setTab('insights');
    setNoticeOpen(false);
    tabsRef.current?.scrollIntoView({ behavior: document.documentElement.hasAttribute('data-reduce-motion') ? 'auto' : 'smooth', block: 'start' });
  };

  const onExport = async (format: ExportFormat) => {
    try {
      if (format === 'json') {
        await saveLocalJson(detail, settings);
        toast.success(RESULTS_TEXT.exported);
      } else {
        await saveServerExport(session.id, format);
        toast.success(exportedAs(format));
      }
    } catch {
      toast.error(RESULTS_TEXT.exportFailed);
    }
  };

  const gap = compactMode ? 'space-y-4' : 'space-y-6';

  return (
    <div className={gap} data-testid="results">
      <header className={compactMode ? 'space-y-2' : 'space-y-3'}>
        <p className="text-xs font-semibold tracking-widest text-violet-600 uppercase dark:text-violet-300">Analysis Results</p>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <h1 className="text-2xl font-bold tracking-tight text-fg [overflow-wrap:anywhere] sm:text-3xl">{session.title}</h1>
          {/* Beside the title on wide screens the actions keep one row where they fit (up to 28rem),
              not a column of one button each that a long title squeezed them into. */}
          <div className="flex flex-wrap gap-2 lg:max-w-md lg:shrink-0 lg:justify-end">
            <Button asChild variant="outline" className="px-3 sm:px-4">
              <Link to={PATHS.dashboard}>
                <LayoutDashboard aria-hidden />
                Dashboard
              </Link>
            </Button>
            <ShareDialog sessionId={session.id} title={session.title} />
            {canPractise ? (
              <Button asChild variant="outline" className="px-3 sm:px-4">
                <Link to={practicePath(session.id)}>
                  <Target aria-hidden />
                  Practise your key moments
                </Link>
              </Button>
            ) : null}
            <ExportMenu onExport={onExport} defaultFormat={settings.defaultExportFormat} className="px-3 sm:px-4" />
          </div>
        </div>
        <ul className="flex flex-wrap items-center gap-2" aria-label="Session facts">
          <li>
            <Badge className="font-mono" title={`Session ${session.id}`} data-testid="badge-id">
              #{shortId(session.id)}
            </Badge>
          </li>
          <ReviewFactBadges platform={session.platform} messageCount={session.messageCount} overall={overall} band={band} showNotation={showNotation} createdAt={session.createdAt} />
        </ul>
        {session.sessionGoal ? (
          <p className="text-sm text-muted" data-testid="goal-line">
            <span className="font-semibold text-fg">Goal:</span> {session.sessionGoal}
          </p>
        ) : null}
        {session.projectContext ? (
          <p className="text-sm text-muted" data-testid="context-line">
            <span className="font-semibold text-fg">Context:</span> {session.projectContext}
          </p>
        ) : null}
      </header>

      {bodyShown ? (
        <>
          {noticeOpen && (showInsights || showPatterns) ? (
            <NewAnalysisNotice
              insight={showInsights ? (summary?.insights[0] ?? null) : null}
              patterns={showPatterns ? patternsTitle : null}
              onSeeInsights={seeInsights}
              onClose={() => setNoticeOpen(false)}
            />
          ) : null}

          <AiReviewPanel
            job={ai.job}
            result={ai.result}
            onRetry={async () => {
              try {
                await ai.retry();
              } catch (err) {
                toast.error(err instanceof Error ? err.message : AI_PANEL_TEXT.failed);
              }
            }}
          />

          <ReviewBody
            ai={ai.judgments}
            messages={detail.messages}
            summary={summary}
            overallScore={session.overallScore}
            dimensionAverages={session.dimensionAverages}
            tab={tab}
            onTabChange={setTab}
            tabsRef={tabsRef}
            scoreCardRef={scoreCardRef}
          />

          <nav aria-label="Next steps" className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:justify-center">
            <Button asChild size="lg">
              <Link to={PATHS.analyze}>
                <PlusCircle aria-hidden />
                Analyze Another Conversation
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={PATHS.dashboard}>
                <LayoutDashboard aria-hidden />
                View All Analyses
              </Link>
            </Button>
          </nav>
        </>
      ) : (
        <div className="min-h-dvh" data-testid="results-body-pending" />
      )}

      {settings.showFloatingOverlay && !overlayClosed ? (
        <FloatingScore score={overall} title={session.title} visible={!scoreCardVisible} onClose={() => setOverlayClosed(true)} />
      ) : null}
    </div>
  );
}
