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
import { clamp01, saturate, type DimensionResult, type Signal } from './signals';
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
  score: Omit<MessageScore, 'betterMove'>;
  /** Un-rounded overall, used by the better-move property and ties. */
  rawOverall: number;
  signals: Signal[];
  dimensions: DimensionResult[];
}

export function stretch(raw: number, role: 'user' | 'assistant'): number {
  const { centre, factor } = STRETCH[role];
  return Math.min(100, Math.max(0, 50 + factor * (raw - centre)));
}

export function evaluateMessage(f: MessageFeatures): MessageEvaluation {
  const st = strategic(f);
  const ta = tactical(f);
  const co = cognitive(f);
  const inn = innovation(f);
  const cx = context(f);
  const dims = [st, ta, co, inn, cx];
  const w = OVERALL_WEIGHTS[f.role];
  const dimensions: DimensionScores = {
    strategic: clampScore(st.score),
    tactical: clampScore(ta.score),
    cognitive: clampScore(co.score),
    innovation: clampScore(inn.score),
    context: clampScore(cx.score),
  };
  let sum = w.strategic * st.score + w.tactical * ta.score + w.cognitive * co.score + w.innovation * inn.score;
  let wsum = w.strategic + w.tactical + w.cognitive + w.innovation;
  // Decision 4: the first message's Context is 0 ("none") and does not count toward its overall.
  if (f.hasPrevious) {
    sum += w.context * cx.score;
    wsum += w.context;
  }
  let raw = sum / wsum;
  // Safety gate: for answers to a harmful ask, staying out of the harm outweighs everything else.
  if (f.role === 'assistant' && f.harmContext) raw = (1 - HARM_GATE) * raw + HARM_GATE * 100 * harmSafety(f);
  const rawOverall = stretch(raw, f.role);
  const overall = clampScore(rawOverall);
  const band = bandFor(overall);
  const signals: Signal[] = [];
  for (const d of dims) {
    if (d.key === 'context' && !f.hasPrevious) {
      for (const s of d.signals) signals.push(s);
      continue;
    }
    let within = 0;
    for (const s of d.signals) within += s.weight;
    const share = w[d.key] / wsum / (within || 1);
    for (const s of d.signals) {
      s.influence = share * s.weight;
      signals.push(s);
    }
  }
  return {
    score: {
      overall,
      dimensions,
      classification: band.classification,
      chessNotation: band.symbol,
      confidence: confidenceOf(f),
      explanation: explain(signals, f.hasPrevious),
    },
    rawOverall,
    signals,
    dimensions: dims,
  };
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
const pull = (s: Signal, e: '+' | '-'): number => s.influence * (e === '+' ? s.value : 1 - s.value);

/**
 * Index of the signal with effect `e` that pulls hardest and is not taken yet (ties: the smaller
 * key), or -1. A taken signal's effect is cleared, so it is not found again.
 */
function strongestPull(signals: readonly Signal[], effects: Array<SignalReport['effect']>, e: '+' | '-'): number {
  let best = -1;
  let bestPull = -1;
  for (let i = 0; i < signals.length; i++) {
    if (effects[i] !== e) continue;
    const s = signals[i]!;
    const p = pull(s, e);
    if (p > bestPull || (p === bestPull && best >= 0 && s.key < signals[best]!.key)) {
      best = i;
      bestPull = p;
    }
  }
  return best;
}

/**
 * Names the signals that moved the score most: up to two strengths and three weaknesses, ranked by
 * their share of the overall × distance. Effects are read once; only the chosen signals' words are
 * joined (a few short scans over ~20 signals, no sorting).
 */
export function explain(signals: readonly Signal[], hasPrevious: boolean): string {
  const n = signals.length;
  const effects: Array<SignalReport['effect']> = new Array(n);
  for (let i = 0; i < n; i++) effects[i] = effectOf(signals[i]!);
  let out = '';
  for (let k = 0; k < 2; k++) {
    const best = strongestPull(signals, effects, '+');
    if (best < 0) break;
    effects[best] = '';
    out += `${out ? '; ' : ''}+ ${signals[best]!.good}`;
  }
  for (let k = 0; k < 3; k++) {
    const best = strongestPull(signals, effects, '-');
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
