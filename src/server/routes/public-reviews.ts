import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PUBLIC_REVIEW_REQUESTS_PER_MINUTE, REVIEW_NOT_FOUND, SHARED_REVIEW_ROUTE, reviewNotFoundMetadata, sharedReviewMetadata } from '../../core/sharing/index';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { metaTags, readAppTemplate, routePreloads, withHead } from '../http/spa';
import { publicReview } from '../services/sharing';
import { renderShareCard } from '../services/share-card';

const tokenParams = z.object({ token: z.string() });
/** The public page, its API answer and its card count together, per client IP. */
const publicLimit = { rateLimit: { max: PUBLIC_REVIEW_REQUESTS_PER_MINUTE, timeWindow: 60_000, groupId: 'public-review' } };
const tokenOf = (raw: unknown) => tokenParams.parse(raw).token;
const isNotFound = (err: unknown) => err instanceof AppError && err.code === REVIEW_NOT_FOUND.code;

/** Public answers are never cached on the way (a revoke takes effect at once) and never indexed unless allowed. */
function publicHeaders(reply: FastifyReply, indexable: boolean) {
  reply.header('Cache-Control', 'no-store');
  if (!indexable) reply.header('X-Robots-Tag', 'noindex, nofollow');
}

/** GET /api/v1/public/reviews/{token}: a shared review, without sign-in. */
export async function publicReviewApiRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/public/reviews/:token', { config: publicLimit }, async (request, reply) => {
    publicHeaders(reply, false);
    return publicReview(database.db, tokenOf(request.params));
  });
}

/**
 * GET /r/{token} (the app's page with the review's own metadata in the served HTML) and
 * GET /r/{token}/card.png (the social card). Unknown, revoked and malformed tokens answer 404:
 * the page with not-found metadata, the card with the API's error body.
 */
export async function sharedPageRoutes(app: FastifyInstance, { database, config }: { database: Database; config: Config }) {
  const template = readAppTemplate(config.webRoot);
  const preload = routePreloads(config.webRoot).get(SHARED_REVIEW_ROUTE);

  app.get('/r/:token', { config: publicLimit }, async (request, reply) => {
    if (!template) return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built. Run `npm run build` and restart.');
    const token = tokenOf(request.params);
    let status = 200;
    let head: string;
    try {
      const { review } = await publicReview(database.db, token);
      head = metaTags(sharedReviewMetadata(review, token, config.appOrigin));
      publicHeaders(reply, review.allowSearchEngines);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      status = 404;
      head = metaTags(reviewNotFoundMetadata(config.appOrigin));
      publicHeaders(reply, false);
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(withHead(template, head + (preload ? `\n    ${preload}` : '')));
  });

  app.get('/r/:token/card.png', { config: publicLimit }, async (request, reply) => {
    const { review } = await publicReview(database.db, tokenOf(request.params));
    const png = await renderShareCard(review);
    publicHeaders(reply, review.allowSearchEngines);
    // Chat apps and other sites show the card from here: it may be embedded cross-origin.
    return reply.header('Cross-Origin-Resource-Policy', 'cross-origin').type('image/png').send(png);
  });
}
