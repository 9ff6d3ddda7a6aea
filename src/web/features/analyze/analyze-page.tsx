import type { BackToEditState } from '../../shared/handoff/back-to-edit';
import { useEffect, useRef, useState } from 'react';
import { AlertOctagon, ArrowRight } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AI_CONFIG_QUERY_KEY, aiReviewApi } from '../../shared/review/ai-api';
import { toast } from 'sonner';
import { MAX_GOAL_LENGTH } from '../../../core/api/schemas';
import { parseConversation } from '../../../core/conversation/index';
import type { ParseDetection, ParsedMessage, PlatformChoice } from '../../../core/conversation/types';
import { compactLimit } from '../../../core/plans';
import { PATHS } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { createToastSlot } from '../../lib/toast-slot';
import { useAuth } from '../auth';
import { buildVerifyData, saveVerifyData, type ParsingMethod } from '../../shared/handoff/verify-data';
import { AuthBadge } from './auth-badge';
import { ConversationField } from './conversation-field';
import { DetectionPanel } from './detection-panel';
import { draftKey, loadDraft, saveDraft, type Draft } from '../../shared/handoff/draft';
import { ExportBar } from './export-bar';
import { ExportPicker } from './export-picker';
import { chooseConversations, closeExport, exportSession, loadNext, markKept, markSent, openExport, showList, useExportSession, type Loaded } from './export-session';
import { MAX_FILE_BYTES, readConversationFile } from './file-input';
import { FormattingGuide } from './formatting-guide';
import { HowItWorks } from './how-it-works';
import { PARSING_METHOD_NAMES } from '../../shared/detection/labels';
import { PlatformPicker, SmartParsingSwitch } from './options';
import { UsageCard } from './usage-card';
import { formatLocalDateTime, usageTone } from './usage-view';
import { useLiveDetection } from './use-live-detection';
import { useUsageStats } from './use-usage-stats';
import { useTierLimits } from '../../shared/billing';
import { canParseAndVerify, chargeableCharacters, checkParseAndVerify, overLimitMessage } from './validation';

export const RESTORED_MESSAGE = 'Restored from auto-save!';
export const STORAGE_FAILED_MESSAGE = 'Your browser refused to keep the conversation for the next step. Free some browser storage or leave private mode, then try again.';
export const ALL_CHOSEN_DONE_MESSAGE = 'That was the last of the conversations you chose from the export.';
export const SMART_FALLBACK_MESSAGE = 'Smart parsing is unavailable right now, so the parser in your browser split the messages.';
const AUTOSAVE_DELAY_MS = 300;
/** Why Parse & Verify cannot go on: one message at a time, the newest. */
const parseCheckToast = createToastSlot();

/** How many "conversation loaded" toasts this page has shown: each gets its own id across visits of the page. */
let loadedToasts = 0;


interface Initial {
  draft: Pick<Draft, 'text' | 'goal' | 'platform' | 'smartParsing'> | null;
  restored: boolean;
  savedAt: string | null;
}

function initialState(key: string, state: unknown): Initial {
  const back = (state as Partial<BackToEditState> | null)?.draft;
  if (back && typeof back.text === 'string') return { draft: back, restored: false, savedAt: null };
  const saved = loadDraft(key);
  return saved ? { draft: saved, restored: true, savedAt: saved.savedAt } : { draft: null, restored: false, savedAt: null };
}

/** The paste screen (spec sections 2, 4 and 5). */
export function AnalyzePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const key = draftKey(user?.id);
  const [initial] = useState(() => initialState(key, location.state));

  const [text, setText] = useState(initial.draft?.text ?? '');
  const [goal, setGoal] = useState(initial.draft?.goal ?? '');
  const [platform, setPlatform] = useState<PlatformChoice>(initial.draft?.platform ?? 'auto');
  const [smart, setSmart] = useState(initial.draft?.smartParsing ?? false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(initial.savedAt);
  const [lastMethod, setLastMethod] = useState<ParsingMethod | null>(null);
  const guideRef = useRef<HTMLDivElement>(null);

  const { latest, current, pending } = useLiveDetection(text, platform);
  const exp = useExportSession();
  const [picking, setPicking] = useState(false);
  const usage = useUsageStats();
  const aiConfig = useQuery({ queryKey: AI_CONFIG_QUERY_KEY, queryFn: aiReviewApi.config, staleTime: 60_000, retry: 1 });
  // The switch counts only where this server and this account can use it (a draft may remember it on).
  const aiOn = smart && aiConfig.data?.allowed === true;

  // The restore toast, once (StrictMode mounts twice; the id keeps it single).
  useEffect(() => {
    if (initial.restored) toast.success(RESTORED_MESSAGE, { id: 'analyze-restored' });
  }, [initial.restored]);

  // Back from an analysis of a conversation chosen from an export: the next chosen one is loaded.
  // The verify screen clears the draft after a successful analysis; with a draft still there
  // (Back to Edit, or the person left verify), the same conversation stays.
  useEffect(() => {
    if (!exportSession.get().sent) return;
    markKept(); // synchronously, so StrictMode's second run does not advance twice
    if (initial.draft === null) void advance();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const applyLoaded = (loaded: Loaded | null, announce: (l: Extract<Loaded, { ok: true }>) => string) => {
    if (!loaded) return;
    if (!loaded.ok) {
      toast.error(loaded.message);
      return;
    }
    setText(loaded.text);
    setFileName(exportSession.get().fileName);
    // A toast of its own for each conversation loaded: an update to the last one, which may be on its
    // way out, is never shown.
    toast.dismiss(`export-loaded-${loadedToasts}`);
    loadedToasts++;
    toast.success(announce(loaded), { id: `export-loaded-${loadedToasts}` });
  };

  async function advance() {
    setPicking(true);
    const loaded = await loadNext();
    setPicking(false);
    if (loaded === null) {
      // A new id, not an update of the last "loaded" toast: that one may already be timing out,
      // and an update to a toast on its way out is never shown.
      toast.dismiss(`export-loaded-${loadedToasts}`);
      toast.success(ALL_CHOSEN_DONE_MESSAGE, { id: 'export-done' });
      return;
    }
    const s = exportSession.get();
    applyLoaded(loaded, (l) => `Conversation ${s.current + 1} of ${s.queue.length} loaded: ${l.summary.title}`);
  }

  const choose = async (positions: number[]) => {
    setPicking(true);
    const loaded = await chooseConversations(positions);
    setPicking(false);
    const many = (exportSession.get().listing?.conversations.length ?? 0) > 1;
    applyLoaded(loaded, (l) => (many ? `Loaded “${l.summary.title}”` : `Loaded ${exportSession.get().fileName}`));
  };

  const openFile = async (file: File) => {
    const s = await openExport(file);
    // An export of one conversation needs no list: it goes straight into the text box.
    if (s.phase === 'listed' && s.listing?.conversations.length === 1) await choose([1]);
    // A chat file of a tool no export reader knows (Copilot's chat.json, a chat app's own file): the
    // parser reads it by its structure, as a paste.
    if (s.phase === 'failed' && (s.errorCode === 'NOT_AN_EXPORT' || s.errorCode === 'NO_CONVERSATIONS') && file.size <= MAX_FILE_BYTES) {
      const read = await readConversationFile(file);
      // Only a file the parser reads as a conversation goes into the box; any other JSON keeps the
      // export reader's message ("not a ChatGPT or Claude export").
      if (!read.ok || parseConversation(read.text).messages.length < 2) return;
      closeExport();
      setText(read.text);
      setFileName(read.name);
      toast.success(`Loaded ${read.name}`);
    }
  };

  // Auto-save on every change (spec section 4), a moment after the last keystroke; removed when empty.
  const draftRef = useRef({ text, goal, platform, smartParsing: smart });
  useEffect(() => {
    draftRef.current = { text, goal, platform, smartParsing: smart };
    const t = window.setTimeout(() => {
      const now = new Date();
      if (saveDraft(key, draftRef.current, now)) setSavedAt(draftRef.current.text || draftRef.current.goal ? formatLocalDateTime(now.toISOString()) : null);
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [key, text, goal, platform, smart]);
  // Leaving the page or the tab never loses the last keystrokes.
  useEffect(() => {
    const flush = () => saveDraft(key, draftRef.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key]);

  const result = current?.result ?? null;
  const stats = usage.stats;
  const limits = useTierLimits();
  // One figure for the counter, the usage card and the limit check: what the analysis will be charged.
  const pendingCharacters = text.trim() ? chargeableCharacters(text, latest?.result ?? null) : 0;
  const overLimit = text.trim() ? overLimitMessage(stats, pendingCharacters, limits) : null;
  const enabled = canParseAndVerify({ text, confidence: latest?.result.detection.confidence ?? null, busy, overLimit: overLimit !== null });
  const tier = stats?.tier.type ?? 'free';

  const submit = async () => {
    if (busy) return;
    const check = checkParseAndVerify({ text, result, usage: stats, limits });
    if (!check.ok) {
      parseCheckToast.show(() => toast.error(check.message));
      if (check.reason === 'low-confidence') {
        setGuideOpen(true);
        window.setTimeout(() => guideRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
      }
      return;
    }
    if (!current || !result) return;
    setBusy(true);
    let messages: ParsedMessage[] = result.messages;
    let detection: ParseDetection = result.detection;
    let method: ParsingMethod = 'local';
    if (aiOn) {
      try {
        const enhanced = await api.enhancedParse(text, platform);
        messages = enhanced.result.messages;
        detection = enhanced.detection;
        method = enhanced.method === 'ai' ? 'server-ai' : 'server-local';
        if (enhanced.notice) toast.info(enhanced.notice, { id: 'smart-parse-notice' });
      } catch {
        toast.warning(SMART_FALLBACK_MESSAGE);
      }
    }
    setLastMethod(method);
    const data = buildVerifyData({
      text,
      platform,
      goal,
      enableAIAnalysis: aiOn,
      messages,
      detection,
      parsingMethod: method,
      parsingSource: fileName ? 'upload' : 'paste',
      fileName,
      parseMs: current.ms,
    });
    if (!saveVerifyData(data)) {
      toast.error(STORAGE_FAILED_MESSAGE);
      setBusy(false);
      return;
    }
    markSent();
    saveDraft(key, draftRef.current);
    navigate(PATHS.verify);
  };

  const buttonHint = 'parse-hint';
  const showPicker = exp.phase === 'reading' || exp.phase === 'failed' || (exp.phase === 'listed' && exp.listOpen);
  return (
    <div className="space-y-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analyze a Conversation</h1>
          <p className="mt-2 max-w-2xl text-muted">Paste a conversation you had with an AI assistant. Kibitz splits it into messages, you check the split, then every message gets its review.</p>
        </div>
        <AuthBadge className="self-start sm:self-auto" />
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="space-y-4 lg:sticky lg:top-24 lg:order-2" aria-label="Usage and options">
          <UsageCard stats={stats} loading={usage.loading} fallback={usage.fallback} pendingCharacters={pendingCharacters} limits={limits} />
        </aside>

        <div className="min-w-0 space-y-6 lg:order-1">
          <form
            className="space-y-6 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
            aria-label="Conversation to analyze"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {showPicker ? (
              <ExportPicker session={exp} busy={picking} onChoose={(positions) => void choose(positions)} onOtherFile={(file) => void openFile(file)} onClose={() => (exp.phase === 'listed' && exp.current >= 0 ? showList(false) : closeExport())} />
            ) : (
              <>
                <ExportBar session={exp} busy={picking} onShowList={() => showList(true)} onSkip={() => void advance()} onClose={closeExport} />
                <ConversationField
                  text={text}
                  onTextChange={(t) => {
                    setText(t);
                    if (!t) setFileName(null);
                  }}
                  onFile={(t, name) => {
                    setText(t);
                    setFileName(name);
                  }}
                  onExportFile={(file) => void openFile(file)}
                  fileName={fileName}
                  onClearFile={() => {
                    setText('');
                    setFileName(null);
                    closeExport();
                  }}
                  characters={pendingCharacters}
                  limitLabel={stats ? compactLimit(stats.tier.dailyCharacterLimit) : null}
                  counterTone={usageTone(tier, pendingCharacters)}
                  savedAt={savedAt}
                  onSubmitShortcut={() => void submit()}
                  describedBy="detection-region"
                />
                <div id="detection-region">
                  <DetectionPanel result={latest?.result ?? null} pending={pending} empty={!text.trim()} />
                </div>
              </>
            )}
            <div className="space-y-6">
              <PlatformPicker value={platform} onChange={setPlatform} />
              <div>
                <label htmlFor="session-goal" className="text-sm font-semibold">
                  Session goal <span className="font-normal text-muted">(optional)</span>
                </label>
                <input
                  id="session-goal"
                  type="text"
                  value={goal}
                  maxLength={MAX_GOAL_LENGTH}
                  onChange={(e) => setGoal(e.target.value)}
                  placeholder="e.g. Get a working CSV export script"
                  className="mt-2 block h-11 w-full rounded-xl border border-border bg-bg/60 px-3 text-sm text-fg placeholder:text-muted/70 focus-visible:border-violet-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40"
                />
              </div>
            </div>

            <SmartParsingSwitch
              checked={smart}
              onChange={setSmart}
              lastMethod={lastMethod ? PARSING_METHOD_NAMES[lastMethod] : null}
              config={aiConfig.data ?? null}
              configFailed={aiConfig.isError}
            />

            {overLimit ? (
              <div className="flex items-start gap-3 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm text-red-700 dark:text-red-300" data-testid="over-limit" aria-live="polite">
                <AlertOctagon className="mt-0.5 size-5 shrink-0" aria-hidden />
                <p>{overLimit}</p>
              </div>
            ) : null}

            <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
              <p id={buttonHint} className="hidden text-xs text-muted sm:block">
                Press <kbd className="rounded border border-border bg-surface-2 px-1 font-sans">Ctrl</kbd> + <kbd className="rounded border border-border bg-surface-2 px-1 font-sans">Enter</kbd> in the text box to continue.
              </p>
              <Button
                type="submit"
                size="lg"
                className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-accent sm:w-auto"
                disabled={busy}
                aria-disabled={!enabled || undefined}
                aria-describedby={buttonHint}
              >
                {busy ? <Spinner className="text-accent-fg" /> : null}
                {busy ? 'Parsing...' : 'Parse & Verify'}
                {busy ? null : <ArrowRight aria-hidden />}
              </Button>
            </div>
          </form>

          <FormattingGuide ref={guideRef} open={guideOpen} onOpenChange={setGuideOpen} />
        </div>
      </div>

      <HowItWorks />
    </div>
  );
}
