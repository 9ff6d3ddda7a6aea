import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_LIMITS, type TierLimits } from './billing/limits';
import { PLANS, PRO_CAPACITY_MULTIPLIER, plansFor, proCapacityMultiplier } from './plans';

const withLimits = (free: [number, number], pro: [number, number]): TierLimits => ({
  ...DEFAULT_TIER_LIMITS,
  free: { dailyCharacterLimit: free[0], dailyAnalysisLimit: free[1] },
  pro: { dailyCharacterLimit: pro[0], dailyAnalysisLimit: pro[1] },
});

describe('plan figures under the limits in force', () => {
  it('the spec defaults give the plans table itself and 100x', () => {
    expect(plansFor(DEFAULT_TIER_LIMITS)).toEqual(PLANS);
    expect(PRO_CAPACITY_MULTIPLIER).toBe(100);
    expect(PLANS[1]!.features[0]).toBe('500,000 characters for 24 hours');
  });

  it.each([
    ['operator limits', withLimits([20_000, 10], [1_000_000, 2_000]), ['20,000 characters per day', '10 analyses per day'], ['1,000,000 characters for 24 hours', 'About 2,000 analyses'], '1,000,000 per day', 50],
    ['uneven ratio rounds down', withLimits([7_000, 5], [500_000, 1_000]), ['7,000 characters per day', '5 analyses per day'], ['500,000 characters for 24 hours', 'About 1,000 analyses'], '500,000 per day', 71],
    ['small ratio keeps one decimal', withLimits([300_000, 5], [500_000, 1_000]), ['300,000 characters per day', '5 analyses per day'], ['500,000 characters for 24 hours', 'About 1,000 analyses'], '500,000 per day', 1.6],
  ])('%s', (_name, limits, freeFeatures, dailyFeatures, monthlyChars, multiplier) => {
    const [free, daily, monthly] = plansFor(limits);
    expect(free!.features.slice(0, 2)).toEqual(freeFeatures);
    expect(daily!.features.slice(0, 2)).toEqual(dailyFeatures);
    expect(monthly!.limits.dailyChars).toBe(monthlyChars);
    expect(proCapacityMultiplier(limits)).toBe(multiplier);
    // Prices, names and periods never depend on the limits.
    expect(daily!.priceCents).toBe(999);
    expect(monthly!.period).toBe(PLANS[2]!.period);
  });
});
