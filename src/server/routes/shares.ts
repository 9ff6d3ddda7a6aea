import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SHARE_CHANGES_PER_MINUTE } from '../../core/sharing/index';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { guardRoutes } from '../http/auth-guard';
import { createShare, getShare, revokeShare, updateShare } from '../services/sharing';

const params = z.object({ id: z.string() });
const createBody = z.object({ allowSearchEngines: z.boolean().optional() }).strict();
const updateBody = z.object({ allowSearchEngines: z.boolean() }).strict();

function sessionIdOf(raw: unknown): string {
  const { id } = params.parse(raw);
  if (id.length === 0 || id.length > 100 || id.includes('\u0000')) throw notFound('Session');
  return id;
}

/**
 * Link creation and changes, per signed-in user (core/sharing SHARE_CHANGES_PER_MINUTE). Counted
 * after the sign-in guard (preHandler), so the key is the user and anonymous calls get their 401.
 */
const changeLimit = {
  rateLimit: {
    max: SHARE_CHANGES_PER_MINUTE,
    timeWindow: 60_000,
    groupId: 'share-change',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user.id}`,
  },
};

/** /api/v1/sessions/{id}/share: the owner's public link to one session (issue 18). */
export async function shareRoutes(app: FastifyInstance, { database, appOrigin }: { database: Database; appOrigin: string }) {
  const { db } = database;
  guardRoutes(app);

  app.get('/sessions/:id/share', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { share: await getShare(db, request.user.id, sessionIdOf(request.params), appOrigin) };
  });

  app.post('/sessions/:id/share', { config: changeLimit }, async (request, reply) => {
    const id = sessionIdOf(request.params);
    const { allowSearchEngines } = createBody.parse(request.body ?? {});
    const { link, created } = await createShare(db, request.user.id, id, appOrigin, allowSearchEngines);
    return reply.status(created ? 201 : 200).header('Cache-Control', 'no-store').send({ share: link });
  });

  app.put('/sessions/:id/share', { config: changeLimit }, async (request) => {
    const id = sessionIdOf(request.params);
    const { allowSearchEngines } = updateBody.parse(request.body);
    return { share: await updateShare(db, request.user.id, id, appOrigin, allowSearchEngines) };
  });

  app.delete('/sessions/:id/share', { config: changeLimit }, async (request) => {
    const id = sessionIdOf(request.params);
    return { ...(await revokeShare(db, request.user.id, id)), share: null };
  });
}
