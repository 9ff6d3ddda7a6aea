import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer';

/**
 * GET /api/dev/outbox[?to=email]: the mail the development outbox kept, newest last. Registered
 * only when NODE_ENV is not production and no SMTP server is configured.
 */
export async function devOutboxRoutes(app: FastifyInstance, opts: { mailer: Mailer }) {
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const to = request.query.to?.toLowerCase();
    const messages = opts.mailer.outbox().filter((m) => !to || m.to.toLowerCase() === to);
    return { messages };
  });
}
