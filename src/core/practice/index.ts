/**
 * Practice mode (issue 18): the person replays their own weak moves. Which moments to practise, how
 * an attempt is scored (the same engine as the review, in the same place in the conversation), what
 * completes a moment, and the progress figures. Pure: the browser's worker and the server both run it.
 */
import { SCORE_BANDS, bandFor, type ScoreBand } from '../bands';
import type { DimensionKey } from '../dimensions';
import { analyzeConversation } from '../scoring/engine';
import { PROMPT_CRITERIA } from '../scoring/rubric/prompt-criteria';
import type { KeyMoment, MessageScore } from '../scoring/types';

const band = (c: ScoreBand['classification']) => SCORE_BANDS.find((b) => b.classification === c)!;
/** An attempt that reaches Good (its band's lower bound, 60) completes the moment. */
export const PRACTICE_COMPLETE_AT = band('good').min;
/** Mistakes and Blunders: every score below the Mistake band's upper bound. */
export const PRACTICE_WEAK_BELOW = band('mistake').max + 1;
/** Longest attempt accepted (a message, not a document). */
export const MAX_ATTEMPT_CHARACTERS = 20_000;
/**
 * Attempts a person may submit per minute. Each runs the engine on up to MAX_ATTEMPT_CHARACTERS on
 * the request thread; a person writing their own tries needs far fewer.
 */
export const PRACTICE_ATTEMPTS_PER_MINUTE = 30;
/** Quiet time after the last keystroke before the attempt is scored live. */
export const LIVE_SCORE_DEBOUNCE_MS = 80;

export type MomentReason = 'blunder' | 'mistake' | 'key-moment';

export interface PracticeMoment {
  /** The message's index in the conversation. */
  index: number;
  reason: MomentReason;
  originalScore: number;
}

interface ReviewedMessage {
  index: number;
  role: 'user' | 'assistant';
  score: Pick<MessageScore, 'overall' | 'rated'>;
}

/**
 * The person's weak moves in practice order: Blunders and Mistakes first (in conversation order),
 * then their other key moments that are not yet Good. Book moves (not rated) are never practised.
 */
export function practiceMoments(messages: readonly ReviewedMessage[], keyMoments: readonly Pick<KeyMoment, 'index' | 'role'>[]): PracticeMoment[] {
  const rated = messages.filter((m) => m.role === 'user' && m.score.rated !== false);
  const byIndex = new Map(rated.map((m) => [m.index, m]));
  const out: PracticeMoment[] = [];
  const taken = new Set<number>();
  for (const m of [...rated].sort((a, b) => a.index - b.index)) {
    if (m.score.overall >= PRACTICE_WEAK_BELOW) continue;
    out.push({ index: m.index, reason: bandFor(m.score.overall).classification === 'blunder' ? 'blunder' : 'mistake', originalScore: m.score.overall });
    taken.add(m.index);
  }
  for (const k of [...keyMoments].sort((a, b) => a.index - b.index)) {
    const m = byIndex.get(k.index);
    if (k.role !== 'user' || !m || taken.has(k.index) || m.score.overall >= PRACTICE_COMPLETE_AT) continue;
    out.push({ index: k.index, reason: 'key-moment', originalScore: m.score.overall });
    taken.add(k.index);
  }
  return out;
}

export interface RubricItem {
  key: string;
  dimension: DimensionKey;
  text: string;
}

export interface AttemptScore {
  overall: number;
  dimensions: Record<DimensionKey, number>;
  symbol: ScoreBand['symbol'];
  bandName: string;
  /** False for a book move (a courtesy or a control message): shown but not graded. */
  rated: boolean;
  completes: boolean;
  met: RubricItem[];
  missed: RubricItem[];
}

export interface AttemptInput {
  /** The conversation before the moment, in order. */
  context: readonly { role: 'user' | 'assistant'; content: string }[];
  attempt: string;
  sessionGoal?: string | null;
  projectContext?: string | null;
}

const CRITERIA = new Map(PROMPT_CRITERIA.map((c) => [c.key as string, c]));
/** A criterion counts as met at this value (rubric/grade-prompt.ts reports it missed below). */
const MET_AT = 0.6;

/**
 * Scores an attempt where the original stood: the engine reads the conversation before it, then the
 * attempt, exactly as the review did (same features, same rubric). The rubric items met and missed
 * come from the criteria that applied to the attempt.
 */
export function scoreAttempt({ context, attempt, sessionGoal, projectContext }: AttemptInput): AttemptScore {
  const result = analyzeConversation(
    { messages: [...context, { role: 'user', content: attempt }], sessionGoal: sessionGoal ?? undefined, projectContext: projectContext ?? undefined },
    { analysisDepth: 'deep', enablePatternDetection: false, generateSuggestions: false },
  );
  const scored = result.messages[result.messages.length - 1]!;
  const met: RubricItem[] = [];
  const missed: RubricItem[] = [];
  for (const s of scored.signals ?? []) {
    const c = CRITERIA.get(s.key);
    if (c) {
      if (s.value >= MET_AT) {
        // A baseline criterion (not doing something wrong) is only worth naming when missed.
        if (!c.baseline && c.good) met.push({ key: c.key, dimension: c.dimension, text: c.good });
      } else if (c.role === 'core') missed.push({ key: c.key, dimension: c.dimension, text: c.bad });
    } else if (s.effect === '-' && s.words) {
      // Caps outside the rubric (harm, a reply pasted as a request) are misses too.
      missed.push({ key: s.key, dimension: s.key.split('.')[0] as DimensionKey, text: s.words });
    }
  }
  const overall = scored.score.overall;
  const b = bandFor(overall);
  const rated = scored.score.rated !== false;
  return { overall, dimensions: scored.score.dimensions, symbol: b.symbol, bandName: b.name, rated, completes: rated && overall >= PRACTICE_COMPLETE_AT, met, missed };
}

export interface SavedAttempt {
  sessionId: string;
  messageIndex: number;
  originalScore: number;
  score: number;
  createdAt: string | Date;
}

export interface PracticeProgress {
  /** Moments with at least one attempt. */
  momentsPractised: number;
  /** Moments with an attempt that reached Good. */
  momentsCompleted: number;
  /** Mean over practised moments of (best attempt − original score), one decimal. */
  averageGain: number;
  /** Consecutive UTC days with an attempt, ending today (or yesterday, when today has none yet). */
  streakDays: number;
  attempts: number;
}

const DAY_MS = 86_400_000;
const utcDay = (d: string | Date) => Math.floor(new Date(d).getTime() / DAY_MS);

export function practiceProgress(attempts: readonly SavedAttempt[], now: Date): PracticeProgress {
  const best = new Map<string, { original: number; best: number }>();
  const days = new Set<number>();
  for (const a of attempts) {
    const key = `${a.sessionId}#${a.messageIndex}`;
    const prev = best.get(key);
    best.set(key, { original: a.originalScore, best: Math.max(prev?.best ?? -Infinity, a.score) });
    days.add(utcDay(a.createdAt));
  }
  let completed = 0;
  let gain = 0;
  for (const m of best.values()) {
    if (m.best >= PRACTICE_COMPLETE_AT) completed++;
    gain += m.best - m.original;
  }
  const today = utcDay(now);
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day--;
  }
  return {
    momentsPractised: best.size,
    momentsCompleted: completed,
    averageGain: best.size ? Math.round((gain / best.size) * 10) / 10 : 0,
    streakDays: streak,
    attempts: attempts.length,
  };
}
