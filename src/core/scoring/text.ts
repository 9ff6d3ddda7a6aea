/**
 * Text primitives shared by every feature: words and sentences come from Intl.Segmenter so that
 * Chinese, Japanese, Russian or Arabic messages are segmented as well as English ones; content
 * terms are lower-cased, stop words removed (the `stopword` lists) and stemmed (Porter `stemmer`).
 */
import { stemmer } from 'stemmer';
import { deu, eng, fra, ita, jpn, kor, por, rus, spa, zho } from 'stopword';

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** One stop-word set for the languages seen in real pastes; lookups are O(1). */
const STOP_WORDS: ReadonlySet<string> = new Set([...eng, ...fra, ...deu, ...spa, ...ita, ...por, ...rus, ...zho, ...jpn, ...kor]);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Word-like segments in order, as written. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const s of wordSegmenter.segment(text)) if (s.isWordLike) out.push(s.segment);
  return out;
}

/** Non-empty sentences, trimmed. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const s of sentenceSegmenter.segment(text)) {
    const t = s.segment.trim();
    if (t) out.push(t);
  }
  return out;
}

const LATIN = /^[a-z]+$/;

/** A content term: stop words and pure numbers dropped, Latin words stemmed, other scripts kept whole. */
export function term(word: string): string | null {
  const w = word.toLowerCase();
  if (STOP_WORDS.has(w) || /^\d+$/.test(w)) return null;
  if (LATIN.test(w)) return w.length < 2 ? null : stemmer(w);
  return w;
}

/** The content terms of a list of words (with repeats, in order). */
export function terms(ws: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of ws) {
    const t = term(w);
    if (t) out.push(t);
  }
  return out;
}

/** Share of `a`'s distinct terms that also occur in `b` (0 when `a` is empty). */
export function coverage(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0) return 0;
  let hit = 0;
  for (const t of a) if (b.has(t)) hit++;
  return hit / a.size;
}

/** Jaccard similarity of two term sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  for (const t of a) if (b.has(t)) inter++;
  return inter / (a.size + b.size - inter);
}

export const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : Number.isFinite(x) ? x : 0);

/** Smooth saturation: 0 at x=0, 0.5 at x=half, approaching 1. */
export const saturate = (x: number, half: number): number => (x <= 0 ? 0 : x / (x + half));
