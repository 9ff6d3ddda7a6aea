/**
 * Innovation: creativity, breakthrough potential.
 * Both roles: new terms compared with earlier messages of the same role (running term set), new angles
 * (what-if, alternatives, comparisons) and examples that open the problem up.
 */
import type { MessageFeatures } from './features';
import { dimensionScore, ramp, saturate, signal, type Signal } from './signals';

/**
 * Distinct terms at which a reply's new material counts in full: a reply that brings a dozen new terms
 * has brought something new; more words are not more new ideas (length earns nothing by itself).
 */
export const REPLY_TERMS_FULL_AT = 12;

/** Novelty (share of a message's terms its role had not used) under which the message brings nothing new. */
export const MOSTLY_SEEN_BELOW = 0.5;

/**
 * A reply's new material (its distinct new terms) weighs half its new angle (alternatives, examples,
 * options laid out): the count of new terms grows with the reply's words up to REPLY_TERMS_FULL_AT,
 * and Strategic's completeness already counts those words up to the room the ask gives, so at equal
 * weight length was counted twice (decision 0045).
 */
export const INNOVATION_WEIGHTS = { creativity: 1, breakthrough: 2 } as const;

/** Appends the dimension's signals to `out` and returns its score. */
/**
 * `revision`: the reply answers an ask to redo the last answer (a correction, "redo it…", "shorter
 * please"); a new version repeats most of the old one's words by design, so it is not told it "brings
 * nothing new" (its novelty still weighs).
 */
export function innovation(f: MessageFeatures, out: Signal[], revision = false): number {
  const from = out.length;
  const w = INNOVATION_WEIGHTS;
  // A first message is new by definition; what counts then is how many distinct ideas it brings.
  const fresh = f.turn === 0 ? ramp(f.distinctTerms, 2, 25) : 0.5 * f.novelty + 0.5 * ramp(f.distinctTerms, 2, f.role === 'assistant' ? REPLY_TERMS_FULL_AT : 25) * f.novelty;
  const angle = 0.6 * saturate(f.exploration, 1) + 0.4 * Math.min(1, f.examples + (f.role === 'user' ? f.formatRequests : f.listItems / 3) / 2);
  out.push(
    // "Nothing new" only of filler or of a message whose terms this role mostly used before: a first
    // message, or a short one in new words, is weighed for how few ideas it brings but not called that.
    signal('innovation.creativity', w.creativity, f.fillerOnly ? 0 : fresh, 'brings new material', f.fillerOnly || (f.turn > 0 && f.novelty < MOSTLY_SEEN_BELOW && !revision) ? 'brings nothing new' : ''),
    // "No new angle" only of a message with none: one alternative weighed ("…instead of an offset"), one example or a
    // list of options is an angle, if a small one (the reasons audit found the words beside such messages false).
    signal('innovation.breakthrough', w.breakthrough, angle, 'opens a new angle', angle > 0 ? '' : 'no new angle'),
  );
  return dimensionScore(out, from);
}
