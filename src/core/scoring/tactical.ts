/**
 * Tactical: clarity, specificity, actionability.
 * For an answer (a person's messages are graded by the rubric, rubric/prompt-criteria.ts): readable, concrete (numbers, names, examples), structured, answers rather than asks back.
 */
import type { MessageFeatures } from './features';
import type { InstructionCheck } from './types';
import { dimensionScore, ramp, signal, type Signal } from './signals';
import { concreteness, precision, questionShare, wellFormed } from './shared-signals';

export const TACTICAL_WEIGHTS = {
  answer: { clarity: 2, specificity: 3, structure: 2, directness: 2, paragraphs: 1, upFront: 2 },
} as const;

/** Words from which a reply is long enough to need paragraphs (a short paragraph's length, twice over). */
export const LAYOUT_FROM_WORDS = 100;

/** Words of the ask a reply's opening takes up to count as engaging it up front. */
export const UP_FRONT_TERMS = 3;

/** Weight of the person's checkable instructions (a table, N items, JSON...) in a reply's Tactical. */
export const INSTRUCTIONS_WEIGHT = 4;

/** Quoted words of at least three characters, straight or curly quotes. */
const QUOTATION = /"[^"\n]{3,}"|“[^”\n]{3,}”/;

/**
 * Something concrete a reader could point at: a number, a name within a sentence, code or another pasted
 * artifact, an example, or a quotation ("200 degrees Celsius", "via PayPal", `items`, "For example…").
 */
export function hasConcreteMaterial(f: MessageFeatures): boolean {
  return f.numbers > 0 || f.scan.capitalised > 0 || f.artifacts > 0 || f.examples > 0 || QUOTATION.test(f.scan.text);
}

/** Appends the dimension's signals to `out` and returns its score. `checks`: a reply's verified instructions. */
/** `declines`: the reply declines the ask outright, or only says the person's words back (reply-checks.ts): it answers nothing, directly or not. */
/** `upFront`: the ask is one whose answer can be found by its words (reply-checks.ts upFrontApplies; both in English), and the reply is not a question back. */
/** `closedAnswer`: the ask is a closed question and the reply opens with its answer (reply-fit.ts isClosedAsk, fit 1). */
export function tactical(f: MessageFeatures, out: Signal[], checks: readonly InstructionCheck[] = [], clarifies = false, declines = false, upFront = false, closedAnswer = false): number {
  const from = out.length;
  const w = TACTICAL_WEIGHTS.answer;
  const clarity = 0.75 * wellFormed(f) + 0.25 * precision(f);
  // Short answers need no structure; longer ones read better split into paragraphs, lists or code.
  const layout = Math.min(1, 0.5 * ramp(f.paragraphs, 1, 4) + 0.3 * Math.min(1, f.listItems / 2) + 0.2 * Math.min(1, f.headings + f.codeBlocks));
  const structure = f.words < 60 ? 0.5 : Math.max(0.5, layout);
  out.push(
    signal('tactical.clarity', w.clarity, clarity, 'clearly written', 'hard to read or vague'),
    // A closed question's answer given up front ("Round.") is the specific thing asked for: not generic.
    // "Stays generic" only of a reply with nothing concrete in it: a low share of specific terms in a long
    // reply that still gives a number, a name, code, an example or a quotation is weighed, not named; a
    // clarifying question has nothing to be concrete about yet.
    signal('tactical.specificity', w.specificity, concreteness(f, closedAnswer), 'concrete details', hasConcreteMaterial(f) || clarifies || closedAnswer ? '' : 'stays generic'),
    signal('tactical.structure', w.structure, structure, 'well structured', 'a wall of text'),
    clarifies
      ? signal('tactical.directness', w.directness, 1, 'asks for what the vague request left out', '')
      : declines
        ? signal('tactical.directness', w.directness, 0.5, '', '')
        : signal('tactical.directness', w.directness, 1 - ramp(questionShare(f), 0.2, 0.8), 'answers directly', 'answers with questions'),
  );
  // Paragraphs matter only to a reply long enough to need them: a few sentences are read at a glance.
  // "One block of text" only of one paragraph: two or three still score lower than four, unnamed.
  if (f.words >= LAYOUT_FROM_WORDS) out.push(signal('tactical.paragraphs', w.paragraphs, ramp(f.paragraphs, 1, 4), 'split into readable paragraphs', f.paragraphs <= 1 ? 'one block of text' : ''));
  // The answer up front: its opening engages the ask — takes up a few of its words (UP_FRONT_TERMS,
  // or all the reply takes up if fewer). A short reply is all opening; a long one that reaches the ask
  // only after a preamble is read with more effort. A thorough answer to a long ask that takes up the
  // rest of its words further on is not held back by them.
  if (upFront && f.askTermsTaken > 0 && !declines && !f.harmContext) {
    // Its reasons say what is checked: the ask's words in the opening. A word-level check cannot tell a
    // preamble from a direct answer in other words ("What should I bring?" — "A sturdy backpack…"), so a
    // low value is never named as "late"; it only weighs.
    out.push(signal('tactical.upFront', w.upFront, f.askTermsTakenOpening / Math.min(f.askTermsTaken, UP_FRONT_TERMS), 'takes up the ask in its opening', ''));
  }
  if (checks.length) {
    const kept = checks.filter((c) => c.kept).map((c) => c.instruction);
    const broken = checks.filter((c) => !c.kept).map((c) => c.instruction);
    out.push(signal('tactical.instructions', INSTRUCTIONS_WEIGHT, kept.length / checks.length, `keeps what was asked (${kept.join(', ')})`, `breaks what was asked (${broken.join(', ')})`));
  }
  return dimensionScore(out, from);
}
