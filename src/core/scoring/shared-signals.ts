/** Derived quantities several dimensions read, so each is defined once. */
import type { MessageFeatures } from './features';
import { clamp01, ramp, saturate } from './signals';
import { suggestionsAsQuestions } from './reply-checks';

/**
 * How much substance an answer carries, on a log scale: 0 for two words, 1 from ~300 (answers that
 * explain need room). A person's messages use the rubric's "enough to act on" instead.
 */
export const SUBSTANCE_FULL_AT = 300;
/** How much the message says, in words, its code counted at a third (a line of code holds several tokens). */
export const substance = (f: MessageFeatures, fullAt: number = SUBSTANCE_FULL_AT): number => ramp(Math.log(1 + f.words + f.codeWords / CODE_TOKENS_PER_WORD), Math.log(3), Math.log(1 + fullAt));
const CODE_TOKENS_PER_WORD = 3;

/** Written as sentences: capital start and closing punctuation, not shouted. */
export const wellFormed = (f: MessageFeatures): number => clamp01(f.wellFormed - (f.capsShare > 0.6 && f.words > 3 ? 0.5 : 0));

/**
 * Concrete detail: specific terms, numbers, constraints, examples and pasted material. `answerIsSpecific`:
 * the reply opens with the answer a closed question asks for (a yes or a no, one of the options, a name,
 * date or number — reply-fit.ts), which is the specific term asked for, so the specific-terms part is full.
 */
export const concreteness = (f: MessageFeatures, answerIsSpecific = false): number =>
  clamp01(0.5 * (answerIsSpecific ? 1 : ramp(f.specificTerms, 0, 0.35)) + 0.2 * saturate(f.constraints, 2) + 0.15 * Math.min(1, f.examples) + 0.15 * Math.min(1, f.artifacts));

/** Vague words per 20 words, inverted (1 = no vagueness). */
export const precision = (f: MessageFeatures): number => 1 - ramp((20 * f.vague) / Math.max(20, f.words), 0.5, 3);

/** Share of sentences that are questions back (a suggestion put as a question, "How about X?", is an answer). */
export const questionShare = (f: MessageFeatures): number =>
  Math.max(0, f.questions - (f.role === 'assistant' && f.questions > 0 ? suggestionsAsQuestions(f.scan.text) : 0)) / Math.max(1, f.sentences);
