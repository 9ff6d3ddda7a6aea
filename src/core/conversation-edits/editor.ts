/**
 * The verify screen's editing state as one reducer: the message list with its undo history, the
 * counter new messages take their keys from, and the last thing that happened (`last`), which the
 * screen turns into focus moves, notifications and announcements. Pure: the screen's effects read
 * `last`, so the reducer can run twice (React's strict mode) without doing anything twice.
 */
import { applyEdit, type FocusTarget, type MessageEdit } from './edits';
import { canRedo, canUndo, nextRedo, nextUndo, record, redo, seal, startHistory, undo, undoThrough, type History } from './history';
import type { DraftMessage } from './messages';

export interface EditInfo {
  summary: string;
  /** The message the edit was about: focus returns to it after undo or redo. */
  touched: string;
}

export type EditorEvent =
  | { seq: number; type: 'edit'; entryId: number; summary: string; destructive: boolean; announce: boolean; focus: FocusTarget | null }
  | { seq: number; type: 'undo' | 'redo'; summary: string; touched: string };

export interface EditorState {
  history: History<DraftMessage[], EditInfo>;
  /** Counter for keys of messages a split creates ("n1", "n2"...); never goes back, so keys never repeat. */
  nextKey: number;
  last: EditorEvent | null;
  /**
   * The person's edits in effect: each undo step counts once (a run of typing in one message is one
   * edit), an undo takes one away, a redo gives it back. Not capped by the history's length.
   */
  edits: number;
}

export type EditorAction =
  | { type: 'edit'; edit: MessageEdit }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A notification's Undo: take back that edit (and any made after it). */
  | { type: 'undo-through'; entryId: number }
  /** Typing stops being one step with what follows (the text box lost focus). */
  | { type: 'seal' };

/** `edits`: the edits already made to these messages (a reloaded screen keeps its count). */
export function startEditor(messages: DraftMessage[], edits = 0): EditorState {
  return { history: startHistory(messages), nextKey: 1, last: null, edits };
}

export const currentMessages = (s: EditorState) => s.history.present;
export const canUndoEdit = (s: EditorState) => canUndo(s.history);
/** How many edits the person has made (and not undone) on the verify screen. */
export const editCountOf = (s: EditorState) => s.edits;
export const canRedoEdit = (s: EditorState) => canRedo(s.history);
/** What Undo would take back ("Message 3 deleted"), for the button's label. */
export const undoSummary = (s: EditorState) => nextUndo(s.history)?.info.summary ?? null;
export const redoSummary = (s: EditorState) => nextRedo(s.history)?.info.summary ?? null;

const seqAfter = (s: EditorState) => (s.last?.seq ?? 0) + 1;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit': {
      const newKey = `n${state.nextKey}`;
      const result = applyEdit(state.history.present, action.edit, newKey);
      if (!result) return state;
      // Keystrokes in one message are one undo step, until the text box loses focus or another edit comes.
      const group = action.edit.kind === 'edit-text' ? `text:${action.edit.key}` : null;
      const history = record(state.history, result.messages, { summary: result.summary, touched: result.touched }, group);
      const { summary, destructive, announce, focus } = result;
      return {
        history,
        // A new undo step is a new edit; more typing folded into the last step is not.
        edits: state.edits + (history.nextId !== state.history.nextId ? 1 : 0),
        nextKey: result.usedNewKey ? state.nextKey + 1 : state.nextKey,
        last: { seq: seqAfter(state), type: 'edit', entryId: nextUndo(history)!.id, summary, destructive, announce, focus },
      };
    }
    case 'undo':
    case 'redo': {
      const entry = action.type === 'undo' ? nextUndo(state.history) : nextRedo(state.history);
      if (!entry) return state;
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      const edits = Math.max(0, state.edits + (action.type === 'undo' ? -1 : 1));
      return { ...state, history, edits, last: { seq: seqAfter(state), type: action.type, summary: entry.info.summary, touched: entry.info.touched } };
    }
    case 'undo-through': {
      const target = state.history.past.find((e) => e.id === action.entryId);
      if (!target) return state;
      const history = undoThrough(state.history, action.entryId);
      const later = state.history.past.length - history.past.length - 1;
      const summary = later > 0 ? `${target.info.summary}, and ${later} later ${later === 1 ? 'edit' : 'edits'}` : target.info.summary;
      const edits = Math.max(0, state.edits - (state.history.past.length - history.past.length));
      return { ...state, history, edits, last: { seq: seqAfter(state), type: 'undo', summary, touched: target.info.touched } };
    }
    case 'seal': {
      const history = seal(state.history);
      return history === state.history ? state : { ...state, history };
    }
  }
}
