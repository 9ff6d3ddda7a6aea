/** Trends: the results-screen rule of spec section 4 and the dashboard's four-way trend. */
import type { DashboardTrend, ResultsTrend } from './types';

/** Spec section 4: a rise or fall of more than this many points is a trend. */
export const TREND_DELTA = 5;
/** Spec section 4: the results trend looks at the last this-many scores. */
export const TREND_WINDOW = 3;
/** Spec section 4: fewer scored messages than this is always stable. */
export const TREND_MIN_SCORES = 2;

/**
 * Results trend (spec section 4): with at least 2 scored messages, compare the first and last of
 * the last 3 scores; a rise of more than 5 is improving, a fall of more than 5 declining, else stable.
 */
export function resultsTrend(scores: readonly number[]): ResultsTrend {
  if (scores.length < TREND_MIN_SCORES) return 'stable';
  const window = scores.slice(-TREND_WINDOW);
  const delta = (window[window.length - 1] ?? 0) - (window[0] ?? 0);
  if (delta > TREND_DELTA) return 'improving';
  if (delta < -TREND_DELTA) return 'declining';
  return 'stable';
}

/** Dashboard: mean move between consecutive sessions at which the series counts as volatile. */
export const VOLATILE_MEAN_SWING = 15;
/** Dashboard: minimum sessions before a series can be volatile (two points are just a line). */
export const VOLATILE_MIN_SESSIONS = 3;

/**
 * Dashboard trend over a series of session scores, oldest first.
 * - net change = slope of the least-squares line x (n - 1): the rise across the whole series,
 *   robust to one odd session at either end;
 * - volatile: at least 3 sessions, consecutive sessions move by 15+ points on average, and those
 *   swings are larger than the steady rise or fall per session (the ups and downs, not the
 *   direction, are the story);
 * - otherwise improving / declining when the net change is more than 5 points (the results rule's
 *   threshold), else stable.
 */
export function dashboardTrend(series: readonly number[]): DashboardTrend {
  const n = series.length;
  if (n < 2) return 'stable';
  let sx = 0;
  let sy = 0;
  let sxy = 0;
  let sxx = 0;
  let swing = 0;
  for (let i = 0; i < n; i++) {
    const y = series[i] ?? 0;
    sx += i;
    sy += y;
    sxy += i * y;
    sxx += i * i;
    if (i > 0) swing += Math.abs(y - (series[i - 1] ?? 0));
  }
  const slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  const net = slope * (n - 1);
  const meanSwing = swing / (n - 1);
  if (n >= VOLATILE_MIN_SESSIONS && meanSwing >= VOLATILE_MEAN_SWING && meanSwing > 2 * Math.abs(slope)) return 'volatile';
  if (net > TREND_DELTA) return 'improving';
  if (net < -TREND_DELTA) return 'declining';
  return 'stable';
}
