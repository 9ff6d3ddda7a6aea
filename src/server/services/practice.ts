/**
 * Practice mode (issue 18): the person's weak moves of one of their sessions, attempts scored by the
 * same engine as the review (core/practice scoreAttempt, never a score sent by the browser), and
 * progress. Every call is scoped by user: another user's session answers 404 like a missing one.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { practiceMoments, practiceProgress, scoreAttempt, PRACTICE_COMPLETE_AT, type PracticeMoment } from '../../core/practice/index';
import type { AttemptResult, OpenMoments, PracticeMomentDetail, PracticeMomentState, PracticeOverview, PracticePlan, RevealedMove } from '../../core/practice/api';
import type { ScoredMessage } from '../../core/scoring/types';
import type { AppDb } from '../db/client';
import { analysisSession, practiceAttempt } from '../db/schema/index';
import { notFound } from '../errors';

/** Sessions looked at for "the next session to practise". */
const NEXT_SESSION_LOOKBACK = 10;

interface OwnedSession {
  id: string;
  title: string;
  sessionGoal: string | null;
  projectContext: string | null;
  messages: ScoredMessage[];
  moments: PracticeMoment[];
}

async function ownedSession(db: AppDb, userId: string, sessionId: string): Promise<OwnedSession> {
  const [row] = await db
    .select({ id: analysisSession.id, title: analysisSession.title, sessionGoal: analysisSession.sessionGoal, projectContext: analysisSession.projectContext, messages: analysisSession.messages, summary: analysisSession.summary })
    .from(analysisSession)
    .where(and(eq(analysisSession.id, sessionId), eq(analysisSession.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Session');
  return { ...row, moments: practiceMoments(row.messages, row.summary?.keyMoments ?? []) };
}

function momentOf(session: OwnedSession, index: number): PracticeMoment {
  const moment = session.moments.find((m) => m.index === index);
  if (!moment) throw notFound('Practice moment');
  return moment;
}

async function attemptsOf(db: AppDb, userId: string, sessionId: string) {
  return db
    .select({ messageIndex: practiceAttempt.messageIndex, attempt: practiceAttempt.attempt, score: practiceAttempt.score, createdAt: practiceAttempt.createdAt })
    .from(practiceAttempt)
    .where(and(eq(practiceAttempt.userId, userId), eq(practiceAttempt.sessionId, sessionId)))
    .orderBy(asc(practiceAttempt.createdAt));
}

function stateOf(moment: PracticeMoment, attempts: readonly { messageIndex: number; score: number }[]): PracticeMomentState {
  const mine = attempts.filter((a) => a.messageIndex === moment.index);
  const best = mine.length ? Math.max(...mine.map((a) => a.score)) : null;
  return { index: moment.index, reason: moment.reason, attempts: mine.length, bestScore: best, completed: best !== null && best >= PRACTICE_COMPLETE_AT };
}

const revealedOf = (session: OwnedSession, index: number): RevealedMove => {
  const m = session.messages.find((x) => x.index === index)!;
  return { original: m.content, originalScore: m.score.overall, betterMove: m.score.betterMove };
};

export async function practicePlan(db: AppDb, userId: string, sessionId: string): Promise<PracticePlan> {
  const session = await ownedSession(db, userId, sessionId);
  const attempts = await attemptsOf(db, userId, sessionId);
  return { session: { id: session.id, title: session.title }, moments: session.moments.map((m) => stateOf(m, attempts)) };
}

export async function practiceMomentDetail(db: AppDb, userId: string, sessionId: string, index: number): Promise<PracticeMomentDetail> {
  const session = await ownedSession(db, userId, sessionId);
  const moment = momentOf(session, index);
  const attempts = await attemptsOf(db, userId, sessionId);
  const mine = attempts.filter((a) => a.messageIndex === index);
  return {
    moment: { ...stateOf(moment, attempts), position: session.moments.indexOf(moment) + 1, total: session.moments.length },
    context: session.messages.filter((m) => m.index < index).map((m) => ({ index: m.index, role: m.role, content: m.content })),
    sessionGoal: session.sessionGoal,
    projectContext: session.projectContext,
    revealed: mine.length ? revealedOf(session, index) : null,
    attempts: mine.map((a) => ({ attempt: a.attempt, score: a.score, createdAt: a.createdAt.toISOString() })),
  };
}

export async function revealMoment(db: AppDb, userId: string, sessionId: string, index: number): Promise<RevealedMove> {
  const session = await ownedSession(db, userId, sessionId);
  momentOf(session, index);
  return revealedOf(session, index);
}

/** Scores the attempt on the server with the review's engine, in the original's place, and saves it. */
export async function submitAttempt(db: AppDb, userId: string, sessionId: string, index: number, text: string): Promise<AttemptResult> {
  const session = await ownedSession(db, userId, sessionId);
  const moment = momentOf(session, index);
  const context = session.messages.filter((m) => m.index < index).map((m) => ({ role: m.role, content: m.content }));
  const score = scoreAttempt({ context, attempt: text, sessionGoal: session.sessionGoal, projectContext: session.projectContext });
  const revealed = revealedOf(session, index);
  await db.insert(practiceAttempt).values({ userId, sessionId, messageIndex: index, original: revealed.original, originalScore: moment.originalScore, attempt: text, score: score.overall });
  const attempts = await attemptsOf(db, userId, sessionId);
  return { score, gain: score.overall - moment.originalScore, moment: stateOf(moment, attempts), revealed };
}

export async function practiceOverview(db: AppDb, userId: string, now: Date): Promise<PracticeOverview> {
  const attempts = await db
    .select({ sessionId: practiceAttempt.sessionId, messageIndex: practiceAttempt.messageIndex, originalScore: practiceAttempt.originalScore, score: practiceAttempt.score, createdAt: practiceAttempt.createdAt })
    .from(practiceAttempt)
    .where(eq(practiceAttempt.userId, userId));
  const recent = await db
    .select({ id: analysisSession.id, title: analysisSession.title, messages: analysisSession.messages, summary: analysisSession.summary })
    .from(analysisSession)
    .where(eq(analysisSession.userId, userId))
    .orderBy(desc(analysisSession.createdAt), desc(analysisSession.id))
    .limit(NEXT_SESSION_LOOKBACK);
  let next: PracticeOverview['next'] = null;
  for (const s of recent) {
    const open = practiceMoments(s.messages, s.summary?.keyMoments ?? []).filter((m) => !stateOf(m, attempts.filter((a) => a.sessionId === s.id)).completed).length;
    if (open > 0) {
      next = { sessionId: s.id, title: s.title, open };
      break;
    }
  }
  return { ...practiceProgress(attempts, now), next };
}

/**
 * Moments still to complete in each of these sessions of the person's, for the dashboard's rows (a
 * practice entry on each row that has some). Reads the sessions' messages, so it is asked for the
 * rows on screen only, never as part of the list itself (lists read no documents).
 */
export async function openMoments(db: AppDb, userId: string, sessionIds: readonly string[]): Promise<OpenMoments> {
  const open: Record<string, number> = {};
  if (sessionIds.length === 0) return { open };
  const [sessions, attempts] = await Promise.all([
    db
      .select({ id: analysisSession.id, messages: analysisSession.messages, summary: analysisSession.summary })
      .from(analysisSession)
      .where(and(eq(analysisSession.userId, userId), inArray(analysisSession.id, [...sessionIds]))),
    db
      .select({ sessionId: practiceAttempt.sessionId, messageIndex: practiceAttempt.messageIndex, score: practiceAttempt.score })
      .from(practiceAttempt)
      .where(and(eq(practiceAttempt.userId, userId), inArray(practiceAttempt.sessionId, [...sessionIds]))),
  ]);
  for (const s of sessions) {
    const mine = attempts.filter((a) => a.sessionId === s.id);
    const n = practiceMoments(s.messages, s.summary?.keyMoments ?? []).filter((m) => !stateOf(m, mine).completed).length;
    if (n > 0) open[s.id] = n;
  }
  return { open };
}
