import { DIMENSION_KEYS } from './dimensions';
import { dashboardTrend } from './scoring/trend';
import type { Analytics, DimensionAverages, SessionSummary } from './api/types';

type AnalyticsSession = Pick<SessionSummary, 'id' | 'title' | 'createdAt' | 'overallScore' | 'messageCount' | 'dimensionAverages'>;

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/**
 * Improvement rate: how much the newer half of the window's sessions beats the older half, in
 * percent of the older half's average. Halves (not first vs last) so one odd session cannot swing it.
 */
export function improvementRate(scoresOldestFirst: readonly number[]): number {
  if (scoresOldestFirst.length < 2) return 0;
  const half = Math.floor(scoresOldestFirst.length / 2);
  const older = mean(scoresOldestFirst.slice(0, half));
  const newer = mean(scoresOldestFirst.slice(scoresOldestFirst.length - half));
  if (older === 0) return 0;
  return round1(((newer - older) / older) * 100);
}

/** Analytics over the sessions of a window (any order in, computed oldest first). */
export function computeAnalytics(sessions: readonly AnalyticsSession[], days: number): Analytics {
  const ordered = [...sessions].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const scores = ordered.map((s) => s.overallScore);
  const dimensionAverages = Object.fromEntries(
    DIMENSION_KEYS.map((k) => [k, round1(mean(ordered.map((s) => s.dimensionAverages[k])))]),
  ) as DimensionAverages;
  const byDay = new Map<string, number[]>();
  for (const s of ordered) {
    const day = s.createdAt.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), s.overallScore]);
  }
  return {
    days,
    totalSessions: ordered.length,
    totalMessages: ordered.reduce((n, s) => n + s.messageCount, 0),
    averageScore: round1(mean(scores)),
    improvementRate: improvementRate(scores),
    dimensionAverages,
    trend: dashboardTrend(scores),
    bestScore: scores.length ? Math.max(...scores) : null,
    worstScore: scores.length ? Math.min(...scores) : null,
    daily: [...byDay].map(([date, s]) => ({ date, sessions: s.length, averageScore: round1(mean(s)) })),
    scores: ordered.map((s) => ({ sessionId: s.id, createdAt: s.createdAt, overallScore: s.overallScore, title: s.title })),
  };
}
