import { cleanMessage } from '../clean';
import { isEndJunk, isPageChrome } from '../chrome';
import { appendTurn, isPromptHeading, rawSlice, type Candidate, type DraftMessage, type TextContext } from '../context';
import { isBlank } from '../text';
import { footerStart, headerEnd } from './page-edges';
import { segmentTurns } from './turn-segments';
import { turnButton } from '../vocabulary';
import type { Platform, Role } from '../types';

/**
 * Copies without speaker labels (Gemini, DeepSeek, unknown assistants): turns are separated by
 * two or more blank lines and by UI marker lines that say where an answer starts ("Show drafts",
 * "Thought for 32 seconds"), where it ends (thumb_up / more_vert, "Retry") or where a prompt ends
 * (Gemini's "edit"). Marked blocks get their role from the marker; the rest alternate.
 */

type Marker = 'answer_start' | 'answer_end' | 'prompt_end';

const ANSWER_START = /^(show drafts|volume_up|show thinking|thinking\.*|thought process|(thought|reasoned) for .{1,30}|已深度思考.{0,20})$/i;
const ANSWER_END = new Set(['thumb_up', 'thumb_down', 'more_vert', 'share', 'retry', 'regenerate', 'good response', 'bad response']);

export function markerOf(t: string): Marker | null {
  if (t.length > 60) return null;
  if (t === 'edit' || t === 'Edit') return 'prompt_end';
  if (ANSWER_START.test(t)) return 'answer_start';
  if (ANSWER_END.has(t.toLowerCase()) && t !== 'Share') return 'answer_end';
  return null;
}

/**
 * The Edit button under a prompt in the page's language ("Editar", "编辑", "편집"; markerOf knows the
 * English one): a line of its own that closes a finished line or block, with the answer under it. The word
 * inside the person's sentence ("the button says" / "編集" / "and nothing happens") runs on and is no button.
 */
function localisedEditUnderPrompt(ctx: TextContext, i: number, end: number): boolean {
  if (turnButton(ctx.trimmed[i] ?? '') !== 'edit' || i === 0) return false;
  const above = ctx.trimmed[i - 1] ?? '';
  let k = i + 1;
  while (k < end && !ctx.fenced[k] && isBlank(ctx.lines[k] ?? '')) k++;
  if (k >= end) return false;
  const below = ctx.trimmed[k] ?? '';
  const runsOn = above.length > 0 && !/[.!?:;。！？：…)"”」]$/.test(above) && (k === i + 1 && !/^[\p{Lu}\p{Lo}\d]/u.test(below));
  return !runsOn && !/^[—–-]/.test(below);
}

interface Block {
  from: number;
  to: number;
  forced: Role | null;
  /** A marker line lies between this block and the previous one. */
  markedBefore: boolean;
  /** The block starts under the person's own heading ("You said", "나의 말"). */
  headed?: boolean;
  /** What closed it: a marker line, a gap of blank lines, or the end of the turns. */
  closedBy?: Marker | 'prompt_heading' | 'gap' | 'end';
}

export function parseMarkers(ctx: TextContext): Candidate | null {
  const n = ctx.lines.length;
  let start = 0;
  while (start < n && !ctx.fenced[start] && ((ctx.trimmed[start] ?? '').length === 0 || isPageChrome(ctx.trimmed[start] ?? ''))) start++;
  let end = n;
  while (end > start && !ctx.fenced[end - 1] && ((ctx.trimmed[end - 1] ?? '').length === 0 || isPageChrome(ctx.trimmed[end - 1] ?? '') || isEndJunk(ctx.trimmed[end - 1] ?? ''))) end--;
  // The page's own header and footer (navigation, chat history, composer), when the vocabulary knows them.
  start = Math.max(start, headerEnd(ctx, n));
  end = Math.min(end, Math.max(start, footerStart(ctx, start)));
  if (start >= end) return null;

  const blocks: Block[] = [];
  let cur: Block | null = null;
  let pendingStart = false; // an answer-start marker was seen: the next block is an answer
  let sawMarker = false;
  let markers = 0;
  let blankRun = 0;
  let lastContent = start;
  let pendingPrompt = false; // the person's heading was seen: the next block starts with their prompt
  const close = (at: number, by: NonNullable<Block['closedBy']>) => {
    if (cur) {
      cur.to = Math.min(at, lastContent + 1);
      cur.closedBy = by;
      blocks.push(cur);
      cur = null;
    }
  };
  for (let i = start; i < end; i++) {
    const fenced = ctx.fenced[i] ?? false;
    const t = ctx.trimmed[i] ?? '';
    if (!fenced && isBlank(ctx.lines[i] ?? '')) {
      blankRun++;
      continue;
    }
    if (!fenced && isPromptHeading(ctx, i)) {
      markers++;
      sawMarker = true;
      close(i, 'prompt_heading');
      pendingPrompt = true;
      pendingStart = false;
      blankRun = 0;
      continue;
    }
    const m = fenced ? null : (markerOf(t) ?? (localisedEditUnderPrompt(ctx, i, end) ? 'prompt_end' : null));
    if (m) {
      markers++;
      sawMarker = true;
      const open = cur as Block | null;
      if (m === 'answer_start') {
        close(i, m);
        pendingStart = true;
      } else if (m === 'prompt_end') {
        if (open) open.forced = 'user';
        else if (blocks.length > 0 && !blocks[blocks.length - 1]?.forced) (blocks[blocks.length - 1] as Block).forced = 'user';
        close(i, m);
      } else {
        if (open) open.forced = open.forced ?? 'assistant';
        else if (blocks.length > 0) {
          const last = blocks[blocks.length - 1] as Block;
          last.forced = last.forced ?? 'assistant';
        }
        close(i, m);
      }
      blankRun = 0;
      continue;
    }
    if (cur && blankRun >= 2) close(i, 'gap');
    blankRun = 0;
    lastContent = i;
    if (!cur) {
      cur = { from: i, to: i, forced: pendingPrompt ? 'user' : pendingStart ? 'assistant' : null, markedBefore: sawMarker, headed: pendingPrompt };
      pendingStart = false;
      pendingPrompt = false;
      sawMarker = false;
    }
  }
  close(end, 'end');
  if (blocks.length === 0) return null;

  // A page title repeating the start of the first prompt ("Gemini" pages, Claude's header) is not a message.
  if (blocks.length >= 2) {
    const a = blocks[0] as Block;
    const b = blocks[1] as Block;
    const title = ctx.trimmed[a.from] ?? '';
    const firstLine = ctx.trimmed[b.from] ?? '';
    if (a.to - a.from === 1 && !a.forced && (title.length >= 4 || title === firstLine) && firstLine.startsWith(title)) blocks.shift();
  }

  // Roles: marked blocks keep theirs; the others alternate from their predecessor.
  const roles: Role[] = [];
  for (let k = 0; k < blocks.length; k++) {
    const b = blocks[k] as Block;
    const prev = roles[k - 1];
    roles.push(b.forced ?? (prev === undefined ? 'user' : prev === 'user' ? 'assistant' : 'user'));
  }
  // A prompt-end marker closes a prompt, so the block after it answers unless marked otherwise.
  const messages: DraftMessage[] = [];
  let lastRole: Role | null = null;
  let forcedCount = 0;
  for (let k = 0; k < blocks.length; k++) {
    const b = blocks[k] as Block;
    if (b.forced) forcedCount++;
    // Under the person's heading and closed by an answer's buttons, the next heading or the end of
    // the turns, a block holds the prompt and its answer: they part where a prompt ends
    // (turn-segments.ts). Buttons or a next heading say an answer was there.
    if (b.headed && (b.closedBy === 'answer_end' || b.closedBy === 'prompt_heading' || b.closedBy === 'end')) {
      for (const t of segmentTurns(ctx, b.from, b.to, 'user', b.closedBy === 'end' ? null : 'assistant', false)) {
        if (appendTurn(ctx, messages, t.role, t.from, t.to)) lastRole = t.role;
      }
      continue;
    }
    const content = cleanMessage(rawSlice(ctx, b.from, b.to));
    if (!content) continue;
    const role = roles[k] as Role;
    const prev = messages[messages.length - 1];
    // Same speaker twice with only blank lines between: one message the blank lines cut in two.
    if (prev && lastRole === role && !b.markedBefore && b.forced !== null) {
      prev.content = `${prev.content}\n\n${content}`;
      continue;
    }
    messages.push({ role, content });
    lastRole = role;
  }
  if (messages.length === 0) return null;
  const forcedShare = blocks.length > 0 ? forcedCount / blocks.length : 0;
  // One marker line is one turn's evidence: it fixes that turn's role, not how the rest alternate.
  const marked = messages.length < 2 ? 0.3 : markers > 0 ? 0.45 + 0.45 * forcedShare * Math.min(1, markers / 2) : 0.45;
  // Two answers in a row (each closed by its buttons) mean a prompt between them was read as part
  // of an answer: such a reading is only as sure as the share of turns that do alternate.
  let repeats = 0;
  for (let k = 1; k < messages.length; k++) if ((messages[k] as DraftMessage).role === (messages[k - 1] as DraftMessage).role) repeats++;
  const confidence = messages.length < 2 ? marked : marked * (1 - repeats / (messages.length - 1));
  return {
    parser: markers > 0 ? 'ui_markers' : messages.length > 1 ? 'blank_line_blocks' : 'single_block',
    format: 'unlabeled',
    platform: 'other' as Platform,
    messages,
    confidence,
    patterns: markers > 0 ? ['ui_marker_lines', 'blank_line_gaps'] : ['blank_line_gaps'],
    issues: [],
  };
}
