/**
 * A named sub-signal: a value in 0..1 (1 = good) with a documented weight inside its dimension.
 * Dimensions are weighted means of their signals, so every score can be traced back to plain words.
 */
import type { DimensionKey } from '../dimensions';

/** A signal's stable key: its dimension and name, e.g. "tactical.specificity". */
export type SignalKey = `${DimensionKey}.${string}`;

export interface Signal {
  key: SignalKey;
  /** Plain words for the explanation when the signal is strong ("gives concrete details"). */
  good: string;
  /** Plain words when it is weak ("no concrete details"). */
  bad: string;
  weight: number;
  value: number;
}

/**
 * Keys are string literals at the call sites: the same string object each time, so comparing them is instant.
 *
 * The record is made with fractions in `weight` and `value`, then given its own (decision 0048). Why:
 * V8 makes a literal's objects from a template whose fields take the kind of the first values stored
 * (whole numbers here, for the first signals), and once later signals store fractions it no longer
 * copies that template in its fast builtin: with TurboFan off (the command's one-conversation runs)
 * every later signal, ~13,000 per 1,000 messages, was built in V8's runtime (callgrind: its literal
 * runtime 37.6 -> 18.4 M instructions; the command's cost of size -10.6 M, -1.2 %). Fractions from
 * the start make both fields floating-point ones, which hold whole numbers too.
 */
export function signal(key: SignalKey, weight: number, value: number, good: string, bad: string): Signal {
  const s: Signal = { key, good, bad, weight: 0.5, value: 0.5 };
  s.weight = weight;
  s.value = clamp01(value);
  return s;
}

/**
 * A dimension's score: the weighted mean on 0-100 of its signals, the ones from `from` on (not
 * rounded: rounding happens once, at the end). The dimensions append their signals to the message's
 * one list (see evaluateMessage) rather than each returning its own, which saved an array and a
 * result object per dimension and message.
 */
export function dimensionScore(signals: readonly Signal[], from: number): number {
  let sum = 0;
  let w = 0;
  for (let i = from; i < signals.length; i++) {
    const s = signals[i]!;
    sum += s.weight * s.value;
    w += s.weight;
  }
  return w ? (100 * sum) / w : 0;
}

/** Scores between the two anchors map linearly onto 0..1 (clamped); anchors may be descending. */
export function ramp(x: number, zeroAt: number, oneAt: number): number {
  return clamp01((x - zeroAt) / (oneAt - zeroAt));
}

/**
 * An array of n zeros, filled by a loop the optimising compiler inlines (`fill(0)` calls into the
 * runtime, which costs more than the loop for the handful of counters the features keep).
 */
export function zeros(n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = 0;
  return out;
}

/** Clamps to 0..1; anything not finite counts as 0. */
export const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : Number.isFinite(x) ? x : 0);

/** Smooth saturation: 0 at x=0, 0.5 at x=half, approaching 1. */
export const saturate = (x: number, half: number): number => (x <= 0 ? 0 : x / (x + half));
