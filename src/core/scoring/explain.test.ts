import { describe, expect, it } from 'vitest';
import { effectOf, explain } from './message';
import type { Signal, SignalKey } from './signals';

/**
 * explain() keeps the strongest signals in one pass (decision 0046). The reference here ranks them the
 * slow, obvious way: every candidate sorted by pull, ties by the smaller key, then the earlier signal.
 */
function reference(signals: readonly Signal[], influence: Float64Array, hasPrevious: boolean): string {
  const ranked = (e: '+' | '-') =>
    signals
      .map((s, i) => ({ s, i, p: influence[i]! * (e === '+' ? s.value : 1 - s.value) }))
      .filter(({ s }) => effectOf(s) === e && (e === '+' ? s.good : s.bad))
      .sort((a, b) => b.p - a.p || (a.s.key < b.s.key ? -1 : a.s.key > b.s.key ? 1 : 0) || a.i - b.i);
  const parts = [...ranked('+').slice(0, 2).map(({ s }) => `+ ${s.good}`), ...ranked('-').slice(0, 3).map(({ s }) => `− ${s.bad}`)];
  if (!hasPrevious) parts.push('Context: none (first message, not counted in the overall)');
  return parts.join('; ') || 'No signal stands out: a middling message.';
}

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

const KEYS: SignalKey[] = ['strategic.ask', 'tactical.specificity', 'tactical.direct', 'cognitive.load', 'context.uptake', 'context.none', 'innovation.angle'];

describe('explain', () => {
  it.each([
    ['no signals', [], [], true, 'No signal stands out: a middling message.'],
    ['a first message with none', [], [], false, 'Context: none (first message, not counted in the overall)'],
    ['equal pulls: the smaller key first', [['tactical.x', 1, 'x good', ''], ['strategic.y', 1, 'y good', '']], [0.5, 0.5], true, '+ y good; + x good'],
    ['equal pulls and keys: the earlier first', [['tactical.x', 0, '', 'first'], ['tactical.x', 0, '', 'second'], ['tactical.x', 0, '', 'third'], ['tactical.x', 0, '', 'fourth']], [1, 1, 1, 1], true, '− first; − second; − third'],
    ['no words, not named', [['tactical.x', 1, '', 'bad'], ['tactical.y', 0, 'good', '']], [1, 1], true, 'No signal stands out: a middling message.'],
  ] as const)('%s', (_, rows, weights, hasPrevious, expected) => {
    const signals = rows.map(([key, value, good, bad]) => ({ key: key as SignalKey, value, good, bad, weight: 1 }));
    expect(explain(signals, Float64Array.from(weights), hasPrevious)).toBe(expected);
  });

  it('names the same signals as ranking them all, on 3,000 random lists with tied pulls and keys', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const r = random(seed);
      const n = Math.floor(r() * 26);
      const signals: Signal[] = Array.from({ length: n }, (_, i) => ({
        key: KEYS[Math.floor(r() * KEYS.length)]!,
        // Few distinct values and influences, so pulls tie often.
        value: [0, 0.2, 0.35, 0.5, 0.7, 0.9, 1][Math.floor(r() * 7)]!,
        good: r() < 0.8 ? `good ${i}` : '',
        bad: r() < 0.8 ? `bad ${i}` : '',
        weight: 1,
      }));
      const influence = Float64Array.from(signals, () => [0, 0.05, 0.1, 0.2][Math.floor(r() * 4)]!);
      const hasPrevious = r() < 0.7;
      expect(explain(signals, influence, hasPrevious), `seed ${seed}`).toBe(reference(signals, influence, hasPrevious));
    }
  });
});
