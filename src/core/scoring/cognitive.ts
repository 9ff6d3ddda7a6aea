/**
 * Cognitive: mental load, timing, attention.
 * For an answer (a person's messages are graded by the rubric, rubric/prompt-criteria.ts): readable sentences, little hedging, no loops or repeated sentences.
 */
import type { MessageFeatures } from './features';
import { dimensionScore, ramp, signal, type Signal } from './signals';

export const COGNITIVE_WEIGHTS = {
  answer: { mentalLoad: 2, confidence: 2, attention: 2, saysItOnce: 2 },
} as const;

/** Readability: sentences of 8-25 words read best; very long ones overload. */
const readable = (f: MessageFeatures): number =>
  f.words < 4 ? 0.5 : 1 - 0.5 * ramp(f.sentenceLength, 25, 50) - 0.5 * ramp(f.longWordShare, 0.3, 0.5);

/** Appends the dimension's signals to `out` and returns its score. */
export function cognitive(f: MessageFeatures, out: Signal[]): number {
  const from = out.length;
  const w = COGNITIVE_WEIGHTS.answer;
  const hedgeRate = f.hedges / Math.max(1, f.sentences);
  out.push(
    signal('cognitive.mentalLoad', w.mentalLoad, readable(f), 'easy to read', 'hard to read'),
    // One "I don't know" in a two-sentence reply is a high rate but not "a lot": named from two hedges on.
    signal('cognitive.confidence', w.confidence, 1 - ramp(hedgeRate, 0.1, 0.6), 'confident', f.hedges >= 2 ? 'hedges a lot' : ''),
    signal('cognitive.attention', w.attention, 1 - ramp(f.repeatedSentences, 0, 2) * 0.5 - 0.5 * ramp(f.repeatSimilarity, 0.5, 0.9), 'stays fresh', 'repeats itself'),
    signal('cognitive.saysItOnce', w.saysItOnce, f.repeatedSentences > 0 ? 0 : 1, 'says each thing once', 'repeats whole sentences'),
  );
  return dimensionScore(out, from);
}
