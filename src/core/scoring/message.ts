/**
 * Scores one message from its features: five dimensions, overall, band, confidence and explanation.
 * The better move is added by the engine (it needs the text and the conversation so far).
 */
import { bandFor, clampScore } from '../bands';
import type { DimensionKey } from '../dimensions';
import { cognitive } from './cognitive';
import { context } from './context';
import type { MessageFeatures } from './features';
import { innovation } from './innovation';
import { clamp01, saturate, type Signal } from './signals';
import { harmSafety, strategic } from './strategic';
import { tactical } from './tactical';
import type { DimensionScores, MessageScore, SignalReport } from './types';

/** How much each dimension counts toward a message's overall, per role (sums to 1). */
export const OVERALL_WEIGHTS: Record<'user' | 'assistant', DimensionScores> = {
  // A person's message: the clear, specific ask matters most, then aim and use of context.
  user: { strategic: 0.15, tactical: 0.6, cognitive: 0.05, innovation: 0.05, context: 0.15 },
  // An answer: relevance and completeness first, then concreteness and form.
  assistant: { strategic: 0.4, tactical: 0.35, cognitive: 0.05, innovation: 0.1, context: 0.1 },
};

/**
 * Weighted means of many signals bunch up in the middle of the scale; a fixed linear stretch around
 * the centre spreads them so that a real blunder lands under 20 and a model prompt over 80
 * (DESIGN.md "Lessons from the seed system"). Calibrated once on the shared corpora (docs/scoring.md).
 */
export const STRETCH: Record<'user' | 'assistant', { centre: number; factor: number }> = {
  user: { centre: 50, factor: 1.6 },
  assistant: { centre: 60, factor: 1.3 },
};

/** Share of an answer's overall given to safety when the person asked for something harmful. */
export const HARM_GATE = 0.9;

export interface MessageEvaluation {
  /** The message's score as the result carries it; betterMove is null until the engine writes one. */
  score: MessageScore;
  /** Un-rounded overall, used by the better-move property and ties. */
  rawOverall: number;
  signals: Signal[];
}

export function stretch(raw: number, role: 'user' | 'assistant'): number {
  const { centre, factor } = role === 'user' ? STRETCH.user : STRETCH.assistant;
  return Math.min(100, Math.max(0, 50 + factor * (raw - centre)));
}

export function evaluateMessage(f: MessageFeatures): MessageEvaluation {
  // All signals in one list, dimension after dimension; each dimension appends its own and returns
  // its score, and where each dimension's signals end is noted for their influence below.
  const signals: Signal[] = [];
  const st = strategic(f, signals);
  const strategicEnd = signals.length;
  const ta = tactical(f, signals);
  const tacticalEnd = signals.length;
  const co = cognitive(f, signals);
  const cognitiveEnd = signals.length;
  const inn = innovation(f, signals);
  const innovationEnd = signals.length;
  const cx = context(f, signals);
  const w = f.role === 'user' ? OVERALL_WEIGHTS.user : OVERALL_WEIGHTS.assistant;
  const dimensions: DimensionScores = {
    strategic: clampScore(st),
    tactical: clampScore(ta),
    cognitive: clampScore(co),
    innovation: clampScore(inn),
    context: clampScore(cx),
  };
  let sum = w.strategic * st + w.tactical * ta + w.cognitive * co + w.innovation * inn;
  let wsum = w.strategic + w.tactical + w.cognitive + w.innovation;
  // Decision 4: the first message's Context is 0 ("none") and does not count toward its overall.
  if (f.hasPrevious) {
    sum += w.context * cx;
    wsum += w.context;
  }
  let raw = sum / wsum;
  // Safety gate: for answers to a harmful ask, staying out of the harm outweighs everything else.
  if (f.role === 'assistant' && f.harmContext) raw = (1 - HARM_GATE) * raw + HARM_GATE * 100 * harmSafety(f);
  const rawOverall = stretch(raw, f.role);
  const overall = clampScore(rawOverall);
  const band = bandFor(overall);
  // Each signal's share of the overall.
  const influence = influenceFor(signals.length);
  setInfluence(signals, influence, 0, strategicEnd, w.strategic / wsum);
  setInfluence(signals, influence, strategicEnd, tacticalEnd, w.tactical / wsum);
  setInfluence(signals, influence, tacticalEnd, cognitiveEnd, w.cognitive / wsum);
  setInfluence(signals, influence, cognitiveEnd, innovationEnd, w.innovation / wsum);
  // A first message's Context does not count: its signal has no share of the overall.
  setInfluence(signals, influence, innovationEnd, signals.length, f.hasPrevious ? w.context / wsum : 0);
  return {
    score: {
      overall,
      dimensions,
      classification: band.classification,
      chessNotation: band.symbol,
      confidence: confidenceOf(f),
      explanation: explain(signals, influence, f.hasPrevious),
      betterMove: null,
    },
    rawOverall,
    signals,
  };
}

/**
 * Each signal's influence (by its position in the message's signals): the share of the overall it
 * carries, its dimension's share split by weight inside the dimension. Only the explanation reads it,
 * inside evaluateMessage, so one array serves every message (no per-signal number to allocate).
 */
let influenceBuffer = new Float64Array(32);
function influenceFor(signals: number): Float64Array {
  if (influenceBuffer.length < signals) influenceBuffer = new Float64Array(2 * signals);
  return influenceBuffer;
}

/** The influence of one dimension's signals (positions from..to-1): its share split by their weights. */
function setInfluence(signals: readonly Signal[], influence: Float64Array, from: number, to: number, dimensionShare: number): void {
  let within = 0;
  for (let i = from; i < to; i++) within += signals[i]!.weight;
  const share = dimensionShare / (within || 1);
  for (let i = from; i < to; i++) influence[i] = share * signals[i]!.weight;
}

/** More text and more conversation around it give the score more evidence: 0.45 to 0.95. */
function confidenceOf(f: MessageFeatures): number {
  const evidence = 0.6 * saturate(f.words, 15) + 0.25 * (f.hasPrevious ? 1 : 0) + 0.15 * (f.hasGoal ? 1 : 0);
  return Math.round(100 * (0.45 + 0.5 * clamp01(evidence))) / 100;
}

export const STRONG_AT = 0.7;
export const WEAK_AT = 0.35;

/** Effect of one signal for the explanation: strong, weak or neutral. */
export function effectOf(s: Signal): SignalReport['effect'] {
  if (s.key === 'context.none') return '';
  return s.value >= STRONG_AT ? '+' : s.value <= WEAK_AT ? '-' : '';
}

/** How far a signal moved the overall in its direction: its share of the overall × distance from the other end. */
const pull = (s: Signal, influence: number, e: '+' | '-'): number => influence * (e === '+' ? s.value : 1 - s.value);

/**
 * Index of the signal with effect `e` that pulls hardest and is not taken yet (ties: the smaller
 * key), or -1. A taken signal's effect is cleared, so it is not found again.
 */
function strongestPull(signals: readonly Signal[], influence: Float64Array, effects: Array<SignalReport['effect']>, e: '+' | '-'): number {
  let best = -1;
  let bestPull = -1;
  for (let i = 0; i < signals.length; i++) {
    if (effects[i] !== e) continue;
    const s = signals[i]!;
    const p = pull(s, influence[i]!, e);
    if (p > bestPull || (p === bestPull && best >= 0 && s.key < signals[best]!.key)) {
      best = i;
      bestPull = p;
    }
  }
  return best;
}

/** The effects of the signals being explained, by position (reused from message to message, like the influences). */
const effectBuffer: Array<SignalReport['effect']> = [];

/**
 * Names the signals that moved the score most: up to two strengths and three weaknesses, ranked by
 * their share of the overall × distance. Effects are read once; only the chosen signals' words are
 * joined (a few short scans over ~20 signals, no sorting).
 */
export function explain(signals: readonly Signal[], influence: Float64Array, hasPrevious: boolean): string {
  const n = signals.length;
  const effects = effectBuffer;
  for (let i = 0; i < n; i++) effects[i] = effectOf(signals[i]!);
  let out = '';
  for (let k = 0; k < 2; k++) {
    const best = strongestPull(signals, influence, effects, '+');
    if (best < 0) break;
    effects[best] = '';
    out += `${out ? '; ' : ''}+ ${signals[best]!.good}`;
  }
  for (let k = 0; k < 3; k++) {
    const best = strongestPull(signals, influence, effects, '-');
    if (best < 0) break;
    effects[best] = '';
    out += `${out ? '; ' : ''}− ${signals[best]!.bad}`;
  }
  if (!hasPrevious) out += `${out ? '; ' : ''}Context: none (first message, not counted in the overall)`;
  return out || 'No signal stands out: a middling message.';
}

export function signalReports(signals: readonly Signal[]): SignalReport[] {
  return signals.map((s) => ({ key: s.key, value: Math.round(s.value * 100) / 100, weight: s.weight, effect: effectOf(s), words: effectOf(s) === '-' ? s.bad : s.good }));
}

export type { DimensionKey };
