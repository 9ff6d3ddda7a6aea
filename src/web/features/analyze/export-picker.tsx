import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { AlertTriangle, Check, FileJson, GitBranch, ListChecks, Search, Upload, X } from 'lucide-react';
import { toast } from 'sonner';
import type { ExportConversationSummary } from '../../../core/conversation/exports/index';
import { MAX_CONVERSATION_CHARACTERS } from '../../../core/plans';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import type { ExportSessionState } from './export-session';
import { checkExportFile } from './file-input';
import { analyzeButtonLabel, conversationDate, describeBranches, filterConversations, formatBytes, MAX_ROWS } from './export-view';
import { formatCount } from './usage-view';

interface Props {
  session: ExportSessionState;
  /** Analyse these positions, in this order. */
  onChoose: (positions: number[]) => void;
  onClose: () => void;
  /** Another .json file chosen from the picker itself (the text box and its Upload button are hidden meanwhile). */
  onOtherFile: (file: File) => void;
  /** The picked conversation is being read from the file. */
  busy: boolean;
}

/** The conversations of an uploaded data export: reading progress, errors, and a searchable, keyboard-friendly list to pick from. */
export function ExportPicker({ session, onChoose, onClose, onOtherFile, busy }: Props) {
  const { phase, fileName } = session;
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <section className="rounded-xl border border-border bg-bg/40" aria-labelledby="export-title" data-testid="export-picker">
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 border-b border-border px-4 py-3">
        <div className="flex min-w-0 flex-1 basis-52 items-center gap-2">
          <FileJson className="size-5 shrink-0 text-violet-500" aria-hidden />
          <div className="min-w-0">
            <h2 id="export-title" className="truncate text-sm font-semibold" title={fileName}>
              {fileName}
            </h2>
            <p className="text-xs text-muted" data-testid="export-summary">
              {phase === 'listed' && session.listing
                ? `${formatCount(session.listing.conversations.length)} ${session.listing.conversations.length === 1 ? 'conversation' : 'conversations'} · ${formatBytes(session.fileBytes)}`
                : formatBytes(session.fileBytes)}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {phase === 'reading' ? null : (
            <>
              <input
                ref={fileRef}
                type="file"
                accept=".json,application/json"
                className="sr-only"
                tabIndex={-1}
                aria-label="Upload another export file"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  e.target.value = '';
                  if (!f) return;
                  const problem = checkExportFile(f);
                  if (problem) toast.error(problem);
                  else onOtherFile(f);
                }}
              />
              <Button variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
                <Upload aria-hidden />
                Another file
              </Button>
            </>
          )}
          <Button variant="ghost" size="sm" onClick={onClose}>
            <X aria-hidden />
            {phase === 'reading' ? 'Cancel' : 'Close'}
          </Button>
        </div>
      </header>
      {phase === 'reading' ? <Reading session={session} /> : null}
      {phase === 'failed' ? (
        <div role="alert" className="flex items-start gap-3 p-4 text-sm text-red-700 dark:text-red-300" data-testid="export-error">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p>{session.error}</p>
            <p className="mt-1 text-muted">Choose another file, or close this and paste the conversation’s text.</p>
          </div>
        </div>
      ) : null}
      {phase === 'listed' && session.listing ? <ConversationList session={session} onChoose={onChoose} busy={busy} /> : null}
    </section>
  );
}

function Reading({ session }: { session: ExportSessionState }) {
  const pct = session.fileBytes ? Math.min(100, Math.round((session.bytesRead / session.fileBytes) * 100)) : 0;
  return (
    <div role="status" className="space-y-2 p-4" data-testid="export-reading">
      <p className="flex items-center gap-2 text-sm">
        <Spinner className="size-4" />
        Reading the conversations… {pct}% ({formatBytes(session.bytesRead)} of {formatBytes(session.fileBytes)})
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" role="progressbar" aria-label="Reading the export" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <div className="h-full rounded-full bg-violet-500 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-muted">The file is read on your device; only the conversation you pick is sent for analysis.</p>
    </div>
  );
}

function ConversationList({ session, onChoose, busy }: { session: ExportSessionState; onChoose: (positions: number[]) => void; busy: boolean }) {
  const all = session.listing!.conversations;
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const uid = useId();
  const optionId = (position: number) => `${uid}-conversation-${position}`;

  const matches = useMemo(() => filterConversations(all, query), [all, query]);
  const shown = matches.slice(0, MAX_ROWS);
  const activeIndex = shown.findIndex((c) => c.position === active);

  const toggle = (c: ExportConversationSummary) => {
    if (c.tooLarge) return;
    setChosen((list) => (list.includes(c.position) ? list.filter((p) => p !== c.position) : [...list, c.position]));
  };
  const move = (to: number) => {
    const c = shown[Math.max(0, Math.min(shown.length - 1, to))];
    if (!c) return;
    setActive(c.position);
    document.getElementById(optionId(c.position))?.scrollIntoView({ block: 'nearest' });
  };
  const analyse = (positions: number[]) => {
    if (positions.length > 0 && !busy) onChoose(positions);
  };

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const at = activeIndex < 0 ? -1 : activeIndex;
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(shown.length - 1);
    else if (e.key === 'PageDown') move(at + 10);
    else if (e.key === 'PageUp') move(at - 10);
    else if (e.key === ' ' && shown[at]) toggle(shown[at]!);
    else if (e.key === 'Enter') {
      const current = shown[at];
      analyse(chosen.length > 0 ? chosen : current && !current.tooLarge ? [current.position] : []);
    } else return;
    e.preventDefault();
  };
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter') {
      e.preventDefault();
      listRef.current?.focus();
      if (activeIndex < 0) move(0);
    }
  };

  return (
    <div className="p-4">
      {session.listing!.warnings.map((w) => (
        <p key={w} className="mb-3 flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-800 dark:text-amber-200" data-testid="export-warning">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {w}
        </p>
      ))}
      <label htmlFor={`${uid}-search`} className="text-sm font-semibold">
        Pick the conversation to analyze
      </label>
      <div className="relative mt-2">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <input
          id={`${uid}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onSearchKey}
          placeholder="Search by title"
          aria-controls={`${uid}-list`}
          aria-describedby={`${uid}-keys`}
          autoComplete="off"
          className="block h-10 w-full rounded-lg border border-border bg-bg/60 pr-3 pl-9 text-sm text-fg placeholder:text-muted/70 focus-visible:border-violet-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40"
        />
      </div>
      <p id={`${uid}-keys`} className="mt-1.5 hidden text-xs text-muted sm:block">
        ↓ into the list · ↑↓ move · Space selects several · Enter analyzes
      </p>
      <p className="sr-only" aria-live="polite">
        {`${formatCount(matches.length)} ${matches.length === 1 ? 'conversation matches' : 'conversations match'}`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted" data-testid="export-no-match">
          No conversation matches “{query.trim()}”.
        </p>
      ) : (
        <ul
          ref={listRef}
          id={`${uid}-list`}
          role="listbox"
          aria-label="Conversations in the file"
          aria-multiselectable="true"
          aria-activedescendant={activeIndex >= 0 ? optionId(shown[activeIndex]!.position) : undefined}
          tabIndex={0}
          onKeyDown={onListKey}
          // No scrolling here: a mouse click focuses the list first, and scrolling then would move the row away from under the pointer.
          onFocus={() => activeIndex < 0 && shown[0] && setActive(shown[0].position)}
          className="mt-3 max-h-[26rem] divide-y divide-border overflow-y-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          data-testid="export-list"
        >
          {shown.map((c) => (
            <Row key={c.position} c={c} id={optionId(c.position)} chosen={chosen.includes(c.position)} order={chosen.indexOf(c.position)} active={c.position === active} onToggle={() => { setActive(c.position); toggle(c); }} />
          ))}
        </ul>
      )}
      {matches.length > shown.length ? (
        <p className="mt-2 text-xs text-muted">
          Showing the first {MAX_ROWS} of {formatCount(matches.length)}; search to narrow them.
        </p>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted" aria-live="polite" data-testid="export-chosen">
          {chosen.length === 0 ? 'Choose one, or several to analyze one after another.' : `${chosen.length} chosen${chosen.length > 1 ? ', analyzed in the order you chose them' : ''}.`}
          {chosen.length > 0 ? (
            <button type="button" className="ml-2 text-violet-600 underline-offset-2 hover:underline dark:text-violet-300" onClick={() => setChosen([])}>
              Clear
            </button>
          ) : null}
        </p>
        <Button onClick={() => analyse(chosen)} disabled={chosen.length === 0 || busy} className="w-full sm:w-auto">
          {busy ? <Spinner className="text-accent-fg" /> : <ListChecks aria-hidden />}
          {analyzeButtonLabel(Math.max(1, chosen.length))}
        </Button>
      </div>
    </div>
  );
}

function Row({ c, id, chosen, order, active, onToggle }: { c: ExportConversationSummary; id: string; chosen: boolean; order: number; active: boolean; onToggle: () => void }) {
  const date = conversationDate(c);
  const branches = describeBranches(c.branches);
  return (
    <li
      id={id}
      role="option"
      aria-selected={chosen}
      aria-disabled={c.tooLarge || undefined}
      onClick={onToggle}
      className={cn(
        'flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm select-none hover:bg-surface-2/70',
        active && 'bg-surface-2 ring-2 ring-violet-500/60 ring-inset',
        chosen && 'bg-violet-500/10',
        c.tooLarge && 'cursor-not-allowed opacity-60',
      )}
      data-testid="export-row"
    >
      <span
        className={cn('mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border text-[0.65rem] font-bold', chosen ? 'border-violet-500 bg-violet-500 text-white' : 'border-border')}
        aria-hidden
      >
        {chosen ? (order >= 0 && order < 9 ? order + 1 : <Check className="size-3.5" />) : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium" title={c.title}>
          {c.title}
        </span>
        <span className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted">
          {date ? <span>{date}</span> : null}
          <span>{formatCount(c.messageCount)} {c.messageCount === 1 ? 'message' : 'messages'}</span>
          <span>{formatCount(c.characters)} characters</span>
          {branches ? (
            <span className="inline-flex items-center gap-1">
              <GitBranch className="size-3" aria-hidden />
              {branches}
            </span>
          ) : null}
          {c.tooLarge ? <span className="text-red-600 dark:text-red-400">Over {formatCount(MAX_CONVERSATION_CHARACTERS)} characters: too long to analyze</span> : null}
        </span>
      </span>
      <span className="shrink-0 text-xs text-muted tabular-nums">#{c.position}</span>
    </li>
  );
}
