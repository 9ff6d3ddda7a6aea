import { describe, expect, it } from 'vitest';
// d3-shape is the curve recharts drew with (a dependency of recharts, which the dashboard still
// uses): the reference the hand-written curve is checked against.
import { curveMonotoneX, line } from 'd3-shape';
import { labelWidth, monotonePath, moveX, nearestMove, plotBox, scoreY, visibleMoveLabels } from './evaluation-geometry';

const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);

describe('plot box (recharts layout: margins 12/12/4/-18, 60 px score axis, 30 px move axis)', () => {
  it.each([
    [400, 200, { left: 42, right: 388, top: 12, bottom: 166 }],
    [640, 240, { left: 42, right: 628, top: 12, bottom: 206 }],
    [300, 180, { left: 42, right: 288, top: 12, bottom: 146 }],
  ])('%i x %i', (w, h, box) => expect(plotBox(w, h)).toEqual(box));
});

describe('positions', () => {
  const box = plotBox(400, 200);
  it('spreads moves from edge to edge, a single move in the middle', () => {
    expect([0, 1, 2].map((i) => moveX(box, i, 3))).toEqual([42, 215, 388]);
    expect(moveX(box, 0, 1)).toBe(215);
  });
  it.each([
    [0, 166],
    [100, 12],
    [50, 89],
    [-5, 166],
    [120, 12],
  ])('score %i at y %i', (score, y) => expect(scoreY(box, score)).toBe(y));
  it.each([
    [42, 8, 0],
    [0, 8, 0],
    [388, 8, 7],
    [999, 8, 7],
    [215, 3, 1],
    [128, 3, 0],
    [129, 3, 1],
    [200, 1, 0],
  ])('x %i over %i moves is move %i', (x, n, i) => expect(nearestMove(box, x, n)).toBe(i));
});

describe('move labels: the last always, neighbours at least the gap apart', () => {
  it.each([1, 2, 8, 30, 60, 150, 400])('%i moves', (n) => {
    const box = plotBox(360, 200);
    const shown = visibleMoveLabels(box, n);
    expect(shown.at(-1)).toBe(n - 1);
    const gaps = shown.slice(1).map((i, k) => moveX(box, i, n) - moveX(box, shown[k]!, n));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(labelWidth(String(n)) + 16 - 1e-9);
  });
  it('shows every move when there is room', () => expect(visibleMoveLabels(plotBox(640, 240), 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]));
});

describe('monotone path: the curve d3 (and so recharts) drew', () => {
  const cases: [string, [number, number][]][] = [
    ['empty', []],
    ['one point', [[10, 20]]],
    ['two points', [[10, 20], [50, 80]]],
    ['rising', [[0, 100], [10, 80], [20, 60], [30, 40]]],
    ['zigzag', [[0, 50], [10, 10], [20, 90], [30, 20], [40, 20], [50, 70]]],
    ['flat run', [[0, 30], [5, 30], [10, 30], [15, 60]]],
    ['repeated point', [[0, 30], [5, 40], [5, 40], [15, 60]]],
  ];
  it.each(cases)('%s', (_name, pts) => {
    const reference = line().curve(curveMonotoneX)(pts) ?? '';
    const ours = monotonePath(pts);
    const a = numbers(ours);
    const b = numbers(pts.length ? reference : '');
    expect(a.length).toBe(b.length);
    a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 1));
  });
  it('never overshoots the scores it joins', () => {
    const pts: [number, number][] = [[0, 166], [10, 12], [20, 166], [30, 12], [40, 100]];
    const ys = numbers(monotonePath(pts)).filter((_, i) => i % 2 === 1);
    for (const y of ys) {
      expect(y).toBeGreaterThanOrEqual(12 - 1e-9);
      expect(y).toBeLessThanOrEqual(166 + 1e-9);
    }
  });
});
