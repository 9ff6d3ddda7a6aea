import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../core/version';
import type { Database } from '../db/client';

/** GET /health: healthy only after a real database round-trip; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  const startedAt = Date.now();
  app.get('/health', async (_request, reply) => {
    const began = performance.now();
    const base = { version: APP_VERSION, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    reply.header('Cache-Control', 'no-store');
    try {
      await opts.database.ping();
      return { status: 'healthy', ...base, database: { kind: opts.database.kind, status: 'up', latencyMs: +(performance.now() - began).toFixed(1) } };
    } catch (err) {
      app.log.warn({ err }, 'health check: database did not answer');
      return reply.status(503).send({ status: 'unhealthy', ...base, database: { kind: opts.database.kind, status: 'down' } });
    }
  });
}
