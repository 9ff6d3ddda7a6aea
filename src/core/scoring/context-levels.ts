/**
 * Context levels and alerts (spec section 9): 0 none (first message), up to 40 limited, up to 70
 * good, above 70 excellent, above 85 Context Master. Low-score alert below 40.
 */
export type ContextLevel = 'none' | 'limited' | 'good' | 'excellent';

export const CONTEXT_LIMITED_MAX = 40;
export const CONTEXT_GOOD_MAX = 70;
export const CONTEXT_MASTER_ABOVE = 85;
export const LOW_SCORE_ALERT_BELOW = 40;

export function contextLevel(score: number): ContextLevel {
  if (score <= 0) return 'none';
  if (score <= CONTEXT_LIMITED_MAX) return 'limited';
  if (score <= CONTEXT_GOOD_MAX) return 'good';
  return 'excellent';
}

export function isContextMaster(score: number): boolean {
  return score > CONTEXT_MASTER_ABOVE;
}

export function isLowScoreAlert(score: number): boolean {
  return score < LOW_SCORE_ALERT_BELOW;
}
