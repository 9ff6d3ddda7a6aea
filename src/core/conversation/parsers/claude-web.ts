import { attachmentChipEnd, cleanMessage } from '../clean';
import { boundedMemo } from '../memo';
import { chromeKindOf, isEndJunk, isLanguageName, isMessageChrome, isPageChrome } from '../chrome';
import { rawSlice, type Candidate, type DraftMessage, type TextContext } from '../context';
import { isBlank, looksLikeCodeLine } from '../text';
import { EDIT_LABELS, RETRY_LABELS, isAssistantName, isAttachmentType, isPlanBadge, saidMarker, turnButton } from '../vocabulary';
import { answerStartsUnder, isMaterialOnly, isPostscript, opensLikeAnswer } from './turn-segments';
import { isCardTitleOver } from './page-edges';

/**
 * Claude.ai copies: every user turn starts with the avatar initials line ("JP", "CI", "R"), the
 * user's text follows, then either an "Edit" line (2024) or two or more blank lines (late 2024),
 * then the answer, closed by "Copy" / "Retry". Anything after "Retry" and before the next avatar
 * (attachment previews, "pasted") belongs to neither message.
 */

/**
 * Initials as the page draws them: one to three capitals, or the first character of a name written in
 * Hangul, Han or kana ("민", "王"; those scripts have no capitals to take initials from).
 */
const AVATAR = /^(?:\p{Lu}{1,3}|[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])$/u;

/**
 * The initials as a Markdown converter saves the page ("**Y**", a paragraph of its own over the prompt): the
 * avatar's element is bold on the page, and the converter writes each block as a paragraph.
 */
const BOLD_AVATAR = /^\*\*([^*\s]{1,3})\*\*$/;

/** One-letter lines that are words or list labels as often as initials. */
const ONE_LETTER_WORDS = new Set(['I', 'A', 'O', 'Y', 'E']);

function findAvatars(ctx: TextContext): { value: string; idx: number[] } | null {
  const byValue = new Map<string, number[]>();
  for (let i = 0; i < ctx.lines.length; i++) {
    if (ctx.fenced[i]) continue;
    const bold = BOLD_AVATAR.exec(ctx.trimmed[i] ?? '');
    const t = bold?.[1] ?? ctx.trimmed[i] ?? '';
    if (!AVATAR.test(t)) continue;
    const prev = i > 0 ? (ctx.trimmed[i - 1] ?? '') : '';
    // Saved as Markdown, the avatar is a bold paragraph of its own: the text follows after a blank line.
    const next = i + 1 < ctx.lines.length ? (ctx.trimmed[bold && ctx.trimmed[i + 1] === '' ? i + 2 : i + 1] ?? '') : '';
    // The avatar starts a block (after a blank line, page chrome or an attachment chip) and the text follows it.
    if (i > 0 && prev.length > 0 && !isPageChrome(prev) && prev.toLowerCase() !== 'pasted' && !isAttachmentType(prev)) continue;
    if (next.length === 0) continue;
    // The account menu in the sidebar ("RS" / "Jordan" / "Plano gratuito"): the initials over a name and a plan badge.
    if (isAccountBlock(ctx, i)) continue;
    let list = byValue.get(t);
    if (!list) byValue.set(t, (list = []));
    list.push(i);
  }
  let best: { value: string; idx: number[] } | null = null;
  let total = 0;
  for (const [value, idx] of byValue) {
    total += idx.length;
    if (!best || idx.length > best.idx.length) best = { value, idx };
  }
  // One person's initials are the same on every turn; a paste stitched from several chats (or a
  // shared account) shows several. When no value dominates, every avatar is a turn (one-letter
  // ones only among three or more turns, where they are no stray "I" or "A").
  if (best && byValue.size >= 2 && best.idx.length < 0.6 * total) {
    const all = [...best.idx];
    for (const [value, idx] of byValue) {
      if (value === best.value) continue;
      if (value.length >= 2 || total >= 3 || !ONE_LETTER_WORDS.has(value)) all.push(...idx);
      // A one-letter word over a prompt that its Edit button closes ("E" / "How about…?" / "Editar") is an avatar:
      // a stray "E" or "A" in text has no Edit under its paragraph.
      else all.push(...idx.filter((k) => editClosesBlock(ctx, k + 1)));
    }
    all.sort((a, b) => a - b);
    return { value: best.value, idx: addAvatarsUnderAnswers(ctx, all) };
  }
  return best ? { value: best.value, idx: addAvatarsUnderAnswers(ctx, best.idx) } : null;
}

/**
 * Initials over a short name and the page's plan badge ("Free plan", "Plano gratuito"): the account, not a turn. An
 * account with no name set shows its e-mail address under the initials instead ("M" / "dana@example.com" / "M"): a
 * prompt is never an address alone.
 */
function isAccountBlock(ctx: TextContext, i: number): boolean {
  const name = ctx.trimmed[i + 1] ?? '';
  const badge = ctx.trimmed[i + 2] ?? '';
  if (!ctx.fenced[i + 1] && EMAIL_ONLY.test(name)) return true;
  if (!/^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2}$/u.test(name)) return false;
  return (!ctx.fenced[i + 2] && isPlanBadge(badge)) || spellsInitials(ctx.trimmed[i] ?? '', name);
}

/** A line that is an e-mail address and nothing else. */
const EMAIL_ONLY = /^[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}$/;

/**
 * A name whose words start with the avatar's letters ("PN" / "Priya Nair"): the account menu spells out the
 * initials it shows, whatever the plan badge under it says in the UI language. A prompt is no bare name whose
 * initials are its own avatar's.
 */
function spellsInitials(avatar: string, name: string): boolean {
  const words = name.split(' ');
  return avatar.length >= 2 && words.length === avatar.length && words.every((w, k) => w[0] === avatar[k]);
}

/** How many lines of a prompt are read for its Edit button. */
const PROMPT_REACH = 60;

/** The block of text from `i` (to its first blank line) ends with the Edit button that closes a prompt. */
export function editClosesBlock(ctx: TextContext, i: number): boolean {
  for (let k = i; k < ctx.lines.length && k < i + PROMPT_REACH; k++) {
    if (ctx.fenced[k]) continue;
    const t = ctx.trimmed[k] ?? '';
    if (t.length === 0) return false;
    if (k > i && turnButton(t) === 'edit') return true;
  }
  return false;
}

/**
 * Once a page has shown its avatar lines (two or more, each after a gap), an initials line right
 * under an answer's last sentence starts a turn too: the copy does not always keep the blank line
 * between an answer and the next avatar (Claude copies where the answer ends without buttons).
 */
export function addAvatarsUnderAnswers(ctx: TextContext, idx: number[]): number[] {
  if (idx.length === 0) return idx;
  // With one avatar shown, only initials of two letters or more (no word of one letter) under a finished
  // sentence start a turn: the person's initials under the first answer ("TN" … "JP", a shared account).
  const one = idx.length < 2;
  const seen = new Set(idx);
  const out = [...idx];
  // Initials the page already showed as an avatar after a gap (and that are no one-letter word):
  // those recur under an answer the copy cut off mid-sentence too ("…medical care they need, so" /
  // "R" / the next prompt) — the answer's last line then ends with no full stop.
  const shown = new Set<string>();
  for (const k of idx) if (k === 0 || isBlank(ctx.lines[k - 1] ?? '')) shown.add(ctx.trimmed[k] ?? '');
  for (let i = 1; i + 1 < ctx.lines.length; i++) {
    if (seen.has(i) || ctx.fenced[i] || ctx.fenced[i - 1] || !AVATAR.test(ctx.trimmed[i] ?? '')) continue;
    const prev = ctx.trimmed[i - 1] ?? '';
    const next = ctx.trimmed[i + 1] ?? '';
    const t = ctx.trimmed[i] ?? '';
    const recurs = shown.has(t) && !ONE_LETTER_WORDS.has(t);
    // Nor a code block's language label ("SQL", "CSS") over its code.
    if (one && (t.length < 2 || !/[.!?。！？][)"”’»]?$/.test(prev) || i < (idx[0] as number) || isLanguageName(t) || looksLikeCodeLine(next))) continue;
    if (next.length === 0 || prev.length < 20 || !(recurs || /[.!?。！？][)"”’»]?$/.test(prev)) || isAccountBlock(ctx, i)) continue;
    out.push(i);
  }
  return out.sort((a, b) => a - b);
}

/**
 * The answer's opening formula right under a one-line prompt, with no blank line between ("Invent a
 * sixth planet and describe it." / "Below is an imagined world…"): the answer starts at that line,
 * not at the first paragraph break further down, which is inside the answer.
 */
function formulaUnderFirstLine(ctx: TextContext, first: number, end: number): boolean {
  if (first + 1 >= end || ctx.fenced[first] || ctx.fenced[first + 1]) return false;
  const second = ctx.trimmed[first + 1] ?? '';
  return opensLikeAnswer(second) && answerStartsUnder(ctx.trimmed[first] ?? '', second);
}

/**
 * Where the answer starts inside one avatar turn that has no Edit button and no wide gap: under
 * an opening strip (thinking time, "Show reasoning"); else under the prompt's run of questions
 * (a person often asks two in a row); else at the first paragraph break; else where a written
 * answer starts under a line. Returns [split, skip] or null.
 */
export function answerStartInTurn(ctx: TextContext, start: number, end: number): [number, number] | null {
  let first = start;
  while (first < end && isBlank(ctx.lines[first] ?? '')) first++;
  for (let i = first + 1; i < end; i++) {
    if (ctx.fenced[i]) continue;
    const t = ctx.trimmed[i] ?? '';
    const kind = t.length > 0 && t.length <= 80 ? chromeKindOf(t) : null;
    if (kind !== 'timing' && kind !== 'status') continue;
    let j = i + 1;
    while (j < end && !ctx.fenced[j] && ((ctx.trimmed[j] ?? '').length === 0 || isStripLine(ctx.trimmed[j] ?? ''))) j++;
    let s = i;
    while (s - 1 > first && !ctx.fenced[s - 1] && isStripLine(ctx.trimmed[s - 1] ?? '')) s--;
    return [s, j - s];
  }
  let q = first;
  const asks = (i: number): boolean => !ctx.fenced[i] && /[?？]$/.test(ctx.trimmed[i] ?? '');
  for (;;) {
    if (q + 1 < end && asks(q) && asks(q + 1)) q++;
    // A button's word between two of the person's questions is a line they wrote ("…background image?" /
    // "再試行" / "Where was it taken…?"): an answer does not open with a button and then ask the person back.
    else if (q + 2 < end && asks(q) && asks(q + 2) && isStripLine(ctx.trimmed[q + 1] ?? '')) q += 2;
    else break;
  }
  if (q > first && q + 1 < end && (ctx.trimmed[q + 1] ?? '').length > 0) return [q + 1, 0];
  if (formulaUnderFirstLine(ctx, first, end)) return [first + 1, 0];
  for (let i = first + 1; i < end; i++) {
    if (ctx.fenced[i] || !isBlank(ctx.lines[i] ?? '')) continue;
    let j = i;
    while (j < end && isBlank(ctx.lines[j] ?? '') && !ctx.fenced[j]) j++;
    // A postscript goes on with the prompt: the answer starts at the next paragraph break.
    if (j < end && !ctx.fenced[j] && isPostscript(ctx.trimmed[j] ?? '')) {
      i = j;
      continue;
    }
    // A blank line inside code the person pasted without a fence (code on both sides of it) is the code's.
    if (j < end && looksLikeCodeLine(ctx.trimmed[i - 1] ?? '') && looksLikeCodeLine(ctx.trimmed[j] ?? '')) {
      i = j;
      continue;
    }
    // An answer's opening formula glued under the person's unfenced code ("export default index;" / "以下は、…改善した例です。"):
    // the answer starts at that line, not at the blank under it.
    if (j < end && i - 2 > first && opensLikeAnswer(ctx.trimmed[i - 1] ?? '') && looksLikeCodeLine(ctx.trimmed[i - 2] ?? '')) return [i - 1, 0];
    if (j < end && !/[:：]$/.test(ctx.trimmed[i - 1] ?? '')) return [i, j - i];
    break;
  }
  if (first + 1 < end && answerStartsUnder(ctx.trimmed[first] ?? '', ctx.trimmed[first + 1] ?? '')) return [first + 1, 0];
  return null;
}

/**
 * The line right over a wide gap opens an answer by formula and sits glued under the person's code ("```" /
 * "아래는 … 예제 코드입니다." / blank / blank / the answer's code): the answer starts at that line, as it does over a
 * plain paragraph break (answerStartInTurn), not under the gap: a person's code block is not followed by a
 * sentence presenting the code below it.
 */
function formulaOverGapUnderCode(ctx: TextContext, start: number, gap: number): boolean {
  const line = gap - 1;
  const above = gap - 2;
  if (above <= start || ctx.fenced[line] || isBlank(ctx.lines[above] ?? '')) return false;
  const code = ctx.fenced[above] || looksLikeCodeLine(ctx.trimmed[above] ?? '');
  return code && opensLikeAnswer(ctx.trimmed[line] ?? '');
}

/**
 * Under a wide gap in an avatar turn, the first paragraph with the answer's opening strip right under it (a
 * thinking time, "사고 과정" / "13s"): that paragraph is the rest of the prompt (its question under pasted code),
 * as the page opens an answer with its strip and never puts one under the answer's first paragraph.
 * Returns [split, skip] at the strip, or null.
 */
function stripUnderFirstParagraph(ctx: TextContext, from: number, end: number): [number, number] | null {
  let i = from;
  while (i < end && !ctx.fenced[i] && (ctx.trimmed[i] ?? '').length > 0 && !isStripLine(ctx.trimmed[i] ?? '')) i++;
  if (i === from || i >= end || ctx.fenced[i]) return null;
  while (i < end && !ctx.fenced[i] && isBlank(ctx.lines[i] ?? '')) i++;
  const t = ctx.trimmed[i] ?? '';
  const kind = i < end && !ctx.fenced[i] && t.length > 0 && t.length <= 80 ? chromeKindOf(t) : null;
  if (kind !== 'timing' && kind !== 'status') return null;
  let j = i + 1;
  while (j < end && !ctx.fenced[j] && ((ctx.trimmed[j] ?? '').length === 0 || isStripLine(ctx.trimmed[j] ?? ''))) j++;
  return j < end ? [i, j - i] : null;
}

/**
 * Attachment chips at the top of an avatar turn ("customers.csv" / "29 pages" / "File") are the files the person
 * attached, no line of their prompt: the prompt starts under them, so the first-line reading of a turn
 * (answerUnderFirstLine) reads the person's written line, not the file's name. Returns the first line under the chips.
 */
function underAttachmentChips(ctx: TextContext, from: number, end: number): number {
  let i = from;
  for (;;) {
    let j = i;
    while (j < end && !ctx.fenced[j] && isBlank(ctx.lines[j] ?? '')) j++;
    const chipEnd = j < end ? attachmentChipEnd(ctx.lines, ctx.fenced, j) : -1;
    if (chipEnd < 0 || chipEnd >= end) return i;
    i = chipEnd;
  }
}

/**
 * A turn between two avatars always holds an answer (Claude answers every prompt). When nothing
 * marks where it starts and the turn is one block of lines, the prompt is its first line: the
 * copy keeps a prompt's own line breaks, but a prompt of several lines is far rarer than the
 * one-line prompt over its answer that a copy without blank lines gives.
 */
export function answerUnderFirstLine(ctx: TextContext, start: number, end: number): [number, number] | null {
  let first = start;
  while (first < end && isBlank(ctx.lines[first] ?? '')) first++;
  const second = first + 1;
  if (second >= end || ctx.fenced[first] || ctx.fenced[second] || isBlank(ctx.lines[second] ?? '')) return null;
  if (/[:：,，]$/.test(ctx.trimmed[first] ?? '')) return null; // the prompt goes on ("I have:")
  return [second, 0];
}

/** Some line in from..to is text, not page chrome. */
function hasContentFrom(ctx: TextContext, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || (t.length > 0 && !isPageChrome(t) && !isEndJunk(t))) return true;
  }
  return false;
}

/** A line of an opening strip: chrome of any kind but content. */
function isStripLine(t: string): boolean {
  return t.length > 0 && t.length <= 80 && chromeKindOf(t) !== null;
}

/** A button word inside a sentence the person wrote: the line above runs on into the line below. */
function midSentence(ctx: TextContext, i: number): boolean {
  const above = ctx.trimmed[i - 1] ?? '';
  const below = ctx.trimmed[i + 1] ?? '';
  return above.length > 0 && below.length > 0 && !/[.!?:;。！？：]$/.test(above) && !/^\p{Lu}/u.test(below);
}

/**
 * The person's first paragraph is a passage of the answer they got, word for word (a step copied back: "e.
 * Download and install the kernel update." / "— about this step, the link …"): a quote, and the prompt goes
 * on with the paragraph under it, where they say what they want about it. An answer does not open by
 * repeating its previous answer's sentence alone in a paragraph.
 */
function quotesLastAnswer(ctx: TextContext, messages: readonly DraftMessage[], from: number, to: number): boolean {
  const last = messages.at(-1);
  if (last?.role !== 'assistant') return false;
  const quoted = cleanMessage(rawSlice(ctx, from, to));
  return quoted.length >= 15 && !quoted.includes('\n') && last.content.includes(quoted);
}

/**
 * A Markdown save writes the page's footer disclaimer as the link it is ("[Claude can make mistakes. Please
 * double-check responses.](https://support…)"): its text, for the footer check; '' for any other line.
 */
function linkedText(t: string): string {
  const m = /^\[([^\]]{4,200})\]\(\S+\)$/.exec(t);
  return m?.[1] ?? '';
}

/**
 * Claude's 2023 page closes each answer with "Copy" (and a note such as "Claude does not have the ability to run
 * the code it generates yet."), not "Retry": the chrome run right above the first avatar closes an answer when a
 * line of it also closes the copy's next turn (the run above the second avatar). Its line there, or -1.
 */
function recurringCloserAbove(ctx: TextContext, avatarIdx: readonly number[], end: number): number {
  const second = avatarIdx[1];
  if (second === undefined) return -1;
  const closers = new Set<string>();
  for (let i = second - 1, seen = 0; i >= 0 && seen < 6 && !ctx.fenced[i]; i--) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) continue;
    if (!isMessageChrome(t)) break;
    closers.add(t);
    seen++;
  }
  let at = -1;
  for (let i = end - 1; i >= 0 && !ctx.fenced[i]; i--) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) continue;
    if (!isMessageChrome(t)) break;
    if (closers.has(t)) at = i;
  }
  return at;
}

/**
 * A copy that starts below the first avatar: the text above it closes with an answer's "Retry" — the
 * first exchange whose initials line the selection missed (its prompt, a wide gap, its answer), or the
 * end of an answer when there is no gap to part it.
 */
function openingAboveFirstAvatar(ctx: TextContext, avatarIdx: readonly number[], markdownSave: boolean): DraftMessage[] {
  const firstAvatar = avatarIdx[0] as number;
  let end = firstAvatar;
  while (end > 0 && !ctx.fenced[end - 1] && (ctx.trimmed[end - 1] ?? '').length === 0) end--;
  let retry = end - 1;
  while (retry >= 0 && !ctx.fenced[retry] && isMessageChrome(ctx.trimmed[retry] ?? '') && turnButton(ctx.trimmed[retry] ?? '') !== 'retry') retry--;
  if (retry < 0 || ctx.fenced[retry] || turnButton(ctx.trimmed[retry] ?? '') !== 'retry') retry = recurringCloserAbove(ctx, avatarIdx, end);
  if (retry < 0) return [];
  let aEnd = retry;
  while (aEnd > 0 && !ctx.fenced[aEnd - 1] && ((ctx.trimmed[aEnd - 1] ?? '').length === 0 || isMessageChrome(ctx.trimmed[aEnd - 1] ?? ''))) aEnd--;
  let start = 0;
  while (start < aEnd && (ctx.trimmed[start] ?? '').length === 0) start++;
  // A rendered page's copy carries no Markdown markup: a heading over a glued copy is the title of the note
  // it was saved in ("# CHAT HISTORY #3 — …" / blank / the first prompt), no one's message.
  // So is the page's title a Markdown converter writes over the saved chat ("# <chat title>" over the "**Y**" avatars).
  if ((ctx.glued || markdownSave) && /^#{1,6}\s/.test(ctx.trimmed[start] ?? '') && isBlank(ctx.lines[start + 1] ?? '')) {
    start++;
    while (start < aEnd && (ctx.trimmed[start] ?? '').length === 0) start++;
  }
  if (start >= aEnd) return [];
  // The prompt's Edit button parts it from its answer (a glued copy put back on lines has no gap there).
  for (let i = start + 1; i < aEnd; i++) {
    if (ctx.fenced[i] || turnButton(ctx.trimmed[i] ?? '') !== 'edit' || midSentence(ctx, i)) continue;
    const prompt = cleanMessage(rawSlice(ctx, start, i));
    const answer = cleanMessage(rawSlice(ctx, i + 1, aEnd));
    return [...(prompt ? [{ role: 'user' as const, content: prompt }] : []), ...(answer ? [{ role: 'assistant' as const, content: answer }] : [])];
  }
  // The first wide gap (two blank lines or more) after some text parts the prompt from its answer
  // (not in a glued copy, whose gaps are the answer's own: its prompt closed with Edit, above).
  for (let i = start + 1; i < aEnd && !ctx.glued && !markdownSave; i++) {
    if (ctx.fenced[i] || !isBlank(ctx.lines[i] ?? '')) continue;
    let j = i;
    while (j < aEnd && !ctx.fenced[j] && isBlank(ctx.lines[j] ?? '')) j++;
    if (j - i >= 2 && j < aEnd) {
      const prompt = cleanMessage(rawSlice(ctx, start, i));
      const answer = cleanMessage(rawSlice(ctx, j, aEnd));
      return [...(prompt ? [{ role: 'user' as const, content: prompt }] : []), ...(answer ? [{ role: 'assistant' as const, content: answer }] : [])];
    }
    i = j;
  }
  // Code pasted with no question typed, then the answer's first prose line: the code is the prompt.
  const prose = pastedCodeEnd(ctx, start, aEnd);
  if (prose > start) {
    const prompt = cleanMessage(rawSlice(ctx, start, prose));
    const answer = cleanMessage(rawSlice(ctx, prose, aEnd));
    if (prompt && answer) return [{ role: 'user', content: prompt }, { role: 'assistant', content: answer }];
  }
  const answer = cleanMessage(rawSlice(ctx, start, aEnd));
  return answer ? [{ role: 'assistant', content: answer }] : [];
}

/**
 * A person who pastes their code and sends it without a word ("class Solution {" … "};"), answered by notes that open
 * with a title ("N-Queens – Notes" / "Problem Statement" / prose): a copy without the prompt's Edit button or a gap
 * (a glued copy) still parts the two where the bare code ends. The opening run must be code through and through —
 * five lines or more, each a line of code (brackets, ";", "="), indented, or a label such as "public:" — and prose
 * must follow it (a line opening with a letter, not indented, that is no code). Returns where the prose starts; -1
 * when the opening is not such a run.
 */
function pastedCodeEnd(ctx: TextContext, start: number, end: number): number {
  if (!looksLikeCodeLine(ctx.trimmed[start] ?? '')) return -1;
  let code = 0;
  for (let i = start; i < end; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) continue;
    if (ctx.fenced[i]) return -1;
    if (looksLikeCodeLine(t) || /^\s/.test(ctx.lines[i] ?? '') || /^[A-Za-z_]\w*:$/.test(t)) {
      code++;
      continue;
    }
    return code >= 5 && /^\p{L}/u.test(t) && hasContentFrom(ctx, i + 1, end) ? i : -1;
  }
  return -1;
}

/**
 * A glued Claude copy with no avatar turn in it (the selection started inside the last exchange): the text
 * above the answer's Retry and the footer is that exchange — an answer, or a prompt, Edit and its answer.
 */
function gluedCopyWithoutAvatars(ctx: TextContext): Candidate | null {
  const messages = openingAboveFirstAvatar(ctx, [ctx.lines.length], false);
  if (messages.length === 0) return null;
  return { parser: 'claude_web_turns', format: 'claude_edit_retry', platform: 'claude', messages, confidence: 0.8, patterns: ['retry_markers', 'glued_lines'], issues: [] };
}

export function parseClaudeTurns(ctx: TextContext): Candidate | null {
  let edits = 0;
  let retries = 0;
  let claudeClues = 0;
  for (let i = 0; i < ctx.lines.length; i++) {
    if (ctx.fenced[i]) continue;
    const t = ctx.trimmed[i] ?? '';
    const button = turnButton(t);
    if (button === 'edit') edits++;
    else if (button === 'retry') retries++;
    else if (/^(claude can make mistakes|reply to claude|claude does not have)/i.test(t) || t === 'Claude') claudeClues++;
    // The composer and the disclaimer name Claude in every UI language ("Répondre à Claude...").
    else if (t.length < 200 && /claude/i.test(t) && isPageChrome(t)) claudeClues++;
  }
  const avatars = findAvatars(ctx);
  if (!avatars) return ctx.glued ? gluedCopyWithoutAvatars(ctx) : null;
  // Claude's page header repeats the start of the first prompt as the title above the first avatar.
  const firstAvatar = avatars.idx[0] as number;
  let top = 0;
  while (top < firstAvatar && (ctx.trimmed[top] ?? '').length === 0) top++;
  const title = top < firstAvatar ? (ctx.trimmed[top] ?? '') : '';
  if (title.length >= 4 && (ctx.trimmed[firstAvatar + 1] ?? '').startsWith(title)) claudeClues++;
  if (edits + retries + claudeClues === 0) return null;
  // One-letter avatars ("R") are common words too ("I", "A"): they need a second turn or an Edit.
  if (avatars.value.length === 1 && avatars.idx.length < 2 && edits === 0 && claudeClues < 2) return null;

  const messages: DraftMessage[] = [];
  const n = ctx.lines.length;
  let docEnd = n;
  while (docEnd > 0 && !ctx.fenced[docEnd - 1]) {
    const t = ctx.trimmed[docEnd - 1] ?? '';
    if (t.length === 0 || isPageChrome(t) || isEndJunk(t) || isPageChrome(linkedText(t))) docEnd--;
    else break;
  }
  let structured = 0;
  const markdownSave = BOLD_AVATAR.test(ctx.trimmed[firstAvatar] ?? '');
  messages.push(...openingAboveFirstAvatar(ctx, avatars.idx, markdownSave));
  for (let k = 0; k < avatars.idx.length; k++) {
    const end = k + 1 < avatars.idx.length ? (avatars.idx[k + 1] as number) : Math.max((avatars.idx[k] as number) + 1, docEnd);
    const start = underAttachmentChips(ctx, (avatars.idx[k] as number) + 1, end);
    let split = -1;
    let skip = 0;
    for (let i = start; i < end; i++) {
      if (!ctx.fenced[i] && turnButton(ctx.trimmed[i] ?? '') === 'edit' && !midSentence(ctx, i)) {
        split = i;
        skip = 1;
        break;
      }
    }
    // A Markdown save writes paragraphs one blank line apart and keeps a list's indented blank lines: its gaps
    // are not the page's wide gap under a prompt.
    if (split < 0 && !markdownSave) {
      // Two or more blank lines after some text separate the question from the answer.
      let seenText = false;
      for (let i = start; i < end; i++) {
        if (!isBlank(ctx.lines[i] ?? '') || ctx.fenced[i]) {
          seenText = true;
          continue;
        }
        if (!seenText) continue;
        let j = i;
        while (j < end && isBlank(ctx.lines[j] ?? '') && !ctx.fenced[j]) j++;
        // A wide gap splits only when the answer follows it (not before the composer at the end).
        if (j - i >= 2 && hasContentFrom(ctx, j, end)) {
          split = i;
          skip = j - i;
          // A prompt that is pasted material alone above the gap (code, data) has asked nothing yet:
          // the person's question is the line under the gap when a written answer starts right under
          // it (… code … / "" / "" / "RO_LIMIT == RW_BASE일 경우 … 업데이트해주세요." / "Below is one…").
          if (!ctx.fenced[j] && !ctx.fenced[j + 1] && j + 1 < end && isMaterialOnly(ctx, start, i) && opensLikeAnswer(ctx.trimmed[j + 1] ?? '') && answerStartsUnder(ctx.trimmed[j] ?? '', ctx.trimmed[j + 1] ?? '')) {
            split = j + 1;
            skip = 0;
          }
          const strip = stripUnderFirstParagraph(ctx, j, end);
          if (strip) [split, skip] = strip;
          else if (formulaOverGapUnderCode(ctx, start, i)) [split, skip] = [i - 1, 0];
          break;
        }
        i = j - 1;
      }
    }
    if (split >= 0) structured++;
    else if (k + 1 < avatars.idx.length || docEnd - start > 1) {
      // No Edit and no wide gap: the answer starts under an opening strip, the prompt's questions or its first paragraph.
      let found = answerStartInTurn(ctx, start, end) ?? (k + 1 < avatars.idx.length ? answerUnderFirstLine(ctx, start, end) : null);
      if (found && quotesLastAnswer(ctx, messages, start, found[0])) found = answerStartInTurn(ctx, found[0] + found[1], end) ?? found;
      if (found) [split, skip] = found;
    }
    const userEnd = split >= 0 ? split : end;
    const user = cleanMessage(rawSlice(ctx, start, userEnd));
    if (user) messages.push({ role: 'user', content: user });
    if (split < 0) continue;
    const aStart = split + skip;
    let aEnd = end;
    // The answer ends at its last "Retry" button; what follows is inter-turn debris.
    for (let i = end - 1; i >= aStart; i--) {
      if (!ctx.fenced[i] && turnButton(ctx.trimmed[i] ?? '') === 'retry') {
        aEnd = i;
        break;
      }
    }
    while (aEnd > aStart && !ctx.fenced[aEnd - 1]) {
      const t = ctx.trimmed[aEnd - 1] ?? '';
      if (t.length === 0 || isMessageChrome(t) || (k + 1 === avatars.idx.length && (isPageChrome(t) || isEndJunk(t)))) aEnd--;
      // An artifact card under the answer ("Title" / "Click to open document"): its title goes with it.
      else if (isCardTitleOver(ctx, aEnd - 1)) aEnd--;
      else break;
    }
    const answer = cleanMessage(rawSlice(ctx, aStart, aEnd));
    if (answer) messages.push({ role: 'assistant', content: answer });
  }
  if (messages.length === 0) return null;
  const turns = avatars.idx.length;
  let confidence = 0.7;
  if (turns >= 2 || edits > 0) confidence += 0.15;
  if (structured >= turns - 1 && (retries > 0 || edits > 0)) confidence += 0.1;
  return {
    parser: 'claude_web_turns',
    format: 'claude_edit_retry',
    platform: 'claude',
    messages,
    confidence: Math.min(0.95, confidence),
    patterns: ['claude_avatar_lines', ...(edits > 0 ? ['edit_markers'] : []), ...(retries > 0 ? ['retry_markers'] : [])],
    issues: [],
  };
}

/**
 * Claude copies whose lines the browser glued together (select-all over a page whose turn parts are
 * inline elements): "…the implementation.RetryFHCould you go through…?EditI'll go through…",
 * "…MITRetryClaude does not have the ability…yet.Wwhat should…?EditHere's…". The turn-framing buttons
 * (Retry, Edit, in the vocabulary's UI languages), Claude's footer sentences and the avatar's initials are
 * put back on lines of their own, so the copy reads as the 2024 page it came from (avatar / prompt / Edit /
 * answer / Retry). Null when the text shows no such joint.
 */
const RETRY_WORDS = RETRY_LABELS.filter((w) => /^\p{L}+(?: \p{L}+)?$/u.test(w)).map(escapeRegExp).join('|');
const EDIT_WORDS = EDIT_LABELS.filter((w) => /^\p{L}+$/u.test(w)).map(escapeRegExp).join('|');
/** A Retry button run into what follows it: the footer ("Claude …") or the next avatar's capitals. */
const GLUED_RETRY = new RegExp(`(${RETRY_WORDS})(?=\\p{Lu})`, 'gu');
/** An Edit button between a prompt's last character and the answer's first (a capital, a digit, a quote). */
const GLUED_EDIT = new RegExp(`(?<=\\S)(${EDIT_WORDS})(?=[\\p{Lu}\\p{N}"'“‘¿¡(#*])`, 'u');
/** Where a sentence runs into the next piece of page text without a space: "…yet.Wwhat", "…date.Claude". */
const SENTENCE_JOINT = /[.!?](?=\p{Lu})/gu;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A sentence of Claude's footer or answer note ("Claude does not have the ability…", "Claude peut faire des erreurs…"). */
function isClaudeFooter(piece: string): boolean {
  return /^Claude\s/.test(piece) && chromeKindOf(piece.trim()) === 'disclaimer';
}

/**
 * How many capitals at the start of a turn are the avatar's initials (1 or 2), the rest being the prompt:
 * "FHCould" → FH, "MSI don't" → MS, "Wwhat" → W, "CEst ce que" → C, "MFdans" → MF. The prompt's first word
 * is one the text uses elsewhere ("could", "what", "est", "dans"); "MYour" or "Fdans" is no word. 0 when the
 * piece does not start with capitals followed by a prompt.
 */
function initialsLength(piece: string, words: () => ReadonlySet<string>): number {
  const caps = /^\p{Lu}+/u.exec(piece)?.[0] ?? '';
  if (caps.length === 0 || caps.length > 4 || piece.length < caps.length + 2) return 0;
  const options: number[] = [];
  for (let n = Math.min(2, caps.length); n >= 1; n--) {
    // Initials then a capitalised word, or all the capitals then a lower-case word.
    if (n < caps.length || /^\p{Ll}/u.test(piece.slice(n))) options.push(n);
  }
  if (options.length === 0) return 0;
  for (const n of options) {
    const word = (/^\p{L}+/u.exec(piece.slice(n))?.[0] ?? '').toLowerCase();
    if (word.length > 0 && words().has(word)) return n;
  }
  // No reading gives a word the text uses: the shorter initials, unless the piece opens with an assistant's
  // name ("Claude n'a pas…" is Claude's note, no "C" + "laude").
  return isAssistantName(/^\p{L}+/u.exec(piece)?.[0] ?? '') ? 0 : (options[0] as number);
}

export function unglueClaudeCopy(text: string): string | null {
  // Cheap first test: a Retry word run into a capital.
  GLUED_RETRY.lastIndex = 0;
  if (!GLUED_RETRY.test(text)) return null;
  let wordSet: Set<string> | null = null;
  const words = (): ReadonlySet<string> => (wordSet ??= new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []));
  /** Insertions of line breaks (offset → text to insert before the character there). */
  const breaks = new Map<number, string>();
  const add = (at: number, s: string) => {
    if (at > 0 && at < text.length && text[at - 1] !== '\n') breaks.set(at, s);
  };
  /** Turns that start with an avatar: [offset of the initials, initials, offset where the turn's segment ends]. */
  const avatarTurns: { at: number; initials: string; footer: boolean }[] = [];
  const retries: number[] = [];
  let footers = 0;
  GLUED_RETRY.lastIndex = 0;
  for (let m = GLUED_RETRY.exec(text); m; m = GLUED_RETRY.exec(text)) {
    const at = m.index;
    // The button's word ends a sentence or an answer's last line ("MITRetry", ".RetryFH"), or starts a line.
    if (at > 0 && /\s/.test(text[at - 1] as string) && text[at - 1] !== '\n') continue;
    let pos = at + m[0].length;
    const lineEnd = text.indexOf('\n', pos) < 0 ? text.length : text.indexOf('\n', pos);
    // Claude's footer sentences, each up to where the next piece runs on without a space.
    let footer = false;
    while (pos < lineEnd) {
      SENTENCE_JOINT.lastIndex = pos;
      const joint = SENTENCE_JOINT.exec(text);
      const end = joint && joint.index < lineEnd ? joint.index + 1 : lineEnd;
      if (!isClaudeFooter(text.slice(pos, end))) break;
      add(pos, '\n');
      footer = true;
      pos = end;
    }
    const rest = text.slice(pos, Math.min(lineEnd, pos + 80));
    const n = pos < lineEnd ? initialsLength(rest, words) : 0;
    if (!footer && n === 0) continue;
    // Without a footer the button closes a sentence or a line, not an identifier ("maxRetryCount").
    if (!footer && at > 0 && /[\p{L}\p{N}_]/u.test(text[at - 1] as string)) continue;
    retries.push(at);
    if (footer) footers++;
    add(at, '\n');
    add(at + m[0].length, '\n');
    if (n > 0) avatarTurns.push({ at: pos, initials: rest.slice(0, n), footer });
    else if (pos < lineEnd) add(pos, '\n');
  }
  // Initials right after a Retry with no footer between are taken only when the same initials start two
  // turns or more (a page shows one person's avatar on every prompt), or a footer proved the page glued.
  const seen = new Map<string, number>();
  for (const t of avatarTurns) seen.set(t.initials, (seen.get(t.initials) ?? 0) + 1);
  const closesWithEdit = (at: number) => GLUED_EDIT.test(text.slice(at, retries.find((r) => r > at) ?? text.length));
  const turns = avatarTurns.filter((t) => t.footer || ((seen.get(t.initials) ?? 0) >= 2 && closesWithEdit(t.at)));
  if (footers === 0 && turns.length < 2) return null;
  // Each prompt closes with its Edit button; the copy's first prompt (above the first Retry) may have no avatar.
  const starts = [0, ...turns.map((t) => t.at)];
  for (const start of starts) {
    const next = retries.find((r) => r > start) ?? text.length;
    const from = start === 0 ? 0 : start;
    const m = GLUED_EDIT.exec(text.slice(from, next));
    if (!m) continue;
    add(from + m.index, '\n');
    add(from + m.index + m[0].length, '\n');
  }
  for (const t of turns) {
    add(t.at, '\n\n');
    add(t.at + t.initials.length, '\n');
  }
  const drops = new Map<number, number>();
  // An artifact's card inside an answer: its title glued to its kind and version ("Chat App Database
  // StructureDocument", "Video Merger avec Chroma KeyCode ∙ Version 2"), then the first 250 characters of
  // the artifact as a preview, cut mid-word, with the answer's next sentence run on ("…firstName: StrinThis
  // database structure…"). The card is no one's text; the answer goes on under it.
  ARTIFACT_CARD.lastIndex = 0;
  for (let m = ARTIFACT_CARD.exec(text); m; m = ARTIFACT_CARD.exec(text)) {
    const previewEnd = m.index + m[0].length + ARTIFACT_PREVIEW;
    if (!/\S/.test(text[previewEnd - 1] ?? '') || !/\p{Lu}/u.test(text[previewEnd] ?? '')) continue;
    // The title starts after the sentence or the Edit button it is glued to.
    let title = m.index;
    while (title > 0 && m.index - title < 80 && !breaks.has(title) && !/[\n.:!?]/.test(text[title - 1] as string)) title--;
    if (title === m.index || m.index - title >= 80) continue;
    drops.set(title, previewEnd - title);
    breaks.set(title, '\n');
    ARTIFACT_CARD.lastIndex = previewEnd;
  }
  // A code block's header glued to the code's first line: the language label goes ("bash# Clone the
  // repository", "go// Parse the Date header", "bashpython setup.py"); the code stays.
  for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1) {
    const n = gluedLanguageLabel(text.slice(at, at + 24));
    if (n > 0) drops.set(at, n);
    if (text.indexOf('\n', at) < 0) break;
  }
  if (breaks.size === 0) return null;
  const cuts = [...new Set([...breaks.keys(), ...drops.keys()])].sort((a, b) => a - b);
  let out = '';
  let last = 0;
  for (const c of cuts) {
    out += text.slice(last, c) + (breaks.get(c) ?? '');
    last = c + (drops.get(c) ?? 0);
  }
  return out + text.slice(last);
}

/** An artifact card's kind glued to its title (a letter runs into it), with its version, before the preview. */
const ARTIFACT_CARD = /(?<=\p{L})(?:Code|Document)(?: ∙ Version \d+)? /gu;
/** How much of an artifact the card previews (characters, after the space). */
const ARTIFACT_PREVIEW = 250;

/** Code that can open a block right after its header: a comment, a prompt, markup, a literal. */
const CODE_OPENING = /^(?:#|\/\/|\/\*|\$ |<|\{|\[|@)/;

/**
 * The length of a code header's language label glued to the start of a line ("bash# …" → 4), or 0. The
 * label is a language a header shows followed by what code opens with; a shell's label may be followed by
 * the command itself ("bashpython app.py", "bashnpm install").
 */
function gluedLanguageLabel(start: string): number {
  const shell = /^(?:bash|zsh|powershell)(?=[a-z])/.exec(start);
  if (shell) return shell[0].length;
  for (let k = Math.min(16, start.length - 1); k >= 2; k--) {
    if (isLanguageName(start.slice(0, k)) && /^[a-z]/.test(start) && CODE_OPENING.test(start.slice(k))) return k;
  }
  return 0;
}

/** The verb of a said-heading ("You said: ", "Claude responded: "), found by plain search; the speaker is read backwards. */
const SAID_VERB = /(?:said|responded): /g;
/** What a heading can be run onto: a letter, a digit or a sentence's end. Markup ("## **You said: …**") is a heading as written. */
const GLUED_BEFORE = /[\p{L}\p{N}.!?)"'’]/u;
const NAME_CHAR = /[\p{L}\p{N}-]/u;

/** A month's name as the page prints a turn's date under it ("May 12"), capitalised. */
const MONTH_NAMES = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';

/**
 * The turn's time run onto the end of its text ("…use ssh..4:50 AM", with the version switcher "5:09 AM2 / 2"),
 * or its date when the turn is older than a day ("…overkill ?May 12").
 */
const GLUED_TURN_TIME = new RegExp(String.raw`(\d{1,2}:\d{2}\s?[AP]M|(?:${MONTH_NAMES}) \d{1,2})(\d{1,2} \/ \d{1,2})?$`);
/** A shell code header run onto its command ("bashgit remote add …", "bashcat ~/.ssh/id_ed25519.pub"). */
const GLUED_SHELL_HEADER = /^(?:bash|sh|zsh|shell|console|powershell)(?=(?:git|cat|ls|cd|npm|npx|pip|docker|curl|sudo|echo|ssh|mkdir|python)\b|[a-z][\w.-]* +(?:-|~|\/|\.|[\w.-]+@))/;

/**
 * The same page in another UI language ("…di sisi Go Backend.Anda berkata: apakah overkill ?apakah overkill ?May
 * 12Claude merespons: Tergantung…", Indonesian): the headings are the vocabulary's said-headings of any language,
 * each run onto the text before it with no space (after a letter, a digit or a sentence's end), read backwards from
 * each ": " over at most four words, the first of them from a capital inside the glued word. Only when every such
 * heading takes turns with the one before, both parties have one and there are two or more; else null. Linear: each
 * colon looks at most 60 characters back.
 */
const saidOf = boundedMemo(saidMarker, 5_000);

/**
 * `\s` and `\p{Lu}` at one character, read from its code for ASCII (a pattern call per character, with TurboFan off as
 * the command runs, cost ~4 ms of a 499,000-character paste's parse); the patterns decide only beyond ASCII.
 */
const isSpaceAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c < 128 ? c === 32 || (c >= 9 && c <= 13) : /\s/.test(text[i] as string);
};
const isCapitalAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c < 128 ? c >= 65 && c <= 90 : /\p{Lu}/u.test(text[i] as string);
};
function gluedVocabularyHeadings(text: string): number[] | null {
  const at: number[] = [];
  const roles: ('user' | 'assistant')[] = [];
  for (let c = text.indexOf(': '); c >= 0; c = text.indexOf(': ', c + 2)) {
    if (!/\p{L}/u.test(text[c - 1] ?? '')) continue;
    let found: { start: number; role: 'user' | 'assistant' } | null = null;
    let s = c;
    for (let words = 0; words < 4 && s > 0 && !found; words++) {
      let w = s;
      while (w > 0 && !isSpaceAt(text, w - 1)) w--;
      if (c - w > 60) break;
      // A capital inside the word, after what a heading can be run onto: the heading starts there.
      for (let p = w + 1; p < s && !found; p++) {
        if (!isCapitalAt(text, p) || !GLUED_BEFORE.test(text[p - 1] as string)) continue;
        const marker = saidOf(text.slice(p, c + 1));
        if (marker) found = { start: p, role: marker.role };
      }
      s = w;
      while (s > 0 && text[s - 1] === ' ') s--;
      if (s === 0 || text[s - 1] === '\n') break;
    }
    if (!found) continue;
    if (roles.length > 0 && roles[roles.length - 1] === found.role) return null;
    at.push(found.start);
    roles.push(found.role);
  }
  return at.length >= 2 && roles.includes('user') && roles.includes('assistant') ? at : null;
}

/**
 * Claude's 2026 page (and other pages with screen-reader said-headings) copied as innerText with the turns run
 * together: "…last line of an answerYou said: <preview><the full prompt>4:50 AMClaude responded: <first
 * sentence><the full answer>…". Each heading goes back on a line of its own with its preview (the text up to
 * where the full text starts over), the time on its own line, and a shell header glued to its command is split
 * off. Only when two such headings are glued, one of them the person's. Null when the paste is not glued so.
 */
export function unglueSaidHeadings(text: string): string | null {
  SAID_VERB.lastIndex = 0;
  const at: number[] = [];
  let person = false;
  for (let m = SAID_VERB.exec(text); m; m = SAID_VERB.exec(text)) {
    const verb = m.index;
    if (text[verb - 1] !== ' ') continue;
    if (m[0] === 'said: ' && text.slice(verb - 4, verb) === 'You ') {
      // The person's heading, run on after the text before it ("…journey.gitYou said: ").
      if (verb > 4 && GLUED_BEFORE.test(text[verb - 5] as string)) {
        person = true;
        at.push(verb - 4);
      }
      continue;
    }
    // The assistant's name ends the run-on word ("…4:50 AMClaude responded: "), capitalised.
    let from = verb - 1;
    while (from > 0 && verb - 1 - from < 30 && NAME_CHAR.test(text[from - 1] as string)) from--;
    const word = text.slice(from, verb - 1);
    let j = 1;
    while (j < word.length - 1 && !(/\p{Lu}/u.test(word[j] as string) && isAssistantName(word.slice(j)))) j++;
    if (j < word.length - 1) at.push(from + j);
  }
  if (at.length < 2 || !person) return null;
  return headingsOnOwnLines(text, at);
}

/**
 * The same for the said-headings of any UI language (gluedVocabularyHeadings), read after the English form and
 * after headings inside lines with spaces around them (inline-headings.ts) found nothing. Null when not glued so.
 */
export function unglueVocabularySaidHeadings(text: string): string | null {
  const at = gluedVocabularyHeadings(text);
  return at ? headingsOnOwnLines(text, at) : null;
}

/** Each glued heading (from offsets `at`) on a line of its own with its preview, the turn's time on its own line. */
function headingsOnOwnLines(text: string, at: readonly number[]): string {
  let out = text.slice(0, at[0]);
  at.forEach((start, k) => {
    const seg = text.slice(start, at[k + 1] ?? text.length);
    const colon = seg.indexOf(': ') + 2;
    const label = seg.slice(0, colon);
    const firstLineEnd = seg.indexOf('\n', colon) < 0 ? seg.length : seg.indexOf('\n', colon);
    const line = seg.slice(colon, firstLineEnd);
    // The preview is the longest head of the line that the line then repeats.
    let preview = 0;
    for (let n = Math.min(200, Math.floor(line.length / 2)); n >= 1; n--) {
      if (line.startsWith(line.slice(0, n), n)) {
        preview = n;
        break;
      }
    }
    let body = seg.slice(colon + preview);
    const time = GLUED_TURN_TIME.exec(body);
    // The version switcher under an edited prompt after a blank line, as a page copied line by line shows it.
    if (time) body = `${body.slice(0, time.index).trimEnd()}\n${time[1]}${time[2] ? `\n\n${time[2]}` : ''}`;
    out = `${out.trimEnd()}\n${label}${line.slice(0, preview)}\n${body}`;
  });
  return out
    .split('\n')
    .map((l) => (GLUED_SHELL_HEADER.test(l) ? l.replace(GLUED_SHELL_HEADER, '') : l))
    .join('\n');
}
