/**
 * Text primitives shared by every feature: words and sentences come from Intl.Segmenter so that
 * Chinese, Japanese, Russian or Arabic messages are segmented as well as English ones; content
 * terms are lower-cased, stop words removed (the `stopword` lists) and stemmed (Porter `stemmer`).
 */
import { stemmer } from 'stemmer';
import { deu, eng, fra, ita, jpn, kor, por, rus, spa, zho } from 'stopword';

// Made on first use: creating a Segmenter loads ICU's break-iterator data (measured ~10 ms of CPU in
// a `kibitz` start), and most texts never meet a script without spaces.
let segmenter: Intl.Segmenter | undefined;
const wordSegmenter = (): Intl.Segmenter => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' }));

/** One stop-word set for the languages seen in real pastes; lookups are O(1). */
const STOP_WORDS: ReadonlySet<string> = new Set([...eng, ...fra, ...deu, ...spa, ...ita, ...por, ...rus, ...zho, ...jpn, ...kor]);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Runs of letters/digits (apostrophes inside words kept), found with one regular expression. */
const WORD_RUN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
/** Scripts written without spaces between words: these runs go through Intl.Segmenter. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Word-like segments of a run written without spaces (Chinese, Japanese, Thai, ...). */
export function segmentUnspaced(run: string): Array<{ segment: string; index: number }> {
  const out: Array<{ segment: string; index: number }> = [];
  for (const s of wordSegmenter().segment(run)) if (s.isWordLike) out.push({ segment: s.segment, index: s.index });
  return out;
}

/**
 * Word-like segments in order, as written. Spaced scripts are split by a regular expression
 * (Intl.Segmenter is ~20x slower and gives the same words there); runs in scripts without spaces
 * (Chinese, Japanese, Thai, ...) are segmented by Intl.Segmenter's dictionaries.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD_RUN)) {
    const run = m[0];
    if (UNSPACED.test(run)) {
      for (const s of wordSegmenter().segment(run)) if (s.isWordLike) out.push(s.segment);
    } else out.push(run);
  }
  return out;
}

/**
 * Sentence ends: terminal punctuation of Latin, CJK, Arabic, Devanagari... scripts followed by a space
 * or the end, a CJK full stop anywhere, or a line break. (Intl.Segmenter's sentence mode gave the
 * same splits on the corpora but took 40% of the engine's time.)
 */
const SENTENCE_END = /(?<=[.!?…؟।]["'”’)\]]*)\s+|(?<=[。！？])|\n+/u;

/** Non-empty sentences, trimmed. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const s of text.split(SENTENCE_END)) {
    const t = s.trim();
    if (t) out.push(t);
  }
  return out;
}

/**
 * The text's last character other than white space is a question mark (? or ？): what
 * `/[?？]\s*$/u.test(text)` answers, without a pattern that V8 tries from every position (trimEnd
 * removes exactly the characters `\s` matches).
 */
export function endsWithQuestionMark(text: string): boolean {
  const t = text.trimEnd();
  const last = t.charCodeAt(t.length - 1);
  return last === 63 || last === 0xff1f;
}

const LATIN = /^[a-z]+$/;

/** Bound of the word memo (lexemes.ts): past this many words it is emptied when a conversation starts. */
export const TERM_CACHE_MAX = 50_000;

/** A content term of a lower-cased word: stop words and pure numbers dropped, Latin words stemmed, other scripts kept whole (memoised per word in lexemes.ts). */
export function computeTerm(w: string): string | null {
  if (STOP_WORDS.has(w) || /^\d+$/.test(w)) return null;
  if (LATIN.test(w)) return w.length < 2 ? null : stemmer(w);
  return w;
}
