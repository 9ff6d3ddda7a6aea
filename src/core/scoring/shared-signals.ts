/** Derived quantities several dimensions read, so each is defined once. */
import type { MessageFeatures } from './features';
import { clamp01, ramp, saturate } from './signals';

/**
 * How much substance the message carries, on a log scale: 0 for two words, 1 from ~20 words for a
 * request (people judge a 20-word ask as complete as a 200-word one) and ~300 for an answer (answers
 * that explain need more room than asks).
 */
export const SUBSTANCE_FULL_AT = { user: 20, assistant: 300 } as const;
export const substance = (f: MessageFeatures): number => ramp(Math.log(1 + f.words), Math.log(3), Math.log(1 + (f.role === 'user' ? SUBSTANCE_FULL_AT.user : SUBSTANCE_FULL_AT.assistant)));

/** Written in full sentences rather than fragments: mean words per sentence, 3 or fewer = 0, 12+ = 1. */
export const fullSentences = (f: MessageFeatures): number => ramp(f.sentenceLength, 3, 12);

/** A clear ask: at least one question, instruction or request opener (capped at 1). */
export const hasAsk = (f: MessageFeatures): number => (f.fillerOnly ? 0 : f.asks === 0 ? 0 : 0.6 + 0.4 * ramp(f.asks, 1, 3));

/** Written as sentences: capital start and closing punctuation, not shouted. */
export const wellFormed = (f: MessageFeatures): number => clamp01(f.wellFormed - (f.capsShare > 0.6 && f.words > 3 ? 0.5 : 0));

/** Concrete detail: specific terms, numbers, constraints, examples and pasted material. */
export const concreteness = (f: MessageFeatures): number =>
  clamp01(0.5 * ramp(f.specificTerms, 0, 0.35) + 0.2 * saturate(f.constraints, 2) + 0.15 * Math.min(1, f.examples) + 0.15 * Math.min(1, f.artifacts));

/** Vague words per 20 words, inverted (1 = no vagueness). */
export const precision = (f: MessageFeatures): number => 1 - ramp((20 * f.vague) / Math.max(20, f.words), 0.5, 3);

/** Share of sentences that are questions. */
export const questionShare = (f: MessageFeatures): number => f.questions / Math.max(1, f.sentences);
