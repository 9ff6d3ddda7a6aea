/**
 * Session patterns, each a linear pass over the user messages (the person's play):
 * - retry loop: a run of near-identical asks (term similarity with a recent ask >= RETRY_SIMILARITY);
 * - goal drift: late asks share far fewer terms with the goal (or, without one, the opening ask)
 *   than early asks;
 * - late-session fatigue: the last third of a long session scores clearly lower and is shorter;
 * - momentum: a run of asks that each score at least as well as the last, ending strong.
 */
import type { MessageFeatures } from './features';
import type { Pattern } from './types';

export const RETRY_SIMILARITY = 0.6;
export const DRIFT_MIN_USER_MESSAGES = 4;
export const FATIGUE_MIN_USER_MESSAGES = 6;
/** Points by which the last third must trail the rest to count as fatigue. */
export const FATIGUE_DROP = 10;
export const MOMENTUM_RUN = 3;
export const MOMENTUM_END_AT_LEAST = 60;

export interface PatternInput {
  /** Only what the patterns read (the engine keeps this, not the full features, for the whole pass). */
  features: Pick<MessageFeatures, 'role' | 'index' | 'words' | 'firstAskOverlap' | 'hasGoal' | 'goalOverlap' | 'repeatSimilarity'>;
  overall: number;
}

const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function detectPatterns(all: readonly PatternInput[]): Pattern[] {
  const users = all.filter((m) => m.features.role === 'user');
  const out: Pattern[] = [];

  // Retry loops: maximal runs of user messages that repeat a recent ask.
  let run: number[] = [];
  const flush = (): void => {
    if (run.length >= 2) {
      out.push({ kind: 'retry-loop', messages: run, description: `You asked nearly the same thing ${run.length} times (messages ${run.map((i) => i + 1).join(', ')}). Say what was wrong with the answer instead of repeating the ask.` });
    }
    run = [];
  };
  for (let k = 0; k < users.length; k++) {
    const m = users[k]!;
    if (k > 0 && m.features.repeatSimilarity >= RETRY_SIMILARITY) {
      if (run.length === 0) run.push(users[k - 1]!.features.index);
      run.push(m.features.index);
    } else flush();
  }
  flush();

  if (users.length >= DRIFT_MIN_USER_MESSAGES) {
    const third = Math.max(1, Math.floor(users.length / 3));
    const onGoal = (m: PatternInput): number => (m.features.hasGoal ? m.features.goalOverlap : m.features.firstAskOverlap);
    const early = mean(users.slice(0, third).map(onGoal));
    const late = mean(users.slice(-third).map(onGoal));
    if (early >= 0.15 && late < early / 2) {
      out.push({ kind: 'goal-drift', messages: users.slice(-third).map((m) => m.features.index), description: `Your later messages drifted away from ${users[0]!.features.hasGoal ? 'the session goal' : 'what you first asked'}. Restate the goal or start a new conversation for the new topic.` });
    }
  }

  if (users.length >= FATIGUE_MIN_USER_MESSAGES) {
    const third = Math.max(2, Math.floor(users.length / 3));
    const head = users.slice(0, -third);
    const tail = users.slice(-third);
    const drop = mean(head.map((m) => m.overall)) - mean(tail.map((m) => m.overall));
    if (drop >= FATIGUE_DROP && mean(tail.map((m) => m.features.words)) < mean(head.map((m) => m.features.words))) {
      out.push({ kind: 'late-fatigue', messages: tail.map((m) => m.features.index), description: `Your last ${tail.length} messages were shorter and scored ${Math.round(drop)} points lower than earlier ones. A short break or a fresh summary of where you stand helps.` });
    }
  }

  // Momentum: the longest run of non-decreasing user scores (indexes only, so it stays linear).
  let bestStart = 0;
  let bestLen = 0;
  let start = 0;
  for (let k = 0; k < users.length; k++) {
    if (k > 0 && users[k]!.overall < users[k - 1]!.overall) start = k;
    if (k - start + 1 > bestLen) {
      bestStart = start;
      bestLen = k - start + 1;
    }
  }
  const best = users.slice(bestStart, bestStart + bestLen);
  const firstOf = best[0];
  const lastOf = best[best.length - 1];
  if (firstOf && lastOf && best.length >= MOMENTUM_RUN && lastOf.overall >= MOMENTUM_END_AT_LEAST && lastOf.overall > firstOf.overall) {
    out.push({ kind: 'momentum', messages: best.map((m) => m.features.index), description: `You built momentum: ${best.length} messages in a row got better, from ${firstOf.overall} to ${lastOf.overall}.` });
  }
  return out;
}
