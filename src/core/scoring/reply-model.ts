/**
 * A model of a good reply, beside reply-fit.ts and reply-checks.ts: is the reply's length spent on
 * what was asked? Each detector reads a share of the reply or a yes/no, never a count that grows with
 * the reply, so length earns nothing by itself here (issue 14).
 */
import type { MessageFeatures } from './features';
import { ramp } from './signals';

/**
 * The share of a reply's distinct terms taken from the ask at which it counts as wholly on the ask:
 * a reply that answers builds on the ask's own words ("How do I make my skin less dry?" — "apply
 * petroleum jelly to the skin… adults who have dry skin"); the rest is the answer's own matter.
 */
export const ON_ASK_FULL_AT = 0.3;
/** An ask with fewer distinct terms than this ("Yes.", "Why?") names too little to measure a reply by. */
export const ON_ASK_MIN_TERMS = 3;

/**
 * Keeps to the ask: how much of the reply is about what the person's last message named, in its
 * opening (where a reader looks for the answer) and throughout (where the extra length goes). A reply
 * that answers the question asked takes up its words; one that spends its length on other things (a
 * different question, the assistant itself, a tangent) brings in mostly terms the ask never used,
 * however long it runs. The mean of the two shares, each full at ON_ASK_FULL_AT. Null when the ask
 * names too little to tell (a remark, a bare "yes").
 */
export function askFocus(f: Pick<MessageFeatures, 'askTerms' | 'uptake' | 'askTermsTakenOpening' | 'openingTerms'>): number | null {
  if (f.askTerms < ON_ASK_MIN_TERMS) return null;
  const opening = f.openingTerms ? f.askTermsTakenOpening / f.openingTerms : 0;
  return (ramp(opening, 0, ON_ASK_FULL_AT) + ramp(f.uptake, 0, ON_ASK_FULL_AT)) / 2;
}
