import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { analyticsQuerySchema, exportQuerySchema, listSessionsQuerySchema, sessionUpdateSchema } from '../../core/api/schemas';
import { computeAnalytics } from '../../core/analytics';
import { csvExport, jsonExport, markdownExport } from '../../core/export/index';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { guardRoutes } from '../http/auth-guard';
import { pdfExport } from '../services/pdf-export';
import { latestJobForSession } from '../ai/jobs';
import { deleteSession, getSessionDetail, listSessions, sessionsSince, updateSession } from '../services/sessions';

const idParams = z.object({ id: z.string() });

/**
 * The session id of a request. One that no session can have (empty, over-long, holding NUL, which
 * PostgreSQL text refuses) is answered like any other missing session, before the database sees it.
 */
function sessionIdOf(params: unknown): string {
  const { id } = idParams.parse(params);
  if (id.length === 0 || id.length > 100 || id.includes('\u0000')) throw notFound('Session');
  return id;
}
const DAY_MS = 86_400_000;

/** /api/v1/sessions*, /api/v1/analytics: the signed-in user's history, always scoped to them. */
export async function sessionRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;
  guardRoutes(app);

  app.get('/sessions', async (request, reply) => {
    const { limit, offset } = listSessionsQuerySchema.parse(request.query);
    reply.header('Cache-Control', 'no-store');
    return listSessions(db, request.user.id, limit, offset);
  });

  const analytics = async (userId: string, query: unknown) => {
    const { days } = analyticsQuerySchema.parse(query);
    return computeAnalytics(await sessionsSince(db, userId, new Date(Date.now() - days * DAY_MS)), days);
  };
  app.get('/sessions/analytics/overview', async (request) => analytics(request.user.id, request.query));
  app.get('/analytics', async (request) => analytics(request.user.id, request.query));

  app.get('/sessions/:id', async (request, reply) => {
    const id = sessionIdOf(request.params);
    reply.header('Cache-Control', 'no-store');
    const detail = await getSessionDetail(db, request.user.id, id);
    // The AI review's latest job, so a results page opened mid-review shows its progress.
    const job = await latestJobForSession(database, request.user.id, id);
    return job ? { ...detail, aiReview: { result: detail.aiReview?.result ?? null, job } } : detail;
  });

  app.put('/sessions/:id', async (request) => {
    const id = sessionIdOf(request.params);
    const patch = sessionUpdateSchema.parse(request.body);
    return { session: await updateSession(db, request.user.id, id, patch) };
  });

  app.delete('/sessions/:id', async (request) => {
    const id = sessionIdOf(request.params);
    await deleteSession(db, request.user.id, id);
    return { deleted: true, id };
  });

  app.get('/sessions/:id/export', async (request, reply) => {
    const id = sessionIdOf(request.params);
    const { format } = exportQuerySchema.parse(request.query);
    const detail = await getSessionDetail(db, request.user.id, id);
    const { settings } = request.signedIn;
    const opts = { includeMetadata: settings.includeMetadata, includeExplanations: settings.includeExplanations };
    const file =
      format === 'pdf' ? await pdfExport(detail, opts) : format === 'csv' ? csvExport(detail, opts) : format === 'markdown' ? markdownExport(detail, opts) : jsonExport(detail, opts);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('Cache-Control', 'no-store')
      .send(file.body);
  });
}
