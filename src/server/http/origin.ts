import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie sessions make every state-changing API call a CSRF target. Browsers send Origin (or at
 * least Sec-Fetch-Site) on such calls: anything not from the app's own origin is refused.
 * Better Auth runs its own origin check for /api/auth.
 */
export function registerOriginGuard(app: FastifyInstance, appOrigin: string): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // The route the router matched, not the raw request target: an absolute-form target
    // (`PUT http://host/api/v1/settings`) reaches the same route but does not start with '/api/'.
    const route = request.routeOptions.url ?? '';
    if (!MUTATING.has(request.method) || !(route.startsWith('/api/v1/') || route.startsWith('/api/auth/'))) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin && origin !== appOrigin) || (!origin && site === 'cross-site')) {
      return done(new AppError('FORBIDDEN', 'Cross-origin request refused'));
    }
    done();
  });
}
