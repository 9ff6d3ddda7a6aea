/**
 * Undo and redo as plain data: snapshots of an immutable state. Edits produce new arrays that share
 * the untouched items, so a snapshot costs one array of references, not a copy of the text.
 *
 * An entry in `past` holds the state before an edit plus what the edit was (`info`); undoing moves
 * it to `future` holding the state the edit produced, so redo can put it back.
 */
export interface HistoryEntry<T, I> {
  /** Stable for the life of the history: a notification's Undo can name the edit it offers to undo. */
  id: number;
  state: T;
  info: I;
}

export interface History<T, I> {
  past: HistoryEntry<T, I>[];
  present: T;
  future: HistoryEntry<T, I>[];
  /** The group of the last recorded edit: a following edit of the same group folds into it. */
  group: string | null;
  nextId: number;
}

/** How many steps back undo reaches; older steps are forgotten. */
export const HISTORY_LIMIT = 200;

export function startHistory<T, I>(present: T): History<T, I> {
  return { past: [], present, future: [], group: null, nextId: 1 };
}

export const canUndo = (h: History<unknown, unknown>) => h.past.length > 0;
export const canRedo = (h: History<unknown, unknown>) => h.future.length > 0;

/** The step undo would take back, or redo would bring back. */
export const nextUndo = <T, I>(h: History<T, I>): HistoryEntry<T, I> | undefined => h.past[h.past.length - 1];
export const nextRedo = <T, I>(h: History<T, I>): HistoryEntry<T, I> | undefined => h.future[h.future.length - 1];

/**
 * Records an edit that turned `present` into `next`. With a `group` equal to the previous edit's,
 * the two become one step (typing in one message is one undo step, not one per key). A new edit
 * clears redo.
 */
export function record<T, I>(h: History<T, I>, next: T, info: I, group: string | null = null, limit = HISTORY_LIMIT): History<T, I> {
  if (group !== null && group === h.group && h.past.length > 0) return { ...h, present: next, future: [] };
  const past = [...h.past, { id: h.nextId, state: h.present, info }];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [], group, nextId: h.nextId + 1 };
}

/** Ends the current group: the next edit is its own undo step even if it is of the same group. */
export function seal<T, I>(h: History<T, I>): History<T, I> {
  return h.group === null ? h : { ...h, group: null };
}

export function undo<T, I>(h: History<T, I>): History<T, I> {
  const entry = nextUndo(h);
  if (!entry) return h;
  return { past: h.past.slice(0, -1), present: entry.state, future: [...h.future, { ...entry, state: h.present }], group: null, nextId: h.nextId };
}

export function redo<T, I>(h: History<T, I>): History<T, I> {
  const entry = nextRedo(h);
  if (!entry) return h;
  return { past: [...h.past, { ...entry, state: h.present }], present: entry.state, future: h.future.slice(0, -1), group: null, nextId: h.nextId };
}

/**
 * Undoes steps until the edit `id` is undone (it and everything after it): what a notification's
 * Undo means when other edits happened since. Unchanged when that edit is not in the past (already
 * undone, or forgotten).
 */
export function undoThrough<T, I>(h: History<T, I>, id: number): History<T, I> {
  if (!h.past.some((e) => e.id === id)) return h;
  let out = h;
  while (out.past.some((e) => e.id === id)) out = undo(out);
  return out;
}
