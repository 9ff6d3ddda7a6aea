import { and, count, desc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { sessionMessagesOf } from '../../core/api/session-detail';
import type { SessionDetail, SessionListResponse, SessionSummary } from '../../core/api/types';
import type { Platform } from '../../core/conversation/types';
import type { ResultsTrend } from '../../core/scoring/types';
import type { AppDb } from '../db/client';
import { analysisSession, sessionShare } from '../db/schema/index';
import { notFound } from '../errors';

// Lists, analytics and updates read a session's columns but never its documents (the messages are
// most of a row's size).
const { summary: _summary, metadata: _metadata, messages: _messages, aiReview: _aiReview, ...listedColumns } = getTableColumns(analysisSession);
export type SessionRow = Omit<typeof analysisSession.$inferSelect, 'summary' | 'metadata' | 'messages' | 'aiReview'>;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function toSessionSummary(row: SessionRow): SessionSummary {
  const dims = {
    strategic: round1(row.strategicAvg),
    tactical: round1(row.tacticalAvg),
    cognitive: round1(row.cognitiveAvg),
    innovation: round1(row.innovationAvg),
    context: round1(row.contextAvg),
  };
  return {
    id: row.id,
    title: row.title,
    platform: row.platform as Platform,
    messageCount: row.messageCount,
    overallScore: row.overallScore,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sessionGoal: row.sessionGoal,
    projectContext: row.projectContext,
    trend: row.trend as ResultsTrend,
    dimensionAverages: dims,
    strategicAvg: dims.strategic,
    tacticalAvg: dims.tactical,
    cognitiveAvg: dims.cognitive,
    innovationAvg: dims.innovation,
    contextAvg: dims.context,
    engineVersion: row.engineVersion,
    format: row.format,
    parsingMethod: row.parsingMethod,
  };
}

/** Every query is scoped by user: another user's id behaves exactly like a missing one. */
const owned = (userId: string, id: string) => and(eq(analysisSession.id, id), eq(analysisSession.userId, userId));

/** The session has a live public link (the dashboard marks it). */
const isShared = sql<boolean>`exists (select 1 from ${sessionShare} where ${sessionShare.sessionId} = ${analysisSession.id} and ${sessionShare.revokedAt} is null)`;

export async function listSessions(db: AppDb, userId: string, limit: number, offset: number): Promise<SessionListResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listedColumns, shared: isShared })
      .from(analysisSession)
      .where(eq(analysisSession.userId, userId))
      .orderBy(desc(analysisSession.createdAt), desc(analysisSession.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(analysisSession).where(eq(analysisSession.userId, userId)),
  ]);
  return { sessions: rows.map((r) => ({ ...toSessionSummary(r), shared: Boolean(r.shared) })), total: Number(total?.n ?? 0), limit, offset };
}

export async function getSessionDetail(db: AppDb, userId: string, id: string): Promise<SessionDetail> {
  const [row] = await db.select().from(analysisSession).where(owned(userId, id)).limit(1);
  if (!row) throw notFound('Session');
  return {
    session: { ...toSessionSummary(row), summary: row.summary, metadata: row.metadata },
    messages: sessionMessagesOf(row.messages),
    metadata: { projectContext: row.projectContext, sessionGoal: row.sessionGoal },
    // The stored AI review, when there is one; its job (progress, failure) is added by the route that answers the session.
    ...(row.aiReview ? { aiReview: { result: row.aiReview, job: null } } : {}),
  };
}

export async function updateSession(
  db: AppDb,
  userId: string,
  id: string,
  patch: { title?: string; sessionGoal?: string | null; projectContext?: string | null },
): Promise<SessionSummary> {
  const [row] = await db
    .update(analysisSession)
    .set({ ...patch, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning(listedColumns);
  if (!row) throw notFound('Session');
  return toSessionSummary(row);
}

export async function deleteSession(db: AppDb, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(analysisSession).where(owned(userId, id)).returning({ id: analysisSession.id });
  if (deleted.length === 0) throw notFound('Session');
}

/** Sessions of the last `days` days, for analytics. */
export async function sessionsSince(db: AppDb, userId: string, since: Date): Promise<SessionSummary[]> {
  const rows = await db
    .select(listedColumns)
    .from(analysisSession)
    .where(and(eq(analysisSession.userId, userId), gte(analysisSession.createdAt, since)))
    .orderBy(analysisSession.createdAt);
  return rows.map(toSessionSummary);
}
