import { Eraser, Scissors, Trash } from 'lucide-react';
import { linesIn, linesTouched, quoteLine, splitTexts } from '../../../core/conversation-edits';
import { Button } from '../../components/ui/button';
import { formatCount } from '../../lib/format';

export interface TextSelection {
  start: number;
  end: number;
}

/** Alt+Enter in a message's text box splits it at the cursor (the Split button says so). */
export const SPLIT_SHORTCUT = { label: 'Alt+Enter', aria: 'Alt+Enter' } as const;
export const isSplitShortcut = (e: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) =>
  e.key === 'Enter' && e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey;

interface Props {
  content: string;
  selection: TextSelection;
  position: number;
  /** How many messages hold a (trimmed) line: "remove everywhere" is offered when more than one does. */
  messagesWithLine: (line: string) => number;
  onSplit: (at: number) => void;
  onRemoveLines: (start: number, end: number) => void;
  onRemoveEverywhere: (line: string) => void;
}

/**
 * Tools for the text at the cursor, shown under the message being edited: split at the cursor,
 * remove the selected lines (or the cursor's line) as page chrome, and remove that one line from
 * every message that has it. Buttons the cursor position rules out are disabled with a reason.
 */
export function TextTools({ content, selection, position, messagesWithLine, onSplit, onRemoveLines, onRemoveEverywhere }: Props) {
  const { start, end } = selection;
  const collapsed = start === end;
  const canSplit = collapsed && splitTexts(content, start) !== null;
  const range = linesTouched(content, start, end);
  const lines = linesIn(content, range).filter((l) => l.trim() !== '');
  const single = range.first === range.last && lines.length === 1 ? lines[0]! : null;
  const everywhere = single === null ? 0 : messagesWithLine(single);
  const linesWord = lines.length === 1 ? 'this line' : `these ${formatCount(lines.length)} lines`;

  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5" role="group" aria-label={`Text tools for message ${position}`} data-testid="text-tools">
      <Button
        variant="outline"
        size="sm"
        // Keeps the cursor in the text box: a mouse click on the button would otherwise move focus first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onSplit(start)}
        disabled={!canSplit}
        aria-label={`Split message ${position} at the cursor`}
        aria-keyshortcuts={SPLIT_SHORTCUT.aria}
        title={canSplit ? `Split into two messages at the cursor (${SPLIT_SHORTCUT.label})` : 'Put the cursor between two parts of the text to split there'}
      >
        <Scissors aria-hidden />
        Split here
      </Button>
      <Button
        variant="outline"
        size="sm"
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onRemoveLines(start, end)}
        disabled={lines.length === 0}
        aria-label={lines.length === 0 ? `Remove lines from message ${position} as page chrome` : `Remove ${linesWord} from message ${position} as page chrome`}
        title="Remove text the chat page added (button labels, “Copy code”...): the whole lines you selected, or the cursor’s line"
      >
        <Eraser aria-hidden />
        {lines.length > 1 ? `Remove ${formatCount(lines.length)} lines` : 'Remove line'}
      </Button>
      {single !== null && everywhere > 1 ? (
        <Button
          variant="outline"
          size="sm"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onRemoveEverywhere(single)}
          aria-label={`Remove the line ${quoteLine(single)} from all ${formatCount(everywhere)} messages`}
          title={`Remove every line that reads ${quoteLine(single, 80)} from the ${formatCount(everywhere)} messages that have it`}
          className="max-w-full"
        >
          <Trash aria-hidden />
          {/* On a narrow screen the quoted line gives way; "everywhere" and the count stay readable. */}
          <span className="min-w-0 truncate">Remove {quoteLine(single, 24)}</span>
          <span>everywhere ({formatCount(everywhere)})</span>
        </Button>
      ) : null}
    </div>
  );
}
