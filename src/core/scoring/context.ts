/**
 * Context: temporal understanding, state awareness, continuity.
 * The first message has no context to use: Context is 0 ("none", spec section 9) and does not count
 * toward its overall (DESIGN.md decision 4). Later messages: overlap with the previous reply (uptake),
 * explicit references to earlier turns, staying on the goal and not re-asking.
 */
import type { MessageFeatures } from './features';
import { dimensionScore, ramp, saturate, signal, type Signal } from './signals';

export const CONTEXT_WEIGHTS = {
  user: { temporal: 4, stateAwareness: 1, continuity: 2 },
  answer: { temporal: 2, stateAwareness: 2, continuity: 3 },
} as const;

/** Appends the dimension's signals to `out` and returns its score. */
export function context(f: MessageFeatures, out: Signal[]): number {
  const from = out.length;
  const w = f.role === 'user' ? CONTEXT_WEIGHTS.user : CONTEXT_WEIGHTS.answer;
  if (!f.hasPrevious) {
    out.push(signal('context.none', 1, 0, 'first message', 'first message: no earlier context'));
    return dimensionScore(out, from);
  }
  const continuity = f.role === 'user' ? ramp(f.uptake, 0, 0.35) : ramp(f.askCoverage, 0, 0.6);
  const state = 0.6 * saturate(f.references, 2) + 0.4 * (f.hasGoal ? ramp(f.goalOverlap, 0, 0.4) : ramp(f.uptake, 0, 0.5));
  // Staying on the thread of one's own earlier asks is good; repeating one nearly word for word is not.
  const temporal = f.turn === 0 ? 0.6 : f.repeatSimilarity >= 0.7 ? 1 - ramp(f.repeatSimilarity, 0.7, 0.95) : 0.6 + 0.4 * ramp(f.repeatSimilarity, 0, 0.3);
  out.push(
    signal('context.temporal', w.temporal, temporal, 'knows where the conversation stands', 'goes back over old ground'),
    signal('context.stateAwareness', w.stateAwareness, state, 'refers to what was said', 'no reference to what was said'),
    signal('context.continuity', w.continuity, continuity, f.role === 'user' ? 'picks up the last answer' : 'follows on from the ask', f.role === 'user' ? 'ignores the last answer' : 'loses the thread'),
  );
  return dimensionScore(out, from);
}
