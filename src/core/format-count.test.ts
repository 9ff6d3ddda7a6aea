import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  // The same text as Intl.NumberFormat('en-US'), which it replaces at import time.
  const en = new Intl.NumberFormat('en-US');
  it.each([0, 7, 999, 1000, 12_345, 500_000, 1_000_000, 5_000_000, -1, -1234, -999_999, Number.MAX_SAFE_INTEGER, 1.5, 1234.5678, -0.25, 1e21, Number.NaN])('formats %s as Intl does', (n) => {
    expect(formatCount(n)).toBe(en.format(n));
  });
});
