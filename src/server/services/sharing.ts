/**
 * Public share links (issue 18). The owner creates, reads, changes and revokes a link to one of
 * their sessions; anyone with the token reads the review through publicReview, which selects only
 * what a stranger may see. Every owner call is scoped by user: another user's session behaves
 * exactly like a missing one (404).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { sessionMessagesOf } from '../../core/api/session-detail';
import type { Platform } from '../../core/conversation/types';
import type { ResultsTrend } from '../../core/scoring/types';
import { REVIEW_NOT_FOUND, SHARE_TOKEN_BYTES, isShareTokenShape, shareCardPath, sharedReviewPath, type PublicReview, type ShareLink } from '../../core/sharing/index';
import type { AppDb } from '../db/client';
import { analysisSession, sessionShare } from '../db/schema/index';
import { AppError, notFound } from '../errors';

/** A new token: random bytes from the OS generator, nothing of the session in it. */
export const newShareToken = (): string => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

export const reviewNotFound = () => new AppError(REVIEW_NOT_FOUND.code, REVIEW_NOT_FOUND.message);

const round1 = (n: number) => Math.round(n * 10) / 10;

function toLink(row: typeof sessionShare.$inferSelect, origin: string): ShareLink {
  return {
    token: row.token,
    url: `${origin}${sharedReviewPath(row.token)}`,
    cardUrl: `${origin}${shareCardPath(row.token)}`,
    allowSearchEngines: row.allowSearchEngines,
    createdAt: row.createdAt.toISOString(),
  };
}

async function requireOwnedSession(db: AppDb, userId: string, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ id: analysisSession.id })
    .from(analysisSession)
    .where(and(eq(analysisSession.id, sessionId), eq(analysisSession.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Session');
}

const live = (userId: string, sessionId: string) => and(eq(sessionShare.sessionId, sessionId), eq(sessionShare.userId, userId), isNull(sessionShare.revokedAt));

export async function getShare(db: AppDb, userId: string, sessionId: string, origin: string): Promise<ShareLink | null> {
  await requireOwnedSession(db, userId, sessionId);
  const [row] = await db.select().from(sessionShare).where(live(userId, sessionId)).limit(1);
  return row ? toLink(row, origin) : null;
}

/**
 * The session's live link, made now if it has none (creating twice answers the same link). A link
 * made after a revoke has a new token: the revoked one stays revoked.
 */
export async function createShare(db: AppDb, userId: string, sessionId: string, origin: string, allowSearchEngines?: boolean): Promise<{ link: ShareLink; created: boolean }> {
  await requireOwnedSession(db, userId, sessionId);
  const [inserted] = await db
    .insert(sessionShare)
    .values({ token: newShareToken(), sessionId, userId, allowSearchEngines: allowSearchEngines ?? false })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { link: toLink(inserted, origin), created: true };
  // Another live link exists (the partial unique index): answer it, with the flag if one was given.
  const link = allowSearchEngines === undefined ? await getShare(db, userId, sessionId, origin) : await updateShare(db, userId, sessionId, origin, allowSearchEngines);
  if (!link) throw notFound('Session');
  return { link, created: false };
}

export async function updateShare(db: AppDb, userId: string, sessionId: string, origin: string, allowSearchEngines: boolean): Promise<ShareLink> {
  await requireOwnedSession(db, userId, sessionId);
  const [row] = await db.update(sessionShare).set({ allowSearchEngines }).where(live(userId, sessionId)).returning();
  if (!row) throw notFound('Share link');
  return toLink(row, origin);
}

/** Revokes the live link; the token answers 404 from now on and is never issued again. */
export async function revokeShare(db: AppDb, userId: string, sessionId: string): Promise<{ revoked: boolean }> {
  await requireOwnedSession(db, userId, sessionId);
  const rows = await db.update(sessionShare).set({ revokedAt: new Date() }).where(live(userId, sessionId)).returning({ token: sessionShare.token });
  return { revoked: rows.length > 0 };
}

/**
 * The review behind a live token, as a stranger may see it. Malformed, unknown and revoked tokens
 * all throw the same 404. The columns are picked one by one: nothing of the owner's account is read.
 */
export async function publicReview(db: AppDb, token: string): Promise<PublicReview> {
  if (!isShareTokenShape(token)) throw reviewNotFound();
  const [row] = await db
    .select({
      title: analysisSession.title,
      platform: analysisSession.platform,
      messageCount: analysisSession.messageCount,
      overallScore: analysisSession.overallScore,
      createdAt: analysisSession.createdAt,
      trend: analysisSession.trend,
      sessionGoal: analysisSession.sessionGoal,
      projectContext: analysisSession.projectContext,
      strategicAvg: analysisSession.strategicAvg,
      tacticalAvg: analysisSession.tacticalAvg,
      cognitiveAvg: analysisSession.cognitiveAvg,
      innovationAvg: analysisSession.innovationAvg,
      contextAvg: analysisSession.contextAvg,
      summary: analysisSession.summary,
      messages: analysisSession.messages,
      allowSearchEngines: sessionShare.allowSearchEngines,
    })
    .from(sessionShare)
    .innerJoin(analysisSession, eq(analysisSession.id, sessionShare.sessionId))
    .where(and(eq(sessionShare.token, token), isNull(sessionShare.revokedAt)))
    .limit(1);
  if (!row) throw reviewNotFound();
  return {
    review: {
      title: row.title,
      platform: row.platform as Platform,
      messageCount: row.messageCount,
      overallScore: row.overallScore,
      createdAt: row.createdAt.toISOString(),
      trend: row.trend as ResultsTrend,
      sessionGoal: row.sessionGoal,
      projectContext: row.projectContext,
      dimensionAverages: {
        strategic: round1(row.strategicAvg),
        tactical: round1(row.tacticalAvg),
        cognitive: round1(row.cognitiveAvg),
        innovation: round1(row.innovationAvg),
        context: round1(row.contextAvg),
      },
      summary: row.summary,
      allowSearchEngines: row.allowSearchEngines,
    },
    messages: sessionMessagesOf(row.messages),
  };
}

/** Which of these sessions have a live link (the dashboard's "shared" mark). */
export async function sharedSessionIds(db: AppDb, userId: string): Promise<Set<string>> {
  const rows = await db.select({ id: sessionShare.sessionId }).from(sessionShare).where(and(eq(sessionShare.userId, userId), isNull(sessionShare.revokedAt)));
  return new Set(rows.map((r) => r.id));
}
