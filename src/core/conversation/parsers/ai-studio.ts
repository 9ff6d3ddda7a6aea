import { cleanMessage } from '../clean';
import { isLanguageName } from '../chrome';
import { rawSlice, type Candidate, type DraftMessage, type TextContext } from '../context';
import { chromeKindOf } from '../vocabulary';
import { isModelBadge } from '../vocabulary/names';
import type { Platform } from '../types';

/**
 * Google AI Studio's build mode copied from the page (select all, copy). Every answer opens with the model
 * that wrote it and how long it ran ("Gemini 3 Flash Preview" / "Ran for 37s"); the prompt is the line right
 * above that header, with no label. Material-icon ligatures land in the copy as lines of their own
 * ("summarize_auto", "chevron_right", "check_circle", "lightbulb", "flag"), each with its panel's label under
 * it ("Action history", "Thought for 6 seconds", "Checkpoint"): the panels at an answer's head and tail are
 * page, not text. A code block's header is the "code" icon over the language ("code" / "Bash").
 */

/** The run time under the model's name: "Ran for 316s", "Ran for 1m 5s". */
const RAN_FOR = /^ran for \d{1,5}(?:\.\d{1,2})? ?(?:s|sec|secs|seconds?|m|min|mins|minutes?|h)(?: \d{1,3} ?(?:s|sec|secs|seconds?|m|min|mins|minutes?))?$/i;

/** A Material-icon ligature alone on a line: one lower-case word or snake_case words. */
const ICON = /^[a-z]{3,20}(?:_[a-z]{2,12}){0,2}$/;

const isBlankLine = (t: string): boolean => t.length === 0;

function isAnswerHeader(ctx: TextContext, i: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (ctx.fenced[i] || t.length === 0 || t.length > 40) return false;
  if (!RAN_FOR.test(ctx.trimmed[i + 1] ?? '')) return false;
  return isModelBadge(t.toLowerCase()) || chromeKindOf(t) === 'badge';
}

/** A panel's label under its icon: a short line, not a paragraph of the answer nor a line that leads into more. */
function isPanelLabel(t: string): boolean {
  return t.length > 0 && t.length <= 60 && !/[.!?:。！？：]$/.test(t);
}

/** An icon line of a panel, not the "code" icon of a code block's header ("code" / "Bash"). */
function isPanelIcon(ctx: TextContext, i: number): boolean {
  if (ctx.fenced[i] || !ICON.test(ctx.trimmed[i] ?? '')) return false;
  return !(ctx.trimmed[i] === 'code' && isLanguageName(ctx.trimmed[i + 1] ?? ''));
}

/**
 * Where the icon panels at the head of an answer (from..to) end: icons follow each other within three lines,
 * the last one's label included when it is short. `from` itself when the answer opens with text.
 */
function headPanelsEnd(ctx: TextContext, from: number, to: number): number {
  let i = from;
  while (i < to && isBlankLine(ctx.trimmed[i] ?? '')) i++;
  if (i >= to || !isPanelIcon(ctx, i)) return from;
  let lastIcon = i;
  for (let j = i + 1; j < to && j - lastIcon <= 3; j++) if (isPanelIcon(ctx, j)) lastIcon = j;
  let k = lastIcon + 1;
  while (k < to && isBlankLine(ctx.trimmed[k] ?? '')) k++;
  return k < to && isPanelLabel(ctx.trimmed[k] ?? '') ? k + 1 : lastIcon + 1;
}

/** Where the icon panel at the tail of an answer (from..to) starts ("flag" / "Checkpoint"): `to` when there is none. */
function tailPanelStart(ctx: TextContext, from: number, to: number): number {
  let k = to - 1;
  while (k > from && isBlankLine(ctx.trimmed[k] ?? '')) k--;
  if (k <= from) return to;
  if (isPanelIcon(ctx, k)) return k;
  let j = k - 1;
  while (j > from && isBlankLine(ctx.trimmed[j] ?? '')) j--;
  return j > from && isPanelIcon(ctx, j) && isPanelLabel(ctx.trimmed[k] ?? '') ? j : to;
}

function answerText(ctx: TextContext, from: number, to: number): string {
  const head = headPanelsEnd(ctx, from, to);
  const tail = Math.max(head, tailPanelStart(ctx, head, to));
  const raw = rawSlice(ctx, head, tail);
  // The code block's header: the "code" icon over the language's name.
  for (let i = 0; i + 1 < raw.lines.length; i++) {
    if (!raw.fenced[i] && (raw.lines[i] ?? '').trim() === 'code' && isLanguageName((raw.lines[i + 1] ?? '').trim())) {
      raw.lines[i] = '';
      raw.lines[i + 1] = '';
    }
  }
  return cleanMessage(raw);
}

export function parseAiStudio(ctx: TextContext): Candidate | null {
  const headers: number[] = [];
  for (let i = 0; i + 1 < ctx.trimmed.length; i++) if (isAnswerHeader(ctx, i)) headers.push(i);
  if (headers.length === 0) return null;
  // The prompt over each header: the last line of text above it.
  const prompts = headers.map((h) => {
    let p = h - 1;
    while (p >= 0 && isBlankLine(ctx.trimmed[p] ?? '')) p--;
    return p;
  });
  const messages: DraftMessage[] = [];
  const push = (role: 'user' | 'assistant', content: string) => {
    if (content) messages.push({ role, content });
  };
  // Above the first header: the first prompt (what the copy kept of it).
  const firstPrompt = prompts[0] ?? -1;
  if (firstPrompt >= 0) push('user', answerText(ctx, 0, firstPrompt + 1));
  for (let k = 0; k < headers.length; k++) {
    const h = headers[k] as number;
    const next = k + 1 < headers.length ? (prompts[k + 1] as number) : ctx.trimmed.length;
    push('assistant', answerText(ctx, h + 2, Math.max(h + 2, next)));
    if (k + 1 < headers.length && next > h + 1) push('user', cleanMessage(rawSlice(ctx, next, next + 1)));
  }
  if (messages.length < 2) return null;
  return {
    parser: 'ui_markers',
    format: 'unlabeled',
    platform: 'other' as Platform,
    messages,
    confidence: 0.95,
    patterns: ['ai_studio_run_headers'],
    issues: [],
  };
}
