import { describe, expect, it } from 'vitest';
import { dashboardTrend, resultsTrend, TREND_DELTA, TREND_WINDOW, VOLATILE_MEAN_SWING } from './trend';

describe('results trend (spec section 4)', () => {
  it.each([
    [[], 'stable'],
    [[10], 'stable'], // fewer than 2 scores
    [[50, 56], 'improving'], // rise of more than 5
    [[50, 55], 'stable'], // exactly 5 is not more than 5
    [[50, 44], 'declining'],
    [[50, 45], 'stable'],
    [[90, 10, 50, 56], 'improving'], // only the last 3 count: 10 -> 56
    [[10, 90, 60, 64], 'declining'], // window [90, 60, 64]: 64 - 90 = -26
  ] as const)('%j is %s', (scores, expected) => {
    expect(resultsTrend(scores)).toBe(expected);
  });

  it('compares the first and last of the last 3, ignoring the middle', () => {
    expect(resultsTrend([40, 100, 46])).toBe('improving');
    expect(resultsTrend([40, 0, 46])).toBe('improving');
    expect(resultsTrend([40, 100, 45])).toBe('stable');
  });

  it('pins the spec numbers', () => {
    expect(TREND_DELTA).toBe(5);
    expect(TREND_WINDOW).toBe(3);
  });
});

describe('dashboard trend', () => {
  it.each([
    [[], 'stable'],
    [[70], 'stable'],
    [[50, 60, 70, 80], 'improving'],
    [[80, 70, 60, 50], 'declining'],
    [[60, 61, 59, 60], 'stable'],
    [[30, 80, 35, 85, 30], 'volatile'], // big swings, no direction
    [[20, 40, 60, 80], 'improving'], // big steps but all one way: a trend, not volatility
    [[50, 66], 'improving'], // two sessions are never volatile
  ] as const)('%j is %s', (series, expected) => {
    expect(dashboardTrend(series)).toBe(expected);
  });

  it('volatile needs a mean swing of at least VOLATILE_MEAN_SWING', () => {
    expect(VOLATILE_MEAN_SWING).toBe(15);
    expect(dashboardTrend([50, 64, 50, 64, 50])).toBe('stable');
    expect(dashboardTrend([50, 65, 50, 65, 50])).toBe('volatile');
  });
});
