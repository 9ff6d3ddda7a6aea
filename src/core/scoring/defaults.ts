/**
 * Missing-score defaults (spec section 4): a message without a score is shown with each dimension at
 * 50 (context 0), classification average, notation '=' and a confidence between 0.5 and 0.7.
 */
import type { MessageScore } from './types';

export const DEFAULT_DIMENSION_SCORE = 50;
export const DEFAULT_CONTEXT_SCORE = 0;
export const DEFAULT_CONFIDENCE_RANGE = [0.5, 0.7] as const;
/** The midpoint of the range: the engine knows nothing about an unscored message. */
export const DEFAULT_CONFIDENCE = 0.6;

export function missingScore(): MessageScore {
  return {
    overall: DEFAULT_DIMENSION_SCORE,
    dimensions: {
      strategic: DEFAULT_DIMENSION_SCORE,
      tactical: DEFAULT_DIMENSION_SCORE,
      cognitive: DEFAULT_DIMENSION_SCORE,
      innovation: DEFAULT_DIMENSION_SCORE,
      context: DEFAULT_CONTEXT_SCORE,
    },
    classification: 'average',
    chessNotation: '=',
    confidence: DEFAULT_CONFIDENCE,
    explanation: 'Not scored: default values shown.',
    betterMove: null,
  };
}

/** Fills whatever is missing from a partial stored score with the defaults. */
export function withScoreDefaults(partial: Partial<MessageScore> | null | undefined): MessageScore {
  const d = missingScore();
  if (!partial) return d;
  return { ...d, ...partial, dimensions: { ...d.dimensions, ...(partial.dimensions ?? {}) } };
}
