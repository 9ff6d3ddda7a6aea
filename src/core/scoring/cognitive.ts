/**
 * Cognitive: mental load, timing, attention.
 * User: asks sized to be handled at once, readable sentences, builds on the last answer at the right time.
 * Answer: readable sentences, little hedging, no loops or repeated sentences.
 */
import type { MessageFeatures } from './features';
import { dimensionScore, ramp, signal, type Signal } from './signals';

export const COGNITIVE_WEIGHTS = {
  user: { mentalLoad: 2, timing: 2, attention: 2 },
  answer: { mentalLoad: 2, confidence: 2, attention: 2, saysItOnce: 2 },
} as const;

/** Readability: sentences of 8-25 words read best; very long ones overload. */
const readable = (f: MessageFeatures): number =>
  f.words < 4 ? 0.5 : 1 - 0.5 * ramp(f.sentenceLength, 25, 50) - 0.5 * ramp(f.longWordShare, 0.3, 0.5);

/** Appends the dimension's signals to `out` and returns its score. */
export function cognitive(f: MessageFeatures, out: Signal[]): number {
  const from = out.length;
  if (f.role === 'user') {
    const w = COGNITIVE_WEIGHTS.user;
    // More than four separate asks in one message splits attention; one to three is focused.
    const load = 0.5 * readable(f) + 0.5 * (1 - ramp(f.asks, 4, 8));
    // First message: timing is giving the setup up front; later: picking up the answer just given.
    const timing = f.hasPrevious ? ramp(f.uptake, 0, 0.35) : ramp(Math.log(1 + f.words), Math.log(4), Math.log(60));
    const attention = f.fillerOnly ? 0 : 1 - ramp(f.repeatSimilarity, 0.5, 0.9);
    out.push(
      signal('cognitive.mentalLoad', w.mentalLoad, load, 'easy to take in', 'too much at once'),
      signal('cognitive.timing', w.timing, timing, f.hasPrevious ? 'builds on the last answer' : 'sets the scene up front', f.hasPrevious ? 'ignores the last answer' : 'no setup up front'),
      signal('cognitive.attention', w.attention, attention, 'focused', 'repeats an earlier ask'),
    );
    return dimensionScore(out, from);
  }
  const w = COGNITIVE_WEIGHTS.answer;
  const hedgeRate = f.hedges / Math.max(1, f.sentences);
  out.push(
    signal('cognitive.mentalLoad', w.mentalLoad, readable(f), 'easy to read', 'hard to read'),
    signal('cognitive.confidence', w.confidence, 1 - ramp(hedgeRate, 0.1, 0.6), 'confident', 'hedges a lot'),
    signal('cognitive.attention', w.attention, 1 - ramp(f.repeatedSentences, 0, 2) * 0.5 - 0.5 * ramp(f.repeatSimilarity, 0.5, 0.9), 'stays fresh', 'repeats itself'),
    signal('cognitive.saysItOnce', w.saysItOnce, f.repeatedSentences > 0 ? 0 : 1, 'says each thing once', 'repeats whole sentences'),
  );
  return dimensionScore(out, from);
}
