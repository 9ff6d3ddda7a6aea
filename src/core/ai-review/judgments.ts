/**
 * Turning the model's grades into judgments beside the local engine's: the overall is formed the
 * local way (same weights, no Context for the opening message), and a message where the two differ
 * by DISAGREEMENT_POINTS or more is marked.
 */
import { DISAGREEMENT_POINTS, type AiMessageJudgment } from '../api/ai-review';
import { overallFromDimensions } from '../scoring/message';
import { OVERALL_WEIGHTS } from '../scoring/weights';
import type { DimensionScores, ScoredMessage } from '../scoring/types';
import type { AiMessageReview } from './review-schema';

function rounded(d: DimensionScores): DimensionScores {
  return { strategic: Math.round(d.strategic), tactical: Math.round(d.tactical), cognitive: Math.round(d.cognitive), innovation: Math.round(d.innovation), context: Math.round(d.context) };
}

/** The model's grade of `local` (the same message as the local engine scored it). */
export function judgmentFromAi(review: AiMessageReview, local: ScoredMessage, opening: boolean): AiMessageJudgment {
  const dimensions = rounded(review.scores);
  const overall = Math.round(overallFromDimensions(dimensions, OVERALL_WEIGHTS.user, !opening));
  const localOverall = local.score.overall;
  return {
    index: local.index,
    source: 'ai',
    dimensions,
    overall,
    explanation: review.explanation.trim(),
    betterMove: review.betterMove?.trim() || null,
    localOverall,
    disagrees: Math.abs(overall - localOverall) >= DISAGREEMENT_POINTS,
  };
}

/** The local engine's judgment, kept for a message the model answered invalidly twice. */
export function judgmentFromLocal(local: ScoredMessage): AiMessageJudgment {
  return {
    index: local.index,
    source: 'local-fallback',
    dimensions: local.score.dimensions,
    overall: local.score.overall,
    explanation: local.score.explanation,
    betterMove: local.score.betterMove,
    localOverall: local.score.overall,
    disagrees: false,
  };
}

/** The person's messages the model is asked about: rated ones (book moves such as "thanks" are not graded). */
export function reviewTargets(messages: readonly ScoredMessage[]): number[] {
  return messages.filter((m) => m.role === 'user' && m.score.rated !== false).map((m) => m.index);
}
