import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { sessionDetailOf } from '../../../core/api/session-detail';
import { emptyMessagePositions, fromParsed } from '../../../core/conversation-edits';
import { PATHS, resultsPath } from '../../../core/routes';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, api } from '../../lib/api';
import { createToastSlot } from '../../lib/toast-slot';
import { useAuth } from '../auth';
import type { BackToEditState } from '../../shared/handoff/back-to-edit';
import { clearDraft, draftKey } from '../../shared/handoff/draft';
import { USAGE_STATS_QUERY_KEY } from '../../lib/query-keys';
import { formatCount } from '../../lib/format';
import { EditHistory } from './edit-history';
import { MessageCard } from './message-card';
import { ParseNotes } from './parse-notes';
import { ProjectContext } from './project-context';
import { SessionInfo } from './session-info';
import { JUST_ANALYZED } from '../../shared/handoff/results-arrival';
import { useMediaQuery } from './use-media-query';
import { useMessageEditor } from './use-message-editor';
import { useUndoShortcuts } from './use-undo-shortcuts';
import { VerifyActions } from './verify-actions';
import { buildAnalysisRequest, clearVerifyData, loadVerifyData, saveVerifyData, type LoadedVerifyData, type VerifyData } from '../../shared/handoff/verify-data';

export const VERIFY_MESSAGES = {
  noData: 'No conversation data found',
  unreadable: 'Failed to load conversation data',
  noMessages: 'No messages to analyze',
  success: 'Analysis completed! Redirecting to results...',
  failed: 'Analysis failed. Please try again.',
  invalidResponse: 'Invalid analysis response',
} as const;

/** Asking again replaces the earlier toast rather than stacking a copy of it. */
const countMismatchToast = createToastSlot();
const analysisFailedToast = createToastSlot();

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
  const { messages, edit, undo, redo, seal, messagesWithLine, editCount, listHeading, focusRequest, announcement, history } = useMessageEditor(
    () => fromParsed(initial.parsedMessages),
    initial.personEdits,
  );
  const [projectContext, setProjectContext] = useState(initial.projectContext);
  const [busy, setBusy] = useState(false);
  // The card the person is working in: only it gets the text tools and the line counter.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const textareas = useRef(new Map<string, HTMLTextAreaElement>());

  useUndoShortcuts(!busy, undo, redo);

  // Edits survive a reload: they are written back to the verify data.
  useEffect(() => {
    const t = window.setTimeout(() => {
      saveVerifyData({ ...data, parsedMessages: messages.map((m, index) => ({ role: m.role, content: m.content, index, editable: true })), projectContext, personEdits: editCount });
    }, 250);
    return () => window.clearTimeout(t);
  }, [data, messages, projectContext, editCount]);

  const registerTextarea = useCallback((key: string, el: HTMLTextAreaElement | null) => {
    if (el) textareas.current.set(key, el);
    else textareas.current.delete(key);
  }, []);

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
    if (messages.length !== expected) countMismatchToast.show(() => toast.warning(countMismatchMessage(messages.length, expected)));
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
      navigate(resultsPath(res.sessionId), { state: JUST_ANALYZED });
    } catch (err) {
      setBusy(false);
      const serverSays = err instanceof ApiError && (err.status === 429 || err.status === 413);
      analysisFailedToast.show(() => toast.error(serverSays ? err.message : VERIFY_MESSAGES.failed));
    }
  };

  const users = messages.filter((m) => m.role === 'user').length;
  const historyControls = <EditHistory history={history} disabled={busy} onUndo={undo} onRedo={redo} />;
  const actions = <VerifyActions busy={busy} count={messages.length} onBack={backToEdit} onConfirm={() => void confirm()} floating={!wide} history={historyControls} />;

  return (
    <div className="space-y-8">
      <header>
        <p className="text-xs font-semibold tracking-widest text-violet-600 uppercase dark:text-violet-300">Step 2 of 3</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">Verify Parsed Messages</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Check how the conversation was split. Fix a message’s text, switch a role, split a message at the cursor, merge it into the one before, remove lines
          the chat page added (like “Copy code”) or delete it. Every change can be undone, and nothing is scored until you confirm.
        </p>
      </header>

      <ParseNotes detection={data.formatDetection} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="space-y-4 lg:sticky lg:top-24 lg:order-2" aria-label="Session">
          {wide ? actions : null}
          <SessionInfo data={data} messageCount={messages.length} personEdits={editCount} />
          <ProjectContext value={projectContext} onChange={setProjectContext} disabled={busy} />
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
          <p className="mt-1 text-xs text-muted">
            Click into a message for its tools: split at the cursor, remove selected lines the page added, or remove a repeated line from every message.
          </p>
          {/* What an edit, an undo or a redo did, for screen readers. */}
          <p className="sr-only" role="status" aria-live="polite" data-testid="edit-announcement">
            {announcement}
          </p>
          {messages.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted" data-testid="verify-empty">
              Every message was deleted. Undo brings them back, or go Back to Edit to parse the conversation again.
            </div>
          ) : (
            <ol className="mt-4 space-y-3" aria-labelledby="messages-title">
              {messages.map((m, i) => (
                <MessageCard
                  key={m.key}
                  message={m}
                  position={i + 1}
                  disabled={busy}
                  active={activeKey === m.key}
                  messagesWithLine={activeKey === m.key ? messagesWithLine : undefined}
                  focusRequest={focusRequest?.key === m.key ? focusRequest : undefined}
                  onEdit={edit}
                  onActivate={setActiveKey}
                  onTextDone={seal}
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
