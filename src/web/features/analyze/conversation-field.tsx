import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { FileUp, Upload, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ACCEPT_ATTRIBUTE, checkExportFile, isAcceptedFile, isJsonFile, readConversationFile } from './file-input';
import { formatCount, type UsageTone } from './usage-view';

const COUNTER_TONE: Record<UsageTone, string> = {
  ok: 'text-muted',
  warning: 'text-orange-600 dark:text-orange-400',
  danger: 'text-red-600 dark:text-red-400',
};

export const TEXTAREA_PLACEHOLDER = `Paste the whole conversation here, for example:

You said:
How do I read a CSV file in Python?

ChatGPT said:
Use the csv module: ...

Or drop a .txt, .md or .json export onto this box.`;

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  onFile: (text: string, name: string) => void;
  /** A .json file: read as a data export (of one conversation or hundreds) instead of as text. */
  onExportFile?: (file: File) => void;
  fileName: string | null;
  onClearFile: () => void;
  /** What an analysis of the text will count against today's limit (validation.ts chargeableCharacters). */
  characters: number;
  limitLabel: string | null;
  counterTone: UsageTone;
  savedAt: string | null;
  onSubmitShortcut: () => void;
  describedBy?: string;
}

/** The conversation text box: paste, type, upload or drop a file; a character counter and the auto-save line. */
export function ConversationField({ text, onTextChange, onFile, onExportFile, fileName, onClearFile, characters, limitLabel, counterTone, savedAt, onSubmitShortcut, describedBy }: Props) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const load = async (file: File | undefined) => {
    if (!file) return;
    if (onExportFile && isAcceptedFile(file.name) && isJsonFile(file.name)) {
      const problem = checkExportFile(file);
      if (problem) toast.error(problem);
      else onExportFile(file);
      return;
    }
    const read = await readConversationFile(file);
    if (!read.ok) {
      toast.error(read.message);
      return;
    }
    onFile(read.text, read.name);
    toast.success(`Loaded ${read.name}`);
  };

  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  const onDragEnter = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDragOver = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth.current = 0;
    setDragging(false);
    void load(e.dataTransfer.files[0]);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onSubmitShortcut();
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor="conversation-text" className="text-sm font-semibold">
          Conversation
        </label>
        <div className="flex items-center gap-2">
          <input
            ref={fileRef}
            id="conversation-file"
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            tabIndex={-1}
            aria-label="Upload a conversation file"
            onChange={(e) => {
              void load(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button variant="outline" size="sm" onClick={() => fileRef.current?.click()}>
            <Upload aria-hidden />
            Upload file
          </Button>
        </div>
      </div>
      <div className="relative mt-2" onDragEnter={onDragEnter} onDragLeave={onDragLeave} onDragOver={onDragOver} onDrop={onDrop} data-testid="drop-zone">
        <textarea
          id="conversation-text"
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={TEXTAREA_PLACEHOLDER}
          spellCheck={false}
          aria-describedby={describedBy}
          className={cn(
            'block h-80 min-h-48 w-full resize-y rounded-xl border border-border bg-bg/60 px-4 py-3 font-mono text-sm leading-relaxed text-fg placeholder:text-muted/70',
            'focus-visible:border-violet-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:h-96',
          )}
        />
        {dragging ? (
          <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-violet-500 bg-violet-500/15 text-sm font-semibold text-violet-700 backdrop-blur-sm dark:text-violet-200">
            <FileUp className="size-7" aria-hidden />
            Drop the file to load it
          </div>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
        <span className="flex min-w-0 items-center gap-2">
          <span
            className={cn('font-medium tabular-nums', COUNTER_TONE[counterTone])}
            data-testid="char-counter"
            data-tone={counterTone}
            title="Characters of the messages: what an analysis counts against your daily limit"
          >
            {formatCount(characters)}
            {limitLabel ? ` / ${limitLabel}` : ''} characters
          </span>
          {fileName ? (
            <span className="inline-flex min-w-0 items-center gap-1 rounded-full border border-border bg-surface-2 py-0.5 pr-1 pl-2 text-muted">
              <span className="truncate" data-testid="loaded-file">
                {fileName}
              </span>
              <button type="button" onClick={onClearFile} className="rounded-full p-0.5 hover:bg-border hover:text-fg" aria-label={`Remove ${fileName}`}>
                <X className="size-3" aria-hidden />
              </button>
            </span>
          ) : null}
        </span>
        <span className="text-muted" data-testid="autosave-status" aria-live="off">
          {savedAt ? `Auto-saved in this browser · ${savedAt}` : 'Auto-saves in this browser as you type'}
        </span>
      </div>
    </div>
  );
}
