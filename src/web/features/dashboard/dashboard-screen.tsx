/** The 5D Dashboard (spec section 2): session history with real pagination, 30-day analytics, open / export / delete, bulk export. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, ChevronRight, Link2, Minus, PlusCircle, RefreshCw, Trash2 } from 'lucide-react';
import { AlertDialog, Checkbox } from 'radix-ui';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ListedSession, SessionListResponse, SessionSummary } from '../../../core/api/types';
import { PATHS, resultsPath } from '../../../core/routes';
import type { ExportFormat } from '../../../core/settings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { api, apiGet, saveFile } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useSettings } from '../../lib/settings';
import { platformName } from '../../shared/detection/labels';
import { ExportMenu, exportedAs, sessionsExportedAs, saveServerExport } from '../results';
import { formatDate } from '../../shared/review/logic';
import { ScorePill, Skeleton, TrendLabel } from '../../shared/review/parts';
import { PracticeEntry, PracticeProgressCard, useOpenMoments } from '../practice';
import { AnalyticsCards, AnalyticsCharts } from './analytics-panel';
import { AiJobsCard } from './ai-jobs-card';
import { bulkJson, DASHBOARD_TEXT, flattenPages, nextOffset, PAGE_SIZE, pruneSelection, selectAllLabel, selectionState, toggleAll } from './logic';

export const SESSIONS_QUERY_KEY = ['sessions'] as const;
export const ANALYTICS_QUERY_KEY = ['analytics', 30] as const;

function SelectBox({ checked, onChange, label }: { checked: boolean | 'indeterminate'; onChange: () => void; label: string }) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={onChange}
      aria-label={label}
      className="flex size-5 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-accent-fg hover:border-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=indeterminate]:border-accent data-[state=indeterminate]:bg-accent"
    >
      <Checkbox.Indicator>{checked === 'indeterminate' ? <Minus className="size-3.5" aria-hidden /> : <Check className="size-3.5" aria-hidden />}</Checkbox.Indicator>
    </Checkbox.Root>
  );
}

function DeleteButton({ session, onConfirm }: { session: SessionSummary; onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !busy && setOpen(o)}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="h-8 w-8 hover:text-red-600 dark:hover:text-red-400" aria-label={`Delete ${session.title}`}>
          <Trash2 aria-hidden />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-fg">Delete this session?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            “<span className="[overflow-wrap:anywhere]">{session.title}</span>” and all its scores will be deleted for good. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              className="bg-red-600 text-white shadow-red-900/30 hover:bg-red-500 dark:hover:bg-red-500"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await onConfirm();
                  setOpen(false);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {busy ? <Spinner className="size-4 text-white" /> : <Trash2 aria-hidden />}
              Delete session
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function SessionRow({
  session,
  openMoments,
  selected,
  onSelect,
  onDelete,
  onExport,
}: {
  session: ListedSession;
  /** Practice moments still open in this session (0: no practice entry on the row). */
  openMoments: number;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => Promise<void>;
  onExport: (format: ExportFormat) => Promise<void>;
}) {
  const { compactMode, settings } = useSettings();
  return (
    <li
      // On phones the title and its facts take the row's first line and the score and actions the
      // second: side by side they squeezed the title to a third of the width ("· ChatGPT ·" alone on a line).
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-xl border bg-surface sm:flex-nowrap', selected ? 'border-ring/60' : 'border-border', compactMode ? 'px-3 py-2' : 'px-4 py-3')}
      data-testid="session-row"
      data-id={session.id}
    >
      <SelectBox checked={selected} onChange={onSelect} label={`Select ${session.title}`} />
      <Link to={resultsPath(session.id)} className="group min-w-0 flex-1 rounded-md focus-visible:outline-2 focus-visible:outline-ring max-sm:basis-[calc(100%-2.5rem)]" data-testid="session-link">
        <span className="line-clamp-2 font-medium text-fg [overflow-wrap:anywhere] group-hover:underline sm:line-clamp-1">{session.title}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted">
          <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
          <span aria-hidden>·</span>
          <span>{platformName(session.platform)}</span>
          <span aria-hidden>·</span>
          <span>
            {session.messageCount} message{session.messageCount === 1 ? '' : 's'}
          </span>
          <span aria-hidden className="hidden sm:inline">
            ·
          </span>
          <TrendLabel trend={session.trend} className="hidden font-medium sm:inline-flex" />
          {session.shared ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-violet-500/30 bg-violet-500/10 px-2 py-0.5 font-medium text-violet-700 dark:text-violet-300" data-testid="shared-mark" title="Anyone with the public link can see this review">
              <Link2 className="size-3" aria-hidden />
              Shared
            </span>
          ) : null}
        </span>
      </Link>
      <ScorePill score={session.overallScore} className="shrink-0 max-sm:ml-8" />
      <div className="flex shrink-0 items-center max-sm:ml-auto">
        {openMoments > 0 ? <PracticeEntry sessionId={session.id} title={session.title} open={openMoments} /> : null}
        <ExportMenu onExport={onExport} defaultFormat={settings.defaultExportFormat} iconOnly variant="ghost" size="sm" ariaLabel={`Export ${session.title}`} />
        <DeleteButton session={session} onConfirm={onDelete} />
        <Button asChild variant="ghost" size="icon" className="hidden h-8 w-8 sm:inline-flex">
          <Link to={resultsPath(session.id)} aria-label={`Open ${session.title}`}>
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </div>
    </li>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading dashboard" data-testid="dashboard-loading">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-[86px] rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <Skeleton className="h-72 rounded-2xl lg:col-span-3" />
        <Skeleton className="h-72 rounded-2xl lg:col-span-2" />
      </div>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 rounded-xl" />
      ))}
    </div>
  );
}

export function DashboardScreen() {
  const { settings, compactMode, status: settingsStatus } = useSettings();
  const queryClient = useQueryClient();
  const sessions = useInfiniteQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ pageParam }) => apiGet<SessionListResponse>(`/sessions?limit=${PAGE_SIZE}&offset=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    retry: 1,
  });
  const analytics = useQuery({ queryKey: ANALYTICS_QUERY_KEY, queryFn: () => api.analytics(30), retry: 1 });

  const loaded = useMemo(() => flattenPages(sessions.data?.pages ?? []), [sessions.data]);
  const pageIds = useMemo(() => (sessions.data?.pages ?? []).map((p) => p.sessions.map((x) => x.id)), [sessions.data]);
  const openMoments = useOpenMoments(pageIds);
  const total = sessions.data?.pages.at(-1)?.total ?? 0;
  const [rawSelected, setSelected] = useState<Set<string>>(new Set());
  const selected = useMemo(() => pruneSelection(rawSelected, loaded), [rawSelected, loaded]);
  const [bulkBusy, setBulkBusy] = useState(false);

  const failed = sessions.isError || analytics.isError;
  const toasted = useRef(false);
  useEffect(() => {
    if (failed && !toasted.current) {
      toasted.current = true;
      toast.error(DASHBOARD_TEXT.loadFailedToast);
    }
  }, [failed]);

  const retry = () => {
    toasted.current = false;
    void sessions.refetch();
    void analytics.refetch();
  };

  const remove = async (s: SessionSummary) => {
    try {
      await api.deleteSession(s.id);
      queryClient.setQueryData<{ pages: SessionListResponse[]; pageParams: number[] }>(SESSIONS_QUERY_KEY, (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, total: p.total - 1, sessions: p.sessions.filter((x) => x.id !== s.id) })) } : data,
      );
      queryClient.removeQueries({ queryKey: ['session', s.id] });
      void queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY });
      toast.success(DASHBOARD_TEXT.deleted);
    } catch {
      toast.error(DASHBOARD_TEXT.deleteFailed);
    }
  };

  const exportOne = async (s: SessionSummary, format: ExportFormat) => {
    try {
      await saveServerExport(s.id, format);
      toast.success(exportedAs(format));
    } catch {
      toast.error(DASHBOARD_TEXT.exportFailed);
    }
  };

  const exportSelected = async (format: ExportFormat) => {
    const ids = loaded.filter((s) => selected.has(s.id)).map((s) => s.id);
    if (!ids.length) return;
    setBulkBusy(true);
    try {
      if (format === 'json') {
        // One file: each session fetched from the API and written as the single-session JSON export.
        const details = [];
        for (const id of ids) details.push(await api.getSession(id));
        const file = bulkJson(details, settings);
        saveFile({ blob: new Blob([file.body], { type: 'application/json' }), filename: file.filename });
      } else {
        // CSV, Markdown and PDF are per-session documents: one download each, one after another.
        for (const id of ids) await saveServerExport(id, format);
      }
      toast.success(sessionsExportedAs(ids.length, format));
    } catch {
      toast.error(DASHBOARD_TEXT.exportFailed);
    } finally {
      setBulkBusy(false);
    }
  };

  const gap = compactMode ? 'space-y-4' : 'space-y-8';

  return (
    <div className={gap} data-testid="dashboard">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-widest text-violet-600 uppercase dark:text-violet-300">Last 30 days</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-fg sm:text-3xl">5D Dashboard</h1>
        </div>
        <Button asChild>
          <Link to={PATHS.analyze}>
            <PlusCircle aria-hidden />
            New Analysis
          </Link>
        </Button>
      </header>

      {failed ? (
        <Card className="mx-auto max-w-lg text-center" data-testid="dashboard-error">
          <AlertTriangle className="mx-auto size-9 text-red-500" aria-hidden />
          <p className="mt-3 text-sm text-fg" role="alert">
            {DASHBOARD_TEXT.loadFailed}
          </p>
          <Button className="mt-5" variant="secondary" onClick={retry} disabled={sessions.isFetching || analytics.isFetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        </Card>
      ) : sessions.isPending || analytics.isPending || settingsStatus === 'loading' ? (
        <DashboardSkeleton />
      ) : total === 0 && loaded.length === 0 ? (
        <Card className="mx-auto max-w-xl text-center" data-testid="dashboard-empty">
          <p className="text-4xl font-extrabold text-violet-500" aria-hidden>
            ♞
          </p>
          <h2 className="mt-2 text-xl font-bold text-fg">No analyses yet</h2>
          <p className="mt-2 text-sm text-muted">Paste a conversation you had with an AI assistant and get every move scored, with better moves where it matters.</p>
          <Button asChild size="lg" className="mt-6">
            <Link to={PATHS.analyze}>
              <PlusCircle aria-hidden />
              Analyze your first conversation
            </Link>
          </Button>
        </Card>
      ) : (
        <>
          <AiJobsCard />
          <PracticeProgressCard />
          <section aria-label="Analytics" className={compactMode ? 'space-y-3' : 'space-y-4'}>
            <AnalyticsCards analytics={analytics.data!} />
            <AnalyticsCharts analytics={analytics.data!} />
          </section>

          <section aria-labelledby="history-title" className={compactMode ? 'space-y-2' : 'space-y-3'}>
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="history-title" className="mr-auto text-lg font-semibold text-fg">
                Session history <span className="text-sm font-normal text-muted tabular-nums">({loaded.length} of {total})</span>
              </h2>
              <label className="inline-flex items-center gap-2 text-sm text-muted">
                <SelectBox checked={selectionState(selected, loaded)} onChange={() => setSelected(toggleAll(selected, loaded))} label={selectAllLabel(loaded.length, total)} />
                <span aria-hidden>{selectAllLabel(loaded.length, total)}</span>
              </label>
              <span className="text-sm text-muted tabular-nums" aria-live="polite" data-testid="selected-count">
                {selected.size} selected
              </span>
              <ExportMenu
                onExport={exportSelected}
                defaultFormat={settings.defaultExportFormat}
                label="Export selected"
                ariaLabel="Export selected"
                size="sm"
                variant="secondary"
                disabled={selected.size === 0 || bulkBusy}
              />
            </div>
            <ul className={compactMode ? 'space-y-1.5' : 'space-y-2'} aria-label="Sessions">
              {loaded.map((s) => (
                <SessionRow
                  key={s.id}
                  session={s}
                  openMoments={openMoments.get(s.id) ?? 0}
                  selected={selected.has(s.id)}
                  onSelect={() =>
                    setSelected((prev) => {
                      const next = pruneSelection(prev, loaded);
                      if (next.has(s.id)) next.delete(s.id);
                      else next.add(s.id);
                      return next;
                    })
                  }
                  onDelete={() => remove(s)}
                  onExport={(f) => exportOne(s, f)}
                />
              ))}
            </ul>
            {sessions.hasNextPage ? (
              <div className="flex justify-center pt-2">
                <Button variant="outline" onClick={() => void sessions.fetchNextPage()} disabled={sessions.isFetchingNextPage}>
                  {sessions.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                  Load More Sessions
                </Button>
              </div>
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}
