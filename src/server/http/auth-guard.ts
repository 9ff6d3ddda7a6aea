import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSignedIn, type SessionUser, type SignedIn } from '../auth/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every route of a guarded plugin. */
    user: SessionUser;
    /** The same person with their settings and tier, read in the same query as the session. */
    signedIn: SignedIn;
  }
}

/** Every route registered in `app` after this answers 401 without a session and sees request.user. */
export function guardRoutes(app: FastifyInstance): void {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('signedIn', null as unknown as SignedIn);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const signedIn = await requireSignedIn(app.sessions, request);
    request.signedIn = signedIn;
    request.user = signedIn.user;
  });
}
