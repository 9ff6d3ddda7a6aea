/**
 * Geometry of the evaluation chart (evaluation-chart.tsx), drawn as plain SVG: where each move sits,
 * which move labels fit, and the smooth line through a series. The layout is the one the chart had
 * when recharts drew it (decision 0029): a 60 px score axis, a 30 px move axis, moves at evenly
 * spaced points and scores 0-100 bottom to top.
 */

export interface ChartBox {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The chart's margins as recharts had them ({top 12, right 12, bottom 4, left -18}) plus its axes' widths. */
const MARGIN = { top: 12, right: 12, bottom: 4, left: -18 } as const;
const SCORE_AXIS_WIDTH = 60;
const MOVE_AXIS_HEIGHT = 30;

export function plotBox(width: number, height: number): ChartBox {
  return {
    left: MARGIN.left + SCORE_AXIS_WIDTH,
    right: Math.max(MARGIN.left + SCORE_AXIS_WIDTH, width - MARGIN.right),
    top: MARGIN.top,
    bottom: Math.max(MARGIN.top, height - MARGIN.bottom - MOVE_AXIS_HEIGHT),
  };
}

/** x of the i-th of n moves: evenly spaced from edge to edge (one move sits in the middle). */
export function moveX(box: ChartBox, i: number, n: number): number {
  if (n <= 1) return (box.left + box.right) / 2;
  return box.left + (i * (box.right - box.left)) / (n - 1);
}

/** y of a score from 0 (bottom) to 100 (top). */
export function scoreY(box: ChartBox, score: number): number {
  return box.bottom - (Math.min(100, Math.max(0, score)) / 100) * (box.bottom - box.top);
}

/** The move nearest to a horizontal position. */
export function nearestMove(box: ChartBox, x: number, n: number): number {
  if (n <= 1) return 0;
  const step = (box.right - box.left) / (n - 1);
  return Math.min(n - 1, Math.max(0, Math.round((x - box.left) / step)));
}

/** Width of a move label at the axis' 11 px: digits of the system font are about 0.6 em wide. */
export const labelWidth = (label: string): number => label.length * 6.6;

/**
 * Which of n move labels to show so that neighbours keep at least `minGap` pixels apart: the last
 * one always, then every k-th going back (recharts' "preserveEnd" with minTickGap).
 */
export function visibleMoveLabels(box: ChartBox, n: number, minGap = 16): number[] {
  if (n <= 0) return [];
  if (n === 1) return [0];
  const step = (box.right - box.left) / (n - 1);
  const widest = labelWidth(String(n));
  const every = Math.max(1, Math.ceil((widest + minGap) / Math.max(step, 1e-9)));
  const shown: number[] = [];
  for (let i = n - 1; i >= 0; i -= every) shown.unshift(i);
  return shown;
}

/**
 * An SVG path through the points, monotone in x (the curve d3's curveMonotoneX draws, which recharts
 * used for type="monotone"): no overshoot above or below the scores it passes through.
 */
export function monotonePath(points: readonly (readonly [number, number])[]): string {
  const pts = points.filter(([x, y], i) => i === 0 || x !== points[i - 1]![0] || y !== points[i - 1]![1]);
  if (pts.length === 0) return '';
  const fmt = (n: number) => String(Math.round(n * 100) / 100);
  let d = `M${fmt(pts[0]![0])},${fmt(pts[0]![1])}`;
  if (pts.length === 1) return d;
  if (pts.length === 2) return `${d}L${fmt(pts[1]![0])},${fmt(pts[1]![1])}`;

  const sign = (x: number) => (x < 0 ? -1 : 1);
  // Tangent at the middle point of three (Fritsch-Carlson, as d3's slope3).
  const slope3 = (x0: number, y0: number, x1: number, y1: number, x2: number, y2: number) => {
    const h0 = x1 - x0;
    const h1 = x2 - x1;
    const s0 = (y1 - y0) / (h0 || (h1 < 0 ? -0 : 0));
    const s1 = (y2 - y1) / (h1 || (h0 < 0 ? -0 : 0));
    const p = (s0 * h1 + s1 * h0) / (h0 + h1);
    return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
  };
  // Tangent at an end point from the neighbouring tangent (d3's slope2).
  const slope2 = (x0: number, y0: number, x1: number, y1: number, t: number) => {
    const h = x1 - x0;
    return h ? ((3 * (y1 - y0)) / h - t) / 2 : t;
  };
  const tangents: number[] = new Array(pts.length);
  for (let i = 1; i < pts.length - 1; i++) tangents[i] = slope3(pts[i - 1]![0], pts[i - 1]![1], pts[i]![0], pts[i]![1], pts[i + 1]![0], pts[i + 1]![1]);
  tangents[0] = slope2(pts[0]![0], pts[0]![1], pts[1]![0], pts[1]![1], tangents[1]!);
  const last = pts.length - 1;
  tangents[last] = slope2(pts[last - 1]![0], pts[last - 1]![1], pts[last]![0], pts[last]![1], tangents[last - 1]!);
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const dx = (x1 - x0) / 3;
    d += `C${fmt(x0 + dx)},${fmt(y0 + dx * tangents[i - 1]!)},${fmt(x1 - dx)},${fmt(y1 - dx * tangents[i]!)},${fmt(x1)},${fmt(y1)}`;
  }
  return d;
}
