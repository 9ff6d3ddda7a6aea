/**
 * Removing "page chrome" by lines: text a chat page added around the messages (button labels such
 * as "Copy code", "Edit", "Retry") that a copy picked up. The person points at lines (a text
 * selection or the cursor's line); the whole lines are removed, never part of one, and the removed
 * lines are handed back so the UI can say exactly what went.
 */
import type { DraftMessage } from './messages';

/** Zero-based indices of the first and last line a selection touches (inclusive). */
export interface LineRange {
  first: number;
  last: number;
}

function lineIndexAt(text: string, offset: number): number {
  let line = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * The lines a selection [start, end) touches; a collapsed selection (the cursor) touches its own
 * line. A selection that ends just after a line break does not reach into the next line, and one
 * that starts on a line break (the end of a line) does not take that line.
 */
export function linesTouched(text: string, start: number, end: number): LineRange {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(Math.max(start, end), text.length);
  if (to === from) {
    const line = lineIndexAt(text, from);
    return { first: line, last: line };
  }
  const startsOnBreak = text[from] === '\n' && to > from + 1;
  const first = lineIndexAt(text, startsOnBreak ? from + 1 : from);
  // The line holding the last selected character (a selected line break belongs to the line it ends).
  const last = lineIndexAt(text, to - 1);
  return { first, last: Math.max(first, last) };
}

/** The lines in a range, as they are. */
export function linesIn(text: string, range: LineRange): string[] {
  return text.split('\n').slice(range.first, range.last + 1);
}

export interface DroppedLines {
  content: string;
  /** The removed lines as they were (blank ones left out: they carry nothing to report). */
  removed: string[];
  /** Where the first removed line was, as an offset in the new text: a cursor position. */
  caret: number;
}

const blank = (line: string) => line.trim() === '';

/**
 * Drops the lines `drop` selects. A blank line left next to another blank line where text was
 * removed is dropped too (no double gaps), and blank lines left at the start or end go: the rest of
 * the text is kept byte for byte.
 */
export function dropLines(text: string, drop: (line: string, index: number) => boolean): DroppedLines {
  const lines = text.split('\n');
  const kept: string[] = [];
  const removed: string[] = [];
  let firstDropAt = -1;
  let seam = false;
  lines.forEach((line, i) => {
    if (drop(line, i)) {
      if (!blank(line)) removed.push(line);
      if (firstDropAt < 0) firstDropAt = kept.length;
      seam = true;
      return;
    }
    if (seam && blank(line) && (kept.length === 0 || blank(kept[kept.length - 1]!))) return;
    if (!blank(line)) seam = false;
    kept.push(line);
  });
  if (firstDropAt < 0) return { content: text, removed: [], caret: 0 };
  let lead = 0;
  while (lead < kept.length && blank(kept[lead]!)) lead++;
  let tail = kept.length;
  while (tail > lead && blank(kept[tail - 1]!)) tail--;
  const body = kept.slice(lead, tail);
  const caretLine = Math.min(Math.max(0, firstDropAt - lead), body.length);
  const caret = body.slice(0, caretLine).reduce((n, l) => n + l.length + 1, 0);
  const content = body.join('\n');
  return { content, removed, caret: Math.min(caret, content.length) };
}

/** Removes the lines a selection touches from one text. */
export function removeLineRange(text: string, range: LineRange): DroppedLines {
  return dropLines(text, (_line, i) => i >= range.first && i <= range.last);
}

/** The key lines are compared by: the same trimmed line is the same chrome wherever it appears. */
export const chromeKey = (line: string) => line.trim();

/** How many messages hold the (trimmed) line at least once. */
export function countMessagesWithLine(list: readonly DraftMessage[], line: string): number {
  const key = chromeKey(line);
  if (!key) return 0;
  // The substring test skips splitting messages that cannot hold the line: this runs as the person types.
  return list.reduce((n, m) => (m.content.includes(key) && m.content.split('\n').some((l) => chromeKey(l) === key) ? n + 1 : n), 0);
}

export interface RemovedEverywhere {
  messages: DraftMessage[];
  /** Lines removed in all. */
  lineCount: number;
  /** Keys of the messages that lost a line, in list order. */
  changed: string[];
  /** Per changed message, where its first removed line was (a cursor position). */
  carets: Map<string, number>;
}

/** Removes every line whose trimmed text is `line`, in every message. */
export function removeLineEverywhere(list: readonly DraftMessage[], line: string): RemovedEverywhere {
  const key = chromeKey(line);
  const changed: string[] = [];
  const carets = new Map<string, number>();
  let lineCount = 0;
  const messages = list.map((m) => {
    if (!key) return m;
    const out = dropLines(m.content, (l) => chromeKey(l) === key);
    if (out.removed.length === 0) return m;
    changed.push(m.key);
    carets.set(m.key, out.caret);
    lineCount += out.removed.length;
    return { ...m, content: out.content };
  });
  return { messages, lineCount, changed, carets };
}

/** A line as the UI quotes it: trimmed and cut to `max` characters. */
export function quoteLine(line: string, max = 40): string {
  const t = chromeKey(line);
  return `“${t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t}”`;
}
