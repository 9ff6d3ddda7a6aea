import { describe, expect, it } from 'vitest';
import { checkCapacity, dailyLimitMessage, fallbackUsageStats, nextUtcMidnight, usageStats, utcDay } from './usage';

describe('daily capacity (DESIGN.md decision 2)', () => {
  it.each([
    ['free', { characters: 0, analyses: 0 }, 5_000, true],
    ['free', { characters: 0, analyses: 0 }, 5_001, false],
    ['free', { characters: 4_000, analyses: 1 }, 1_000, true],
    ['free', { characters: 4_000, analyses: 1 }, 1_001, false],
    ['free', { characters: 0, analyses: 4 }, 10, true],
    ['free', { characters: 0, analyses: 5 }, 10, false],
    ['pro', { characters: 0, analyses: 0 }, 500_000, true],
    ['pro', { characters: 0, analyses: 0 }, 500_001, false],
    ['pro', { characters: 0, analyses: 999 }, 10, true],
    ['pro', { characters: 0, analyses: 1_000 }, 10, false],
  ] as const)('%s with %o used, %i more characters: %s', (tier, used, chars, ok) => {
    expect(checkCapacity(tier, used, chars).ok).toBe(ok);
  });

  it('says which limit is reached and what remains', () => {
    expect(checkCapacity('free', { characters: 4_900, analyses: 2 }, 200)).toEqual({ ok: false, reason: 'characters', remainingCharacters: 100, remainingAnalyses: 3 });
    expect(checkCapacity('free', { characters: 10, analyses: 5 }, 1)).toMatchObject({ ok: false, reason: 'analyses' });
  });

  it('writes the spec texts for the limit message', () => {
    expect(dailyLimitMessage('free', 1234)).toBe('Daily limit exceeded! You have 1,234 characters remaining. Upgrade to Pro for 500k daily characters.');
    expect(dailyLimitMessage('pro', 0)).toBe('Daily limit exceeded! You have 0 characters remaining. Limit resets at midnight.');
  });
});

describe('usage stats (spec section 3)', () => {
  const now = new Date('2026-03-10T22:30:00.000Z');

  it('resets at the next midnight UTC', () => {
    expect(utcDay(now)).toBe('2026-03-10');
    expect(nextUtcMidnight(now).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reports today, the tier and the larger share used', () => {
    expect(usageStats('free', { characters: 2_500, analyses: 1 }, now)).toEqual({
      today: { characters: 2_500, analyses: 1, charactersLimit: 5_000, analysesLimit: 5 },
      tier: { type: 'free', dailyCharacterLimit: 5_000, dailyAnalysisLimit: 5, features: ['Basic 5D Analysis', 'Local Parsing', 'Session History'] },
      percentUsed: 50,
      resetTime: '2026-03-11T00:00:00.000Z',
    });
    expect(usageStats('free', { characters: 100, analyses: 4 }, now).percentUsed).toBe(80);
    expect(usageStats('pro', { characters: 600_000, analyses: 0 }, now).percentUsed).toBe(100);
  });

  it('falls back to the free tier with 5,000 characters and 5 analyses (spec section 7)', () => {
    const s = fallbackUsageStats(now);
    expect(s.tier).toMatchObject({ type: 'free', dailyCharacterLimit: 5_000, dailyAnalysisLimit: 5 });
    expect(s.tier.features).toEqual(['Basic 5D Analysis', 'Local Parsing', 'Session History']);
  });
});
