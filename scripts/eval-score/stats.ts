// Small statistics and text helpers shared by `npm run eval:score` and its checks.

export function ranks(xs: readonly number[]): number[] {
  const idx = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
    for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  if (!n) return 0;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0, saa = 0, sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i]! - ma) * (b[i]! - mb);
    saa += (a[i]! - ma) ** 2;
    sbb += (b[i]! - mb) ** 2;
  }
  return saa && sbb ? sab / Math.sqrt(saa * sbb) : 0;
}

export const spearman = (a: readonly number[], b: readonly number[]): number => pearson(ranks(a), ranks(b));

export function partialSpearman(score: readonly number[], label: readonly number[], len: readonly number[]): number {
  const rs = ranks(score), rl = ranks(label), rn = ranks(len);
  const rxy = pearson(rs, rl), rxz = pearson(rs, rn), ryz = pearson(rl, rn);
  return (rxy - rxz * ryz) / Math.sqrt((1 - rxz * rxz) * (1 - ryz * ryz));
}

/** Pairwise accuracy with ties as half (as in shared/tools/score-pairs.mjs); NaN for no pairs. */
export const accuracy = (pairs: ReadonlyArray<readonly [number, number]>): number =>
  pairs.length ? pairs.reduce((s, [a, b]) => s + (a > b ? 1 : a === b ? 0.5 : 0), 0) / pairs.length : NaN;

export const logLen = (s: string): number => Math.log(1 + s.length);
export const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a');
export const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** Bars met and missed over the whole run, for the closing tally. */
export const tally = { ok: 0, below: [] as string[] };
export function verdict(name: string, ok: boolean): string {
  if (ok) tally.ok++;
  else tally.below.push(name);
  return ok ? 'ok' : 'BELOW BAR';
}

/** One figure beside its bar: `name  figure   bar >= x   ok|BELOW BAR` (extra goes between figure and bar). */
export function barLine(name: string, figure: string, barText: string, ok: boolean, extra = ''): void {
  console.log(`${name.padEnd(52)} ${figure.padStart(8)}${extra ? `   ${extra}` : ''}   bar ${barText.padEnd(7)} ${verdict(name.trim(), ok)}`);
}

// Content words: lower-cased letter runs of 3+ letters, minus a small stop-word list.
const STOP = new Set(
  'the and for are but not you your yours with this that these those from have has had was were will would could should can may might what which who whom whose when where why how all any some each more most other such only own same than too very just also into over under about after before again then there here their them they our ours its it\'s his her hers him she him out off onto upon been being does did doing done get got let lets please thanks thank want need like make use one two way well yes okay ok'.split(' '),
);
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !STOP.has(w));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size && !b.size) return 1;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

export const clip = (s: string, n = 80): string => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

/**
 * `count` random halves of `indices` (each index to A or B by a fair coin), from a fixed linear congruential
 * generator: the same splits on every run, so a fit check's percentiles do not move between runs.
 */
export function randomHalves(indices: readonly number[], count: number): Array<[number[], number[]]> {
  let seed = 7;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const splits: Array<[number[], number[]]> = [];
  for (let t = 0; t < count; t++) {
    const a: number[] = [];
    const b: number[] = [];
    for (const i of indices) (next() < 0.5 ? a : b).push(i);
    splits.push([a, b]);
  }
  return splits;
}

/** The q-quantile of xs (lower nearest rank). */
export const quantile = (xs: readonly number[], q: number): number => [...xs].sort((x, y) => x - y)[Math.floor(q * (xs.length - 1))] as number;
