import { cleanMessage } from '../clean';
import { rawSlice, type Candidate, type DraftMessage, type TextContext } from '../context';

/**
 * One question per page, as a search assistant's "Export as Markdown" writes it (Perplexity, Bing
 * Chat's export): the person's question is the page's top-level heading ("# How can I train my
 * cavapoo to bark less?"), the answer is the text under it, and a logo may sit above. A question
 * heading is told from a document title by what it is: it asks ("…?"), or it is longer than any
 * title (a request written out in full). Headings inside the answer ("## Step 1", "# Review: what
 * works") are titles and stay in it.
 */

const TOP_HEADING = /^# (?!#)\S/;
/** A title is short; a question heading asks or runs as long as a request. */
const QUESTION_MIN_LENGTH = 80;

function isQuestionHeading(t: string): boolean {
  const text = t.slice(2).trim();
  return /[?？]$/.test(text) || text.length >= QUESTION_MIN_LENGTH;
}

/** A logo or a picture above the question ("<img src=…/>", "![logo](…)"), or a comment: no one's text. */
function isDecoration(t: string): boolean {
  return /^<img\b[^>]*>$/i.test(t) || /^!\[[^\]]*\]\([^)]*\)$/.test(t) || /^<!--.*-->$/.test(t);
}

/** The reference list a Bing Chat export appends: "Source: Conversation with Bing, 3/9/2023(1) …". */
function sourcesStart(ctx: TextContext, from: number, to: number): number {
  for (let i = from; i < to; i++) if (!ctx.fenced[i] && /^source: conversation with \S/i.test(ctx.trimmed[i] ?? '')) return i;
  return to;
}

/**
 * Where the export's footnotes begin at the end of an answer: the "[^1]: https://…" definitions and
 * the HTML around them (a hidden span of markers, a "⁂" divider). Perplexity puts its sources there.
 */
function footnotesStart(ctx: TextContext, from: number, to: number): number {
  let start = to;
  let definitions = 0;
  for (let i = to - 1; i >= from; i--) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i]) break;
    if (/^\[\^\d{1,3}\]:\s/.test(t)) definitions++;
    else if (!(t === '' || /^<(\w+)[^>]*>.*<\/\1>$/.test(t))) break;
    start = i;
  }
  return definitions > 0 ? start : to;
}

/**
 * A logo line (an HTML <img>) right under the note's own title lines (one or two short lines, a heading among
 * them), at the top of the file: its index, else -1.
 */
function logoUnderTitle(ctx: TextContext, from: number): number {
  let seen = 0;
  let heading = false;
  for (let i = from; i < ctx.lines.length && i < from + 8; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t === '') continue;
    if (ctx.fenced[i]) return -1;
    if (/^<img\b[^>]*\bsrc="https?:\/\/[^>]*>$/i.test(t)) return seen > 0 && heading ? i : -1;
    if (++seen > 2 || t.length > 80) return -1;
    if (TOP_HEADING.test(t)) heading = true;
  }
  return -1;
}

export function parseHeadedQuestions(ctx: TextContext): Candidate | null {
  let first = 0;
  while (first < ctx.lines.length && ((ctx.trimmed[first] ?? '') === '' || isDecoration(ctx.trimmed[first] ?? ''))) first++;
  // The exporter's logo under a title the person gave the note ("# Best practices" / "<img src=…/>" / "# List
  // the best practices."): the export starts at the logo, and the heading right under it is the question
  // when it ends as a sentence. What is above the logo is the note's, not the conversation's.
  const logo = logoUnderTitle(ctx, first);
  if (logo >= 0) {
    first = logo + 1;
    while (first < ctx.lines.length && (ctx.trimmed[first] ?? '') === '') first++;
  }
  const top = ctx.trimmed[first] ?? '';
  if (ctx.fenced[first] || !TOP_HEADING.test(top) || !(isQuestionHeading(top) || (logo >= 0 && /[.!。！]$/.test(top)))) return null;
  const headings: number[] = [first];
  for (let i = first + 1; i < ctx.lines.length; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (!ctx.fenced[i] && TOP_HEADING.test(t) && isQuestionHeading(t)) headings.push(i);
  }
  const messages: DraftMessage[] = [];
  for (let k = 0; k < headings.length; k++) {
    const at = headings[k] as number;
    const next = headings[k + 1] ?? ctx.lines.length;
    messages.push({ role: 'user', content: (ctx.trimmed[at] ?? '').slice(2).trim() });
    const answer = cleanMessage(rawSlice(ctx, at + 1, footnotesStart(ctx, at + 1, sourcesStart(ctx, at + 1, next))));
    if (!answer) return null; // a question with nothing under it: not this shape
    messages.push({ role: 'assistant', content: answer });
  }
  return {
    parser: 'speaker_labels',
    format: 'standard_labeled',
    platform: 'other',
    messages,
    confidence: 0.6,
    patterns: ['question_headings'],
    issues: [],
    uncertainties: ['Each question heading was taken as your message and the text under it as the answer.'],
  };
}
