/**
 * Context: temporal understanding, state awareness, continuity.
 * The first message has no context to use: Context is 0 ("none", spec section 9) and does not count
 * toward its overall (DESIGN.md decision 4). For an answer (a person's messages are graded by the
 * rubric): coverage of the ask, explicit references to earlier turns, staying on the goal.
 */
import type { MessageFeatures } from './features';
import { dimensionScore, ramp, saturate, signal, type Signal } from './signals';

export const CONTEXT_WEIGHTS = {
  answer: { temporal: 2, stateAwareness: 2, continuity: 3 },
} as const;

/** Ask coverage from which a reply has taken up what was said (continuity 0.5 and more). */
export const TAKES_UP_ASK_FROM = 0.3;

/** Appends the dimension's signals to `out` and returns its score. */
/**
 * `echoes`: the reply is only the person's words said back (reply-checks.ts echoesTheAsk): the ask's words
 * in it are copies, so they do not carry the thread on, and the fault is named once, in Strategic.
 */
export function context(f: MessageFeatures, out: Signal[], fit: number | null = null, echoes = false): number {
  const from = out.length;
  const w = CONTEXT_WEIGHTS.answer;
  if (!f.hasPrevious) {
    out.push(signal('context.none', 1, 0, 'first message', 'first message: no earlier context'));
    return dimensionScore(out, from);
  }
  // A reply of the asked-for shape follows on from the ask even when it repeats none of its words ("Yes.").
  const continuity = echoes ? 0 : Math.max(ramp(f.askCoverage, 0, 0.6), fit === 1 ? 0.8 : 0);
  const state = 0.6 * saturate(f.references, 2) + 0.4 * (f.hasGoal ? ramp(f.goalOverlap, 0, 0.4) : ramp(f.uptake, 0, 0.5));
  // Staying on the thread of one's own earlier asks is good; repeating one nearly word for word is not.
  const temporal = f.turn === 0 ? 0.6 : f.repeatSimilarity >= 0.7 ? 1 - ramp(f.repeatSimilarity, 0.7, 0.95) : 0.6 + 0.4 * ramp(f.repeatSimilarity, 0, 0.3);
  out.push(
    signal('context.temporal', w.temporal, temporal, 'knows where the conversation stands', 'goes back over old ground'),
    // A reply that takes up the ask's words has referred to what was said, if not in so many words:
    // "no reference" is named only of one that takes up little of it and is not of the asked shape (never
    // beside "answers what was asked").
    signal('context.stateAwareness', w.stateAwareness, state, 'refers to what was said', f.askCoverage >= TAKES_UP_ASK_FROM || fit === 1 || echoes ? '' : 'no reference to what was said'),
    signal('context.continuity', w.continuity, continuity, 'follows on from the ask', echoes ? '' : 'loses the thread'),
  );
  return dimensionScore(out, from);
}
