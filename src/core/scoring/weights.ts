/** The weights that form a message's overall from its five dimensions (shown on the results page). */
import type { DimensionScores } from './types';

/**
 * How much each dimension counts toward a message's overall, per role (sums to 1). The overall is
 * exactly the weighted mean of the displayed (rounded) dimensions, so a person can check it from the
 * bars; an opening message has no Context (decision 4) and its other weights are rescaled.
 */
export const OVERALL_WEIGHTS: Record<'user' | 'assistant', DimensionScores> = {
  // A person's message: a clear, specific ask first, then what it is for; the rest in equal parts.
  user: { strategic: 0.3, tactical: 0.4, cognitive: 0.1, innovation: 0.1, context: 0.1 },
  // An answer: relevance and completeness first, then concreteness and form.
  assistant: { strategic: 0.4, tactical: 0.35, cognitive: 0.05, innovation: 0.1, context: 0.1 },
};

