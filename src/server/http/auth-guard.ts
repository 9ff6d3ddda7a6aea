import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../auth/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every route of a guarded plugin. */
    user: SessionUser;
  }
}

/** Every route registered in `app` after this answers 401 without a session and sees request.user. */
export function guardRoutes(app: FastifyInstance): void {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    request.user = await requireUser(app.auth, request);
  });
}
