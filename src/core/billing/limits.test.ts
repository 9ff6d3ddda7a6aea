import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_LIMITS, resolveTierLimits } from './limits';

describe('resolveTierLimits', () => {
  it('keeps the spec defaults without overrides', () => {
    expect(resolveTierLimits({})).toEqual({ ok: true, limits: DEFAULT_TIER_LIMITS });
    expect(DEFAULT_TIER_LIMITS.free).toEqual({ dailyCharacterLimit: 5_000, dailyAnalysisLimit: 5 });
    expect(DEFAULT_TIER_LIMITS.pro).toEqual({ dailyCharacterLimit: 500_000, dailyAnalysisLimit: 1_000 });
  });
  it.each([
    ['raise the free characters', { free: { dailyCharacterLimit: 20_000 } }, { ok: true, free: { dailyCharacterLimit: 20_000, dailyAnalysisLimit: 5 } }],
    ['lower the pro analyses', { pro: { dailyAnalysisLimit: 100 } }, { ok: true, pro: { dailyCharacterLimit: 500_000, dailyAnalysisLimit: 100 } }],
    ['free above pro is refused', { free: { dailyCharacterLimit: 600_000 } }, { ok: false }],
    ['undefined keeps the default', { free: { dailyCharacterLimit: undefined } }, { ok: true, free: { dailyCharacterLimit: 5_000, dailyAnalysisLimit: 5 } }],
    ['zero is refused', { free: { dailyAnalysisLimit: 0 } }, { ok: false }],
  ])('%s', (_name, overrides, expected) => {
    const result = resolveTierLimits(overrides);
    expect(result.ok).toBe(expected.ok);
    if (result.ok && 'free' in expected) expect(result.limits.free).toEqual(expected.free);
    if (result.ok && 'pro' in expected) expect(result.limits.pro).toEqual(expected.pro);
  });
});
