import { chromeKindOf, isEndJunk } from '../chrome';
import { cleanMessage } from '../clean';
import { rawSlice, type Candidate, type TextContext } from '../context';
import { isThematicBreak, looksLikeCodeLine } from '../text';
import { isTitleLike } from './page-edges';
import { opensLikeAnswer } from './turn-segments';

/**
 * One answer copied on its own (a Gemini answer pasted into a README, Perplexity's "Copy" of an
 * answer): no prompt anywhere, the assistant's signature under it ("Gemini can make mistakes, so
 * double-check it", "Answer from Perplexity: pplx.ai/share"). The label-less finders split such a
 * paste at its titles and tables and call every other block the person's. A reading whose person
 * never asks anything, of a paste the assistant signed, is that one answer instead.
 */

/**
 * The last lines of the paste sign it as an assistant's: a disclaimer or an "Answer from …" share line,
 * or the buttons a page draws under an answer (two or more of the last three lines: "Share" / "More" /
 * "Regenerate", "thumb_up" / "thumb_down"): the copy ends at an answer's strip, with no prompt after it.
 */
export function signedByAssistant(ctx: TextContext): boolean {
  let seen = 0;
  let buttons = 0;
  for (let i = ctx.trimmed.length - 1; i >= 0 && seen < 3; i--) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0 || isThematicBreak(t)) continue;
    if (ctx.fenced[i]) return false;
    seen++;
    const kind = chromeKindOf(t);
    if (kind === 'disclaimer' || isShareSignature(t)) return true;
    if (kind === 'button' && ++buttons >= 2) return true;
  }
  return false;
}

/** "Answer from Perplexity: pplx.ai/share": the line an assistant's copy button adds under the answer. */
export function isShareSignature(t: string): boolean {
  return /^(?:answer|response|reply) from [\p{L}\d .-]{2,30}:?\s*(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/iu.test(t);
}

/**
 * Text that is plainly not something a person typed to an assistant: it asks nothing and it is a
 * title, a table row, a section of a document (a Markdown heading), cited prose ("[1][5]") or an
 * answer's own opening ("Here's the current status:"). What a person asks is too varied to
 * recognise ("browser console direct download a page using url"); what an answer's parts are is not.
 */
/** A document title: short, no sentence end, and (nearly) every word of three or more capitalised. */
function isTitleCase(t: string): boolean {
  if (!isTitleLike(t)) return false;
  const words = t.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && w.length >= 3);
  return words.length >= 3 && words.every((w) => /^\p{Lu}/u.test(w));
}

/**
 * A Markdown heading over a line of prose: a document's section. A "# 常数定义" over "PI = math.pi" is a comment in
 * the person's pasted code.
 */
function headsProse(lines: readonly string[]): boolean {
  for (let k = 0; k < lines.length; k++) {
    if (!/^#{1,6} \S/.test(lines[k] ?? '')) continue;
    const next = lines[k + 1];
    if (next === undefined || (!looksLikeCodeLine(next.trim()) && !/^\s/.test(next) && !/^#/.test(next))) return true;
  }
  return false;
}

export function plainlyNotAnAsk(text: string): boolean {
  if (/[?？]/.test(text)) return false;
  const lines = text.split('\n').filter((l) => l.trim().length > 0);
  if (lines.length === 1 && isTitleCase((lines[0] ?? '').trim())) return true;
  if (lines.some((l) => /\S\t+\S/.test(l))) return true; // a table row: cells between tabs
  if (/\[\d{1,3}\](?:\[\d{1,3}\])*/.test(text)) return true;
  if (headsProse(lines)) return true;
  return opensLikeAnswer(text) || /\bhere['’]s (?:the|a|an|what|how)\b/i.test(text);
}

/**
 * A word of the answer's strip no list knows ("その他" between "共有" and "再生成"): one or two words, no
 * sentence sign, with a known button on the line right above or right below it.
 */
function buttonNoListKnows(ctx: TextContext, i: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (t.length === 0 || t.length > 24 || /[.!?:;,。！？：]/.test(t) || t.split(' ').length > 2) return false;
  const button = (k: number) => k >= 0 && !ctx.fenced[k] && chromeKindOf(ctx.trimmed[k] ?? '') === 'button';
  return button(i - 1) || button(i + 1);
}

/** The paste as that one answer, when `reading` has the person say nothing that asks; else null. */
/**
 * Text right over a thinking line or the answering model's name ("# 0000 …" / "" / "已深度思考（用时 9 秒）", "…a
 * team of peer moderators." / "" / "GPT-4o mini"): a page copied with its prompt, which prints that line between the
 * prompt and the answer. An answer copied on its own starts at that line; a model picker in the header has chrome
 * over it.
 */
function promptOverThinkingLine(ctx: TextContext): boolean {
  for (let i = 0; i < ctx.trimmed.length; i++) {
    const kind = ctx.fenced[i] ? null : chromeKindOf(ctx.trimmed[i] ?? '');
    if (kind !== 'timing' && kind !== 'badge') continue;
    for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
      const t = ctx.trimmed[j] ?? '';
      if (t.length === 0) continue;
      if (ctx.fenced[j] || chromeKindOf(t) === null) return true;
      break;
    }
  }
  return false;
}

export function singleAnswerInstead(ctx: TextContext, reading: Candidate): Candidate | null {
  if (!reading.messages.some((m) => m.role === 'user')) return null;
  if (!reading.messages.every((m) => m.role !== 'user' || plainlyNotAnAsk(m.content))) return null;
  if (!signedByAssistant(ctx)) return null;
  if (promptOverThinkingLine(ctx)) return null;
  let end = ctx.lines.length;
  // The signature and the rule over it are the copy button's, not the answer's.
  for (let i = end - 1; i >= 0; i--) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i]) break;
    if (t.length === 0 || isThematicBreak(t) || chromeKindOf(t) === 'disclaimer' || chromeKindOf(t) === 'button' || isShareSignature(t) || isEndJunk(t) || buttonNoListKnows(ctx, i)) end = i;
    else break;
  }
  const content = cleanMessage(rawSlice(ctx, 0, end));
  if (!content) return null;
  return {
    ...reading,
    parser: 'single_block',
    messages: [{ role: 'assistant', content }],
    uncertainties: ['Read as one answer copied on its own: nothing in it asks, and the assistant’s note closes it.'],
  };
}
