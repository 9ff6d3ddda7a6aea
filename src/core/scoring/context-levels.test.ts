import { describe, expect, it } from 'vitest';
import { contextLevel, isContextMaster, isLowScoreAlert } from './context-levels';

describe('context levels and alerts (spec section 9)', () => {
  it.each([
    [0, 'none'],
    [1, 'limited'],
    [40, 'limited'],
    [41, 'good'],
    [70, 'good'],
    [71, 'excellent'],
    [100, 'excellent'],
  ] as const)('context %i is %s', (score, level) => {
    expect(contextLevel(score)).toBe(level);
  });

  it.each([
    [85, false],
    [86, true],
  ])('Context Master above 85: %i -> %s', (score, master) => {
    expect(isContextMaster(score)).toBe(master);
  });

  it.each([
    [39, true],
    [40, false],
  ])('low-score alert below 40: %i -> %s', (score, alert) => {
    expect(isLowScoreAlert(score)).toBe(alert);
  });
});
