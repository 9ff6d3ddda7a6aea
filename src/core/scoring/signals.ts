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

/** Keys are string literals at the call sites: the same string object each time, so comparing them is instant. */
export function signal(key: SignalKey, weight: number, value: number, good: string, bad: string): Signal {
  return { key, good, bad, weight, value: clamp01(value) };
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
