import { chromeKindOf, isBracketedTimestamp, isCoreMessageChrome, isLanguageName, isMessageChrome, looksLikeCodeHeader, withoutGluedTail, withoutTruncationNote } from './chrome';
import { REFERENCE_LINE, fencedBlocks, isBlank, isThematicBreak, looksLikeCodeLine } from './text';
import { gluedCodeHeader, isAssistantName, isAttachmentName, isAttachmentType, isEditBoxButtons } from './vocabulary';
import { isAgentActivity, isFileCard, isToolNote, isToolSummary } from './tool-traffic';

/** A message's raw lines with their fenced-code flags, as cut out of the paste. */
export interface RawLines {
  lines: string[];
  fenced: boolean[];
  /** Probable chrome by structure (TextContext.soft), aligned with `lines`. */
  soft?: boolean[];
  /** Code blocks' header lines found by recurrence (TextContext.codeHeader), aligned with `lines`. */
  codeHeader?: boolean[];
}

function isSoftOrBlank(raw: RawLines, soft: readonly boolean[], i: number): boolean {
  return !raw.fenced[i] && (soft[i] === true || isBlank(raw.lines[i] ?? ''));
}

/**
 * Drops soft chrome at the edges of a message: the recurring strips a page prints before or
 * after each turn. Lines in the middle stay, and a message made only of such lines keeps them
 * (a person's repeated "continue" is their message, not a button).
 */
function trimSoftEdges(raw: RawLines): RawLines {
  const soft = raw.soft;
  if (!soft) return raw;
  let a = 0;
  let b = raw.lines.length;
  while (a < b && isSoftOrBlank(raw, soft, a)) a++;
  while (b > a && isSoftOrBlank(raw, soft, b - 1)) b--;
  if (a >= b) return raw;
  return { lines: raw.lines.slice(a, b), fenced: raw.fenced.slice(a, b), codeHeader: raw.codeHeader?.slice(a, b) };
}

const COPY = new Set(['copy', 'copy code']);
/**
 * Claude's 2023 code block header, its "Copy code" button, glued by a Markdown converter onto the code's first
 * line inside the fence ("```" / "Copy codewsl --set-default-version 2"): the button, not code. Glued only (a
 * line "Copy code to the clipboard" in code is text).
 */
const GLUED_COPY_CODE = /^(\s*)Copy code(?=[^\s])/;

/**
 * Removes UI chrome from one message and returns its text. Fenced code is never touched.
 * Code-block headers go with their copy button ("python" / "Copy" / "Edit"), Gemini's language
 * line goes with "Use code with caution.", an artifact card's title goes with "Click to open code".
 */
export function cleanMessage(input: RawLines): string {
  const raw = withoutNewsCards(withoutSourceChips(withoutAgentBlocks(trimSoftEdges(input))));
  const kept: string[] = [];
  const keptFenced: boolean[] = [];
  const vocabularyOnly: string[] = []; // lines removed only because another UI uses those words
  let lastCaution = 0; // kept index after the previous "Use code with caution." (bounds the look-back)
  let leaks: boolean | undefined; // the copy leaks code headers into bare fences (read when first needed)
  const chipStacks = recurringChipStacks(raw);
  for (let i = 0; i < raw.lines.length; i++) {
    const line = raw.lines[i] ?? '';
    if (raw.fenced[i]) {
      kept.push(line);
      keptFenced.push(true);
      // A page's code header copied inside the fence an exporter wrote around it ("```bash" /
      // "bash" / "Copy code"): the header is chrome, the rest of the block is code.
      if (FENCE_LINE.test(line)) {
        const copied = copiedCodeHeaderIn(raw, i + 1);
        const leaked = copied === 0 && BARE_FENCE.test(line) ? leakedHeaderIn(raw, i + 1) : 0;
        i += copied || leaked;
        // The header glued to the code's first line inside the fence ("```" / "java复制编辑import a.B;").
        const glued = raw.fenced[i + 1] ? gluedCodeHeader((raw.lines[i + 1] ?? '').trim()) : null;
        if (glued && isLanguageName(glued.language) && !FENCE_LINE.test(raw.lines[i + 1] ?? '')) {
          kept.push(glued.rest);
          keptFenced.push(true);
          i++;
        } else if (copied === 0 && raw.fenced[i + 1] && GLUED_COPY_CODE.test(raw.lines[i + 1] ?? '')) {
          kept.push((raw.lines[i + 1] ?? '').replace(GLUED_COPY_CODE, '$1'));
          keptFenced.push(true);
          i++;
        } else if (copied === 0 && leaked === 0 && BARE_FENCE.test(line) && raw.fenced[i + 1] && (leaks ??= showsLeakedHeaders(raw))) {
          // Where the copy leaks headers into bare fences, a multi-line block has its header run onto its
          // first line by a space ("```" / "python from flask import Flask"): the word is the header.
          const m = /^(\s*)([a-z][\w+#-]{0,15}) (\S.*)$/.exec(raw.lines[i + 1] ?? '');
          if (m && isLanguageName(m[2] as string) && !FENCE_LINE.test(raw.lines[i + 1] ?? '')) {
            kept.push(`${m[1]}${m[3]}`);
            keptFenced.push(true);
            i++;
          }
        }
      }
      continue;
    }
    const t = line.trim();
    if (t.length === 0) {
      // A blank line is no chrome (and the checks below look around a line: over long blank runs, pairwise).
      kept.push(line);
      keptFenced.push(false);
      continue;
    }
    // No chrome line is this long: most of a message's text skips every check below, but a long
    // paste's preview on Claude's card ("…" / "pasted") is as long as the paste's first line.
    if (t.length > 240 && isPasteCardPreview(raw, i)) {
      i = attachmentChipEnd(raw.lines, raw.fenced, i, raw.codeHeader) - 1;
      continue;
    }
    if (t.length > 240) {
      kept.push(line);
      keptFenced.push(false);
      continue;
    }
    // The same glued button under a fence line the context did not pair (fences indented under a list item).
    if (i > 0 && GLUED_COPY_CODE.test(line) && FENCE_LINE.test(raw.lines[i - 1] ?? '')) {
      kept.push(line.replace(GLUED_COPY_CODE, '$1'));
      keptFenced.push(false);
      continue;
    }
    const lower = t.toLowerCase();
    // A button's name inside a sentence the person wrote ("The only button says\nCopy\nand nothing happens") is text;
    // so is one in a list the person introduced ("…shows these labels, one per line:" / "Copy" / "Edit" / "Is that…?").
    if (t.length <= 40 && (isInsideSentence(raw, i) || inIntroducedList(raw, i))) {
      kept.push(line);
      keptFenced.push(false);
      continue;
    }
    // A button word as a paragraph of its own between two paragraphs of prose, no code near: the
    // person quoting it ("…one to me?" / "Copiar" / "(that's the word I want on the button)").
    if (t.length <= 24 && isParagraphBetweenProse(raw, i) && (COPY.has(lower) || isMessageChrome(t))) {
      kept.push(line);
      keptFenced.push(false);
      continue;
    }
    // A code block's header glued to its first line ("java复制编辑public class A {"): the code stays.
    const glued = t.length <= 240 ? gluedCodeHeader(t) : null;
    if (glued && isLanguageName(glued.language)) {
      if (glued.rest.trim().length > 0) {
        kept.push(glued.rest);
        keptFenced.push(false);
      }
      continue;
    }
    // A copy button in any language ("Copy code", "코드 복사", "Copiar código") under a code block's language line.
    if (COPY.has(lower) || (chromeKindOf(t) === 'button' && languageLineAbove(kept, keptFenced))) {
      const underLanguage = languageLineAbove(kept, keptFenced) || (i > 0 && !raw.fenced[i - 1] && isLanguageName((raw.lines[i - 1] ?? '').trim()));
      dropHeaderWordsAbove(raw, i, kept, keptFenced);
      dropCodeHeader(kept, keptFenced, lastCaution, buttonsOverCode(raw, i));
      if (underLanguage) i = afterHeaderButtons(raw, i + 1) - 1;
      continue;
    }
    // ChatGPT's 2026 code header as copied: the language, blank lines, the header's text button ("Python" /
    // "" / "" / "Run" / "import os"); the copy icon copies as nothing.
    const codeAt = t.length <= 16 && isLanguageName(t) ? codeUnderButtonHeader(raw.lines, raw.fenced, i) : -1;
    if (codeAt > 0) {
      i = codeAt - 1;
      continue;
    }
    // A header line the page draws over each of its code blocks ("Code", "Run"), found by where it recurs
    // (after the copy buttons above, which take the language line over them along).
    if (raw.codeHeader?.[i] === true) continue;
    // An attachment chip: the file's name over its type ("report.pdf" / "PDF").
    const chipEnd = attachmentChipEnd(raw.lines, raw.fenced, i, raw.codeHeader);
    if (chipEnd >= 0) {
      i = chipEnd - 1;
      continue;
    }
    const unlisted = unlistedTypeChipEnd(raw, i, t, kept);
    if (unlisted > 0) {
      i = unlisted - 1;
      continue;
    }
    if (lower === 'use code with caution.' || lower === 'use code with caution') {
      for (let k = kept.length - 1; k >= lastCaution; k--) {
        const prev = kept[k] ?? '';
        if (!keptFenced[k] && isLanguageName(prev.trim()) && (k === 0 || isBlank(kept[k - 1] ?? ''))) {
          kept.splice(k, 1);
          keptFenced.splice(k, 1);
          break;
        }
      }
      lastCaution = kept.length;
      continue;
    }
    if (lower.startsWith('click to open')) {
      // Artifact card: a short title line right above.
      const k = kept.length - 1;
      const prev = (kept[k] ?? '').trim();
      if (k >= 0 && !keptFenced[k] && prev.length > 0 && prev.length <= 80 && !/[.!?:;,]$/.test(prev)) {
        kept.pop();
        keptFenced.pop();
      }
      continue;
    }
    if (isHtmlComment(t) || isToolNote(t) || isServerNotice(t)) continue;
    // A code block's language label with no copy button under it (icons copy as nothing):
    // "…the following content:" / "" / "plaintext" / code.
    if (isBareCodeLabel(raw, i, t) || isHeaderAboveFence(raw, i, t) || isHeaderOverGap(raw, i, t)) continue;
    // A button word inside a paragraph the person wrote ("...pick one option.\nShare\nThen...") is their text.
    if (isBracketedTimestamp(t)) continue;
    // A source chip's number under its domain ("nih.gov" / "2"): the chip went, its number goes too.
    if (/^\d{1,2}$/.test(t) && i > 0 && !raw.fenced[i - 1] && chromeKindOf((raw.lines[i - 1] ?? '').trim()) === 'citation') continue;
    if (isNamedSourceChip(raw, i, t) || chipStacks?.[i] === true) continue;
    if (isMessageChrome(t) && !(isProse(raw, i - 1) && isProse(raw, i + 1)) && !headsReferenceList(raw, i)) {
      if (!isCoreMessageChrome(t)) vocabularyOnly.push(line);
      continue;
    }
    kept.push(line);
    keptFenced.push(false);
  }
  let a = 0;
  let b = kept.length;
  while (a < b && isBlank(kept[a] ?? '')) a++;
  while (b > a && isBlank(kept[b - 1] ?? '')) b--;
  b = beforeEditBoxButtons(kept, keptFenced, a, b);
  // The version switcher over a regenerated answer ("2 / 2", ChatGPT's "2/2"): the page's, when text follows it.
  if (b - a > 1 && !keptFenced[a] && isVersionSwitcher((kept[a] ?? '').trim())) {
    a++;
    while (a < b && isBlank(kept[a] ?? '')) a++;
  }
  // The same switcher under an edited prompt (a page copied as Markdown: "…arguments." / "" / "7/7"): after a blank line.
  if (b - a > 2 && !keptFenced[b - 1] && isBlank(kept[b - 2] ?? '') && isVersionSwitcher((kept[b - 1] ?? '').trim())) {
    b--;
    while (b > a && isBlank(kept[b - 1] ?? '')) b--;
  }
  if (b - a > 1 && !keptFenced[a] && isModelRule((kept[a] ?? '').trim())) {
    a++;
    while (a < b && isBlank(kept[a] ?? '')) a++;
  }
  if (b > a && !keptFenced[b - 1]) kept[b - 1] = withoutGluedTail(withoutTruncationNote(kept[b - 1] ?? ''));
  const text = kept.slice(a, b).join('\n').trim();
  // A message that is one such line ("AA+0", "Share") is what the person wrote, not chrome.
  if (text.length === 0 && vocabularyOnly.length === 1) return (vocabularyOnly[0] ?? '').trim();
  return text;
}

/** A site's name as a source chip prints it: a capital or digit first, a few words, no sentence ending. */
const SITE_NAME = /^[\p{Lu}\p{N}][\p{L}\p{N} .:&'’-]{0,38}[\p{L}\p{N}]$/u;

/**
 * A search answer's source chip copied onto its own line (ChatGPT: "…solid for a demo. " / "Supabase" / "+1"):
 * a site's name over its "+N" count, or alone under a finished sentence that kept the single space the chip
 * stood after, in title case (a Markdown line break is two spaces; a heading has no sentence above it ending that way).
 */
function isNamedSourceChip(raw: RawLines, i: number, t: string): boolean {
  if (raw.fenced[i] || !SITE_NAME.test(t) || t.split(' ').length > 4) return false;
  const below = raw.fenced[i + 1] ? 'code' : (raw.lines[i + 1] ?? '').trim();
  if (/^\+\s?\d{1,2}$/.test(below)) return true;
  // Alone under a sentence, only a name in title case ("Django Project", "Neon"): "You continue from here" is a line the person typed.
  if (i < 1 || raw.fenced[i - 1] || below.length > 0 || !/^[\p{Lu}\p{N}]\S*(?: [\p{Lu}\p{N}]\S*)*$/u.test(t)) return false;
  // The space is a sign only where it is the sentence's alone: a copy that pads every line (the chip's too) shows none.
  if (/\s$/.test(raw.lines[i] ?? '')) return false;
  const above = raw.lines[i - 1] ?? '';
  return above.trim().length >= 20 && /[^\s][.!?)] $/.test(above) && chromeKindOf(above.trim()) === null;
}

/**
 * A search answer's source chips expanded into a stack of lines (ChatGPT search copied: "…deepened his
 * isolation." / "Indiatimes" / "New York Post" / "CNBC"): two or more site names (or web addresses), each
 * alone on its line, right under a paragraph that ends a sentence, down to a blank line. Read as chips only
 * when the answer shows two stacks or more and a site comes back in another stack (an answer cites its
 * sources again and again; a list of names the answer wrote does not repeat that way). Lines of the stacks,
 * or null; one pass over the lines.
 */
const STACKED_SITE = /^(?:[\p{Lu}\p{N}][\p{L}\p{N} .:&'’-]{0,38}[\p{L}\p{N}]|https?:\/\/\S+|(?:[\w-]+\.)+[a-z]{2,})$/u;
function recurringChipStacks(raw: RawLines): boolean[] | null {
  const stacks: Array<[number, number]> = [];
  const n = raw.lines.length;
  for (let i = 1; i < n; i++) {
    const above = raw.lines[i - 1] ?? '';
    if (raw.fenced[i - 1] || above.trim().length < 60 || !/[.!?)”"]\s*$/.test(above)) continue;
    let j = i;
    while (j < n && !raw.fenced[j]) {
      const t = (raw.lines[j] ?? '').trim();
      if (!STACKED_SITE.test(t) || t.split(' ').length > 5) break;
      j++;
    }
    if (j - i >= 2 && (j === n || (!raw.fenced[j] && isBlank(raw.lines[j] ?? '')))) stacks.push([i, j]);
    i = Math.max(i, j);
  }
  if (stacks.length < 2) return null;
  const seen = new Map<string, number>();
  let recurs = false;
  stacks.forEach(([a, b], k) => {
    for (let i = a; i < b; i++) {
      const key = (raw.lines[i] ?? '').trim().toLowerCase();
      const first = seen.get(key);
      if (first === undefined) seen.set(key, k);
      else if (first !== k) recurs = true;
    }
  });
  if (!recurs) return null;
  const mask = new Array<boolean>(n).fill(false);
  for (const [a, b] of stacks) for (let i = a; i < b; i++) mask[i] = true;
  return mask;
}

const SOURCE_CHIP = /^(?:\d{1,2}|\+\s?\d{1,3}(?:\s\p{L}+)?|(?:[\w-]+\.)+[a-z]{2,}(?:\/\S*)?)$/iu;

/**
 * An answer without the sources strip at its end: a sources header ("Learn more", "Sources") and under
 * it, down to the end, only the chips' numbers, domains and the "+11 more" counter (Copilot, Perplexity).
 * Written reference lists ("[1] Title – url") are sentences of their own and stay.
 */
function withoutSourceChips(raw: RawLines): RawLines {
  let numbers = 0;
  let domains = 0;
  let k = raw.lines.length - 1;
  for (; k > 0; k--) {
    const t = (raw.lines[k] ?? '').trim();
    if (raw.fenced[k]) return raw;
    if (t.length === 0) continue;
    if (!SOURCE_CHIP.test(t)) break;
    if (/^\d+$/.test(t)) numbers++;
    else if (!t.startsWith('+')) domains++;
  }
  const header = k > 0 && !raw.fenced[k] && chromeKindOf((raw.lines[k] ?? '').trim()) === 'citation';
  if (!header || numbers + domains < 2) return raw;
  return { ...raw, lines: raw.lines.slice(0, k), fenced: raw.fenced.slice(0, k), ...(raw.soft ? { soft: raw.soft.slice(0, k) } : {}) };
}

/** A news card's age: a day word the page's navigation uses ("Today", "Yesterday") or "3 hours ago". */
function isCardAge(t: string): boolean {
  return /^\d{1,2} (?:minutes?|hours?|days?|weeks?|months?) ago$/i.test(t) || (t.length <= 16 && chromeKindOf(t) === 'navigation' && !/\s/.test(t));
}

/**
 * A search answer's news widget at its end (ChatGPT: "Relevant news on this topic" / "The Guardian" /
 * "<headline>" / "Today" / …): under a short heading with no sentence end, only cards down to the message's
 * end, each an outlet and a headline closed by the article's age. Two cards or more; a list the answer
 * wrote does not end each item on a day word.
 */
function withoutNewsCards(raw: RawLines): RawLines {
  let end = raw.lines.length;
  while (end > 0 && !raw.fenced[end - 1] && isBlank(raw.lines[end - 1] ?? '')) end--;
  // The widget is one block: its heading, then outlet / headline / age per card, no blank line between.
  let top = end;
  while (top > 0 && !raw.fenced[top - 1] && !isBlank(raw.lines[top - 1] ?? '') && (raw.lines[top - 1] ?? '').trim().length <= 160) top--;
  const cards = (end - top - 1) / 3;
  if (!Number.isInteger(cards) || cards < 2 || top < 1) return raw;
  const head = (raw.lines[top] ?? '').trim();
  if (head.length > 60 || /[.!?:;。！？]$/.test(head) || isCardAge(head)) return raw;
  for (let i = top + 1; i < end; i++) if (isCardAge((raw.lines[i] ?? '').trim()) !== ((i - top) % 3 === 0)) return raw;
  return { ...raw, lines: raw.lines.slice(0, top), fenced: raw.fenced.slice(0, top), ...(raw.soft ? { soft: raw.soft.slice(0, top) } : {}), ...(raw.codeHeader ? { codeHeader: raw.codeHeader.slice(0, top) } : {}) };
}

/** "2 / 2", "<2/3>": which of the regenerated versions is shown. */
function isVersionSwitcher(t: string): boolean {
  const m = /^<?\s*(\d{1,2})\s?\/\s?(\d{1,2})\s*>?$/.exec(t);
  return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= Number(m[2]) && Number(m[2]) >= 2;
}

/**
 * A rule with the answering model's name on it, over the answer ("--- R1", "--- GPT-4o"): an app's
 * header for the answer. The name is a model's: a known badge or assistant, or a short token with a digit.
 */
function isModelRule(t: string): boolean {
  const m = /^-{3,}\s*([\p{L}\p{N}][\p{L}\p{N} ._-]{0,23})$/u.exec(t);
  if (!m?.[1]) return false;
  const name = m[1].trim();
  return chromeKindOf(name) === 'badge' || isAssistantName(name) || (/\d/.test(name) && !/\s/.test(name) && name.length <= 16);
}

/** Where a prompt copied while it was being edited ends: above its "Cancel" / "Send" buttons, when text stays above them. */
function beforeEditBoxButtons(kept: readonly string[], keptFenced: readonly boolean[], from: number, to: number): number {
  let send = to - 1;
  let cancel = send - 1;
  while (cancel > from && isBlank(kept[cancel] ?? '')) cancel--;
  if (cancel <= from || keptFenced[send] || keptFenced[cancel]) return to;
  if (!isEditBoxButtons((kept[cancel] ?? '').trim(), (kept[send] ?? '').trim())) return to;
  send = cancel;
  while (send > from && isBlank(kept[send - 1] ?? '')) send--;
  return send;
}

/** A "Citations:" / "Sources" line over a written list of numbered links: the list's heading, text as written. */
function headsReferenceList(raw: RawLines, i: number): boolean {
  let k = i + 1;
  while (k < raw.lines.length && !raw.fenced[k] && isBlank(raw.lines[k] ?? '')) k++;
  return k < raw.lines.length && !raw.fenced[k] && REFERENCE_LINE.test((raw.lines[k] ?? '').trim()) && chromeKindOf((raw.lines[i] ?? '').trim()) === 'citation';
}

/**
 * Line `i` continues a sentence: the line above is running text that does not end one (no full
 * stop, no colon) and the line below carries on in lower case, or with a dash or a bracket. A page
 * prints its buttons after finished text, never in the middle of a sentence.
 */
export function isInsideSentence(raw: RawLines, i: number): boolean {
  if (i < 1 || i + 1 >= raw.lines.length || raw.fenced[i - 1] || raw.fenced[i + 1]) return false;
  const above = (raw.lines[i - 1] ?? '').trim();
  const below = (raw.lines[i + 1] ?? '').trim();
  if (above.length < 12 || below.length === 0 || /[.!?:;。！？：；]$/.test(above) || isMessageChrome(above) || isMessageChrome(below)) return false;
  return /^(\p{Ll}|[—–(（「“"'-])/u.test(below);
}

/** A short line of a list typed one item a line: a few words, no sentence sign at its end. */
// Words only: a source chip ("bbc.com", "2") or a code block's language line ("c", "text") is no typed item.
const isListWordLine = (raw: RawLines, k: number): boolean => {
  const t = (raw.lines[k] ?? '').trim();
  return !raw.fenced[k] && t.length > 0 && t.length <= MAX_LIST_WORD && /^\p{L}[\p{L} '’-]*$/u.test(t) && !isLanguageName(t);
};
const MAX_LIST_WORD = 30;

/**
 * Line i is an item of a list the person introduced: two or more short lines right under a sentence that
 * introduces them (ending in ":" or "?": "…shows these labels, one per line:", "Welche Tastenkürzel gehören zu
 * diesen Befehlen?"), where either some item is no UI string or the person's prose goes on right under the
 * list. A page's buttons under a message are all UI strings and end the message.
 */
function inIntroducedList(raw: RawLines, i: number): boolean {
  if (!isListWordLine(raw, i)) return false;
  // The lines of one run are read in turn and share its verdict: scanning the run again for each of them was
  // quadratic (5,000 one-word lines, a long quoted list, took 2.6 s; 10,000 took 10 s).
  if (lastRun !== null && lastRun.raw === raw && i >= lastRun.s && i < lastRun.e) return lastRun.inList;
  let s = i;
  while (s > 0 && isListWordLine(raw, s - 1)) s--;
  let e = i + 1;
  while (e < raw.lines.length && isListWordLine(raw, e)) e++;
  const inList = runIsIntroducedList(raw, s, e);
  lastRun = { raw, s, e, inList };
  return inList;
}
/** The last run of one-word lines read by inIntroducedList (the lines it is given are not changed while it reads them). */
let lastRun: { raw: RawLines; s: number; e: number; inList: boolean } | null = null;

function runIsIntroducedList(raw: RawLines, s: number, e: number): boolean {
  if (e - s < 2 || s < 1 || raw.fenced[s - 1]) return false;
  const intro = (raw.lines[s - 1] ?? '').trim();
  if (!/[:?：？]$/.test(intro) || intro.split(/\s+/).length < 3 || chromeKindOf(intro) !== null) return false;
  const codeUnder = e < raw.lines.length && (raw.fenced[e] === true || /^\s/.test(raw.lines[e] ?? '') || looksLikeCodeLine((raw.lines[e] ?? '').trim()));
  if (!codeUnder) for (let k = s; k < e; k++) if (chromeKindOf((raw.lines[k] ?? '').trim()) === null) return true;
  // Code under the run makes it a code block's header ("run:" / "text" / "Copy" / "    sudo apt-get …").
  const after = raw.lines[e] ?? '';
  if (e < raw.lines.length && (raw.fenced[e] || /^\s/.test(after) || looksLikeCodeLine(after.trim()))) return false;
  return (e < raw.lines.length && after.trim().length >= 12 && chromeKindOf(after.trim()) === null) || endsOnColonList(raw, s, e);
}

/**
 * The run s..e of one-word lines ends the message right under a line that ends in a colon ("Translate these
 * labels:" / "Copy" / "Edit" / "Share"): the colon asks for what follows, so the run is the list it announced. A
 * page prints its buttons under finished text, never under a line that still waits for its list.
 */
function endsOnColonList(raw: RawLines, s: number, e: number): boolean {
  if (!/[:：]$/.test((raw.lines[s - 1] ?? '').trim())) return false;
  for (let k = e; k < raw.lines.length; k++) if (!isBlank(raw.lines[k] ?? '')) return false;
  return true;
}

/** A line of running text: not blank, not code, not chrome, and long or ending a sentence. */
/**
 * A coding agent's thinking and tool calls as its exporter writes them around the answer
 * ("<think><details>…</details></think>", "<tool-use data-tool-name=…>…</tool-use>", SpecStory's
 * folded "<details><summary>Listed directory … • **2** results</summary>", Copilot's "Read [](file:…)"
 * lines): not what the assistant said. Outside fenced code only; a block from its opening tag's line to
 * its closing tag's line. Once such traffic shows, a code block standing alone between the exporter's
 * rules is a tool's too (a command it ran and its output, an edit it applied): the assistant's own code
 * comes inside its prose.
 */
function withoutAgentBlocks(raw: RawLines): RawLines {
  let open: string | null = null;
  const removed = raw.lines.map(() => false);
  raw.lines.forEach((line, i) => {
    const t = line.trim();
    if (open === null) {
      if (raw.fenced[i]) return;
      if (isAgentActivity(t)) {
        removed[i] = true;
        return;
      }
      // Claude Code's recap of the session under a turn ("※ recap: … (disable" / "recaps in /config)"), with
      // the lines the terminal wrapped it onto: the app's summary, not what either party wrote.
      if (t.startsWith('※ recap:')) {
        removed[i] = true;
        // Wrapped: the lines up to the one that closes its "(disable recaps in /config)" note.
        if (!t.endsWith(')')) {
          for (let k = i + 1; k < Math.min(raw.lines.length, i + 5) && !raw.fenced[k] && !isBlank(raw.lines[k] ?? ''); k++) {
            removed[k] = true;
            if ((raw.lines[k] ?? '').trim().endsWith(')')) break;
          }
        }
        return;
      }
      if (isFileCard(t, raw.lines[i + 1] ?? '')) {
        removed[i] = true;
        removed[i + 1] = true;
        return;
      }
      // The whole tag name closes the block: aider writes "<thinking-content-7bbe…>" … "</thinking-content-7bbe…>".
      const m = /^<((?:think|thinking|tool-use|tool_use|tool-call|function_calls|details)(?:-[\w-]+)?)(?=[\s>/])/.exec(t);
      // The summary on the next line, or on the same one ("<details><summary>Edit file: docs/x.md</summary>", Cursor's export).
      if (!m || (m[1] === 'details' && !isToolSummary(nextNonBlank(raw, i)) && !isToolSummary(t.replace(/^<details[^>]*>/i, '')))) return;
      open = m[1] as string;
    }
    removed[i] = true; // code inside a tool call (its diff) goes with it
    if (!raw.fenced[i] && t.includes(`</${open}>`)) open = null;
  });
  const traffic = removed.includes(true);
  if (traffic) markLocalisedActivity(raw, removed);
  dropLoneCodeSegments(raw, removed, traffic);
  // An empty code block says nothing (an edit an exporter rendered as a bare fence pair).
  markEmptyCodeBlocks(raw, removed);
  markToolCallBlocks(raw, removed);
  if (!removed.includes(true)) return raw;
  // The exporter's rules between those blocks ("---") go too: removed text stands on either side. A run of
  // rules with only blank lines between them (SpecStory writes one after each tool block and one more before the
  // text goes on) is read through: removed text on either side of the run takes every rule of it. Two linear passes.
  const isRule = (i: number) => !raw.fenced[i] && !removed[i] && isThematicBreak((raw.lines[i] ?? '').trim());
  const removedBefore = rulesNextToRemoved(raw, removed, isRule, 1);
  const removedAfter = rulesNextToRemoved(raw, removed, isRule, -1);
  const lines = raw.lines.map((line, i) => {
    if (removed[i]) return '';
    if (isRule(i) && (removedBefore[i] || removedAfter[i])) return '';
    return line;
  });
  return { ...raw, lines, fenced: raw.fenced.map((f, i) => f && !removed[i]) };
}

/**
 * For each line, walking in `step`'s direction: whether the nearest line behind it that is neither blank nor a rule
 * was removed (the message's edge counts as removed). One pass.
 */
function rulesNextToRemoved(raw: RawLines, removed: readonly boolean[], isRule: (i: number) => boolean, step: 1 | -1): boolean[] {
  const n = raw.lines.length;
  const out = new Array<boolean>(n).fill(false);
  let last = true;
  for (let i = step === 1 ? 0 : n - 1; i >= 0 && i < n; i += step) {
    out[i] = last;
    if (removed[i]) last = true;
    else if (!isBlank(raw.lines[i] ?? '') && !isRule(i)) last = false;
  }
  return out;
}

/** The line after `i` with text (the `<summary>` under a `<details>` tag may sit on the same line's next). */
function nextNonBlank(raw: RawLines, i: number): string {
  const rest = (raw.lines[i] ?? '').trim().replace(/^<details[^>]*>/i, '').trim();
  if (rest) return rest;
  for (let k = i + 1; k < raw.lines.length; k++) if (!isBlank(raw.lines[k] ?? '')) return (raw.lines[k] ?? '').trim();
  return '';
}

const FENCE_LINE = /^\s*(?:```|~~~)/;
const SHELL_FENCE = /^(?:```|~~~)\s*(?:bash|sh|shell|zsh|console|powershell|ps1|cmd|terminal)\s*$/i;

const TOOL_FENCE = /^\s*(?:```|~~~)\s*(?:tool|tool[_-]?(?:use|call|result|output))\s*$/i;
/** A block an app labels as the model's thinking ("```think", "```reasoning", wenxiaobai's "```ys_think"). */
const THINKING_FENCE = /^\s*(?:```|~~~)\s*(?:[\w]+[_-])?(?:think|thinking|thoughts|reasoning)\s*$/i;

/**
 * Marks the tool calls an exporter writes as code blocks: a block labelled "tool" ("```tool" /
 * "[Tool: Glob] pattern: **\/*" / "```"), or one whose lines all name a tool call ("[Tool: Edit] …");
 * and the model's thinking an app writes as a block labelled so ("```ys_think" / … / "```").
 */
function markToolCallBlocks(raw: RawLines, removed: boolean[]): void {
  for (const [start, end] of fencedBlocks(raw.lines)) {
    const inside = raw.lines.slice(start + 1, end).filter((line) => !isBlank(line));
    if (!(TOOL_FENCE.test(raw.lines[start] ?? '') || THINKING_FENCE.test(raw.lines[start] ?? '') || (inside.length > 0 && inside.every((line) => /^\s*\[Tool: [^\]]+\]/.test(line))))) continue;
    for (let j = start; j <= end; j++) removed[j] = true;
  }
}

/** A few words, then a link with no text to a file ("Leer [](file:///…/urls.py)", "Se ha creado [](file:…), líneas 1 a 10"). */
const BLANK_FILE_LINK = /^[^\s[\]().:;!?]{1,30}(?: [^\s[\]().:;!?]{1,30}){0,4} \[\]\(file:[^()\s]{1,600}\)(?:,[^()[\]]{0,40})?$/u;
/** A search with its pattern and its file filter in code, then a count ("Texto buscado para `x` (`**\/*.py`), resultados 13"). */
const CODED_SEARCH = /^[^`]{1,60}`[^`]{1,200}` \(`[^`]{1,200}`\), (?:\p{L}{1,20} \d{1,6}|\d{1,6} \p{L}{1,20})$/u;
/** A tool's name in quotes after one word, alone on its line ('Usando "Reemplazar cadena en archivo"'). */
const QUOTED_TOOL = /^\p{L}{2,20} "[^"]{2,60}"$/u;

/**
 * Coding agents' tool lines in the UI's language (Copilot in Spanish: "Leer [](file:…)", 'Usando "…"', "Texto
 * buscado para `x` (`**\/*.py`), resultados 13"): once the message shows the agent's traffic in any words the
 * vocabulary knows, lines of the same shapes — a few words over a file link with no text, a coded search with its
 * count, one word over a quoted tool name — are its traffic too; and a question right over the UI's unrendered
 * button ("¿Desea continuar con la iteración?" / "[object Object]") is the UI's.
 */
function markLocalisedActivity(raw: RawLines, removed: boolean[]): void {
  for (let i = 0; i < raw.lines.length; i++) {
    if (removed[i] || raw.fenced[i]) continue;
    const t = (raw.lines[i] ?? '').trim();
    if (t.length === 0 || t.length > 700) continue;
    if (BLANK_FILE_LINK.test(t) || CODED_SEARCH.test(t) || QUOTED_TOOL.test(t)) removed[i] = true;
    else if (t.length <= 80 && /[?？]$/.test(t) && (raw.lines[i + 1] ?? '').trim() === '[object Object]' && removed[i + 1]) removed[i] = true;
  }
}

/**
 * Marks fenced blocks with no language named and nothing inside, or only a status line: an exporter's
 * stand-in for a block it could not render ("This block is not supported on your current device yet.").
 */
function markEmptyCodeBlocks(raw: RawLines, removed: boolean[]): void {
  for (const [start, end] of fencedBlocks(raw.lines)) {
    if (!/^\s*(?:```|~~~)\s*$/.test(raw.lines[start] ?? '')) continue;
    if (!raw.lines.slice(start + 1, end).every((line) => isBlank(line) || chromeKindOf(line.trim()) === 'status')) continue;
    for (let j = start; j <= end; j++) removed[j] = true;
  }
}

/**
 * Marks the segments between thematic breaks (outside code) that hold nothing but fenced code: once
 * the message shows an agent's traffic, any such segment; otherwise only a command run as an exporter
 * renders one (a shell block, then its output in a bare block), which no answer writes between rules.
 */
function dropLoneCodeSegments(raw: RawLines, removed: boolean[], traffic: boolean): void {
  const breaks = raw.lines.flatMap((line, i) => (!raw.fenced[i] && isThematicBreak(line.trim()) ? [i] : []));
  if (breaks.length === 0) return;
  const edges = [-1, ...breaks, raw.lines.length];
  for (let e = 0; e + 1 < edges.length; e++) {
    const from = edges[e]! + 1;
    const to = edges[e + 1]!;
    let code = false;
    let other = false;
    let first = '';
    for (let k = from; k < to && !other; k++) {
      if (removed[k] || isBlank(raw.lines[k] ?? '')) continue;
      if (raw.fenced[k] || FENCE_LINE.test(raw.lines[k] ?? '')) {
        if (!code) first = (raw.lines[k] ?? '').trim();
        code = true;
      } else other = true;
    }
    if (code && !other && (traffic || (SHELL_FENCE.test(first) && fencedBlocks(raw.lines.slice(from, to)).length >= 2))) for (let k = from; k < to; k++) removed[k] = true;
  }
}

const BARE_FENCE = /^\s*(?:```|~~~)\s*$/;

/**
 * A code header a page copied as Markdown leaks into a bare fence ("```" / "bash" / "" / " " / "pip
 * install flask"): the lower-case language name alone on the block's first line, blank lines under it,
 * then the code. Returns how many lines the header takes (0 when it is not one).
 */
function leakedHeaderIn(raw: RawLines, i: number): number {
  const first = raw.lines[i] ?? '';
  if (!raw.fenced[i] || FENCE_LINE.test(first) || first !== first.trim() || first !== first.toLowerCase() || !isLanguageName(first)) return 0;
  let j = i + 1;
  while (j < raw.lines.length && raw.fenced[j] && isBlank(raw.lines[j] ?? '')) j++;
  return j > i + 1 && j < raw.lines.length && raw.fenced[j] && !FENCE_LINE.test(raw.lines[j] ?? '') ? j - i : 0;
}

/** Some bare fence of the message opens with a leaked header (see leakedHeaderIn). */
function showsLeakedHeaders(raw: RawLines): boolean {
  for (let i = 0; i + 1 < raw.lines.length; i++) if (raw.fenced[i] && BARE_FENCE.test(raw.lines[i] ?? '') && copiedCodeHeaderIn(raw, i + 1) === 0 && leakedHeaderIn(raw, i + 1) > 0) return true;
  return false;
}

/** How many lines from `i` (the first inside a fence) are a copied code header: an optional language line, then "Copy code". */
function copiedCodeHeaderIn(raw: RawLines, i: number): number {
  const isButton = (t: string) => COPY.has(t.toLowerCase()) || chromeKindOf(t) === 'button';
  const first = (raw.lines[i] ?? '').trim();
  if (raw.fenced[i] && isButton(first)) return 1;
  if (!raw.fenced[i] || !isLanguageName(first)) return 0;
  // The language, then the button, with the blank lines a saved page leaves between them ("properties" / "" / "复制编辑").
  let j = i + 1;
  while (j < raw.lines.length && j <= i + 3 && raw.fenced[j] && isBlank(raw.lines[j] ?? '')) j++;
  return raw.fenced[j] && isButton((raw.lines[j] ?? '').trim()) ? j - i + 1 : 0;
}

/**
 * Where the code starts after a code block's header of a language line and a copy button: a header
 * may carry more buttons no list knows ("python" / "Copy" / "Run", "Preview", "Apply") — one
 * capitalised word each, with the code's first line (code, or a comment) right under them.
 * A word of prose runs on into a sentence; code rarely opens with a lone capitalised word.
 */
function afterHeaderButtons(raw: RawLines, i: number): number {
  let k = i;
  while (k < raw.lines.length && k < i + 3 && !raw.fenced[k] && isHeaderButtonWord(raw.lines[k] ?? '')) k++;
  if (k === i || k >= raw.lines.length || raw.fenced[k]) return i;
  const code = (raw.lines[k] ?? '').trim();
  return looksLikeCodeLine(code) || /^(?:#|\/\/|\/\*|--\s)/.test(code) ? k : i;
}

/**
 * Where code starts under a language line that heads a code block with a text button and no copy
 * button (ChatGPT 2026: "Python" / "" / "" / "Run" — "Запустить", "Ausführen" — / "import os"): blank
 * lines, then one to three capitalised one-word lines, then a line of code or a comment. -1 otherwise.
 */
function codeUnderButtonHeader(lines: readonly string[], fenced: readonly boolean[], i: number): number {
  let k = i + 1;
  while (k < lines.length && k <= i + 3 && !fenced[k] && isBlank(lines[k] ?? '')) k++;
  if (k === i + 1) return -1;
  const buttons = k;
  while (k < lines.length && k < buttons + 3 && !fenced[k] && isHeaderButtonWord(lines[k] ?? '')) k++;
  if (k === buttons || k >= lines.length || fenced[k]) return -1;
  const code = (lines[k] ?? '').trim();
  return looksLikeCodeLine(code) || CODE_OPENING.test(code) || SHELL_COMMAND.test(code) || /^(?:#|\/\/|\/\*|--\s)/.test(code) ? k : -1;
}


/** Line `i` stands alone between blank lines, with a paragraph of prose above and below it. */
function isParagraphBetweenProse(raw: RawLines, i: number): boolean {
  if (!isBlank(raw.lines[i - 1] ?? 'x') || !isBlank(raw.lines[i + 1] ?? 'x') || raw.fenced[i - 1] || raw.fenced[i + 1]) return false;
  let above = i - 1;
  while (above >= 0 && !raw.fenced[above] && isBlank(raw.lines[above] ?? '')) above--;
  let below = i + 1;
  while (below < raw.lines.length && !raw.fenced[below] && isBlank(raw.lines[below] ?? '')) below++;
  const prose = (k: number) => {
    const t = (raw.lines[k] ?? '').trim();
    // A remark in brackets ("(that's the word I want)") is prose, though brackets also mark code.
    return isProse(raw, k) && (/^\(.*\)$/.test(t) || !looksLikeCodeLine(t)) && !isLanguageName(t);
  };
  // A sentence in brackets right under the word remarks on it ("Rigenera" / "(that's the word I want on the
  // button)"), also under the person's pasted code: the person quoting the word.
  const remark = (raw.lines[below] ?? '').trim();
  if (i > 0 && !raw.fenced[below] && remark.length >= 12 && /^[(（][^()（）]+[)）]$/.test(remark) && /\s/.test(remark)) return true;
  return prose(above) && prose(below);
}

function isProse(raw: RawLines, i: number): boolean {
  if (i < 0 || i >= raw.lines.length || raw.fenced[i]) return false;
  const t = (raw.lines[i] ?? '').trim();
  if (t.length === 0 || isMessageChrome(t)) return false;
  return t.length >= 20 || /[.!?;,:。！？]$/.test(t);
}

/**
 * The name line of an attachment chip. With the type line under it, any title that ends in a
 * file extension is a chip, even one made of words ("Records of the Board.docx" / "Doc").
 */
function isChipName(t: string): boolean {
  // Cheap test first: a file name ends in a short extension.
  const dot = t.lastIndexOf('.');
  if (dot < 1 || dot < t.length - 6) return false;
  return isAttachmentName(t) || (t.length <= 160 && /^[^\s/\\:*?"<>|][^/\\:*?"<>|]*\.[a-z0-9]{1,5}$/i.test(t) && !/[.!?]\s/.test(t));
}

/** A shell's header over a command line ("Bash" / "npm install express"): the line starts with a common command. */
function isShellOverCommand(t: string, next: string): boolean {
  return /^(?:bash|shell|sh|zsh|powershell|cmd|console|terminal)$/i.test(t) && SHELL_COMMAND.test(next);
}
const SHELL_COMMAND = /^(?:\$ )?(?:npm|npx|yarn|pnpm|pip3?|git|cd|curl|wget|node|python3?|docker|brew|apt(?:-get)?|sudo|mkdir|export|ls|cat|echo|go|cargo|dotnet|mvn|gradle|chmod|rm|cp|mv|touch|source)(?:\s|$)/;

/**
 * Gemini's header over code whose first line is a comment ("Python" / "# 1. Load the settings" / "import os"):
 * a language that comments with "#", a comment line right under it and a line of code under the comment. A
 * Markdown heading under a word ("Python" / "# History" / "Guido started…") has prose under it and stays.
 */
function isCommentOverCode(raw: RawLines, i: number, t: string): boolean {
  if (!HASH_COMMENTED.test(t) || raw.fenced[i + 2]) return false;
  const comment = (raw.lines[i + 1] ?? '').trim();
  if (!/^#(?![#!])\s?\S/.test(comment)) return false;
  const code = (raw.lines[i + 2] ?? '').trim();
  return looksLikeCodeLine(code) || CODE_OPENING.test(code);
}

/** The "Markdown" header over the document it shows: a heading opens it. */
function isMarkdownOverHeading(t: string, next: string): boolean {
  return /^markdown$/i.test(t) && /^#{1,6} \S/.test(next);
}

/**
 * The header of a block the page shows as plain text ("…would look in version 4:" / "" / "text" / "extends Node"):
 * "text" is a word as often as a header, so only where a colon led to it over a blank line and the block under it
 * opens as code does, or in lower case with no sentence's end, not as prose.
 */
function isPlainTextHeader(raw: RawLines, i: number): boolean {
  const below = (raw.lines[i + 1] ?? '').trim();
  if (i < 2 || !isBlank(raw.lines[i - 1] ?? '') || !/[:：]$/.test((raw.lines[i - 2] ?? '').trim()) || raw.fenced[i + 1]) return false;
  return below.length > 0 && !/[.!?。！？]$/.test(below) && (opensCodeBlock(raw, i + 1) || /^\p{Ll}/u.test(below));
}

function isBareCodeLabel(raw: RawLines, i: number, t: string): boolean {
  if (t === 'text') return isPlainTextHeader(raw, i);
  if (t.length > 16 || !isLanguageName(t) || t === 'code' || t === 'output' || t === 'text') return false;
  if (isBlank(raw.lines[i + 1] ?? '') || raw.fenced[i + 1]) return false;
  // The message's first line: an answer that opens with its code block, the header's bare name over the
  // code (Claude: "yaml" / "player:" / "  type: object"). Lower case, and code right under it.
  if (i < 1) return t === t.toLowerCase() && opensCodeBlock(raw, i + 1);
  // A capitalised name ("JavaScript", Gemini's header) only over a line of code: in a list of
  // languages under a colon ("I know:" / "Python" / "Java") it is a word.
  const below = (raw.lines[i + 1] ?? '').trim();
  // Code the copy kept indented under the header ("Python" / "        # --- Right column ---", a method
  // lifted out of a class): a comment or a declaration that sits indented is code, not a sentence.
  const indentedCode = /^\s{2,}\S/.test(raw.lines[i + 1] ?? '') && (looksLikeCodeLine(below) || CODE_OPENING.test(below) || /^(?:#|\/\/|\/\*|--\s)/.test(below));
  // An import or a definition right under it is code too ("Python" / "from decimal import Decimal", Gemini).
  if (t !== t.toLowerCase() && !looksLikeCodeLine(below) && !CODE_OPENING.test(below) && !indentedCode && !isMarkdownOverHeading(t, below) && !isShellOverCommand(t, below) && !isCommentOverCode(raw, i, t)) return false;
  // After a blank line: under a colon, or a capitalised name over code (Gemini 2025 copies its code
  // header as the bare name: "…estiver errado." / "" / "JavaScript" / "const express = …"), or the
  // Markdown header over the Markdown it shows ("Markdown" / "# 🎬 API REST de Filmes").
  if (isBlank(raw.lines[i - 1] ?? '')) return (i >= 2 && /[:：]$/.test((raw.lines[i - 2] ?? '').trim())) || t !== t.toLowerCase();
  // Right under the line that introduces the code ("Interpreted Language Example (Python):" /
  // "python" / "def greeting(name):", Claude's header with the copy icon lost): only when code follows,
  // so a list of languages under a colon ("I know:" / "python" / "java") stays.
  const next = (raw.lines[i + 1] ?? '').trim();
  if (/[:：]$/.test((raw.lines[i - 1] ?? '').trim()) && looksLikeCodeLine(next)) return true;
  // Under a title line without a colon ("The log view shader, sketched" / "glsl" / "// inputs: …"), only
  // the header's own lower-case form over a line of code or a code comment: a word of prose is capitalised
  // or runs on in a sentence.
  return (t === t.toLowerCase() && (looksLikeCodeLine(next) || /^(?:\/\/|\/\*|#!|--\s)/.test(next))) || indentedCode;
}

/** Line `k` opens code: a line of code, a statement that opens code, or a YAML key over an indented line. */
function opensCodeBlock(raw: RawLines, k: number): boolean {
  const t = (raw.lines[k] ?? '').trim();
  if (raw.fenced[k] || t.length === 0) return false;
  return looksLikeCodeLine(t) || CODE_OPENING.test(t) || (/^[\w.-]+:$/.test(t) && /^\s+\S/.test(raw.lines[k + 1] ?? ''));
}

/**
 * Claude's code header copied as the lower-case bare name between the line that leads to the code and a blank line
 * (claude.ai's shared chat: "Quick fix:" / "cpp" / "" / "spotDirection = …;", or with a blank line over it too): only
 * under a line that ends in a colon and over a line of code, so "I know:" / "python" / "" / "and some Go." stays.
 */
function isLowerHeaderOverGap(raw: RawLines, i: number): boolean {
  if (i < 1 || raw.fenced[i - 1] || !isBlank(raw.lines[i + 1] ?? '') || raw.fenced[i + 1] || raw.fenced[i + 2]) return false;
  const lead = isBlank(raw.lines[i - 1] ?? '') ? (i >= 2 && !raw.fenced[i - 2] ? (raw.lines[i - 2] ?? '') : '') : (raw.lines[i - 1] ?? '');
  if (!/[:：]$/.test(lead.trim())) return false;
  const code = (raw.lines[i + 2] ?? '').trim();
  // A tree the block draws ("css" / "" / "app/" / "  dashboard/"): one token over a line indented under it opens code too.
  return looksLikeCodeLine(code) || CODE_OPENING.test(code) || nestsUnderToken(raw, i + 2);
}

/** Line `k` is one token (no space, no sentence end) with the line under it indented deeper: a tree or a nested block. */
function nestsUnderToken(raw: RawLines, k: number): boolean {
  const line = raw.lines[k] ?? '';
  const t = line.trim();
  if (raw.fenced[k] || raw.fenced[k + 1] || t.length === 0 || t.length > 60 || /\s/.test(t) || /[.!?。！？]$/.test(t)) return false;
  const under = raw.lines[k + 1] ?? '';
  return !isBlank(under) && under.length - under.trimStart().length > line.length - line.trimStart().length;
}

/**
 * Gemini's code header copied as the capitalised bare name right under the text that leads to the code,
 * then a blank line, then the code ("…and run:" / "Bash" / "" / "pyinstaller --onefile app.py"). The
 * paragraph under the gap must open like code, so a list that ends in "Python" before prose stays.
 */
function isHeaderOverGap(raw: RawLines, i: number, t: string): boolean {
  if (t.length > 16 || !isLanguageName(t) || /^(?:code|output|text)$/i.test(t)) return false;
  if (t === t.toLowerCase()) return isLowerHeaderOverGap(raw, i);
  if (i < 1 || isBlank(raw.lines[i - 1] ?? '') || raw.fenced[i - 1] || !isBlank(raw.lines[i + 1] ?? '') || raw.fenced[i + 2]) return false;
  const code = (raw.lines[i + 2] ?? '').trim();
  if (looksLikeCodeLine(code) || CODE_OPENING.test(code)) return true;
  // YAML opens with a key over an indented line ("YAML" / "" / "spec:" / "  template:").
  if (/^ya?ml$/i.test(t) && /^[\w.-]+:(?:\s|$)/.test(code) && /^\s+\S/.test(raw.lines[i + 3] ?? '')) return true;
  // A comment first ("Python" / "" / "# Real version" / "# subprocess.run(…)") in a language that comments with "#".
  return HASH_COMMENTED.test(t) && /^#(?![#!])\s?\S/.test(code) && !isBlank(raw.lines[i + 3] ?? '');
}
/** How code opens when its first line has no bracket or "=": an import, a definition, a command with options. */
const CODE_OPENING = /^(?:(?:import|from|using|use|package|require|include|def|class|fn|func|function|const|let|var|public|private|#include)\s+\S|#!\/\S|\$ \S|[a-z][\w.-]* --?[a-z])/;
const HASH_COMMENTED = /^(?:python|py|bash|shell|sh|zsh|ruby|perl|r|yaml|toml|powershell|dockerfile|makefile)$/i;

/**
 * A header line right above a fenced block ("Code" / "```markdown", "python" / "```python"): the
 * page's code-block header (Gemini prints "Code" over each block) copied above the fence the copy
 * kept. The fence already says what the block is; the line is the first of its paragraph.
 */
function isHeaderAboveFence(raw: RawLines, i: number, t: string): boolean {
  if (t.length > 16 || !(isLanguageName(t) || t.toLowerCase() === 'code') || raw.fenced[i]) return false;
  if (i > 0 && !isBlank(raw.lines[i - 1] ?? '')) return false;
  // The fence line itself, whether or not the copy kept its closing fence.
  return /^\s*(```|~~~)[\w+#.-]*\s*$/.test(raw.lines[i + 1] ?? '');
}

/**
 * An attachment chip at line `i`: the file's name over its type ("report.pdf" / "PDF"), the type
 * right under the name or one blank line lower. Returns the index after the chip, or -1.
 */
export function attachmentChipEnd(lines: readonly string[], fenced: readonly boolean[], i: number, codeHeader?: readonly boolean[]): number {
  const name = (lines[i] ?? '').trim();
  if (fenced[i] || name.length === 0) return -1;
  const typeAt = isBlank(lines[i + 1] ?? '') ? i + 2 : i + 1;
  if (fenced[typeAt]) return -1;
  const type = (lines[typeAt] ?? '').trim();
  // A language over a copy button is a code block's header ("└─ app.sql" / "" / "yaml" / "コードをコピーする":
  // the last line of a file tree, then the next block's header), not a chip's type.
  // The button may be one the paste shows to be a copy button by where it recurs (TextContext.codeHeader).
  if (isLanguageName(type) && !fenced[typeAt + 1] && (chromeKindOf((lines[typeAt + 1] ?? '').trim()) === 'button' || codeHeader?.[typeAt + 1] === true)) return -1;
  // A file name the answer wrote over a code block's header ("main.py" / "Python" / "" / "Run" / code) is its heading.
  if (isChipName(name)) {
    const counted = countedChipEnd(lines, fenced, typeAt);
    if (counted > 0) return counted;
    return isAttachmentType(type) && !(isLanguageName(type) && codeUnderButtonHeader(lines, fenced, typeAt) > 0) ? typeAt + 1 : -1;
  }
  // Claude's card for a long paste: the pasted text's first line, then "pasted". The preview is a paragraph of its own.
  return PASTE_CARD_TYPE.test(type) && (i === 0 || isBlank(lines[i - 1] ?? '')) ? typeAt + 1 : -1;
}

/**
 * An attachment chip at the top of a prompt whose type is a word in a UI language no list holds ("report_v2.ipynb" /
 * "Dosya" / the prompt): a file's name, right under it one capitalised word that is no language, right under that
 * the message's text. Only above everything the message says (chips stacked over a prompt): a file name inside an
 * answer may head a section. Returns the index after the chip, or -1.
 */
function unlistedTypeChipEnd(raw: RawLines, i: number, name: string, kept: readonly string[]): number {
  if (!isChipName(name) || raw.fenced[i + 1] || raw.fenced[i + 2] || name.includes(' ')) return -1;
  const type = (raw.lines[i + 1] ?? '').trim();
  if (!/^\p{Lu}\p{Ll}{2,11}$/u.test(type) || isLanguageName(type) || isBlank(raw.lines[i + 2] ?? '')) return -1;
  return kept.every((k) => isBlank(k)) ? i + 2 : -1;
}

const PASTE_CARD_TYPE = /^pasted(?: text| content)?$/i;

/** A count with its unit, in any language: "5 pages", "5 页", "15 ページ", "9 páginas", "120 KB". */
const COUNT_LINE = /^\d+(?:[.,]\d+)?\s?[\p{L}]{1,12}$/u;

/**
 * A chip's lines under the file name in words no list has: its count ("9 páginas", "15 ページ") and
 * maybe a one-word type under it ("Arquivo", "ファイル"), glued, with a line of text right under the chip
 * (the prompt). A sentence a person starts under a file name is no count and no single word. Returns the
 * index after the chip, or -1.
 */
function countedChipEnd(lines: readonly string[], fenced: readonly boolean[], at: number): number {
  if (fenced[at] || !COUNT_LINE.test((lines[at] ?? '').trim())) return -1;
  const next = (lines[at + 1] ?? '').trim();
  const end = !fenced[at + 1] && /^[\p{L}]{1,12}$/u.test(next) && !isBlank(lines[at + 2] ?? '') ? at + 2 : at + 1;
  return end;
}

function isPasteCardPreview(raw: RawLines, i: number): boolean {
  const typeAt = isBlank(raw.lines[i + 1] ?? '') ? i + 2 : i + 1;
  return PASTE_CARD_TYPE.test((raw.lines[typeAt] ?? '').trim()) && attachmentChipEnd(raw.lines, raw.fenced, i) > 0;
}

/**
 * A whole-line HTML comment an exporter writes as bookkeeping ("<!-- UID: 1234 -->", "<!-- Generated
 * by SpecStory -->"), invisible when rendered. A comment in code the person or the answer shows
 * ("<!-- HTML -->" over markup whose fence the copy lost) is content.
 */
/** An IRC client's server notice, with its time or not ("16:11 -!- priya has quit [Quit: bye]"): no one's message. */
const SERVER_NOTICE = /^(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s+)?-!-\s/;
function isServerNotice(t: string): boolean {
  return t.includes('-!-') && SERVER_NOTICE.test(t);
}

function isHtmlComment(t: string): boolean {
  return t.startsWith('<!--') && t.endsWith('-->') && /^<!--\s*([\p{L}\d _-]{1,40}:\s|generated (by|with)\b)/iu.test(t);
}

function languageLineAbove(kept: readonly string[], keptFenced: readonly boolean[]): boolean {
  let k = kept.length - 1;
  if (k >= 0 && isBlank(kept[k] ?? '') && !keptFenced[k]) k--;
  return k >= 0 && !keptFenced[k] && isLanguageName((kept[k] ?? '').trim());
}

/** A code header's button in a word no list knows ("Run", "Wrap"): one capitalised word, not a language's name. */
function isHeaderButtonWord(line: string): boolean {
  const t = line.trim();
  return /^\p{Lu}\p{Ll}{1,11}$/u.test(t) && !isLanguageName(t);
}

/**
 * The header's other buttons in words no list knows, kept above its copy button after the language line and a known
 * button went ("python" / "Collapse" / "Wrap" / "Copy", Grok): walking up the paste from the copy button over
 * one-word capitalised lines to a language line, the trailing kept lines that are those words go.
 */
function dropHeaderWordsAbove(raw: RawLines, i: number, kept: string[], keptFenced: boolean[]): void {
  const words: string[] = [];
  let j = i - 1;
  while (j >= 0 && i - j <= 3 && !raw.fenced[j] && isHeaderButtonWord(raw.lines[j] ?? '')) words.push((raw.lines[j--] ?? '').trim());
  if (words.length === 0 || j < 0 || raw.fenced[j] || !isLanguageName((raw.lines[j] ?? '').trim())) return;
  while (kept.length > 0 && !keptFenced[kept.length - 1] && words.includes((kept[kept.length - 1] ?? '').trim())) {
    kept.pop();
    keptFenced.pop();
  }
}

/**
 * The copy button at `i` (with any buttons under it) sits right on a block of code: two lines or more down to a gap,
 * one of them code, none a sentence ("Copy" / "Download" / "FROM node:20" / "CMD [\"npm\", \"test\"]").
 */
function buttonsOverCode(raw: RawLines, i: number): boolean {
  let k = i + 1;
  while (k < raw.lines.length && !raw.fenced[k] && chromeKindOf((raw.lines[k] ?? '').trim()) === 'button') k++;
  let e = k;
  while (e < raw.lines.length && !raw.fenced[e] && !isBlank(raw.lines[e] ?? '')) e++;
  const lines = raw.lines.slice(k, e).map((l) => l.trim());
  const prose = (t: string) => t.split(/\s+/).length >= 4 && /[.!?。！？]$/.test(t) && !looksLikeCodeLine(t);
  return lines.length >= 2 && lines.some((t) => looksLikeCodeLine(t)) && !lines.some(prose);
}

/**
 * Drops the language line above a copy button, allowing one blank line between (Claude). Over code right under the
 * buttons (`overCode`), the block's title may be a capitalised name no list has, alone in its paragraph ("Cypress" /
 * "" / "Copy" / "Download" / code, DeepSeek).
 */
function dropCodeHeader(kept: string[], keptFenced: boolean[], floor: number, overCode = false): void {
  let k = kept.length - 1;
  if (k >= floor && isBlank(kept[k] ?? '') && !keptFenced[k]) k--;
  if (k < floor || keptFenced[k]) return;
  const t = (kept[k] ?? '').trim();
  const named = overCode && /^\p{Lu}[\p{L}\p{N}+#._-]{1,15}$/u.test(t) && (k === 0 || isBlank(kept[k - 1] ?? ''));
  if (!looksLikeCodeHeader(t) && !named) return;
  // The header is the first line of its block: start of message or after a blank line.
  if (k > 0 && !isBlank(kept[k - 1] ?? '') && !isLanguageName(t)) return;
  kept.splice(k, kept.length - k);
  keptFenced.splice(k, keptFenced.length - k);
}
