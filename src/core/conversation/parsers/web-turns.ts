import { chromeKindOf, isLanguageName, isTimeLine, looksLikeCodeHeader } from '../chrome';
import { attachmentChipEnd } from '../clean';
import { appendTurn, isPromptHeading, type Candidate, type DraftMessage, type TextContext } from '../context';
import { isBlank, looksLikeCodeLine } from '../text';
import { isFragment } from '../chrome-structure';
import { roleOfName } from '../labels';
import { markerOf } from './markers';
import { footerStart, headerEnd, isCardTitleOver, isTitleLike, previousText, profileCardName } from './page-edges';
import { continuesInLowerCase, hasTextAfter, hasWideGap, isCodeParagraph, isRemark, lengthAlternationTurns, oneLineTurns, segmentTurns, tightPairTurns, type Turn } from './turn-segments';
import type { Role } from '../types';
import { isAssistantName, type ChromeKind } from '../vocabulary';

/**
 * Label-less copies of chat pages (Kimi, Le Chat, Perplexity, Grok, Pi, HuggingChat, Poe...):
 * the page is a header (navigation, the chat history), then turns, then the composer. Each turn
 * is the person's text, sometimes a strip that opens the answer (a thinking-time line, "Sources"
 * tabs), the answer, and a strip of buttons that closes it (Copy / Regenerate / Share in the UI's
 * language). Those strips are the anchors: they are found by what they are (the UI vocabulary,
 * or a strip that recurs after every answer) and where they are, never by one UI's exact words.
 * Between two anchors the person's text comes first: up to the first blank line, or the first
 * line when the page put no blank line between the prompt and the answer.
 */

type Anchor = 'answer_start' | 'answer_end';

interface Strip {
  from: number;
  to: number;
  anchor: Anchor;
}

/**
 * A button that shows or hides the model's thinking ("Show thinking", "Mostrar razonamiento",
 * "Denkprozess anzeigen", "显示思路"): it sits above the answer, so it opens one rather than
 * closing the one before. Read by what the label is about, in the ten UI languages.
 */
const THINKING_WORD = /think|reason|razonamiento|pensamiento|raciocínio|racioc[ií]nio|réflexion|raisonnement|denk|überleg|gedanken|ragionamento|pensiero|рассужд|размышлен|思考|推理|思路|考え|推論|생각|추론/i;

/** A heading numbered as a document numbers its sections: "一、", "2.", "(3)", "（四）". */
const ENUMERATED_HEADING = /^(?:[一二三四五六七八九十]+[、.．]|\d{1,2}[.)、．]\s*|[（(][一二三四五六七八九十\d]{1,2}[）)])/;

export function isThinkingToggle(t: string): boolean {
  return t.length <= 40 && THINKING_WORD.test(t);
}

/**
 * A thinking status no list knows ("思考完了", "Réflexion terminée", "Thinking done"): a short line about
 * thinking (THINKING_WORD), no sentence sign, set apart as a paragraph of its own. Pages print it above
 * an answer that reasoned; an answer does not open with a fragment of a few words about thinking, alone.
 */
export function isThinkingStatus(ctx: TextContext, i: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (ctx.fenced[i] || t.length === 0 || t.length > 24 || /[.!?:;,。！？：；，]$/.test(t) || t.split(' ').length > 3 || !THINKING_WORD.test(t)) return false;
  // A numbered section heading of the answer ("一、总体思路", "2. Reasoning") is no status line.
  if (ENUMERATED_HEADING.test(t)) return false;
  return i > 0 && isBlank(ctx.lines[i - 1] ?? '') && isBlank(ctx.lines[i + 1] ?? '') && !/^\s/.test(ctx.lines[i] ?? '');
}

/** A lone copy button is as likely a code block's as an answer's: it does not close a turn by itself. */
const COPY_ONLY = new Set(['copy', 'copy code', 'copied']);

/** Kinds of chrome that open an answer (they sit between the prompt and the answer). */
const OPENS_ANSWER: ReadonlySet<ChromeKind> = new Set(['timing', 'status', 'citation']);

function kindAt(ctx: TextContext, i: number): ChromeKind | null {
  if (ctx.fenced[i]) return null;
  const t = ctx.trimmed[i] ?? '';
  return t.length === 0 || t.length > 240 ? null : chromeKindOf(t);
}

/**
 * Speaker labels between the page's header and footer. A label-like line in the page's own chrome
 * ("Model: meta-llama/… · Generated content may be inaccurate or false." in HuggingChat's footer) is
 * the page's, not a speaker's: it says nothing about whether the turns are labelled.
 */
function hasSpeakerLabels(ctx: TextContext, top = 0, bottom = ctx.labels.length): boolean {
  for (let i = top; i < bottom; i++) {
    const l = ctx.labels[i];
    if (l && (l.said || l.roleHint !== null || (l.style !== 'bare' && roleOfName(l.name) !== null))) return true;
  }
  return false;
}

/**
 * A line that names the assistant and nothing else ("Assistant", "Le Chat", "Copilot said"): the answer starts below it.
 * A page prints its headings at the left edge: an indented bare word is a line of code whose fence the copy lost
 * (Lean's "  a" returning the array at the end of a function reads like the "A" of Q / A otherwise).
 */
function isAnswerHeading(ctx: TextContext, i: number): boolean {
  const l = ctx.labels[i];
  if (!l || ctx.fenced[i] || l.rest.length > 0 || !(l.style === 'bare' || l.said) || /^\s/.test(ctx.lines[i] ?? '')) return false;
  return (l.roleHint ?? roleOfName(l.name)) === 'assistant';
}

/** A copy button under a code block's language line is the code header, not the end of an answer. */
function isCodeHeaderButton(ctx: TextContext, i: number, from: number): boolean {
  let p = i - 1;
  while (p >= from && isBlank(ctx.lines[p] ?? '') && !ctx.fenced[p]) p--;
  if (p < from || ctx.fenced[p]) return false;
  const prev = ctx.trimmed[p] ?? '';
  return isLanguageName(prev) || (looksLikeCodeHeader(prev) && kindAt(ctx, p) === null && prev.length <= 12);
}

/**
 * Where a code block's header ends when one starts at `i` — a language line over its buttons
 * ("python" / "Copy" / "Download"), or buttons right under a language line — else -1.
 */
function codeHeaderEnd(ctx: TextContext, i: number, from: number, to: number): number {
  const isButton = (k: number) => !ctx.fenced[k] && (kindAt(ctx, k) === 'button' || ctx.soft[k] === true);
  let k = i;
  // The language line may have a blank line under it before its buttons ("js" / "" / "Copy" / "Download", DeepSeek).
  const buttonsAt = i + 1 < to && isBlank(ctx.lines[i + 1] ?? '') && !ctx.fenced[i + 1] ? i + 2 : i + 1;
  if (isLanguageName(ctx.trimmed[i] ?? '') && buttonsAt < to && isButton(buttonsAt)) k = buttonsAt;
  else if (namedHeaderEnd(ctx, i, to, isButton) >= 0) return namedHeaderEnd(ctx, i, to, isButton);
  else if (!(isButton(i) && isCodeHeaderButton(ctx, i, from))) {
    // A block with no language line: its buttons sit right on the code ("📁 디렉토리 구조" / "복사" / "편집" /
    // "your_app/" / "├── app.py", ChatGPT): a prompt's buttons have a blank line or the answer under them.
    if (!isButton(i)) return -1;
    while (k < to && isButton(k)) k++;
    return k - i >= 2 && k + 1 < to && !ctx.fenced[k] && isCodeStart(ctx.trimmed[k] ?? '', ctx.trimmed[k + 1] ?? '') ? k : -1;
  }
  while (k < to && isButton(k)) k++;
  return k;
}

/**
 * A code block's header whose title the language list lacks, one capitalised word as the page prints it ("Cypress" /
 * "" / "Copy" / "Download" / "FROM cypress/browsers…" / "WORKDIR /app", DeepSeek): its buttons, then code right
 * under them. A prompt's or an answer's buttons have prose or a gap under them. Where the header ends, else -1.
 */
function namedHeaderEnd(ctx: TextContext, i: number, to: number, isButton: (k: number) => boolean): number {
  if (ctx.fenced[i] || kindAt(ctx, i) !== null || !/^\p{Lu}[\p{L}\p{N}+#._-]{1,15}$/u.test(ctx.trimmed[i] ?? '')) return -1;
  let k = i + 1 < to && isBlank(ctx.lines[i + 1] ?? '') && !ctx.fenced[i + 1] ? i + 2 : i + 1;
  if (!(k < to && kindAt(ctx, k) === 'button')) return -1;
  while (k < to && isButton(k)) k++;
  return codeParagraphUnder(ctx, k, to) ? k : -1;
}

/**
 * The lines at `k` read as a block of code set right under its header: two lines or more down to a gap, one of
 * them code ("CMD [\"npm\", \"test\"]"), none a sentence of prose ("Copy the file into the image.").
 */
function codeParagraphUnder(ctx: TextContext, k: number, to: number): boolean {
  let e = k;
  while (e < to && !ctx.fenced[e] && !isBlank(ctx.lines[e] ?? '')) e++;
  const lines = ctx.trimmed.slice(k, e);
  const prose = (t: string) => t.split(/\s+/).length >= 4 && /[.!?。！？]$/.test(t) && !looksLikeCodeLine(t);
  return lines.length >= 2 && lines.some((t) => looksLikeCodeLine(t)) && !lines.some(prose);
}

/** Two lines that open a code block: a file tree ("your_app/" / "├── app.py") or lines of code. */
function isCodeStart(first: string, second: string): boolean {
  const tree = (t: string) => /^[├└│]/.test(t);
  return (tree(second) && (tree(first) || /^[\w.-]+\/$/.test(first))) || (looksLikeCodeLine(first) && looksLikeCodeLine(second));
}

/** A line that can start a strip: answer-level chrome, a recurring strip line, or a speaker heading. */
function startsStrip(ctx: TextContext, i: number): boolean {
  const kind = kindAt(ctx, i);
  if (ctx.soft[i] === true && !ctx.fenced[i]) return true;
  if (isAnswerHeading(ctx, i) || isPromptHeading(ctx, i)) return true;
  if (kind === null) return isThinkingStatus(ctx, i);
  // A disclaimer or a badge alone is not a turn boundary.
  return kind === 'button' || OPENS_ANSWER.has(kind) || markerOf(ctx.trimmed[i] ?? '') !== null;
}

interface StripReading {
  last: number;
  opens: boolean;
  closes: boolean;
  /**
   * A strip that ends by opening an answer after a button ("Show more" under a long prompt, then the
   * prompt's time "18:13" over the answer, Claude): the buttons are the prompt's, the answer follows.
   */
  opensLast: boolean;
}

/**
 * Reads the strip that starts at `i`: consecutive chrome lines (blank lines inside allowed;
 * counters like "12" or "+3" and source cards ride along), and whether it opens an answer
 * (thinking time, sources, the assistant's name) or closes one (buttons, the person's heading).
 */
/** A source card's site name: a capital (or a letter of a script without case) first, a few words, no sentence sign. */
const CARD_NAME = /^[\p{Lu}\p{Lo}\p{N}][\p{L}\p{N} .&'’-]{0,38}[\p{L}\p{N}]$/u;
const isCardName = (t: string): boolean => CARD_NAME.test(t) && t.split(' ').length <= 4;

function readStrip(ctx: TextContext, i: number, to: number): StripReading {
  let opens = false;
  let closes = false;
  let softSeen = false;
  let opensLast = false; // the strip's last anchor line opens an answer (buttons above it are the prompt's)
  let sawCitation = false; // a sources heading or chip is in the strip so far
  let cardsMayFollow = false; // the line before is a sources heading, chip or card: a card's site name may come next
  let last = i;
  for (let j = i; j < to; j++) {
    const t = ctx.trimmed[j] ?? '';
    if (t.length === 0) continue;
    const k = kindAt(ctx, j);
    const heading = isAnswerHeading(ctx, j);
    const promptHeading = isPromptHeading(ctx, j);
    const soft = ctx.soft[j] === true && !ctx.fenced[j];
    const counter = /^\+?\d{1,3}$/.test(t) && j === last + 1;
    const between = k === null && (isButtonBetweenButtons(ctx, j, to) || isStripTail(ctx, j, to));
    const thinking = k === null && isThinkingStatus(ctx, j);
    // A source card's title that ends a sentence comes among the cards, under the sources heading or another
    // card; before any of them ("Flash Answer" / "I really couldn't say. What kind of dog is it?" / "Sources (6)")
    // such a line is the answer itself. A tab ("Bild" over "Quellen") ends none.
    const title = (sawCitation || !/[.!?。！？]$/.test(t)) && isSourceTitle(ctx, j, to);
    // Right under the sources heading or its chips, the cards' site names ("来源" / "Mayo Clinic" / "Forbes"), with no domain under them.
    const card: boolean = cardsMayFollow && k === null && j === last + 1 && !ctx.fenced[j] && isCardName(t);
    if (!(heading || promptHeading || title || card || k !== null || soft || counter || between || thinking)) break;
    if (k === 'citation') sawCitation = true;
    cardsMayFollow = k === 'citation' || card;
    const known = markerOf(t);
    if (heading || thinking || known === 'answer_start' || known === 'prompt_end' || (k !== null && OPENS_ANSWER.has(k)) || (k === 'button' && isThinkingToggle(t))) {
      opens = true;
      // A "Related" heading under the buttons opens no answer: the page's suggestions follow it.
      opensLast = k !== 'citation';
    } else if (promptHeading || (k === 'button' && !COPY_ONLY.has(t.toLowerCase()))) {
      closes = true;
      opensLast = false;
    }
    else if (soft) softSeen = true;
    last = j;
  }
  // Recurring lines no vocabulary knows close an answer only when nothing in the strip opens one:
  // tabs over a sources strip ("Respuesta" / "Imagen" / "Fuentes") recur as much as buttons do.
  if (softSeen && !opens) closes = true;
  // Related-question lists under a closing strip ("Related" + suggestions) belong to the page:
  // after a sources/related heading that ends the strip, the lines up to the next gap go with it.
  if (closes && kindAt(ctx, last) === 'citation') {
    let k = last + 1;
    while (k < to && !ctx.fenced[k] && (ctx.trimmed[k] ?? '').length > 0 && (ctx.trimmed[k] ?? '').length <= 120) k++;
    last = k - 1;
  } else if (closes) {
    const end = relatedBlockEnd(ctx, last + 1, to);
    if (end > 0) last = end - 1;
  }
  return { last, opens, closes, opensLast };
}

/**
 * A related-questions block under the last answer's buttons, with a heading no list knows
 * (Perplexity in Italian: "Correlate" over suggested questions): a one- or two-word heading right
 * under the strip, a tight list of short lines under it, and nothing but blank lines after it
 * down to the page's footer. Only at the end of the turns — a prompt typed under an earlier answer
 * has an answer after it. Returns the index after the block, else -1.
 */
export function relatedBlockEnd(ctx: TextContext, j: number, to: number): number {
  const t = ctx.trimmed[j] ?? '';
  if (j + 1 >= to || ctx.fenced[j] || t.length === 0 || t.length > 24 || /[.!?:;,。！？：]/.test(t) || t.split(' ').length > 2) return -1;
  let k = j + 1;
  while (k < to && !ctx.fenced[k] && (ctx.trimmed[k] ?? '').length > 0 && (ctx.trimmed[k] ?? '').length <= 120) {
    // An answer's buttons among the lines: a prompt and its answer ("举个生活中的例子" / "比如…" / "复制"), not suggestions.
    if (kindAt(ctx, k) === 'button') return -1;
    k++;
  }
  if (k - j < 3) return -1;
  for (let m = k; m < to; m++) if (!isBlank(ctx.lines[m] ?? '') || ctx.fenced[m]) return -1;
  return k;
}

/**
 * An unknown short word between two buttons of a strip ("Share" / "Altro" / "Regenerate"): a
 * button of that UI whose label no list knows. One or two words, no sentence sign, right between
 * two chrome lines (blank lines allowed).
 */
export function isButtonBetweenButtons(ctx: TextContext, j: number, to: number): boolean {
  const t = ctx.trimmed[j] ?? '';
  if (ctx.fenced[j] || t.length === 0 || t.length > 24 || /[.!?:;,。！？：]/.test(t) || t.split(' ').length > 2) return false;
  let p = j - 1;
  while (p >= 0 && (ctx.trimmed[p] ?? '').length === 0 && !ctx.fenced[p]) p--;
  let q = j + 1;
  while (q < to && (ctx.trimmed[q] ?? '').length === 0 && !ctx.fenced[q]) q++;
  return p >= 0 && q < to && kindAt(ctx, p) === 'button' && kindAt(ctx, q) === 'button';
}

/**
 * An unknown short word right under a button, with a blank line or the end of the turns below it
 * ("Partager" / "Plus", "공유" / "더 보기"), or one of up to three such words there ("Share" / "Export" /
 * "Rewrite"): the last buttons of the strip that closes an answer — labels no list knows. One or two words, no sentence sign; a sentence the person
 * wrote around a button word goes on after it ("says" / "Share" / "and nothing happens…").
 */
export function isStripTail(ctx: TextContext, j: number, to: number): boolean {
  const word = (k: number): boolean => {
    const t = ctx.trimmed[k] ?? '';
    return !ctx.fenced[k] && t.length > 0 && t.length <= 24 && !/[.!?:;,。！？：()]/.test(t) && t.split(' ').length <= 2;
  };
  if (j === 0 || !word(j)) return false;
  // Up to three such words in a row under the button ("Share" / "Export" / "Rewrite", Perplexity), the last of them
  // over a blank line or the end of the turns.
  let top = j - 1;
  while (top > 0 && j - top <= 3 && word(top) && kindAt(ctx, top) !== 'button') top--;
  if (j - top > 3 || ctx.fenced[top] || kindAt(ctx, top) !== 'button') return false;
  let end = j + 1;
  while (end < to && end - top <= 4 && word(end) && kindAt(ctx, end) === null) end++;
  return end - top <= 4 && (end >= to || isBlank(ctx.lines[end] ?? ''));
}

/** One button word with text right above and right below is part of a sentence the person wrote. */
function isInlineButton(ctx: TextContext, i: number, from: number, to: number): boolean {
  if (i + 1 < to && isStripTail(ctx, i + 1, to)) return false;
  return i > from && i + 1 < to && !isBlank(ctx.lines[i - 1] ?? '') && !isBlank(ctx.lines[i + 1] ?? '') && kindAt(ctx, i - 1) === null && kindAt(ctx, i + 1) === null;
}

/**
 * A source chip alone, right under a paragraph's last line with no blank line between ("…meet new
 * friends." / "wikipedia+4"): the paragraph's own citation inside an answer, not the sources strip that
 * opens one (that sits under the prompt, with its tabs and counts, or after a gap).
 */
function chipUnderParagraph(ctx: TextContext, i: number, last: number, from: number): boolean {
  if (last !== i || i <= from || kindAt(ctx, i) !== 'citation' || ctx.fenced[i - 1]) return false;
  const above = ctx.trimmed[i - 1] ?? '';
  return above.length >= 40 && kindAt(ctx, i - 1) === null && /[.!?。！？][)"”’»]?$/.test(above);
}

/** How far up a code block's header is looked for over a button under the code (lines). */
const CODE_REACH = 300;

/**
 * A lone button under code whose block opens with a header the page draws over every code block
 * ("Code" / code… / "코드 복사", TextContext.codeHeader): the block's own copy button, whatever its
 * words, not the end of the answer. Looked for up through the code (blank lines, comments and lines
 * that end no sentence) to its header; a line of prose at the left edge ends the search.
 */
function closesHeadedCode(ctx: TextContext, i: number, from: number): boolean {
  for (let k = i - 1; k >= from && k >= i - CODE_REACH; k--) {
    if (ctx.codeHeader[k]) return k < i - 1;
    const t = ctx.trimmed[k] ?? '';
    if (ctx.fenced[k] || t.length === 0 || /^\s/.test(ctx.lines[k] ?? '') || /^(?:#|\/\/|\/\*|--\s)/.test(t)) continue;
    if (/[.!?:。！？：]$/.test(t) && /\p{L}+\s+\p{L}+\s+\p{L}+/u.test(t)) return false;
  }
  return false;
}

function findStrips(ctx: TextContext, from: number, to: number): Strip[] {
  const strips: Strip[] = [];
  const loneCopies: Strip[] = [];
  let i = from;
  while (i < to) {
    if (!startsStrip(ctx, i)) {
      i++;
      continue;
    }
    const headerEnd = codeHeaderEnd(ctx, i, from, to);
    if (headerEnd >= 0) {
      i = headerEnd;
      continue;
    }
    const { last, opens, closes, opensLast } = readStrip(ctx, i, to);
    // A tab row above the strip ("Answer" / "Images" over "Sources") belongs to it.
    let first = i;
    while (first - 1 >= from && isTab(ctx, first - 1, from)) first--;
    // An artifact card opening the strip ("Click to open document", "Document · Version 2") takes its title along.
    if (first === i && first - 1 >= from && isCardTitleOver(ctx, first - 1)) first--;
    const inline = (closes && !opens && last === i && (isInlineButton(ctx, i, from, to) || closesHeadedCode(ctx, i, from))) || chipUnderParagraph(ctx, i, last, from);
    // A strip with nothing under it down to the footer opens no answer ("関連" over the page's suggested questions,
    // which the footer took): it closes the last one.
    const opensOne = opens && (!closes || opensLast) && hasTextAfter(ctx, last + 1, to);
    if ((opens || closes) && !inline) strips.push({ from: first, to: last + 1, anchor: opensOne ? 'answer_start' : 'answer_end' });
    else if (!opens && !closes && first === last && COPY_ONLY.has((ctx.trimmed[i] ?? '').toLowerCase())) loneCopies.push({ from: i, to: i + 1, anchor: 'answer_end' });
    i = last + 1;
  }
  // A lone copy button that is no code block's, under answer after answer, closes each of them.
  if (loneCopies.length >= 2) {
    strips.push(...loneCopies);
    strips.sort((a, b) => a.from - b.from);
  }
  return stampsCloseOpenAnswers(ctx, withoutQuotedButtons(ctx, strips));
}

/**
 * A page that prints the send time under every message, the person's and the answer's alike (Poe: "Hello there"
 * / "17:52" / the bot's name strip / the answer / "19:00" / the next prompt): a time alone under an answer that a
 * strip opened closes that answer. Only under the person's text does the time stand over an answer, with the
 * name strip that opens it; read as opening another answer, the next prompt would be taken for one.
 */
function stampsCloseOpenAnswers(ctx: TextContext, strips: Strip[]): Strip[] {
  const onlyTime = (s: Strip) => {
    for (let j = s.from; j < s.to; j++) if (!ctx.fenced[j] && !isBlank(ctx.lines[j] ?? '') && !isTimeLine(ctx.trimmed[j] ?? '')) return false;
    return true;
  };
  // A page that prints the time under the person's messages only (claude.ai's shared chat: the prompt / "00:20" /
  // the answer) opens every answer with a time alone: when no opening strip holds more than the time, a time is the
  // prompt's, never an answer's.
  if (strips.every((s) => s.anchor !== 'answer_start' || onlyTime(s))) return strips;
  return strips.map((s, k) => {
    const before = strips[k - 1];
    if (s.anchor !== 'answer_start' || !before || before.anchor !== 'answer_start') return s;
    return onlyTime(s) ? { ...s, anchor: 'answer_end' as Anchor } : s;
  });
}

/**
 * A strip of one button word that occurs once, as a paragraph of its own between two paragraphs of
 * prose, is the person quoting the button ("…one to me?" / "Copiar" / "(that's the word I want on
 * the button)"): a page closes every answer with its strip, so a real one-word strip recurs, or
 * sits under the last answer with nothing but the footer below.
 */
function withoutQuotedButtons(ctx: TextContext, strips: Strip[]): Strip[] {
  const once = new Map<string, number>();
  for (const s of strips) if (s.to - s.from === 1) once.set(ctx.trimmed[s.from] ?? '', (once.get(ctx.trimmed[s.from] ?? '') ?? 0) + 1);
  const proseAt = (k: number) => k >= 0 && k < ctx.lines.length && !ctx.fenced[k] && kindAt(ctx, k) === null && ENDS_PROSE.test(ctx.trimmed[k] ?? '');
  return strips.filter((s) => {
    if (s.to - s.from !== 1 || once.get(ctx.trimmed[s.from] ?? '') !== 1) return true;
    if (!isBlank(ctx.lines[s.from - 1] ?? 'x') || !isBlank(ctx.lines[s.to] ?? 'x')) return true;
    let above = s.from - 1;
    while (above >= 0 && isBlank(ctx.lines[above] ?? '') && !ctx.fenced[above]) above--;
    let below = s.to;
    while (below < ctx.lines.length && isBlank(ctx.lines[below] ?? '') && !ctx.fenced[below]) below++;
    // A remark in brackets right under the word is about it ("Edit" / "(that's the word I want on the
    // button)"): the person quoting it, whatever the word would anchor (an "Edit" opens answers on Claude).
    if (proseAt(above) && below < ctx.lines.length && !ctx.fenced[below] && isRemark(ctx.trimmed[below] ?? '')) return false;
    if (s.anchor !== 'answer_end') return true;
    return !(proseAt(above) && proseAt(below) && (ctx.trimmed[below] ?? '').length >= 20);
  });
}

/** A line of prose: a sentence end, or a bracketed remark. */
const ENDS_PROSE = /[.!?。！？)）]$/;


/** A tab of a row above a strip: chrome, or one short word between chrome lines ("Answer" / "Изображение" / "Источники"). */
function isTab(ctx: TextContext, i: number, from: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (ctx.fenced[i] || t.length === 0) return false;
  if (kindAt(ctx, i) !== null) return true;
  return t.length <= 24 && !/[.!?:;,。！？：]/.test(t) && i - 1 >= from && kindAt(ctx, i - 1) !== null;
}

/** A source card's title (cut short, no full stop) right above its domain or number chip. */
function isSourceTitle(ctx: TextContext, j: number, to: number): boolean {
  const t = ctx.trimmed[j] ?? '';
  // Titles of pages are often questions ("How do you clean brass?"); a line introducing more (":") is not one.
  if (j + 1 >= to || t.length === 0 || t.length > 80 || /[:;：]$/.test(t) || ctx.fenced[j]) return false;
  // Cards are listed tightly under the strip; a line after a gap is the answer's own last line.
  if (j > 0 && isBlank(ctx.lines[j - 1] ?? '')) return false;
  return kindAt(ctx, j + 1) === 'citation';
}

/** A line of written text in from..to: a sentence's end, or forty characters or more. */
function writtenTextIn(ctx: TextContext, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || t.length >= 40 || /[.!?。！？]$/.test(t)) return true;
  }
  return false;
}

/**
 * A line alone in from..to names the assistant or its model: a name line the strips did not take ("Phind-70B" over
 * an answer), so the stretch may hold an answer of its own.
 */
function namesAssistantWithin(ctx: TextContext, from: number, to: number): boolean {
  if (namesAssistant(ctx, from, to)) return true;
  for (let i = from; i < to; i++) if (!ctx.fenced[i] && MODEL_NAME_SHAPE.test(ctx.trimmed[i] ?? '')) return true;
  return false;
}

/** One token shaped as a model's name, no list knowing it: letters, then hyphenated parts with a number ("Phind-70B"). */
const MODEL_NAME_SHAPE = /^(?=[^\s]*\d)\p{L}[\p{L}\d.]*(?:-[\p{L}\d.]+)+$/u;

/** A line of the strip is the assistant's role name alone (Poe's default bot, "Assistant"). */
function namesAssistantRole(ctx: TextContext, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!ctx.fenced[i] && roleOfName(ctx.trimmed[i] ?? '') === 'assistant') return true;
  return false;
}

/** A line of the strip from..to names the assistant or its model ("Qwen3-235B-A22B", "DeepSeek-R1"). */
function namesAssistant(ctx: TextContext, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!ctx.fenced[i] && isAssistantName(ctx.trimmed[i] ?? '')) return true;
  return false;
}

export function parseWebTurns(ctx: TextContext): Candidate | null {
  const n = ctx.lines.length;
  let top = headerEnd(ctx, n);
  const bottom = footerStart(ctx, top);
  if (top >= bottom) return null;
  let strips = findStrips(ctx, top, bottom);
  const answerUnderTitle = titleOverFirstAnswer(ctx, top, strips[0]);
  if (answerUnderTitle >= 0) {
    top = answerUnderTitle;
    strips = findStrips(ctx, top, bottom);
  }
  const closing = strips.filter((s) => s.anchor === 'answer_end').length;
  const opening = strips.length - closing;
  if (closing + opening === 0) return paragraphTurns(ctx, top, bottom);

  const messages: DraftMessage[] = [];
  let bottomOfTurns = bottom;
  const lastStrip = strips[strips.length - 1];
  if (lastStrip && lastStrip.anchor === 'answer_end' && isComposerLeftover(ctx, lastStrip.to, bottom)) bottomOfTurns = lastStrip.to;
  let cursor = top;
  let answerOpen = false; // an opening strip was seen: the next unit is an answer
  const units: { from: number; to: number; before: Anchor | null; after: Anchor | null; thinking: boolean; named: boolean; nextNamed: boolean }[] = [];
  let before: Anchor | null = null;
  let named = false;
  for (const s of [...strips, { from: bottomOfTurns, to: bottomOfTurns, anchor: null as Anchor | null }]) {
    // The strip names the answer under it: a name line with written text under it before the end of the turns (a
    // model switch in the footer, "K2" over "Researcher", names none).
    const stripNamed = s.anchor === 'answer_start' && namesAssistant(ctx, s.from, s.to);
    const nextNamed = s.anchor === 'answer_start' && (stripNamed || namesAssistantRole(ctx, s.from, s.to)) && writtenTextIn(ctx, s.to, bottomOfTurns);
    units.push({ from: cursor, to: s.from, before, after: s.anchor, thinking: isThinkingStrip(ctx, s.from, s.to), named, nextNamed });
    before = s.anchor;
    named = stripNamed;
    cursor = s.to;
  }
  const answersMarked = marksEveryAnswer(units);
  const cardName = profileCardName(ctx, top);
  // How this page sets a prompt over its answer: one line with the answer right under it (true), apart (false), not
  // seen yet (null). Read from the exchanges closed by buttons, in order (promptAsTightAsBefore).
  let tightPrompts: boolean | null = null;
  for (const u of units) {
    const startRole: Role = u.before === 'answer_start' || answerOpen ? 'assistant' : 'user';
    const endRole: Role | null = u.after === 'answer_start' ? 'user' : u.after === 'answer_end' ? 'assistant' : null;
    // Pages that close every answer with buttons mark turns by them; wide gaps then are the answer's own
    // spacing (unfenced code, sections). Without closing strips, wide gaps are turn breaks too.
    // Attachment chips above a prompt ("report.pdf" / "PDF") are no line of it: the prompt starts under them.
    let from = u.from;
    // Thinking text under an opening strip is no turn: the answer starts under it.
    while (startRole === 'assistant' && from < u.to && (ctx.reasoning[from] || isBlank(ctx.lines[from] ?? ''))) from++;
    while (startRole === 'user' && from < u.to) {
      const chipEnd = attachmentChipEnd(ctx.lines, ctx.fenced, from);
      if (chipEnd < 0 && !isBlank(ctx.lines[from] ?? '')) break;
      from = chipEnd < 0 ? from + 1 : chipEnd;
    }
    // A stretch under the person's side that ends at the assistant's name line (Poe, Duck.ai: "GPT-4o mini" over every
    // answer) is one prompt, however many paragraphs and gaps it has: the page names every answer, so no answer hides in it.
    if (startRole === 'user' && u.after === 'answer_start') [from, u.to] = withoutNameHeadings(ctx, from, u.to, cardName);
    const promptOnly = (isPromptOnly(startRole, endRole, opening) && !u.thinking && !hasWideGap(ctx, from, u.to)) || isPromptBetweenAnswers(startRole, endRole, u.before, closing) || (startRole === 'user' && u.after === 'answer_start' && u.nextNamed && !namesAssistantWithin(ctx, from, u.to));
    // Under a strip that names the assistant or its model ("Qwen3-235B-A22B" / "思考结束"), as a label would, the
    // stretch is that answer: a person's next prompt would have its answer under a strip of its own.
    const oneAnswer = answersMarked || (u.before === 'answer_start' && u.named && endRole === null);
    const tail = u.before === null && u.from === top && u.after === 'answer_end' ? answerTailOverPromptHeading(ctx, from, u.to) : -1;
    let turns: Turn[] = tail >= 0 ? [{ role: 'assistant' as Role, from: tail, to: u.to }] : promptOnly ? [{ role: 'user' as Role, from, to: u.to }] : segmentTurns(ctx, from, u.to, startRole, endRole, closing === 0, oneAnswer, u.thinking);
    // Buttons under some answers only (Meta AI draws them under the last one, or where the pointer rested):
    // a stretch that ends at them, or after the last of them at the end of the turns, may hold exchanges
    // as unmarked as on a page without buttons. Read
    // so when that reading is a back-and-forth of short asks (two or more, each at most a few sentences,
    // most of them questions) — a long prompt with one long answer stays one exchange.
    if (!promptOnly && opening === 0 && u.after !== 'answer_start' && turns.length <= 2 && hasQuestionLine(ctx, from, u.to)) {
      const unmarked = segmentTurns(ctx, from, u.to, startRole, endRole, true, answersMarked, u.thinking);
      const asks = unmarked.filter((t) => t.role === 'user');
      const texts = asks.map((t) => ctx.trimmed.slice(t.from, t.to).join(' '));
      // Asks that ask: most of them hold a question (a recipe's steps read as "asks" hold none).
      if (asks.length >= 2 && texts.every((t) => t.length <= MAX_SHORT_ASK) && texts.filter((t) => /[?？]/.test(t)).length * 2 >= texts.length) turns = unmarked;
    }
    if (startRole === 'assistant' && u.after === 'answer_start' && u.nextNamed && !namesAssistantWithin(ctx, from, u.to)) turns = promptRunsToNamedAnswer(turns);
    if (startRole === 'assistant' && u.before === 'answer_start') turns = scriptStaysInAnswer(ctx, turns);
    if (!promptOnly && closing > 0 && startRole === 'user' && endRole === 'assistant') promptCodeRunsToHeader(ctx, turns, top, u.to);
    if (startRole === 'user' && endRole === 'assistant' && closing > 0) {
      if (tightPrompts !== false) turns = promptAsTightAsBefore(ctx, turns, tightPrompts === true);
      tightPrompts = tightnessOf(ctx, turns, tightPrompts);
    }
    for (const t of turns) appendTurn(ctx, messages, t.role, t.from, t.to);
    answerOpen = turns.length === 0 ? answerOpen || u.after === 'answer_start' : u.after === 'answer_start';
  }
  withoutRecurringTurnHeads(messages);
  withoutAppendedCitations(messages);
  // One answer alone is a reading only when the copy starts with the strip that opens it.
  if (messages.length === 0 || (messages.length === 1 && !(strips[0]?.anchor === 'answer_start' && startsWithStrip(ctx, top, strips[0].from)))) return null;
  const anchored = Math.min(1, (closing + opening) / Math.max(1, messages.length / 2));
  return {
    parser: 'ui_chrome_strips',
    format: 'unlabeled',
    platform: 'other',
    messages,
    confidence: 0.45 + 0.3 * anchored,
    patterns: ['ui_chrome_strips'],
    issues: [],
    uncertainties: ['No speaker labels: turns were found from the page’s buttons and blank lines, and the first paragraph of each turn was taken as your message.'],
  };
}

/**
 * A page copy whose first turn heading is the person's screen-reader heading ("You said:", "Tú dijiste:") starts
 * in the middle of an answer: the page sets that heading over every prompt, so the text above it is the end of an
 * answer, never a prompt of its own (as labeled.ts reads such an opening). The page's title lines may open the copy
 * over it (the chat's title, a note's name: short lines with no sentence mark, right over the answer's first
 * sentence); they are the page's. Returns where the answer's end starts, or -1 when the strip under the stretch
 * holds no such heading.
 */
function answerTailOverPromptHeading(ctx: TextContext, from: number, to: number): number {
  let heading = to;
  while (heading < ctx.lines.length && isBlank(ctx.lines[heading] ?? '') && !ctx.fenced[heading]) heading++;
  if (!isPromptHeading(ctx, heading) || !hasTextAfter(ctx, from, to)) return -1;
  let start = from;
  while (start < to && isBlank(ctx.lines[start] ?? '')) start++;
  let k = start;
  while (k < to && k < start + 3 && !ctx.fenced[k] && isPageTitleLine(ctx.trimmed[k] ?? '')) k++;
  // Title lines only over a sentence of the same paragraph: a stretch of title-like lines alone stays as it is.
  const next = ctx.trimmed[k] ?? '';
  return k > start && k < to && !ctx.fenced[k] && next.length > 0 && !isPageTitleLine(next) ? k : start;
}

/** A title line: short, no sentence mark anywhere in it ("Coin change in Python", "# Notes"). */
function isPageTitleLine(t: string): boolean {
  return isTitleLike(t) && !/[.!?¡¿。！？]/.test(t);
}

/**
 * A stretch under a named answer that ends at the next answer's name line (Duck.ai, Poe: "GPT-4o mini" over every
 * answer) holds that answer and one prompt: the page names every answer, so none hides in the prompt. The prompt
 * runs from where the person first takes the turn down to the name line, however many paragraphs it has
 * ("Here is what I found about Befunge:" / its rules / "Is that enough to go on?" are one prompt).
 */
export function promptRunsToNamedAnswer(turns: Turn[]): Turn[] {
  const first = turns.findIndex((t) => t.role === 'user');
  const last = turns[turns.length - 1];
  if (first < 1 || !last || first === turns.length - 1) return turns;
  return [...turns.slice(0, first), { role: 'user', from: turns[first]?.from ?? last.from, to: last.to }];
}

/** A line of a script the answer writes: a name, a colon, the line spoken ("Nurse: Good morning, come in."). */
const SCRIPT_LINE = /^([\p{Lu}\p{Lo}][\p{L}.'’ -]{0,30}?)[:：]\s+\S/u;

/** The names that open the paragraphs of a turn as script lines, or null when one paragraph is not such a line. */
function scriptNames(ctx: TextContext, t: Turn, lastOnly: boolean): string[] | null {
  const names: string[] = [];
  for (let i = t.from; i < t.to; i++) {
    if (ctx.fenced[i] || isBlank(ctx.lines[i] ?? '') || (i > t.from && !isBlank(ctx.lines[i - 1] ?? ''))) continue;
    const m = SCRIPT_LINE.exec(ctx.trimmed[i] ?? '');
    if (m) names.push((m[1] ?? '').toLowerCase());
    else if (!lastOnly) return null;
    else names.length = 0;
  }
  return names.length > 0 ? names : null;
}

/**
 * A dialogue the answer writes under its opening strip, a paragraph to each line ("[A knock at the door.]" /
 * "Doctor: Come in, please!" / "Nurse: Good morning, I'll help you settle." / "Doctor: Sit down. What brings you
 * here?"): the script's lines after the answer's last paragraph read as short replies, but they go on a script the
 * answer started, one of its names coming back. Turns made only of such lines, right after an answer that ends
 * with one, stay in that answer when a name of the answer's own lines recurs among them and the turns after them
 * still alternate (nothing, or the person's).
 */
function scriptStaysInAnswer(ctx: TextContext, turns: Turn[]): Turn[] {
  const out: Turn[] = [];
  for (let k = 0; k < turns.length; k++) {
    const t = turns[k] as Turn;
    out.push({ ...t });
    const opened = t.role === 'assistant' ? scriptNames(ctx, t, true) : null;
    if (!opened) continue;
    let run = k + 1;
    let recurs = false;
    while (run < turns.length) {
      const names = scriptNames(ctx, turns[run] as Turn, false);
      if (!names) break;
      if (names.some((n) => opened.includes(n))) recurs = true;
      run++;
    }
    // The last merged turn is the answer's, so the turn after the run (if any) is the person's.
    if (!recurs || run === k + 1 || turns[run - 1]?.role !== 'assistant') continue;
    (out[out.length - 1] as Turn).to = (turns[run - 1] as Turn).to;
    k = run - 1;
  }
  return out;
}

/**
 * One exchange between an answer's buttons and the next (or the top): when the reading's answer
 * opens with code paragraphs and a code block's header (a language line over its copy button,
 * "rust" / "Copy") comes lower, that code was the person's. A page draws its header over the
 * answer's code blocks, never over code the person typed into the prompt, which it shows as plain
 * lines ("Translate this code into proper Rust:" / "enum Color" / … / "fn main()" / "rust" / "Copy" /
 * the answer's code). So the prompt runs on to the header.
 */
export function promptCodeRunsToHeader(ctx: TextContext, turns: Turn[], from: number, to: number): void {
  const prompt = turns[0];
  const answer = turns[1];
  if (turns.length !== 2 || !prompt || !answer || prompt.role !== 'user') return;
  let header = -1;
  for (let i = answer.from; i < answer.to && header < 0; i++) {
    if (!ctx.fenced[i] && i > 0 && isBlank(ctx.lines[i - 1] ?? '') && codeHeaderEnd(ctx, i, from, to) >= 0) header = i;
  }
  if (header <= answer.from) return;
  for (let p = answer.from; p < header; ) {
    let e = p;
    while (e < header && (ctx.fenced[e] || !isBlank(ctx.lines[e] ?? ''))) e++;
    if (!isCodeParagraph(ctx, p, e)) return;
    while (e < header && !ctx.fenced[e] && isBlank(ctx.lines[e] ?? '')) e++;
    p = e;
  }
  let end = header;
  while (end > prompt.from && !ctx.fenced[end - 1] && isBlank(ctx.lines[end - 1] ?? '')) end--;
  prompt.to = end;
  answer.from = header;
}

/**
 * A page's heading over every turn of one party (a character page prints the person's name over each of
 * their messages, "Jonas" / "What do I do…"): the same short line (a fragment of a few words that closes no
 * sentence) first in two or more of that party's messages, and in more than half of them, with text under it.
 * A person does not open most (more than half) of their messages with the same line of a few words; a page does. Removed
 * from those messages.
 */
export function withoutRecurringTurnHeads(messages: DraftMessage[]): void {
  for (const role of ['user', 'assistant'] as const) {
    const mine = messages.filter((m) => m.role === role);
    const heads = new Map<string, number>();
    for (const m of mine) {
      const head = headLine(m.content);
      if (head !== null) heads.set(head, (heads.get(head) ?? 0) + 1);
    }
    for (const [head, count] of heads) {
      if (count < 2 || count * 2 <= mine.length) continue;
      for (const m of mine) if (headLine(m.content) === head) m.content = m.content.slice(m.content.indexOf('\n') + 1).trim();
    }
  }
}

/** A person's name alone on a line: one to three capitalised words ("Sasha", "Dr. Harlow"). */
const NAME_LINE = /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2}$/u;

/**
 * A page that heads every message with its writer's name, the bot's being the one on its profile card
 * (Character.AI: "Sasha" / the prompt / "Dr. Harlow" / "c.ai" / the answer). Read when a name recurs too
 * seldom for withoutRecurringTurnHeads (one exchange): the card's name alone right over a strip that opens an
 * answer heads that answer, and then a name line over a prompt heads the prompt. Returns the prompt's stretch
 * without its heading and the answer's heading under it.
 */
export function withoutNameHeadings(ctx: TextContext, from: number, to: number, cardName: string | null): [number, number] {
  if (cardName === null || !NAME_LINE.test(cardName) || to - from < 3 || ctx.trimmed[to - 1] !== cardName || ctx.fenced[to - 1]) return [from, to];
  let end = to - 1;
  while (end > from && isBlank(ctx.lines[end - 1] ?? '')) end--;
  let start = from;
  while (start < end && isBlank(ctx.lines[start] ?? '')) start++;
  if (start + 1 < end && !ctx.fenced[start] && NAME_LINE.test(ctx.trimmed[start] ?? '') && !isBlank(ctx.lines[start + 1] ?? '')) start++;
  return [start, end];
}

/** A message's first line when it is heading-shaped (a fragment of at most three words) with text under it, else null. */
function headLine(content: string): string | null {
  const nl = content.indexOf('\n');
  if (nl < 0) return null;
  const head = content.slice(0, nl).trim();
  if (!isFragment(head) || head.split(' ').length > 3 || content.slice(nl + 1).trim().length === 0) return null;
  return head;
}

/** Some line from..to ends with a question mark, outside code: a back-and-forth of asks holds one at least. */
function hasQuestionLine(ctx: TextContext, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!ctx.fenced[i] && /[?？]$/.test(ctx.trimmed[i] ?? '')) return true;
  return false;
}

/** The longest ask (characters) in a back-and-forth read on a page that marked only its last answer. */
const MAX_SHORT_ASK = 300;

/**
 * The line over the first turn that the header took for a chat-history title, when it is the first
 * prompt: the first turn is one paragraph closed by an answer's buttons ("用一句话解释什么是通货膨胀" /
 * "通货膨胀是指…。" / "复制"), so that paragraph is the answer and its prompt is right above it. A copy
 * that starts in the middle of an answer has no sidebar over it. Returns the prompt's line, or -1.
 */
function titleOverFirstAnswer(ctx: TextContext, top: number, first: Strip | undefined): number {
  if (!first || first.anchor !== 'answer_end' || top === 0) return -1;
  let lines = 0;
  for (let i = top; i < first.from; i++) {
    if (ctx.fenced[i]) return -1;
    if (isBlank(ctx.lines[i] ?? '')) {
      if (lines > 0 && hasTextAfter(ctx, i, first.from)) return -1; // two paragraphs: a prompt and its answer fit
      continue;
    }
    lines++;
  }
  // The page's own reading of that paragraph finds no prompt in it (a tight prompt and answer would part).
  if (lines === 0 || segmentTurns(ctx, top, first.from, 'user', 'assistant', false).length > 1) return -1;
  const above = previousText(ctx, top);
  const t = ctx.trimmed[above] ?? '';
  if (above < 0 || ctx.fenced[above] || !isTitleLike(t) || kindAt(ctx, above) !== null || isAssistantName(t)) return -1;
  return above;
}

/**
 * The page's way of setting a prompt over its answer, after one more exchange: a one-line prompt with its answer
 * right under it is tight; a prompt of several lines, or one set apart by a blank line, is not (and stays so).
 */
function tightnessOf(ctx: TextContext, turns: Turn[], before: boolean | null): boolean | null {
  const [prompt, answer] = turns;
  if (before === false || !prompt || !answer || prompt.role !== 'user' || answer.role !== 'assistant') return before;
  const glued = answer.from === prompt.to && !isBlank(ctx.lines[prompt.to] ?? '');
  return glued && prompt.to - prompt.from === 1;
}

/**
 * On a page whose prompts so far were one line with the answer right under it (Doubao: "帮我把这段话改得…" /
 * "好的，可以这样写："), a later prompt read as two lines or more of one paragraph ("再正式一点，用于发给领导" /
 * "尊敬的王总：") is its first line, and the rest opens the answer — unless its second line goes on with the first
 * (lower case, a list item, a line running on from ",").
 */
function promptAsTightAsBefore(ctx: TextContext, turns: Turn[], tight: boolean): Turn[] {
  const [prompt, answer, ...rest] = turns;
  if (!tight || !prompt || !answer || prompt.role !== 'user' || answer.role !== 'assistant' || prompt.to - prompt.from < 2) return turns;
  const first = ctx.trimmed[prompt.from] ?? '';
  const second = ctx.trimmed[prompt.from + 1] ?? '';
  if (ctx.fenced[prompt.from + 1] || isBlank(ctx.lines[prompt.from + 1] ?? '') || /[,，:：;；]$/.test(first) || continuesInLowerCase(second) || /^([-*•]|\d+[.)])\s/.test(second)) return turns;
  return [{ role: 'user', from: prompt.from, to: prompt.from + 1 }, { role: 'assistant', from: prompt.from + 1, to: answer.to }, ...rest];
}

/** Nothing but blank lines between the top of the turns and the first strip: the copy starts at an answer. */
export function startsWithStrip(ctx: TextContext, top: number, stripFrom: number): boolean {
  for (let i = top; i < stripFrom; i++) if (!isBlank(ctx.lines[i] ?? '')) return false;
  return true;
}

/**
 * A stretch that starts with the person's text (top of the page, or after an answer's closing
 * strip) and ends at a strip that opens an answer, on a page that opens its answers with strips
 * (two or more), is one prompt, however many paragraphs it has: splitting it would need a whole
 * answer that the page left unmarked (Poe, Grok, Le Chat prompts of several paragraphs). Not when
 * the stretch has a wide gap, nor when the strip is a thinking line: pages that open only some
 * answers (DeepSeek's or Grok's "Thought for 14 seconds" on reasoning answers) leave the others unmarked.
 */
export function isPromptOnly(startRole: Role, endRole: Role | null, opening: number): boolean {
  return startRole === 'user' && endRole === 'user' && opening >= 2;
}

/**
 * On a page that closes its answers with buttons, the stretch from the top (or from an answer's
 * buttons) to a strip that opens an answer (a thinking line, sources) holds no answer: an answer in
 * it would have its buttons under it. It is one prompt, however many paragraphs, code or questions
 * it has (Kimi: "Copy / Regenerate / Share" under every answer, "Thinking complete" over some).
 */
export function isPromptBetweenAnswers(startRole: Role, endRole: Role | null, before: Anchor | null, closing: number): boolean {
  return startRole === 'user' && endRole === 'user' && closing >= 1 && (before === 'answer_end' || before === null);
}

/**
 * The page opens every answer with a strip: two or more opening strips that are not thinking
 * lines. A "Thought for 40s" or "57s" strip sits only above answers that reasoned (Grok, DeepSeek,
 * Qwen), so pages whose only opening strips are thinking lines leave other answers unmarked, and a
 * stretch between two of them may hold more than one exchange.
 */
export function marksEveryAnswer(units: readonly { after: Anchor | null; thinking: boolean }[]): boolean {
  let marked = 0;
  for (const u of units) if (u.after === 'answer_start' && !u.thinking) marked++;
  return marked >= 2;
}

/**
 * A strip with a thinking-time line ("Thought for 13s", "57s"): pages show it only above answers
 * that reasoned, so it does not say that every answer before it was opened by a strip too.
 */
function isThinkingStrip(ctx: TextContext, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (kindAt(ctx, i) === 'timing' || isThinkingStatus(ctx, i)) return true;
  return false;
}

/**
 * After the last answer's buttons, one short line before the page's footer is the composer's
 * placeholder ("Ask Le Chat or @mention an agent"), in whatever words: a copy ends with an answer.
 */
function isComposerLeftover(ctx: TextContext, from: number, to: number): boolean {
  let lines = 0;
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) continue;
    if (ctx.fenced[i] || t.length > 80 || /[.!?。！？]$/.test(t)) return false;
    lines++;
  }
  return lines === 1;
}

/**
 * The numbers a search answer's page appends to its paragraphs ("…fix any errors it finds. [1]", "…in
 * 2023.[2][5]"): links to its sources, which a copy of the page carries as text. Only after a sentence's
 * end and at the line's end: "outputs[0]" and a reference list ("[1] Title – url") stay. Page copies only;
 * a transcript or an export keeps its text as written.
 */
const APPENDED_CITATIONS = /([.!?。！？)])[ \t]?(?:\[\d{1,3}\])+[ \t]*$/gm;
function withoutAppendedCitations(messages: DraftMessage[]): void {
  for (const m of messages) if (m.role === 'assistant' && m.content.includes('[')) m.content = m.content.replace(APPENDED_CITATIONS, '$1');
}

/**
 * Copies with neither labels nor strips (the page copied no buttons): the person speaks first,
 * then turns follow how the paragraphs ask and answer (turn-segments.ts).
 */
function paragraphTurns(ctx: TextContext, top: number, bottom: number): Candidate | null {
  const messages: DraftMessage[] = [];
  for (const t of oneLineTurns(ctx, top, bottom, 'user') ?? tightPairTurns(ctx, top, bottom) ?? lengthAlternationTurns(ctx, top, bottom) ?? segmentTurns(ctx, top, bottom, 'user', null, true)) appendTurn(ctx, messages, t.role, t.from, t.to);
  if (messages.length < 2) return null;
  withoutAppendedCitations(messages);
  return {
    parser: 'blank_line_blocks',
    format: 'unlabeled',
    platform: 'other',
    messages,
    // Just above a split at wide gaps only (0.45): this reading uses the same gaps and more. Below
    // the speaker-label finder's one-sided reading (0.4) when the paste has speaker labels at all.
    confidence: hasSpeakerLabels(ctx, top, bottom) ? 0.35 : 0.46,
    patterns: ['paragraph_alternation'],
    issues: [],
    uncertainties: ['No speaker labels and no buttons: turns were guessed from which paragraphs ask and which answer.'],
  };
}
