import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import {
  canRedoEdit,
  canUndoEdit,
  countMessagesWithLine,
  currentMessages,
  editCountOf,
  editorReducer,
  redoSummary,
  startEditor,
  undoSummary,
  type DraftMessage,
  type EditorEvent,
  type MessageEdit,
} from '../../../core/conversation-edits';
import type { FocusRequest } from './message-card';


/**
 * What the screen's live region says after an edit, an undo or a redo. Typing is not announced,
 * and neither is an edit that shows a notification: the notification area is a live region of its
 * own, and hearing the same sentence twice is noise.
 */
export function announcementOf(last: EditorEvent | null): string {
  if (!last) return '';
  if (last.type === 'edit') return last.announce && !last.destructive ? last.summary : '';
  return `${last.type === 'undo' ? 'Undone' : 'Redone'}: ${last.summary}`;
}

/** Where focus goes after the last event: the edited message's text, or after undo/redo the card it touched if focus was lost. */
function focusRequestOf(last: EditorEvent | null): FocusRequest | null {
  if (!last) return null;
  if (last.type !== 'edit') return { key: last.touched, seq: last.seq, card: true };
  if (!last.focus || 'list' in last.focus) return null;
  return { key: last.focus.key, caret: last.focus.caret, seq: last.seq };
}

/**
 * The verify screen's message list with undo and redo (the pure reducer in core), plus its
 * effects: the notification with Undo after an edit that removed something, and focus on the list
 * heading when the last message went.
 */
export function useMessageEditor(initial: () => DraftMessage[], initialEdits = 0) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => startEditor(initial(), initialEdits));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const messages = currentMessages(state);
  const { last } = state;

  // One notification for edits at a time: a newer edit's replaces the older one instead of stacking,
  // and an undo or redo closes it. Each gets its own id: sonner drops an update to a toast that is
  // still animating out, so reusing one id would lose a notification shown right after an undo.
  const editToast = useRef<string | null>(null);
  useEffect(() => {
    if (!last) return;
    const replaces = last.type !== 'edit' || last.destructive;
    if (replaces && editToast.current) {
      toast.dismiss(editToast.current);
      editToast.current = null;
    }
    if (last.type !== 'edit') return;
    if (last.destructive) {
      const id = `verify-edit-${last.entryId}`;
      editToast.current = id;
      toast(last.summary, { id, action: { label: 'Undo', onClick: () => dispatch({ type: 'undo-through', entryId: last.entryId }) } });
    }
    if (last.focus && 'list' in last.focus) listHeading.current?.focus();
  }, [last]);

  const edit = useCallback((e: MessageEdit) => dispatch({ type: 'edit', edit: e }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const seal = useCallback(() => dispatch({ type: 'seal' }), []);
  const messagesWithLine = useCallback((line: string) => countMessagesWithLine(messages, line), [messages]);

  return {
    messages,
    edit,
    undo,
    redo,
    seal,
    messagesWithLine,
    /** The person's edits in effect (Session Info). */
    editCount: editCountOf(state),
    listHeading,
    focusRequest: useMemo(() => focusRequestOf(last), [last]),
    announcement: announcementOf(last),
    history: { canUndo: canUndoEdit(state), canRedo: canRedoEdit(state), undoLabel: undoSummary(state), redoLabel: redoSummary(state) },
  };
}
