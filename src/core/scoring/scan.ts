/**
 * One pass over a message's characters: words (lower-cased, with their offsets), sentences, letter case,
 * numbers, identifiers, inline code and fences, then one pass over its lines (lists, headings, data,
 * error lines, paragraphs). Everything the features need from the raw text comes from here, so the
 * text is never split twice. ASCII is classified with a table; other characters with Unicode regexes
 * (only when met), and runs in scripts without spaces go through Intl.Segmenter (see text.ts).
 */
import { lexemeAt, lexemeOf, WORD_HASH_PRIME, WORD_HASH_SEED, type Lexeme } from './lexemes';
import { segmentUnspaced } from './text';

// Module-level bindings of what the loops use for every letter and word: when the sources run as
// CommonJS (tsx), each access to an imported name is a getter call.
const HASH_SEED = WORD_HASH_SEED;
const HASH_PRIME = WORD_HASH_PRIME;
const lexemeOfSpan = lexemeAt;

/** Per ASCII code: 1 lower-case letter, 2 upper-case letter, 4 digit. */
const ASCII = new Uint8Array(128);
for (let c = 97; c <= 122; c++) ASCII[c] = 1;
for (let c = 65; c <= 90; c++) ASCII[c] = 2;
for (let c = 48; c <= 57; c++) ASCII[c] = 4;

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const UPPER_CHAR = /\p{Lu}/u;
const LOWER_CHAR = /\p{Ll}/u;
const UNSPACED_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Character classes for one code point: bit 1 lower, 2 upper, 4 digit, 8 other word char, 16 unspaced script. */
const WIDE_CACHE = new Map<number, number>();
function wideClass(cp: number): number {
  let k = WIDE_CACHE.get(cp);
  if (k === undefined) {
    const ch = String.fromCodePoint(cp);
    k = 0;
    if (WORD_CHAR.test(ch)) {
      k = UPPER_CHAR.test(ch) ? 2 : LOWER_CHAR.test(ch) ? 1 : 8;
      if (UNSPACED_CHAR.test(ch)) k |= 16;
    }
    if (WIDE_CACHE.size < 20_000) WIDE_CACHE.set(cp, k);
  }
  return k;
}

const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 0x3000 || (c >= 0x2000 && c <= 0x200a);
/** Sentence-final punctuation followed by a space: . ! ? … ؟ । */
const isTerminal = (c: number): boolean => c === 46 || c === 33 || c === 63 || c === 0x2026 || c === 0x61f || c === 0x964;
/** Closers allowed between the final punctuation and the space: " ' ” ’ ) ] */
const isCloser = (c: number): boolean => c === 34 || c === 39 || c === 0x201d || c === 0x2019 || c === 41 || c === 93;
/** CJK full stops end a sentence on their own. */
const isCjkTerminal = (c: number): boolean => c === 0x3002 || c === 0xff01 || c === 0xff1f;

export interface Scan {
  /** The trimmed text that was scanned. */
  text: string;
  /**
   * The words, in order (prose only: fenced code is left out): each word's entry in the word memo,
   * looked up while scanning. `word` is the word lower-cased with typographic apostrophes normalised;
   * the entry also holds its term and the marker phrases it starts.
   */
  lexemes: Lexeme[];
  /** Where each word starts in the text (as written: text.slice(start, start + lexemes[i].word.length)). */
  wordStart: number[];
  /** How many words: the lists' lengths from scan(); from scanShared(), the entries to read (see there). */
  wordCount: number;
  sentences: number;
  /** Index of each sentence's first word (-1 when it has none). */
  sentenceFirst: number[];
  /** Where each sentence starts in the text. */
  sentenceStarts: number[];
  sentenceQuestion: boolean[];
  questions: number;
  repeatedSentences: number;
  upper: number;
  lowerLetters: number;
  /** Letters outside ASCII (another script than English). */
  wideLetters: number;
  longWords: number;
  /** Capitalised words inside a sentence (names, products, places). */
  capitalised: number;
  numbers: number;
  identifiers: number;
  inlineCode: number;
  codeFences: number;
  urls: number;
  listItems: number;
  headings: number;
  dataLines: number;
  errorLines: number;
  paragraphs: number;
  lines: number;
}

/**
 * Where a scan collects its words and sentences. The lists are reused from call to call, so they are
 * grown once rather than for every message. scanShared() hands them out as they are; scan() copies
 * out exactly as many entries as it found. (A scan runs to completion before the next starts:
 * nothing in it calls back into scan.)
 */
const found = {
  wordStart: [] as number[],
  lexemes: [] as Lexeme[],
  sentenceFirst: [] as number[],
  sentenceStarts: [] as number[],
  sentenceEnds: [] as number[],
  sentenceQuestion: [] as boolean[],
};

const ERROR_WORDS = /error|exception|traceback|failed|warning|undefined|cannot|stack trace|errno/gi;
const LIST_LINE = /^\s*(?:[-*•]|\d+[.)])\s+\S/;
const HEADING_LINE = /^\s*#{1,6}\s+\S|^\s*\*\*[^*\n]+\*\*\s*:?\s*$/;
const DATA_LINE = /^\s*(?:[{[]|[^\n,]+(?:,[^\n,]*){2,}$|\|.*\|)/;

/** Scans a message; the Scan owns its lists (each exactly as long as the words or sentences found). */
export function scan(text: string): Scan {
  const sc = scanShared(text);
  return {
    ...sc,
    lexemes: sc.lexemes.slice(0, sc.wordCount),
    wordStart: sc.wordStart.slice(0, sc.wordCount),
    sentenceFirst: sc.sentenceFirst.slice(0, sc.sentences),
    sentenceStarts: sc.sentenceStarts.slice(0, sc.sentences),
    sentenceQuestion: sc.sentenceQuestion.slice(0, sc.sentences),
  };
}

/**
 * scan() without copying the word and sentence lists out: they are the scanner's working lists,
 * valid up to `wordCount` and `sentences` entries (longer, with older entries past those) and only
 * until the next scan overwrites them. For a caller that reads them at once: computeFeatures, which
 * runs for every message (copying them out was a seventh of the engine's allocation).
 */
export function scanShared(text: string): Scan {
  // Filled by index up to these counts (see `found`).
  const { wordStart, lexemes, sentenceFirst, sentenceStarts, sentenceEnds, sentenceQuestion } = found;
  let words = 0;
  let ends = 0;
  let questions = 0;
  let upper = 0, lowerLetters = 0, wideLetters = 0, longWords = 0, capitalised = 0;
  let numbers = 0, identifiers = 0, inlineCode = 0, codeFences = 0;
  let lastWordStart = -1;
  let lastWordEnd = -1;

  const n = text.length;
  let inFence = false;
  let inInline = false;
  let inSentence = false;
  let sentenceLastEnd = 0; // index after the sentence's last non-space character
  let lastNonSpace = 32;
  let pendingEnd = false;
  let sentence = -1;

  // Lower-cased once; words are sliced from it when lower-casing kept every offset (nearly always).
  const lowered = text.toLowerCase();
  const sameOffsets = lowered.length === n;

  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    // Fenced code: counted, kept out of the prose.
    if (c === 96 && text.charCodeAt(i + 1) === 96 && text.charCodeAt(i + 2) === 96) {
      codeFences++;
      inFence = !inFence;
      if (inSentence) {
        inSentence = false;
        sentenceEnds[ends++] = sentenceLastEnd;
      }
      pendingEnd = false;
      i += 3;
      continue;
    }
    if (inFence) {
      // Inside fenced code only the closing fence matters: jump to it.
      const close = text.indexOf('```', i);
      i = close < 0 ? n : close;
      continue;
    }
    // isSpace is called only for the characters it can be true for besides the plain space (controls,
    // beyond ASCII): with TurboFan off (the command's one-conversation runs) it is a call, and this
    // runs for every space, punctuation mark and word start (~48,000 calls for the 1,000-message
    // benchmark, now ~1,100; decision 0046).
    if (c === 32 || ((c < 32 || c > 127) && isSpace(c))) {
      if ((c === 10 || pendingEnd) && inSentence) {
        inSentence = false;
        sentenceEnds[ends++] = sentenceLastEnd;
      }
      pendingEnd = false;
      i++;
      continue;
    }
    if (!inSentence) {
      inSentence = true;
      sentence++;
      sentenceFirst[sentence] = -1;
      sentenceStarts[sentence] = i;
    }
    if (c === 96) {
      if (inInline) inlineCode++;
      inInline = !inInline;
    }
    let k = c < 128 ? ASCII[c]! : wideClass(c < 0xd800 || c > 0xdbff ? c : text.codePointAt(i)!);
    if (k === 0) {
      // Punctuation or symbol: sentence ends, snake_case joints, numbers with separators are handled here.
      if (isTerminal(c)) pendingEnd = true;
      else if (!isCloser(c)) pendingEnd = false;
      if (isCjkTerminal(c)) {
        sentenceLastEnd = i + 1;
        lastNonSpace = c;
        inSentence = false;
        sentenceEnds[ends++] = sentenceLastEnd;
        pendingEnd = false;
        i++;
        continue;
      }
      // snake_case: an underscore between letters/digits, counted once per chain.
      if (c === 95 && lastWordEnd === i && i + 1 < n) {
        const b = text.charCodeAt(i + 1);
        if (b < 128 && ASCII[b] && text.charCodeAt(lastWordStart - 1) !== 95) identifiers++;
      }
      sentenceLastEnd = i + 1;
      lastNonSpace = c;
      i++;
      continue;
    }
    // A word: letters, marks and digits, with apostrophes inside.
    pendingEnd = false;
    const start = i;
    const prevNonSpace = lastNonSpace;
    let hasUpperInside = false;
    let unspaced = false;
    let wide = false;
    let curly = false;
    let digitRun = false;
    let len = 0;
    const firstClass = k;
    let secondClass = -1;
    // The lower-cased word's hash, for its memo lookup (see lexemes.ts); ASCII word characters
    // lower-case by setting bit 5 (digits already have it).
    let hash = HASH_SEED;
    for (;;) {
      let ch = text.charCodeAt(i);
      if (ch >= 97 && ch <= 122) {
        // A run of ASCII lower-case letters, the bulk of most text: only the letter counts change.
        // The loop only hashes (it runs for nearly every character, in V8's unoptimised tiers when
        // the command scores one conversation): the run's length is counted once it ends.
        const runFrom = len;
        const runStart = i;
        do {
          hash = Math.imul(hash ^ ch, HASH_PRIME);
          if (++i >= n) break;
          ch = text.charCodeAt(i);
        } while (ch >= 97 && ch <= 122);
        lowerLetters += i - runStart;
        len += i - runStart;
        if (runFrom <= 1 && len > 1) secondClass = 1;
        digitRun = false;
      } else {
        const step = ch >= 0xd800 && ch <= 0xdbff ? 2 : 1;
        hash = Math.imul(hash ^ (ch < 128 ? ch | 32 : lowered.charCodeAt(i)), HASH_PRIME);
        if (step === 2) hash = Math.imul(hash ^ lowered.charCodeAt(i + 1), HASH_PRIME);
        if (k & 4) {
          if (!digitRun) {
            // 3.5, 1,000 and 12:30 are one number.
            const p = text.charCodeAt(i - 1);
            const pp = text.charCodeAt(i - 2);
            if (!((p === 46 || p === 44 || p === 58) && pp < 128 && ASCII[pp] === 4)) numbers++;
            digitRun = true;
          }
        } else digitRun = false;
        if (k & 2) {
          upper++;
          if (len > 0) hasUpperInside = true;
        } else if (k & 1) lowerLetters++;
        if (ch >= 128 && k & 11) {
          wide = true;
          if (k & 3 || k & 8) wideLetters++;
          if (k & 16) unspaced = true;
        }
        if (len === 1) secondClass = k;
        len++;
        i += step;
      }
      if (i >= n) break;
      const d = text.charCodeAt(i);
      k = d < 128 ? ASCII[d]! : wideClass(d < 0xd800 || d > 0xdbff ? d : text.codePointAt(i)!);
      if (k === 0 && (d === 39 || d === 0x2019) && i + 1 < n) {
        // Apostrophe inside a word (don't, it's) when a word character follows.
        const e = text.charCodeAt(i + 1);
        const ke = e < 128 ? ASCII[e]! : wideClass(e);
        if (ke !== 0) {
          if (d === 0x2019) curly = true;
          hash = Math.imul(hash ^ 39, HASH_PRIME);
          i++;
          k = ke;
          len++;
        }
      }
      if (k === 0) break;
    }
    const raw = unspaced ? text.slice(start, i) : '';
    sentenceLastEnd = i;
    lastNonSpace = text.charCodeAt(i - 1);
    lastWordStart = start;
    lastWordEnd = i;
    const firstInSentence = sentenceFirst[sentence] === -1;
    if (firstInSentence) sentenceFirst[sentence] = words;
    if (unspaced) {
      for (const seg of segmentUnspaced(raw)) {
        const lx = lexemeOf(seg.segment.toLowerCase());
        wordStart[words] = start + seg.index;
        lexemes[words++] = lx;
      }
    } else {
      // Nearly always the word is read from the lower-cased text in place, without a slice.
      const lx = sameOffsets && !curly ? lexemeOfSpan(lowered, start, i, hash) : lexemeOf(text.slice(start, i).toLowerCase().replace(/’/g, "'"));
      wordStart[words] = start;
      lexemes[words++] = lx;
      if (len >= 7) longWords++;
      // Names inside a sentence: Capital then lower-case or digit (not after a colon).
      if (!firstInSentence && firstClass & 2 && secondClass >= 0 && secondClass & 5 && prevNonSpace !== 58) capitalised++;
      // camelCase, and a call like name().
      if (firstClass & 1 && hasUpperInside && !wide) identifiers++;
      // (i < n first: reading past the end gives NaN, the same "no", but makes V8 throw away the
      // optimised scanner and compile it again, ~a tenth of a cold 1,000-message run's compile time.)
      else if (i + 1 < n && text.charCodeAt(i) === 40 && text.charCodeAt(i + 1) === 41) identifiers++;
    }
  }
  if (inSentence) sentenceEnds[ends] = sentenceLastEnd;
  // Per sentence: a question when it ends with a question mark.
  const sentences = sentence + 1;
  for (let k = 0; k < sentences; k++) {
    const last = text.charCodeAt(sentenceEnds[k]! - 1);
    const q = last === 63 || last === 0xff1f;
    sentenceQuestion[k] = q;
    if (q) questions++;
  }
  const repeatedSentences = countRepeatedSentences(lowered, sentenceStarts, sentenceEnds, sentences);

  // Lines: lists, headings, data rows, error lines, paragraphs (code included, as pasted).
  let urls = 0;
  for (let p = text.indexOf('http'); p >= 0; p = text.indexOf('http', p + 4)) {
    if (text.startsWith('://', p + 4) || text.startsWith('s://', p + 4)) urls++;
  }
  // Error lines: one search over the whole text, each line with a hit counted once (no error word
  // spans a line break, and a line with a hit is never blank).
  let errorLines = 0;
  ERROR_WORDS.lastIndex = 0;
  while (ERROR_WORDS.test(text)) {
    errorLines++;
    const lineEnd = text.indexOf('\n', ERROR_WORDS.lastIndex);
    if (lineEnd < 0) break;
    ERROR_WORDS.lastIndex = lineEnd + 1;
  }
  // Commas are searched forward only (each search starts past the last comma found), so asking
  // "two commas on this line?" for every line stays linear. (Inline: a closure here would slow the
  // whole function down by moving `text` into a context.)
  let nextComma = -2; // -2: not searched yet; -1: none left
  let listItems = 0, headings = 0, dataLines = 0, paragraphs = 0, lines = 0;
  let blank = true;
  for (let s = 0; s <= n; ) {
    let e = text.indexOf('\n', s);
    if (e < 0) e = n;
    lines++;
    let f = s;
    while (f < e && isSpace(text.charCodeAt(f))) f++;
    if (f === e) blank = true;
    else {
      if (blank) paragraphs++;
      blank = false;
      // The line is cut out only when its first character or its commas call for a pattern.
      const c = text.charCodeAt(f);
      const listLike = c === 45 || c === 42 || c === 0x2022 || (c >= 48 && c <= 57);
      const headingLike = c === 35 || c === 42;
      if (nextComma !== -1 && nextComma < f) nextComma = text.indexOf(',', f);
      let twoCommas = false;
      if (nextComma >= 0 && nextComma < e) {
        nextComma = text.indexOf(',', nextComma + 1);
        twoCommas = nextComma >= 0 && nextComma < e;
      }
      const dataLike = c === 123 || c === 91 || c === 124 || twoCommas;
      if (listLike || headingLike || dataLike) {
        const line = text.slice(s, e);
        if (listLike && LIST_LINE.test(line)) listItems++;
        if (headingLike && HEADING_LINE.test(line)) headings++;
        if (dataLike && DATA_LINE.test(line)) dataLines++;
      }
    }
    s = e + 1;
  }

  return {
    text,
    lexemes,
    wordStart,
    wordCount: words,
    sentences,
    sentenceFirst,
    sentenceStarts,
    sentenceQuestion,
    questions,
    repeatedSentences,
    upper, lowerLetters, wideLetters, longWords, capitalised, numbers, identifiers, inlineCode, codeFences,
    urls, listItems, headings, dataLines, errorLines, paragraphs, lines,
  };
}

/** Sentences longer than this many characters count when said twice (short ones repeat naturally). */
const REPEAT_MIN_CHARS = 20;
/** Up to this many long sentences, each is compared in place with the earlier ones; more are hashed. */
const REPEATS_IN_PLACE_UP_TO = 32;
/** The long sentences of the scan being read (indexes), reused like `found`. */
const longSentences: number[] = [];

/**
 * Long sentences said twice are loops: how many long sentences repeat an earlier one (compared
 * lower-cased). A message has few long sentences, so they are compared in place, without cutting
 * them out; many are grouped by length and hashed, which keeps a huge paste linear.
 */
function countRepeatedSentences(lowered: string, starts: readonly number[], ends: readonly number[], sentences: number): number {
  let count = 0;
  for (let k = 0; k < sentences; k++) if (ends[k]! - starts[k]! > REPEAT_MIN_CHARS) longSentences[count++] = k;
  if (count < 2) return 0;
  if (count > REPEATS_IN_PLACE_UP_TO) return countRepeatedByHash(lowered, starts, ends, count);
  // Sentence offsets are in the text; lower-casing can shorten it, so they are clamped like slice() does.
  const size = lowered.length;
  let repeated = 0;
  for (let a = 1; a < count; a++) {
    const from = Math.min(starts[longSentences[a]!]!, size);
    const length = Math.min(ends[longSentences[a]!]!, size) - from;
    for (let b = 0; b < a; b++) {
      const earlierFrom = Math.min(starts[longSentences[b]!]!, size);
      if (Math.min(ends[longSentences[b]!]!, size) - earlierFrom !== length) continue;
      let same = true;
      for (let j = 0; j < length; j++) {
        if (lowered.charCodeAt(from + j) !== lowered.charCodeAt(earlierFrom + j)) {
          same = false;
          break;
        }
      }
      if (same) {
        repeated++;
        break;
      }
    }
  }
  return repeated;
}

/** countRepeatedSentences for many long sentences: a set of the lower-cased sentences. */
function countRepeatedByHash(lowered: string, starts: readonly number[], ends: readonly number[], count: number): number {
  let repeated = 0;
  const seen = new Set<string>();
  /** Per sentence length: the first sentence that long, or -1 once sentences of that length are in `seen`. */
  const firstOfLength = new Map<number, number>();
  for (let a = 0; a < count; a++) {
    const k = longSentences[a]!;
    const st = starts[k]!;
    const en = ends[k]!;
    // Only sentences of the same length can be equal: a sentence is cut out and hashed only once
    // an earlier one had its length (that earlier one joins the set then).
    const length = Math.min(en, lowered.length) - Math.min(st, lowered.length);
    const earlier = firstOfLength.get(length);
    if (earlier === undefined) {
      firstOfLength.set(length, k);
      continue;
    }
    if (earlier >= 0) {
      seen.add(lowered.slice(starts[earlier], ends[earlier]));
      firstOfLength.set(length, -1);
    }
    const key = lowered.slice(st, en);
    if (seen.has(key)) repeated++;
    else seen.add(key);
  }
  return repeated;
}

/** Index of the sentence that contains character `at` (binary search over the sentence starts). */
export function sentenceAt(sc: Scan, at: number): number {
  let lo = 0;
  let hi = sc.sentences - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sc.sentenceStarts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
