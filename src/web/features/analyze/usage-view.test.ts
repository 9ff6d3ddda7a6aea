import { describe, expect, it } from 'vitest';
import { usageStats } from '../../../core/usage';
import { formatLocalDateTime, usageTone, usageView } from './usage-view';

const NOW = new Date('2025-03-10T12:00:00Z');

describe('usage tone (spec section 9)', () => {
  it.each([
    { tier: 'free' as const, chars: 5_000, tone: 'ok' },
    { tier: 'free' as const, chars: 5_001, tone: 'warning' },
    { tier: 'free' as const, chars: 500_000, tone: 'warning' },
    { tier: 'free' as const, chars: 500_001, tone: 'danger' },
    { tier: 'pro' as const, chars: 5_001, tone: 'ok' },
    { tier: 'pro' as const, chars: 500_000, tone: 'ok' },
    { tier: 'pro' as const, chars: 500_001, tone: 'danger' },
    { tier: 'enterprise' as const, chars: 500_001, tone: 'danger' },
  ])('$tier with $chars characters is $tone', ({ tier, chars, tone }) => {
    expect(usageTone(tier, chars)).toBe(tone);
  });
});

describe('usage view', () => {
  it('labels the free limit 5k and the pro limit 500k', () => {
    expect(usageView(usageStats('free', { characters: 0, analyses: 0 }, NOW), 0).limitLabel).toBe('5k');
    expect(usageView(usageStats('pro', { characters: 0, analyses: 0 }, NOW), 0).limitLabel).toBe('500k');
  });

  it("shows 'chars remaining today' only below 10,000 remaining", () => {
    expect(usageView(usageStats('free', { characters: 0, analyses: 0 }, NOW), 0)).toMatchObject({ remaining: 5_000, showRemaining: true });
    expect(usageView(usageStats('pro', { characters: 490_000, analyses: 0 }, NOW), 0)).toMatchObject({ remaining: 10_000, showRemaining: false });
    expect(usageView(usageStats('pro', { characters: 490_001, analyses: 0 }, NOW), 0)).toMatchObject({ remaining: 9_999, showRemaining: true });
  });

  it('splits the bar into used and pending and never overflows', () => {
    const v = usageView(usageStats('free', { characters: 2_500, analyses: 1 }, NOW), 1_000);
    expect(v.usedPercent).toBe(50);
    expect(v.pendingPercent).toBe(20);
    expect(v.tone).toBe('ok');
    const over = usageView(usageStats('free', { characters: 4_000, analyses: 1 }, NOW), 3_000);
    expect(over.usedPercent + over.pendingPercent).toBe(100);
    expect(over.tone).toBe('warning');
  });
});

describe('reset time in local time, US English', () => {
  it('short month, day, 2-digit hour and minute', () => {
    expect(formatLocalDateTime('2025-03-11T00:00:00.000Z', 'UTC')).toBe('Mar 11, 12:00 AM');
    expect(formatLocalDateTime('2025-03-11T00:00:00.000Z', 'America/New_York')).toBe('Mar 10, 08:00 PM');
    expect(formatLocalDateTime('2025-03-11T00:00:00.000Z', 'Asia/Kolkata')).toBe('Mar 11, 05:30 AM');
  });
  it('says nothing for a broken date', () => {
    expect(formatLocalDateTime('not a date')).toBe('');
  });
});
