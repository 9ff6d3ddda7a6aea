import { describe, expect, it } from 'vitest';
import { bandFor, confidenceLevel, SCORE_BANDS, GATE_BANDS } from './bands';

describe('score bands (DESIGN.md decision 1)', () => {
  it.each([
    [100, '!!', 'Brilliant', 'green'],
    [80, '!!', 'Brilliant', 'green'],
    [79, '!', 'Excellent', 'blue'],
    [70, '!', 'Excellent', 'blue'],
    [69, '+', 'Good', 'light-blue'],
    [60, '+', 'Good', 'light-blue'],
    [59, '=', 'Average', 'grey'],
    [40, '=', 'Average', 'grey'],
    [39, '?', 'Mistake', 'orange'],
    [20, '?', 'Mistake', 'orange'],
    [19, '??', 'Blunder', 'red'],
    [0, '??', 'Blunder', 'red'],
  ])('%i is %s %s (%s)', (score, symbol, name, colour) => {
    const band = bandFor(score);
    expect([band.symbol, band.name, band.colour]).toEqual([symbol, name, colour]);
  });

  it('clamps and rounds out-of-range scores', () => {
    expect(bandFor(150).symbol).toBe('!!');
    expect(bandFor(-3).symbol).toBe('??');
    expect(bandFor(79.6).symbol).toBe('!!');
    expect(bandFor(Number.NaN).symbol).toBe('??');
  });

  it('covers 0-100 without gaps or overlaps', () => {
    for (let s = 0; s <= 100; s++) {
      expect(SCORE_BANDS.filter((b) => s >= b.min && s <= b.max)).toHaveLength(1);
    }
  });

  it('the gate shows every band but Average', () => {
    expect(GATE_BANDS.map((b) => `${b.symbol} ${b.name}`)).toEqual(['!! Brilliant', '! Excellent', '+ Good', '? Mistake', '?? Blunder']);
  });
});

describe('confidence levels (spec section 9)', () => {
  it.each([
    [0.81, 'high'],
    [0.8, 'medium'],
    [0.51, 'medium'],
    [0.5, 'low'],
    [0.1, 'low'],
  ] as const)('%f is %s', (c, level) => expect(confidenceLevel(c)).toBe(level));
});
