import { describe, expect, it } from 'vitest';
import { computeAnalytics, improvementRate } from './analytics';

const dims = (v: number) => ({ strategic: v, tactical: v, cognitive: v, innovation: v, context: v });
const session = (id: string, createdAt: string, overallScore: number, messageCount = 4) => ({
  id,
  title: `Session ${id}`,
  createdAt,
  overallScore,
  messageCount,
  dimensionAverages: dims(overallScore),
});

describe('improvementRate', () => {
  it.each([
    [[], 0],
    [[50], 0],
    [[50, 60], 20],
    [[40, 40, 60, 60], 50],
    [[80, 70, 60], -25],
    [[0, 50], 0],
  ])('%o gives %f', (scores, rate) => expect(improvementRate(scores)).toBe(rate));
});

describe('computeAnalytics', () => {
  it('is empty but well-formed without sessions', () => {
    expect(computeAnalytics([], 30)).toMatchObject({ totalSessions: 0, totalMessages: 0, averageScore: 0, improvementRate: 0, trend: 'stable', bestScore: null, daily: [], scores: [] });
  });

  it('aggregates sessions oldest first, per day, with the dashboard trend', () => {
    const a = computeAnalytics(
      [
        session('c', '2026-03-03T10:00:00.000Z', 80, 10),
        session('a', '2026-03-01T10:00:00.000Z', 40, 2),
        session('b', '2026-03-01T12:00:00.000Z', 60, 6),
      ],
      30,
    );
    expect(a).toMatchObject({ days: 30, totalSessions: 3, totalMessages: 18, averageScore: 60, improvementRate: 100, trend: 'improving', bestScore: 80, worstScore: 40 });
    expect(a.dimensionAverages).toEqual(dims(60));
    expect(a.daily).toEqual([
      { date: '2026-03-01', sessions: 2, averageScore: 50 },
      { date: '2026-03-03', sessions: 1, averageScore: 80 },
    ]);
    expect(a.scores.map((s) => s.sessionId)).toEqual(['a', 'b', 'c']);
  });
});
