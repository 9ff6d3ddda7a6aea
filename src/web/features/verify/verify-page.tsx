import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertTriangle, ArrowLeft, FileText, Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MAX_PROJECT_CONTEXT_LENGTH } from '../../../core/api/schemas';
import { sessionDetailOf } from '../../../core/api/session-detail';
import { LOW_CONFIDENCE_BANNER_BELOW } from '../../../core/bands';
import { PATHS, resultsPath } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth';
import type { BackToEditState } from '../analyze/analyze-page';
import { clearDraft, draftKey } from '../analyze/draft';
import { USAGE_STATS_QUERY_KEY } from '../analyze/use-usage-stats';
import { formatCount } from '../analyze/usage-view';
import { MessageCard } from './message-card';
import { deleteMessage, editMessage, emptyMessagePositions, fromParsed, mergeWithPrevious, switchRole, type DraftMessage } from './messages';
import { SessionInfo } from './session-info';
import { useMediaQuery } from './use-media-query';
import { buildAnalysisRequest, clearVerifyData, loadVerifyData, saveVerifyData, type LoadedVerifyData, type VerifyData } from './verify-data';

export const VERIFY_MESSAGES = {
  noData: 'No conversation data found',
  unreadable: 'Failed to load conversation data',
  noMessages: 'No messages to analyze',
  success: 'Analysis completed! Redirecting to results...',
  failed: 'Analysis failed. Please try again.',
  invalidResponse: 'Invalid analysis response',
} as const;

export function countMismatchMessage(count: number, expected: number): string {
  return `You are analysing ${formatCount(count)} ${count === 1 ? 'message' : 'messages'}; ${formatCount(expected)} ${expected === 1 ? 'was' : 'were'} detected in the paste.`;
}

/** The verify screen (spec sections 2 and 4): check and fix the split, then Confirm & Analyze. */
export function VerifyPage() {
  const navigate = useNavigate();
  const [loaded] = useState<LoadedVerifyData>(() => loadVerifyData());

  useEffect(() => {
    if (loaded.status === 'ok') return;
    if (loaded.status === 'missing') toast.error(VERIFY_MESSAGES.noData, { id: 'verify-no-data' });
    else {
      toast.error(VERIFY_MESSAGES.unreadable, { id: 'verify-unreadable' });
      clearVerifyData();
    }
    navigate(PATHS.analyze, { replace: true });
  }, [loaded, navigate]);

  if (loaded.status !== 'ok') {
    return (
      <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
        <Spinner />
        <span>Loading conversation...</span>
      </div>
    );
  }
  return <VerifyEditor initial={loaded.data} />;
}

function VerifyEditor({ initial }: { initial: VerifyData }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const wide = useMediaQuery('(min-width: 1024px)');
  const [data] = useState(initial);
  const [messages, setMessages] = useState<DraftMessage[]>(() => fromParsed(initial.parsedMessages));
  const [projectContext, setProjectContext] = useState(initial.projectContext);
  const [busy, setBusy] = useState(false);
  const textareas = useRef(new Map<string, HTMLTextAreaElement>());
  const listHeading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const messagesRef = useRef(messages);

  // Edits survive a reload: they are written back to the verify data.
  useEffect(() => {
    messagesRef.current = messages;
    const t = window.setTimeout(() => {
      saveVerifyData({ ...data, parsedMessages: messages.map((m, index) => ({ role: m.role, content: m.content, index, editable: true })), projectContext });
    }, 250);
    return () => window.clearTimeout(t);
  }, [data, messages, projectContext]);

  // Focus follows the list after a delete or merge, so keyboard users stay in place.
  useEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    pendingFocus.current = null;
    const el = key === '' ? listHeading.current : textareas.current.get(key);
    el?.focus();
  }, [messages]);

  const registerTextarea = useCallback((key: string, el: HTMLTextAreaElement | null) => {
    if (el) textareas.current.set(key, el);
    else textareas.current.delete(key);
  }, []);

  const onEdit = useCallback((key: string, content: string) => setMessages((list) => editMessage(list, key, content)), []);
  const onSwitch = useCallback((key: string) => setMessages((list) => switchRole(list, key)), []);

  const restore = useCallback((snapshot: DraftMessage[]) => setMessages(snapshot), []);

  const onDelete = useCallback(
    (key: string) => {
      const list = messagesRef.current;
      const i = list.findIndex((m) => m.key === key);
      if (i < 0) return;
      const next = deleteMessage(list, key);
      pendingFocus.current = next[i]?.key ?? next[i - 1]?.key ?? '';
      setMessages(next);
      toast(`Message ${i + 1} deleted`, { action: { label: 'Undo', onClick: () => restore(list) } });
    },
    [restore],
  );

  const onMerge = useCallback(
    (key: string) => {
      const list = messagesRef.current;
      const i = list.findIndex((m) => m.key === key);
      if (i <= 0) return;
      pendingFocus.current = list[i - 1]!.key;
      setMessages(mergeWithPrevious(list, key));
      toast(`Message ${i + 1} merged into message ${i}`, { action: { label: 'Undo', onClick: () => restore(list) } });
    },
    [restore],
  );

  const backToEdit = () => {
    const state: BackToEditState = {
      draft: { text: data.conversationText, goal: data.sessionGoal, platform: data.platform, smartParsing: data.enableAIAnalysis },
    };
    navigate(PATHS.analyze, { state });
  };

  const confirm = async () => {
    if (busy) return;
    if (messages.length === 0) {
      toast.error(VERIFY_MESSAGES.noMessages);
      return;
    }
    const empties = emptyMessagePositions(messages);
    if (empties.length > 0) {
      const first = empties[0]!;
      toast.error(`Message ${first} is empty. Add its text or delete it.`);
      textareas.current.get(messages[first - 1]!.key)?.focus();
      return;
    }
    const expected = data.formatDetection.messageCount;
    if (messages.length !== expected) toast.warning(countMismatchMessage(messages.length, expected), { id: 'verify-count-mismatch' });
    setBusy(true);
    // The results screen's code loads while the server scores, not after.
    void import('../../app/routes/results').catch(() => {});
    try {
      const res = await api.analyze(buildAnalysisRequest(data, messages, projectContext));
      if (!res || typeof res.sessionId !== 'string' || !res.sessionId) throw new Error(VERIFY_MESSAGES.invalidResponse);
      // The answer carries the stored session: the results screen (query key ['session', id]) shows it
      // without asking again.
      queryClient.setQueryData(['session', res.sessionId], sessionDetailOf(res));
      toast.success(VERIFY_MESSAGES.success);
      clearVerifyData();
      clearDraft(draftKey(user?.id));
      void queryClient.invalidateQueries({ queryKey: USAGE_STATS_QUERY_KEY });
      navigate(resultsPath(res.sessionId));
    } catch (err) {
      setBusy(false);
      const serverSays = err instanceof ApiError && (err.status === 429 || err.status === 413);
      toast.error(serverSays ? err.message : VERIFY_MESSAGES.failed, { id: 'verify-analysis-failed' });
    }
  };

  const users = messages.filter((m) => m.role === 'user').length;
  const lowConfidence = data.formatDetection.confidence < LOW_CONFIDENCE_BANNER_BELOW;

  const actions = <Actions busy={busy} count={messages.length} onBack={backToEdit} onConfirm={() => void confirm()} floating={!wide} />;
  const context = (
    <div className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <label htmlFor="project-context" className="flex items-center gap-2 text-sm font-semibold">
        <FileText className="size-4 text-violet-500" aria-hidden />
        Project Context <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id="project-context-help" className="mt-1 text-xs text-muted">
        What were you working on? Stack, constraints, what “done” meant. It helps the Context and Strategic scores.
      </p>
      <textarea
        id="project-context"
        value={projectContext}
        onChange={(e) => setProjectContext(e.target.value)}
        maxLength={MAX_PROJECT_CONTEXT_LENGTH}
        disabled={busy}
        aria-describedby="project-context-help"
        rows={4}
        placeholder="e.g. Internal Python tool for the finance team; must run on Windows without extra packages."
        className="mt-3 block min-h-24 w-full resize-y rounded-xl border border-border bg-bg/50 px-3 py-2 text-sm [field-sizing:content] text-fg placeholder:text-muted/70 focus-visible:border-violet-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40"
      />
    </div>
  );

  return (
    <div className="space-y-8">
      <header>
        <p className="text-xs font-semibold tracking-widest text-violet-600 uppercase dark:text-violet-300">Step 2 of 3</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">Verify Parsed Messages</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Check how the conversation was split. Fix a message’s text, switch a role, merge a message into the one before it or delete it. Nothing is
          scored until you confirm.
        </p>
      </header>

      {lowConfidence ? (
        <div role="note" className="flex items-start gap-3 rounded-2xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm" data-testid="low-confidence-banner">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          <div>
            <p className="font-semibold text-amber-800 dark:text-amber-200">Low parsing confidence ({Math.round(data.formatDetection.confidence * 100)}%)</p>
            <p className="mt-1 text-amber-800/90 dark:text-amber-100/80">
              The split may be wrong. Read the messages below and switch, merge or delete where needed, or go back and label the turns (User: / Assistant:).
            </p>
            {data.formatDetection.issues.length > 0 ? (
              <ul className="mt-2 list-disc pl-5 text-amber-800/90 dark:text-amber-100/80">
                {data.formatDetection.issues.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="space-y-4 lg:sticky lg:top-24 lg:order-2" aria-label="Session">
          {wide ? actions : null}
          <SessionInfo data={data} messageCount={messages.length} />
          {context}
        </aside>

        <section aria-labelledby="messages-title" className="min-w-0 lg:order-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="messages-title" ref={listHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
              Messages
            </h2>
            <p className="text-sm text-muted tabular-nums" data-testid="verify-counts" aria-live="polite">
              {formatCount(messages.length)} {messages.length === 1 ? 'message' : 'messages'} · {formatCount(users)} user · {formatCount(messages.length - users)} assistant
            </p>
          </div>
          {messages.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted" data-testid="verify-empty">
              Every message was deleted. Undo from the notification, or go Back to Edit to parse the conversation again.
            </div>
          ) : (
            <ol className="mt-4 space-y-3" aria-labelledby="messages-title">
              {messages.map((m, i) => (
                <MessageCard
                  key={m.key}
                  message={m}
                  position={i + 1}
                  disabled={busy}
                  onEdit={onEdit}
                  onSwitch={onSwitch}
                  onMerge={onMerge}
                  onDelete={onDelete}
                  registerTextarea={registerTextarea}
                />
              ))}
            </ol>
          )}
        </section>
      </div>

      {wide ? null : actions}
    </div>
  );
}

function Actions({ busy, count, onBack, onConfirm, floating }: { busy: boolean; count: number; onBack: () => void; onConfirm: () => void; floating: boolean }) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-border bg-surface p-4 shadow-sm',
        floating && 'sticky bottom-3 z-10 bg-surface/95 shadow-xl shadow-black/30 backdrop-blur',
      )}
      data-testid="verify-actions"
    >
      {busy ? (
        <div role="status" className="mb-3" data-testid="analysis-progress">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Sparkles className="size-4 text-violet-500" aria-hidden />
            Scoring {formatCount(count)} {count === 1 ? 'message' : 'messages'} across five dimensions...
          </p>
          <style>{'@keyframes kibitz-indeterminate{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}'}</style>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2" role="progressbar" aria-label="Analysing">
            <div className="h-full w-1/3 rounded-full bg-violet-500 motion-safe:animate-[kibitz-indeterminate_1.2s_ease-in-out_infinite]" />
          </div>
        </div>
      ) : null}
      <div className="flex gap-2 lg:flex-col">
        <Button variant="secondary" className="flex-1 lg:w-full lg:flex-none" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden />
          Back to Edit
        </Button>
        <Button className="flex-[1.4] lg:w-full lg:flex-none" onClick={onConfirm} disabled={busy}>
          {busy ? <Spinner className="text-accent-fg" /> : <Sparkles aria-hidden />}
          {busy ? 'Analyzing...' : 'Confirm & Analyze'}
        </Button>
      </div>
    </div>
  );
}
