/**
 * Conversation-level numbers: the conversation score, the aggregate stats of spec section 3 and
 * key moments. All are single passes over the scored messages.
 */
import { clampScore } from '../bands';
import { resultsTrend } from './trend';
import type { AggregateStats, DimensionScores, KeyMoment, ScoredMessage } from './types';

/** Floor used inside the harmonic mean so a 0 does not make the whole conversation 0. */
export const HARMONIC_FLOOR = 1;

/**
 * Conversation score = (arithmetic mean + harmonic mean) / 2 of the message scores.
 * The harmonic mean is dominated by the lowest scores, so one blunder pulls the conversation down
 * more than one brilliant move lifts it (as chess review sites do for accuracy); the arithmetic
 * mean keeps the rest of the game in view. Equal scores give that score.
 */
export function conversationScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  let sum = 0;
  let inv = 0;
  for (const s of scores) {
    sum += s;
    inv += 1 / Math.max(HARMONIC_FLOOR, s);
  }
  const mean = sum / scores.length;
  const harmonic = scores.length / inv;
  return clampScore((mean + harmonic) / 2);
}

/** Averages per dimension; the first message's Context (0 = none, not a judgement) is left out. */
export function dimensionAverages(messages: readonly ScoredMessage[]): DimensionScores {
  // One pass with the dimensions named: reading them by a key that changes would be a slow generic
  // property lookup for every message and dimension.
  let strategic = 0, tactical = 0, cognitive = 0, innovation = 0, context = 0, withContext = 0;
  for (const m of messages) {
    const d = m.score.dimensions;
    strategic += d.strategic;
    tactical += d.tactical;
    cognitive += d.cognitive;
    innovation += d.innovation;
    if (m.index === 0) continue;
    context += d.context;
    withContext++;
  }
  const n = messages.length;
  // Keys in display order (DIMENSION_KEYS), which stored results and exports keep.
  return { strategic: average(strategic, n), tactical: average(tactical, n), cognitive: average(cognitive, n), innovation: average(innovation, n), context: average(context, withContext) };
}

const average = (sum: number, n: number): number => (n ? Math.round(sum / n) : 0);

/** Spec section 3 aggregate stats over the scored messages, in conversation order (dims: their dimensionAverages, if already known). */
export function aggregateStats(messages: readonly ScoredMessage[], totalMessages = messages.length, dims = dimensionAverages(messages)): AggregateStats {
  const scores = messages.map((m) => m.score.overall);
  return {
    averageScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : 0,
    bestScore: scores.length ? Math.max(...scores) : 0,
    worstScore: scores.length ? Math.min(...scores) : 0,
    totalMessages,
    completedAnalysis: messages.length,
    strategicAvg: dims.strategic,
    tacticalAvg: dims.tactical,
    cognitiveAvg: dims.cognitive,
    innovationAvg: dims.innovation,
    contextAvg: dims.context,
    trend: resultsTrend(scores),
  };
}

/** A swing of at least this many points from the same side's previous message is a key moment. */
export const KEY_MOMENT_MIN_SWING = 15;
export const KEY_MOMENT_LIMIT = 3;

/** The largest swings between consecutive messages of the same role, biggest first. */
export function keyMoments(messages: readonly ScoredMessage[]): KeyMoment[] {
  // The previous score of each side (two variables: a role used as a computed key is a slow lookup).
  let lastUser: number | undefined;
  let lastAssistant: number | undefined;
  const found: KeyMoment[] = [];
  for (const m of messages) {
    const prev = m.role === 'user' ? lastUser : lastAssistant;
    if (m.role === 'user') lastUser = m.score.overall;
    else lastAssistant = m.score.overall;
    if (prev === undefined) continue;
    const swing = m.score.overall - prev;
    if (Math.abs(swing) < KEY_MOMENT_MIN_SWING) continue;
    const who = m.role === 'user' ? 'Your message' : 'The reply';
    found.push({
      index: m.index,
      role: m.role,
      swing,
      score: m.score.overall,
      kind: swing > 0 ? 'breakthrough' : 'setback',
      description: `${who} #${m.index + 1} ${swing > 0 ? 'jumped' : 'dropped'} ${Math.abs(swing)} points to ${m.score.overall}${swing < 0 ? `: ${m.score.explanation.split('; ').find((p) => p.startsWith('−'))?.slice(2) ?? 'weaker than before'}` : ''}.`,
    });
  }
  return found.sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing) || a.index - b.index).slice(0, KEY_MOMENT_LIMIT);
}
