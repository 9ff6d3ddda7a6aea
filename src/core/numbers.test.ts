import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd, groupDigits } from './numbers';

const intl = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [1000, '1,000'],
    [5000, '5,000'],
    [500_000, '500,000'],
    [5_000_000, '5,000,000'],
    [-12_803, '-12,803'],
    [1234.5, '1,234.5'],
    [0.125, '0.125'],
    [2.0004, '2'],
    [-0.0001, '0'],
  ])('%s -> %s', (n, text) => {
    expect(groupDigits(n)).toBe(text);
  });

  it('writes every integer as Intl.NumberFormat en-US does', () => {
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => groupDigits(n) === intl.format(n)));
  });

  it('writes numbers with up to three decimals as Intl.NumberFormat en-US does', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
      const n = whole + Math.sign(whole || 1) * thousandths / 1000;
      return groupDigits(n) === intl.format(n);
    }));
  });
});

describe('formatUsd', () => {
  it.each([
    [999, '$9.99'],
    [19_900, '$199.00'],
    [5, '$0.05'],
    [123_456_789, '$1,234,567.89'],
  ])('%s cents -> %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('writes whole cents as Intl.NumberFormat en-US USD does', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => formatUsd(cents) === usd.format(cents / 100)));
  });
});

describe('groupDigits for counts (the CLI and the core)', () => {
  // The same text as Intl.NumberFormat('en-US'), which it replaces at import time.
  const en = intl;
  it.each([0, 7, 999, 1000, 12_345, 500_000, 1_000_000, 5_000_000, -1, -1234, -999_999, Number.MAX_SAFE_INTEGER, 1.5, 1234.5678, -0.25, 1e21, Number.NaN])('formats %s as Intl does', (n) => {
    expect(groupDigits(n)).toBe(en.format(n));
  });
});
