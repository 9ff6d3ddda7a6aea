import { isMessageChrome, isPageChrome } from '../chrome';
import { shareTitleBlockEnd, type TextContext } from '../context';
import { isBlank, looksLikeCodeLine } from '../text';
import { isFragment } from '../chrome-structure';
import { contentWords, isCodeParagraph, isImportStatement, isInstruction, isRequestToAssistant, opensLikeAnswer, pointsAheadAtMaterial } from './turn-segments';
import { chromeKindOf } from '../chrome';
import { addressesAssistant, asksOnBehalfOfAssistant, isArtifactCard, isAssistantName, type ChromeKind } from '../vocabulary';

/**
 * The edges of a copied page: the header (navigation, the assistant's name, the chat history
 * under them, a title repeating the first prompt) and the footer (composer, disclaimer, model
 * badges, mode switches). Found by what the lines are and where they sit, for every finder
 * that reads label-less copies.
 */

function kindAt(ctx: TextContext, i: number): ChromeKind | null {
  if (ctx.fenced[i]) return null;
  const t = ctx.trimmed[i] ?? '';
  return t.length === 0 || t.length > 240 ? null : chromeKindOf(t);
}

/**
 * A line that ends no sentence and is short: a history title, a tab, a chip. Not a list item: a
 * prompt typed right under the sidebar ("- keine der Zahlen kleiner als 10 ist") starts there.
 */
export function isTitleLike(t: string): boolean {
  return t.length > 0 && t.length <= 48 && !/[.!?:;。！？：]$/.test(t) && !/^([-*•]|\d+[.)])\s/.test(t);
}

/** A thinking time or a status line: it sits right above an answer, never in the page's header. */
export function opensAnswer(kind: ChromeKind | null): boolean {
  return kind === 'timing' || kind === 'status';
}

/**
 * An answer's opening strip starts under line `i`: past a row of tabs ("Answer" / "Images"), a
 * sources chip, a thinking time or a status line. The line above it is the person's prompt (a
 * Perplexity-style thread heading), however much it looks like a history title.
 */
export function opensAnswerBelow(ctx: TextContext, i: number, end: number): boolean {
  let seen = 0;
  let gapAfterTab = false;
  for (let j = i + 1; j < end && seen < 4; j++) {
    const t = ctx.trimmed[j] ?? '';
    if (ctx.fenced[j]) return false;
    if (t.length === 0) {
      gapAfterTab = seen > 0;
      continue;
    }
    // A row of tabs is one block: past a gap after a "tab", the short line is the next paragraph (a model picker over
    // the prompt: "Qwen3-235B-A22B" / "" / "1/xsin（1/x）的原函数"), not the row.
    if (gapAfterTab && kindAt(ctx, j) === null) return false;
    const kind = kindAt(ctx, j);
    if (kind === 'citation' || kind === 'timing' || kind === 'status') return true;
    // Tabs: navigation words or one short word.
    if (!(kind === 'navigation' || (t.length <= 24 && !/[\s.!?:;,。！？：]/.test(t)))) return false;
    seen++;
  }
  return false;
}

/** A history title cut off after a colon ("Rectangle area II Author:"), inside the list: the next line goes on with it. */
function isCutTitle(ctx: TextContext, i: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  const next = ctx.trimmed[i + 1] ?? '';
  return t.length <= 48 && /[:：]$/.test(t) && next.length > 0 && next.length <= 48 && !ctx.fenced[i + 1];
}

function firstText(ctx: TextContext, end: number): number {
  for (let i = 0; i < end; i++) if (!isBlank(ctx.lines[i] ?? '')) return i;
  return -1;
}

/** A short title-like line (one or two words) with a navigation line right under it. */
function productNameOverNavigation(ctx: TextContext, i: number, end: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (t.length > 24 || !isTitleLike(t) || t.split(/\s+/).length > 2) return false;
  let j = i + 1;
  while (j < end && isBlank(ctx.lines[j] ?? '')) j++;
  return j < end && kindAt(ctx, j) === 'navigation';
}

/** A creator's credit: a word or two, then an @handle ("By @mintleaf", "Von @poe"), and nothing else. */
const CREATOR_CREDIT = /^[^\s@]{1,12}(?: [^\s@]{1,12})?:? @[\p{L}\p{N}._-]{1,40}$/u;
/** A follower or chat count under it: a number with its unit letter, then a word or two ("486K followers", "1.2M chats"). */
const FOLLOWER_COUNT = /^[\d.,]+\s?[KkMm万千]?\+?\s\p{L}+(?: \p{L}+)?$/u;

/**
 * A bot's profile card at the top of its chat page (Poe, Character.AI): the bot's name over its creator's
 * credit and perhaps a follower count ("Helpful Tutor" / "By @mintleaf" / "12K followers"). The page's header,
 * not a turn, even when the bot's name reads as an answer's heading ("Assistant"). Returns the index after the
 * card when line `i` opens one, else `i`.
 */
function profileCardEnd(ctx: TextContext, i: number, end: number): number {
  const name = ctx.trimmed[i] ?? '';
  if (i + 1 >= end || name.length > 40 || !isFragment(name) || ctx.fenced[i + 1] || !CREATOR_CREDIT.test(ctx.trimmed[i + 1] ?? '')) return i;
  return i + 2 < end && !ctx.fenced[i + 2] && FOLLOWER_COUNT.test(ctx.trimmed[i + 2] ?? '') ? i + 3 : i + 2;
}

/** The bot's name from the profile card in the page's header (lines before `top`), else null. */
export function profileCardName(ctx: TextContext, top: number): string | null {
  for (let i = 0; i < top; i++) if (profileCardEnd(ctx, i, top + 1) > i) return ctx.trimmed[i] ?? null;
  return null;
}

/** How far below the sidebar a prompt's answer is looked for (lines). */
const ANSWER_REACH = 200;

/**
 * The last title of the chat history, a whole short question or sentence ("How do I dry parsley?")
 * with the gap before the first prompt under it: it sits in the sidebar's tight list, right under
 * another title, and none of its words come back in the text below — a prompt typed right under
 * the sidebar has its answer below, which speaks of what it asked.
 */
function isLastTitle(ctx: TextContext, i: number, end: number, aboveIsTitle = false): boolean {
  const above = ctx.trimmed[i - 1] ?? '';
  // Under another history title (one read as such already, also a whole question: "Are you as capable as
  // ChatGPT?"), not right under the navigation or the product's name.
  if (i === 0 || !(aboveIsTitle || isTitleLike(above)) || kindAt(ctx, i - 1) !== null || isAssistantName(above) || isPageChrome(above)) return false;
  // The line under the gap is a prompt with its answer's opening strip right under it ("…I miss them?" /
  // "Réflexion durant 39s"): the line over the gap has no answer of its own, a title.
  const below = nextText(ctx, i + 1, end);
  // A line that points ahead at material ("Why does this crash?") with code under the gap asks about that code:
  // the prompt, not a title.
  if (below >= 0 && pointsAheadAtMaterial(ctx.trimmed[i] ?? '') && isCodeParagraph(ctx, below, paragraphEndFrom(ctx, below, end))) return false;
  if (below >= 0 && !ctx.fenced[below] && opensAnswerBelow(ctx, below, end)) return true;
  const words = contentWords(ctx.trimmed[i] ?? '');
  if (words.size === 0) return false;
  for (let j = i + 1; j < end && j < i + ANSWER_REACH; j++) {
    for (const w of contentWords(ctx.trimmed[j] ?? '')) if (words.has(w)) return false;
  }
  return true;
}

/**
 * Written text at line `j`: a line of 60 characters or more, or a sentence. Under a name line the answer starts
 * right away (a model picker in the header has a gap and the prompt under it).
 */
function answerRightUnder(ctx: TextContext, j: number, end: number): boolean {
  if (j >= end || ctx.fenced[j]) return false;
  const t = ctx.trimmed[j] ?? '';
  return t.length >= 60 || /[.!?。！？:：]$/.test(t);
}

/** The last line with text above line `i`, or -1. */
export function previousText(ctx: TextContext, i: number): number {
  for (let j = i - 1; j >= 0; j--) if (ctx.fenced[j] || !isBlank(ctx.lines[j] ?? '')) return j;
  return -1;
}

function nextText(ctx: TextContext, i: number, end: number): number {
  for (let j = i; j < end; j++) if (ctx.fenced[j] || !isBlank(ctx.lines[j] ?? '')) return j;
  return -1;
}

/**
 * A block of chat-history titles set apart from the navigation above it by a gap (a sidebar whose
 * history section has no heading: "Le Chat" / "New chat" / "Search" / gap / "Cover letter draft" /
 * "Birthday gift for dad"): two or more short lines that end no sentence, no chrome among them, a
 * gap under them, and none of their words come back in the text below. They are other chats: a
 * prompt typed as short lines has its answer below, which speaks of what it asked. Returns the
 * index after the block, else -1.
 */
export function historyBlockEnd(ctx: TextContext, from: number, end: number): number {
  let k = from;
  while (k < end && !ctx.fenced[k] && !isBlank(ctx.lines[k] ?? '')) {
    const t = ctx.trimmed[k] ?? '';
    if (!isTitleLike(t) || /[,，]$/.test(t) || kindAt(ctx, k) !== null || /^\s/.test(ctx.lines[k] ?? '')) return -1;
    // A prompt that opens with code ("import numpy as np" / "import re"): no chat is titled so.
    if (isImportStatement(t) || looksLikeCodeLine(t)) return -1;
    k++;
  }
  if (k - from < 2 || k >= end || ctx.fenced[k]) return -1;
  const words = new Set<string>();
  for (let j = from; j < k; j++) for (const w of contentWords(ctx.trimmed[j] ?? '')) words.add(w);
  if (words.size === 0) return -1;
  for (let j = k; j < end && j < k + ANSWER_REACH; j++) {
    for (const w of contentWords(ctx.trimmed[j] ?? '')) if (words.has(w)) return -1;
  }
  return k;
}

/** A line that opens answers, sitting in the header's first tight block as its mode switch (see headerEnd). */
function isModeSwitchInHeader(ctx: TextContext, i: number, end: number, inNavigation: boolean): boolean {
  if (!inNavigation || i === 0 || i + 1 >= end || isBlank(ctx.lines[i - 1] ?? '') || ctx.fenced[i + 1]) return false;
  const next = ctx.trimmed[i + 1] ?? '';
  const kind = kindAt(ctx, i + 1);
  return kind === 'navigation' || isPageChrome(next) || (isTitleLike(next) && !/[.!?。！？:：]$/.test(next) && isBlank(ctx.lines[i + 2] ?? ''));
}

/** Where the page header ends: navigation, the assistant's name, and the chat-history titles under them. */
export function headerEnd(ctx: TextContext, end: number): number {
  let i = shareTitleBlockEnd(ctx.trimmed, ctx.fenced, end);
  if (i > 0) return i;
  let inNavigation = false;
  let lastTitle = -1; // the last line read as a chat-history title
  while (i < end) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i]) break;
    if (t.length === 0) {
      // A sidebar list has no blank lines; a gap ends it — unless a block of chat-history titles follows it.
      // (Looked for once, at the gap that ends the navigation: inNavigation is false after it.)
      const next = inNavigation ? nextText(ctx, i, end) : -1;
      // The line over the gap is the page's title for the open chat, the first prompt's start with its
      // line breaks gone ("import numpy as np import re def" over "import numpy as np" / "import re" /
      // "" / "def …"): the prompt starts under the gap, however short its lines are.
      if (next >= 0 && titleOfTextBelow(ctx, i, next, end)) {
        i = next;
        break;
      }
      const history = next >= 0 ? historyBlockEnd(ctx, next, end) : -1;
      if (history >= 0) {
        i = history;
        continue;
      }
      inNavigation = false;
      i++;
      continue;
    }
    // The bot's profile card: its name over the creator's handle (and a follower count).
    const card = profileCardEnd(ctx, i, end);
    if (card > i) {
      inNavigation = true;
      i = card;
      continue;
    }
    const kind = kindAt(ctx, i);
    // A copy that starts at an answer ("Thought for 48s" on top): the header ends at what opens it. Not a
    // mode switch in the header ("Gemini" / "Thinking" / "Conversation with Gemini"): glued under the
    // product's name and over more header lines (navigation, a title that closes no sentence), it opens nothing.
    if (opensAnswer(kind) && !isModeSwitchInHeader(ctx, i, end, inNavigation)) break;
    // The product's name no list knows ("GigaChat", "Doubao") on the first line, right over the
    // sidebar's navigation ("Новый чат"): it heads the sidebar like a known name does.
    if (i === firstText(ctx, end) && productNameOverNavigation(ctx, i, end)) {
      inNavigation = true;
      i++;
      continue;
    }
    if (kind === 'navigation' || kind === 'composer' || isAssistantName(t) || isPageChrome(t)) {
      // The product's name at the top heads the sidebar as much as "New chat" does.
      inNavigation = inNavigation || kind === 'navigation' || isPageChrome(t) || isAssistantName(t);
      i++;
      continue;
    }
    // Chat-history titles are cut short ("How do I get my child", "Rectangle area II Author:");
    // some are whole questions or a whole first sentence ("I'm trying to get into shape.", Qwen's
    // sidebar) when the list goes on under them. The line right above an answer's opening strip is the prompt.
    if (opensAnswerBelow(ctx, i, end)) break;
    // The list goes on with another title under it: a short line or one cut short ("…"), not the answer's long first
    // sentence right under the prompt ("Pi" / "I've been feeling stuck at work lately." / "That sounds frustrating. …").
    const below = ctx.trimmed[i + 1] ?? '';
    const listGoesOn = !isBlank(ctx.lines[i + 1] ?? '') && (below.length <= 60 || /(?:…|\.\.\.)$/.test(below));
    // A line that runs on into a list ("Berechne die Aufteilung neu so dass," / "- keine der Zahlen…")
    // is a prompt typed right under the sidebar, however short.
    if (/[,，]$/.test(t) && /^([-*•]|\d+[.)])\s/.test(ctx.trimmed[i + 1] ?? '')) break;
    // A sentence right over the bot's or model's name line with the answer under it ("東京で…教えてください。" / "GPT-4o" /
    // "雨の日でも…"): the prompt, as Poe and Duck.ai name the answering model over each answer. A sidebar's bot list
    // has no sentences, and its last title is no sentence over a name with an answer under it.
    if (/[?？.。!！]$/.test(t) && !isBlank(ctx.lines[i + 1] ?? '') && isAssistantName(ctx.trimmed[i + 1] ?? '') && answerRightUnder(ctx, i + 2, end)) break;
    // A sentence right over a row of an answer's buttons ("通货膨胀是指…。" / "复制" / "重新生成") is that answer's
    // last line; a sidebar's last title over the header's one "More" or "Share" button ends none.
    if (/[?？.。!！]$/.test(t) && kindAt(ctx, i + 1) === 'button' && kindAt(ctx, i + 2) === 'button') break;
    if (inNavigation && (isTitleLike(t) || (t.length <= 48 && /[?？.。]$/.test(t) && (listGoesOn || isLastTitle(ctx, i, end, lastTitle === i - 1))) || isCutTitle(ctx, i))) {
      lastTitle = i;
      i++;
      continue;
    }
    break;
  }
  // The last "title" has its answer under it ("Help me pick a laptop" / gap / "Sure. What will you use it
  // for?"): a history list is not answered, so that line is the first prompt.
  if (lastTitle >= 0 && i < end && lastTitle === previousText(ctx, i) && opensLikeAnswer(ctx.trimmed[i] ?? '')) i = lastTitle;
  // A page title repeating the start of the first prompt ("act as python code generator and given").
  const title = ctx.trimmed[i] ?? '';
  let next = i + 1;
  while (next < end && isBlank(ctx.lines[next] ?? '')) next++;
  if (title.length >= 4 && next < end && next > i + 1 - 1 && (ctx.trimmed[next] ?? '').startsWith(titleStem(title))) i = next;
  else if (next < end && next > i + 1) {
    // The model picker ("Qwen3-Max") may sit between the title and the prompt, alone in its paragraph.
    let prompt = next;
    if (isAssistantName(ctx.trimmed[next] ?? '') && isBlank(ctx.lines[next + 1] ?? '')) {
      prompt = next + 1;
      while (prompt < end && isBlank(ctx.lines[prompt] ?? '')) prompt++;
    }
    if (prompt < end && isConversationTitle(ctx, i, prompt, end)) i = prompt;
  }
  return i;
}

/**
 * A page title's text without the ellipsis that marks it cut short: DeepSeek titles the open chat with the prompt's
 * start and "…" ("你是一位具有三十年经验的…" over "你是一位具有三十年经验的学术…"), which reads as the prompt's
 * start only without the mark. Four characters or more stay, so a bare "…" or "Hi…" says nothing.
 */
function titleStem(title: string): string {
  const stem = title.replace(/\s*(?:…|\.\.\.)$/, '');
  return stem.length >= 4 ? stem : title;
}

/**
 * The last line above the gap at `gap` is the start of the text under it, run together as a page
 * title prints it (its line breaks and blank lines turned into single spaces, cut short): at least
 * three words, and the text below reads the same up to the title's end.
 */
export function titleOfTextBelow(ctx: TextContext, gap: number, next: number, end: number): boolean {
  let above = gap - 1;
  while (above >= 0 && isBlank(ctx.lines[above] ?? '') && !ctx.fenced[above]) above--;
  const title = (ctx.trimmed[above] ?? '').replace(/\s+/g, ' ');
  if (above < 0 || ctx.fenced[above] || title.split(' ').length < 3) return false;
  let text = '';
  for (let k = next; k < end && text.length < title.length + 1; k++) {
    const t = ctx.trimmed[k] ?? '';
    if (t.length > 0) text = text.length > 0 ? `${text} ${t}` : t;
  }
  text = text.replace(/\s+/g, ' ');
  // The title's own first line would already read as the prompt's start (the check after the loop).
  return text.startsWith(title) && !(ctx.trimmed[next] ?? '').startsWith(title);
}

/**
 * The conversation's title over its first prompt (Kimi, Qwen, DeepSeek print it at the top of the
 * thread): a title-like line alone in its paragraph that either repeats a chat-history title above
 * it (the open conversation is listed in the sidebar too) or summarises the prompt under it — every
 * word of it comes back in that prompt, not as typed ("Reproduce Van Gogh Painting" over "How
 * can I reproduce a Van Gogh painting…"). Two words or more: a one-word greeting ("hi") over "hi" is
 * the person's. A person's first line over their own text is a sentence or brings words of its own.
 */
function isConversationTitle(ctx: TextContext, i: number, next: number, end: number): boolean {
  const title = ctx.trimmed[i] ?? '';
  if (ctx.fenced[i] || !isTitleLike(title) || !isBlank(ctx.lines[i + 1] ?? '') || kindAt(ctx, i) !== null) return false;
  const words = title.toLowerCase().match(/\p{L}[\p{L}'’-]{2,}/gu) ?? [];
  if (words.length < 2) return false;
  for (let k = 0; k < i; k++) if (ctx.trimmed[k] === title) return true;
  const below = ctx.trimmed.slice(next, Math.min(end, paragraphEndFrom(ctx, next, end))).join(' ').toLowerCase();
  // A summary re-cases the words it takes ("Excellent Joke Writer"): the prompt's own line quoted as it
  // was typed under it ("[Click to copy: Human: TELL ME THE 7 THINGS…]") is the prompt again.
  if (ctx.trimmed.slice(next, paragraphEndFrom(ctx, next, end)).join(' ').includes(title)) return false;
  if (!words.every((w) => below.includes(w.slice(0, Math.max(3, Math.min(w.length, 5)))))) return false;
  return recasedOrCut(title, below);
}

/**
 * A title made from the prompt either re-cases its words ("Reproduce Van Gogh Painting") or is the prompt's start
 * cut short ("Implement a function to …"). A line in sentence case that is neither ("Act as a tour guide" over "I
 * want you to act as a guide…") is the person's own heading over their prompt, typed with it. Scripts without
 * case (CJK) say nothing either way.
 */
function recasedOrCut(title: string, below: string): boolean {
  const words = title.replace(/^#+\s*/, '').match(/\p{L}[\p{L}'’-]{3,}/gu) ?? [];
  if (!words.some((w) => /^\p{Ll}/u.test(w))) return true;
  const start = title.replace(/^#+\s*/, '').replace(/\s*(?:…|\.\.\.)$/, '').replace(/\s+/g, ' ').toLowerCase();
  return below.replace(/\s+/g, ' ').replace(/^#+\s*/, '').startsWith(start);
}

function paragraphEndFrom(ctx: TextContext, from: number, end: number): number {
  let k = from;
  while (k < end && (ctx.fenced[k] || !isBlank(ctx.lines[k] ?? ''))) k++;
  return k;
}

/** The built-in disclaimers and end notes ("Claude can make mistakes...") are page text, not buttons. */
function isCoreDisclaimer(t: string): boolean {
  return t.length > 30 && isMessageChrome(t);
}

/** The composer line among the last few lines, when only short lines follow it. */
function composerLine(ctx: TextContext, from: number): number {
  let seen = 0;
  let names: Set<string> | null = null;
  for (let i = ctx.lines.length - 1; i >= from && seen < 6; i--) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) continue;
    if (ctx.fenced[i] || t.length > 160) return -1;
    if (kindAt(ctx, i) === 'composer') return i;
    names ??= recurringNameLines(ctx);
    if (addressesNamedSpeaker(ctx, i, names)) return i;
    seen++;
  }
  return -1;
}

/**
 * Short lines of their own that recur (two or more times, the page's header included), are no known
 * button or chip and head a line of text at least once (right under them or under a badge glued to them): the names a page prints over turns and atop ("GPT-4o" over each answer, a character's
 * name as the page's title and over its answers, "Assistant").
 */
function recurringNameLines(ctx: TextContext): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  const overText = new Set<string>();
  for (let i = 0; i < ctx.lines.length; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || t.length < 3 || t.length > 30 || !isFragment(t) || t.split(' ').length > 3) continue;
    const kind = kindAt(ctx, i);
    if (kind !== null && kind !== 'badge') continue;
    if (seen.has(t)) twice.add(t);
    else seen.add(t);
    // A name heads text: at least once a line of text sits right under it, or under a badge or two glued to it
    // ("Nova" / "bot" / text); a button sits under text, with a gap or more buttons under it.
    let j = i + 1;
    while (j < ctx.lines.length && j - i <= 2 && !ctx.fenced[j] && isFragment(ctx.trimmed[j] ?? '')) j++;
    const below = ctx.trimmed[j] ?? '';
    if (!ctx.fenced[j] && below.length > 0 && !isFragment(below)) overText.add(t);
  }
  for (const t of twice) if (!overText.has(t)) twice.delete(t);
  return twice;
}

/**
 * The composer's placeholder by whom it addresses: a short line near the page's end, set apart by a blank
 * line, that closes no sentence (it may trail off) and holds, with words of its own, a name the page prints
 * over turns ("Send a message to Nova", "Écrire à Nova…", "Nova에게 메시지 보내기…"). Once only: a name
 * line's own repeat is the name, not the composer.
 */
function addressesNamedSpeaker(ctx: TextContext, i: number, names: ReadonlySet<string>): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (names.size === 0 || t.length > 80 || names.has(t) || i === 0 || !isBlank(ctx.lines[i - 1] ?? '')) return false;
  if (/[.!?。！？:：]$/.test(t.replace(/(?:\.\.\.|…)$/, ''))) return false;
  for (const name of names) if (t.includes(name)) return true;
  return false;
}

/** A composer placeholder's shape: one short phrase that trails off ("Ask anything...", "Message…"), no other sentence in it. */
export function isPlaceholderShape(t: string): boolean {
  return t.length <= 60 && /(?:\.\.\.|…)$/.test(t) && !/[.!?。！？](?=\s|$)/.test(t.replace(/(?:\.\.\.|…)$/, ''));
}

/**
 * The composer's placeholder offering the assistant's help, in the assistant's voice: "How can I help
 * you today?", "What can I help with?", "¿En qué puedo ayudarte hoy?", "Comment puis-je vous aider ?",
 * "Wie kann ich dir helfen?", "今天有什么可以帮您？", "오늘 무엇을 도와드릴까요?". A person asks for help the
 * other way round ("Can you help me…"). Short, and a question.
 */
const OFFERS_HELP = /(?:\b(?:can|may) i help\b|\bi help you\b|\bhelp(?: you)? with\s*\?$|puedo ayudar|puis-je (?:vous |t['’])aider|kann ich (?:dir |ihnen )?helfen|posso (?:te |lhe |ti )?(?:ajudar|aiutar)|могу (?:вам |тебе )?помочь|(?:帮|幫)(?:你|您)|可以帮|お手伝い(?:でき|しま)|도와(?:드릴|줄))/iu;

export function offersHelp(t: string): boolean {
  return t.length <= 60 && /[?？]$/.test(t) && OFFERS_HELP.test(t);
}

/**
 * A footer disclaimer by its shape: one line of at most 140 characters that speaks of AI as the
 * author ("AI-generated", "generado por IA", "KI", "ИИ", "AI가", "人工智能") and of its being wrong or
 * for reference; it is the page's last line, under the composer, and may end with a link ("Learn more").
 */
const SPEAKS_OF_AI = /(?:^|[^\p{L}])(?:AI|IA|KI|ИИ)(?:[^\p{L}]|$)|AI[がが가]|人工智能|AI ?生成/u;
const MAY_BE_WRONG = /(?:mistake|inaccura|not be accurate|reference|error|erro|exact|inexact|impreci|inappropr|fehler|ungenau|ошиб|неточ|錯|错|误|正確|確認|확인|실수|정확|甄别|核查|verif|check|pr[üu]f)/iu;

export function isDisclaimerShape(t: string): boolean {
  // It may end with its link's words ("… Learn more", "… Más información").
  return t.length <= 140 && !/[?？:：]$/.test(t) && SPEAKS_OF_AI.test(t) && MAY_BE_WRONG.test(t);
}

/**
 * The composer as one tight block at the very end of the page, found by its shape: after the last
 * blank line, two to eight short lines with no blank line between them, at least two (and half)
 * of them page chrome (a mode switch, "Search", a disclaimer, the composer) — the rest are the
 * placeholder and the disclaimer in words no list has ("How can I help you today?" / "Thinking" /
 * "Search" / "AI-generated content may not be accurate."). No button: the last answer's buttons
 * close that answer and stay out of the footer. Returns where the block starts, else -1.
 */
export function tailChromeBlock(ctx: TextContext, from: number): number {
  let last = ctx.lines.length - 1;
  while (last >= from && !ctx.fenced[last] && isBlank(ctx.lines[last] ?? '')) last--;
  let first = last;
  while (first - 1 >= from && !ctx.fenced[first - 1] && !isBlank(ctx.lines[first - 1] ?? '')) first--;
  const size = last - first + 1;
  // The block must sit under text of its own (a blank line above it, content above that).
  if (size < 2 || size > 8 || first - 1 <= from) return -1;
  let chrome = 0;
  let pageOnly = false;
  for (let i = first; i <= last; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || t.length > 100) return -1;
    const kind = kindAt(ctx, i);
    if (kind === 'button') return -1;
    // A placeholder that names the assistant ("Pregunta a Le Chat o @menciona un agente") is the
    // composer in any UI language; it counts as chrome, but a disclaimer or the like must still say
    // the block is the page's (below).
    // The placeholder in words no list has, by its shape: the block's first line, short, trailing off
    // ("何でも聞いてください...", "Ask anything…"): it invites typing; an answer's last block does not start so.
    // So is a short question in the assistant's voice that names it ("How can Grok help?").
    // So is a short question in the assistant's voice that names it ("How can Grok help?") or offers
    // its help ("¿En qué puedo ayudarte hoy?", "今日はどのようにお手伝いできますか？").
    const placeholder = i === first && kind === null && (isPlaceholderShape(t) || asksOnBehalfOfAssistant(t) || offersHelp(t));
    // The disclaimer in words no list has: the block's last line, one sentence about AI-made content
    // ("El contenido generado por IA puede no ser exacto.", "AIが生成したコンテンツは…").
    const disclaimer = i === last && i > first && kind === null && isDisclaimerShape(t);
    // A mode switch under the placeholder ("Pensar", "DeepSearch"): one short title-like word or two.
    const modeSwitch = i > first && kind === null && t.length <= 16 && isTitleLike(t) && t.split(/\s+/).length <= 2;
    if (kind !== null || isPageChrome(t) || addressesAssistant(t) || placeholder || disclaimer || modeSwitch) chrome++;
    // Per-message chips (a time, a model badge) also sit over the last prompt and answer; only the
    // page's own parts (search, the composer, a disclaimer) say the block is the page's.
    if (kind === 'navigation' || kind === 'composer' || kind === 'disclaimer' || placeholder || disclaimer || (isPageChrome(t) && !isMessageChrome(t))) pageOnly = true;
    // A model badge as the paste's last line, under a line naming the assistant ("Envie uma mensagem para
    // Copilot" / "Smart (GPT-5)"): the composer's model picker. A badge over a message has the message under it.
    if (kind === 'badge' && i === last && i > first && addressesAssistant(ctx.trimmed[first] ?? '')) pageOnly = true;
  }
  if (pageOnly && chrome >= 2 && chrome * 2 >= size) return first;
  return composerOverDisclaimer(ctx, first, last) ? first : -1;
}

/** The page's last tight block when it is its footer (tailChromeBlock), as trimmed lines; else none. */
export function pageFooterLines(ctx: TextContext): string[] {
  const first = tailChromeBlock(ctx, 0);
  if (first < 0) return [];
  let last = ctx.lines.length;
  while (last > first && isBlank(ctx.lines[last - 1] ?? '')) last--;
  return ctx.trimmed.slice(first, last);
}

/**
 * The composer glued over the page's disclaimer, in words no list has ("Frag einfach" / "ChatGPT kann
 * Fehler machen. …" / "?"): the page's last tight block holds a disclaimer (by kind or by shape) under
 * one or two short lines that end no sentence — a placeholder, a model badge — and at most two tiny
 * controls under it (a help button "?"). The disclaimer says the block is the page's; what is glued
 * to it in the same block is the composer, whatever it says. An answer's last paragraph is not set
 * tight over a disclaimer, and it ends with a sentence.
 */
export function composerOverDisclaimer(ctx: TextContext, first: number, last: number): boolean {
  let at = -1;
  for (let i = first + 1; i <= last; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (!ctx.fenced[i] && (kindAt(ctx, i) === 'disclaimer' || isDisclaimerShape(t) || isCoreDisclaimer(t))) {
      at = i;
      break;
    }
  }
  if (at < 0 || at - first > 2 || last - at > 2) return false;
  for (let i = first; i < at; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || t.length === 0 || t.length > 60 || /[.!。！:：]$/.test(t.replace(/(?:\.\.\.|…)$/, '')) || kindAt(ctx, i) === 'button') return false;
  }
  for (let i = at + 1; i <= last; i++) if ((ctx.trimmed[i] ?? '').length > 24) return false;
  return true;
}


/**
 * How many short lines a composer's mode switches make ("DeepSearch" / "Think" / "Expert"): a few. A longer run of
 * short lines over the footer is the last answer's list, one item a line ("Scorpions" / "Rammstein" / … nine bands).
 */
const MAX_MODE_SWITCHES = 4;

/** The line above `i`, with no blank line between, ends in a comma: line `i` finishes its sentence. */
function runsOnInto(ctx: TextContext, i: number): boolean {
  return i > 0 && !ctx.fenced[i - 1] && /[,，]$/.test(ctx.trimmed[i - 1] ?? '');
}

/** Where the composer, disclaimers and badges at the bottom begin. */
export function footerStart(ctx: TextContext, from: number): number {
  let end = ctx.lines.length;
  const tail = tailChromeBlock(ctx, from);
  if (tail >= 0) end = tail;
  // The composer's placeholder opens the footer: what follows it (mode switches, a disclaimer in
  // words no list has) is page, up to a few short lines.
  const composer = composerLine(ctx, from);
  let lastChrome = end;
  let switches = 0; // short lines taken as the composer's mode switches, and where chrome ended above them
  let aboveSwitches = end;
  for (let i = end - 1; i >= from; i--) {
    if (composer >= 0 && i >= composer) {
      lastChrome = i;
      continue;
    }
    if (ctx.fenced[i]) break;
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) continue;
    const kind = kindAt(ctx, i);
    // Buttons stay out of the footer: an "Edit" under the last prompt says that prompt is a turn.
    if (kind === 'composer' || kind === 'disclaimer' || kind === 'navigation' || kind === 'badge' || (isPageChrome(t) && !isMessageChrome(t)) || kind === null && isCoreDisclaimer(t)) {
      lastChrome = i;
      switches = 0;
      continue;
    }
    // Short mode switches beside the composer ("Think", "Auto") belong to it — not a table's row ("Alaska\t3.3",
    // the last answer's table right over the composer): cells between tabs are content, and an indented line is
    // code (a page's switches sit at the left edge).
    // Not the code under a code block's copy button ("text" / "Copy" / "killall Xvfb" over the composer).
    // Nor the end of a sentence that a comma above runs on into (a letter's closing over its signature: "With love," / "Anna").
    if (t.length <= 16 && isTitleLike(t) && !t.includes('\t') && !/^\s/.test(ctx.lines[i] ?? '') && kind !== 'button' && kindAt(ctx, i - 1) !== 'button' && !runsOnInto(ctx, i) && (lastChrome < end || tail >= 0) && lastChrome - i <= 3) {
      if (switches === 0) aboveSwitches = lastChrome;
      if (++switches > MAX_MODE_SWITCHES) {
        lastChrome = aboveSwitches;
        break;
      }
      lastChrome = i;
      continue;
    }
    // The composer's placeholder in words no list knows, right over the page's last chrome (the model picker and the
    // disclaimer: "Demander en toute confidentialité" / "GPT-4o mini" / "Duck.ai peut produire…"): a short line that
    // ends no sentence, set apart from the answer by a blank line, as the first line of the footer.
    if (kind === null && t.length <= 48 && isTitleLike(t) && !/^\s/.test(ctx.lines[i] ?? '') && isBlank(ctx.lines[i - 1] ?? '') && !looksLikeCodeLine(t) && lastChrome === i + 1 && lastChrome < end && kindAt(ctx, i + 1) !== null) {
      lastChrome = i;
      break;
    }
    break;
  }
  end = lastChrome;
  while (end > from && isBlank(ctx.lines[end - 1] ?? '') && !ctx.fenced[end - 1]) end--;
  // Suggested follow-ups under the last answer, right over the page's footer, are the page's too.
  if (end < ctx.lines.length) {
    const suggestions = suggestionsBlockStart(ctx, from, end);
    if (suggestions >= 0) {
      end = suggestions;
      while (end > from && isBlank(ctx.lines[end - 1] ?? '') && !ctx.fenced[end - 1]) end--;
    }
  }
  return end;
}

/**
 * Suggested follow-ups ("Tell me more" / "Give me an example", "Explain it simply" / "Compare it with Rust"):
 * at the end of the turns, over the footer, a tight block of two to five short lines, none a sentence
 * that ends with a full stop or introduces more. A person's last prompt is a paragraph of prose, not a
 * stack of chips. The page sets them apart in one of three ways:
 * - under its own heading ("Related", "관련 질문", "Похожие вопросы"): whatever the chips say;
 * - after a gap: each one an instruction to the assistant (isInstruction) or a short question;
 * - right under the answer's last sentence: asks as above, none of them a question to the reader (an
 *   answer may close with its own "What's your budget?" / "Do you want me to add tests?").
 * Returns where the block starts (under its heading, which is chrome of its own), else -1.
 */
/** A question typed without its mark ("what are some good game shows about trivia"): it opens with a question word. */
const QUESTION_WORD = /^(?:what|how|who|why|when|where|which|qu[eé]|c[oó]mo|por qu[eé]|comment|pourquoi|wie|warum|was|come|perch[eé]|como|что|как|почему)\s/iu;

/** A chip holds one question of a line ("What are some things I need to take with me when going camping?"). */
const MAX_CHIP = 80;
const MIN_CHIPS = 2;
const MAX_CHIPS = 5;
/** The answer's last line over chips that follow it without a gap: a finished sentence, not a heading or a list's lead-in. */
const MIN_ANSWER_LINE = 40;

function chipShaped(ctx: TextContext, i: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  // One sentence: "I think it is the first program.  Is that correct?" is a turn of a dialogue, not a chip.
  return !ctx.fenced[i] && t.length > 0 && t.length <= MAX_CHIP && !/[.:;,。：；，]$/.test(t) && !/^\s/.test(ctx.lines[i] ?? '') && !/[.!?。！？]\s+\S/.test(t);
}
const chipAsks = (t: string): boolean => isInstruction(t) || /[?？]$/.test(t) || QUESTION_WORD.test(t);
/** A question to the reader, in the answer's voice ("Are you using React?", "What's your budget?"); a request to the assistant is the person's. */
const asksTheReader = (t: string): boolean => !isRequestToAssistant(t) && /\byou(?:r|rs)?\b/i.test(t);

export function suggestionsBlockStart(ctx: TextContext, from: number, end: number): number {
  // Under the page's heading for them.
  let top = end;
  while (top - 1 > from && end - (top - 1) <= MAX_CHIPS && chipShaped(ctx, top - 1) && isPhrase(ctx.trimmed[top - 1] ?? '') && kindAt(ctx, top - 1) === null) top--;
  const heading = top - 1;
  if (end - top >= MIN_CHIPS && heading > from && !ctx.fenced[heading] && kindAt(ctx, heading) === 'citation' && HEADING_WORDS.test(ctx.trimmed[heading] ?? '')) return top;
  // Asks stacked after a gap, or right under the answer.
  let first = end;
  while (first - 1 >= from && chipShaped(ctx, first - 1) && chipAsks(ctx.trimmed[first - 1] ?? '')) first--;
  const size = end - first;
  if (size < MIN_CHIPS || size > MAX_CHIPS || first - 1 <= from) return -1;
  const above = ctx.trimmed[first - 1] ?? '';
  if (!ctx.fenced[first - 1] && isBlank(ctx.lines[first - 1] ?? '')) return first;
  // Right under the last answer's buttons ("复制" / "分享" / the chips): the page's, as after a gap.
  if (!ctx.fenced[first - 1] && kindAt(ctx, first - 1) === 'button') return first;
  // Chinese, Japanese and Korean say as much in about half the characters.
  const minAbove = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(above) ? MIN_ANSWER_LINE / 2 : MIN_ANSWER_LINE;
  if (ctx.fenced[first - 1] || above.length < minAbove || !/[.!?。！？)"”]$/.test(above)) return -1;
  for (let i = first; i < end; i++) if (asksTheReader(ctx.trimmed[i] ?? '')) return -1;
  return first;
}
/** A heading over chips is a word or two ("Related", "Похожие вопросы"): letters only, unlike a source chip ("nytimes.com", "wikipedia +2"). */
const HEADING_WORDS = /^\p{L}+(?: \p{L}+){0,3}$/u;
/** A chip says something: two words or more, or a phrase in a script without spaces ("相关问题"); not a number or a button word. */
const isPhrase = (t: string): boolean => (t.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 2 || /\p{Lo}{4}/u.test(t);


/**
 * An artifact card's title, right over the card's line: short, no sentence sign (a title cut short ends with "…").
 * A title may be one short question, as the chat that made it was named ("How do I build a PC?"); the answer's last
 * line over the card would be a longer sentence, or several.
 */
export function isCardTitleOver(ctx: TextContext, j: number): boolean {
  const t = ctx.trimmed[j] ?? '';
  const question = t.length <= 60 && /[?？]$/.test(t) && !/[.!?。！？]\s/.test(t);
  if (ctx.fenced[j] || t.length === 0 || t.length > 80 || (/[.!?:;,。！？：]$/.test(t) && !question) || chromeKindOf(t) !== null) return false;
  return isArtifactCard(ctx.trimmed[j + 1] ?? '');
}
