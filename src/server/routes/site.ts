import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../core/site';

/** GET /api/v1/site: the public site facts (contact, creator, rating...) from configuration. */
export async function siteRoutes(app: FastifyInstance, opts: { site: SiteConfig }) {
  app.get('/site', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return opts.site;
  });
}
