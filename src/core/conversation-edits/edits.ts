/**
 * Every change the verify screen can make to the message list, as data, and what applying one
 * does: the new list, a sentence saying what happened (for the notification, the screen-reader
 * announcement and the Undo button's label), and where focus should go next.
 */
import type { Role } from '../conversation/types';
import { linesTouched, quoteLine, removeLineEverywhere, removeLineRange } from './lines';
import { deleteMessage, editMessage, indexOfKey, mergeWithPrevious, MERGE_SEPARATOR, splitMessage, switchRole, type DraftMessage } from './messages';

export type MessageEdit =
  | { kind: 'edit-text'; key: string; content: string }
  | { kind: 'switch-role'; key: string }
  | { kind: 'delete'; key: string }
  | { kind: 'merge-into-previous'; key: string }
  /** Split at a character offset of the message's text (the cursor). */
  | { kind: 'split'; key: string; at: number }
  /** Remove the whole lines a selection [start, end) of the message's text touches. */
  | { kind: 'remove-lines'; key: string; start: number; end: number }
  /** Remove every line equal (trimmed) to `line`, in all messages; `key` is where the person asked from. */
  | { kind: 'remove-line-everywhere'; key: string; line: string };

/** Where focus goes after an edit: a message's text box (and cursor), or the list's heading when no message is left. */
export type FocusTarget = { key: string; caret?: number } | { list: true };

export interface EditResult {
  messages: DraftMessage[];
  summary: string;
  /** Text or a message went away: the screen offers Undo in a notification. */
  destructive: boolean;
  /** Whether screen readers hear the summary (typing is not announced key by key). */
  announce: boolean;
  focus: FocusTarget | null;
  /** The message the edit is about (still there after undo), to return focus to after undo or redo. */
  touched: string;
  /** Whether the edit created a message with the key it was given. */
  usedNewKey: boolean;
}

const ROLE_WORD: Record<Role, string> = { user: 'user', assistant: 'assistant' };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "“Copy code”, “Edit” and 3 more": what was removed, short enough for a notification. */
export function describeRemovedLines(lines: readonly string[], shown = 3): string {
  const quoted = lines.slice(0, shown).map((l) => quoteLine(l));
  const rest = lines.length - quoted.length;
  return rest > 0 ? `${quoted.join(', ')} and ${rest} more` : quoted.join(', ');
}

/**
 * Applies one edit. `newKey` is the key a split gives its new message. Returns null when the edit
 * changes nothing (unknown message, nothing to split off, only blank lines selected...): nothing to
 * record or undo.
 */
export function applyEdit(list: readonly DraftMessage[], edit: MessageEdit, newKey: string): EditResult | null {
  const i = indexOfKey(list, edit.key);
  if (i < 0) return null;
  const msg = list[i]!;
  const position = i + 1;
  const base = { touched: edit.key, usedNewKey: false };

  switch (edit.kind) {
    case 'edit-text':
      if (edit.content === msg.content) return null;
      return { ...base, messages: editMessage(list, edit.key, edit.content), summary: `Message ${position} edited`, destructive: false, announce: false, focus: null };

    case 'switch-role': {
      const messages = switchRole(list, edit.key);
      const role = messages[i]!.role;
      return { ...base, messages, summary: `Message ${position} switched to ${ROLE_WORD[role]}`, destructive: false, announce: true, focus: null };
    }

    case 'delete': {
      const messages = deleteMessage(list, edit.key);
      // Focus moves to the message that took its place, else the one before, else the list itself.
      const next = messages[i] ?? messages[i - 1];
      return { ...base, messages, summary: `Message ${position} deleted`, destructive: true, announce: true, focus: next ? { key: next.key } : { list: true } };
    }

    case 'merge-into-previous': {
      if (i === 0) return null;
      const prev = list[i - 1]!;
      const seam = prev.content.trimEnd().length + (prev.content.trim() && msg.content.trim() ? MERGE_SEPARATOR.length : 0);
      return {
        messages: mergeWithPrevious(list, edit.key),
        summary: `Message ${position} merged into message ${position - 1}`,
        destructive: true,
        announce: true,
        focus: { key: prev.key, caret: seam },
        touched: prev.key,
        usedNewKey: false,
      };
    }

    case 'split': {
      const messages = splitMessage(list, edit.key, edit.at, newKey);
      if (messages.length === list.length) return null;
      const role = messages[i + 1]!.role;
      return {
        messages,
        summary: `Message ${position} split in two at the cursor; the new message ${position + 1} is marked ${ROLE_WORD[role]}`,
        destructive: false,
        announce: true,
        focus: { key: newKey, caret: 0 },
        touched: edit.key,
        usedNewKey: true,
      };
    }

    case 'remove-lines': {
      const out = removeLineRange(msg.content, linesTouched(msg.content, edit.start, edit.end));
      if (out.removed.length === 0) return null;
      const what = describeRemovedLines(out.removed);
      return {
        ...base,
        messages: editMessage(list, edit.key, out.content),
        summary: `Removed ${plural(out.removed.length, 'line')} from message ${position} as page chrome: ${what}`,
        destructive: true,
        announce: true,
        focus: { key: edit.key, caret: out.caret },
      };
    }

    case 'remove-line-everywhere': {
      const out = removeLineEverywhere(list, edit.line);
      if (out.lineCount === 0) return null;
      const inMessages = plural(out.changed.length, 'message');
      const lines = out.lineCount === out.changed.length ? '' : ` (${plural(out.lineCount, 'line')})`;
      return {
        ...base,
        messages: out.messages,
        summary: `Removed ${quoteLine(edit.line)} from ${inMessages} as page chrome${lines}`,
        destructive: true,
        announce: true,
        focus: { key: edit.key, caret: out.carets.get(edit.key) ?? 0 },
      };
    }
  }
}
