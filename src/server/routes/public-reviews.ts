import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PUBLIC_REVIEW_REQUESTS_PER_MINUTE, REVIEW_NOT_FOUND, SHARED_REVIEW_ROUTE, reviewNotFoundMetadata, sharedReviewMetadata } from '../../core/sharing/index';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { metaTags, readAppTemplate, routePreloads, withHead } from '../http/spa';
import { publicReview, reviewNotFound } from '../services/sharing';
import { renderShareCard } from '../services/share-card';

const tokenParams = z.object({ token: z.string() });
/** The public page, its API answer and its card count together, per client IP. */
const publicLimit = { rateLimit: { max: PUBLIC_REVIEW_REQUESTS_PER_MINUTE, timeWindow: 60_000, groupId: 'public-review' } };
const tokenOf = (raw: unknown) => tokenParams.parse(raw).token;
const isNotFound = (err: unknown) => err instanceof AppError && err.code === REVIEW_NOT_FOUND.code;

/**
 * A path and its trailing-slash form. Fastify's router tells them apart; the slash form, left
 * unrouted, fell through to the general page handler (core/routes strips the slash), which answered
 * 200 with generic metadata for any token, revoked or guessed, outside the public rate limit.
 */
const bothForms = (path: string) => [path, `${path}/`];

/** Public answers are never cached on the way (a revoke takes effect at once) and never indexed unless allowed. */
function publicHeaders(reply: FastifyReply, indexable: boolean) {
  reply.header('Cache-Control', 'no-store');
  if (!indexable) reply.header('X-Robots-Tag', 'noindex, nofollow');
}

/** GET /api/v1/public/reviews/{token}: a shared review, without sign-in. */
export async function publicReviewApiRoutes(app: FastifyInstance, { database }: { database: Database }) {
  for (const url of bothForms('/public/reviews/:token')) {
    app.get(url, { config: publicLimit }, async (request, reply) => {
      publicHeaders(reply, false);
      return publicReview(database.db, tokenOf(request.params));
    });
  }
  // Any other path below it (an empty token, a token with more segments) is a guess too: the same
  // 404 body, under the same limit, not the API's generic "no route" answer.
  app.get('/public/reviews/*', { config: publicLimit }, async (_request, reply) => {
    publicHeaders(reply, false);
    throw reviewNotFound();
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

  const notFoundPage = () => metaTags(reviewNotFoundMetadata(config.appOrigin));
  const sendPage = (reply: FastifyReply, status: number, head: string) => {
    if (!template) return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built. Run `npm run build` and restart.');
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(withHead(template, head + (preload ? `\n    ${preload}` : '')));
  };

  for (const url of bothForms('/r/:token')) {
    app.get(url, { config: publicLimit }, async (request, reply) => {
      const token = tokenOf(request.params);
      try {
        const { review } = await publicReview(database.db, token);
        publicHeaders(reply, review.allowSearchEngines);
        return sendPage(reply, 200, metaTags(sharedReviewMetadata(review, token, config.appOrigin)));
      } catch (err) {
        if (!isNotFound(err)) throw err;
        publicHeaders(reply, false);
        return sendPage(reply, 404, notFoundPage());
      }
    });
  }

  for (const url of bothForms('/r/:token/card.png')) {
    app.get(url, { config: publicLimit }, async (request, reply) => {
      const { review } = await publicReview(database.db, tokenOf(request.params));
      const png = await renderShareCard(review);
      publicHeaders(reply, review.allowSearchEngines);
      // Chat apps and other sites show the card from here: it may be embedded cross-origin.
      return reply.header('Cross-Origin-Resource-Policy', 'cross-origin').type('image/png').send(png);
    });
  }

  // Every other path under /r/ (an empty token, extra segments, "//") is a guess as well: the same
  // not-found page, under the same limit, instead of the general page handler's.
  app.get('/r/*', { config: publicLimit }, async (_request, reply) => {
    publicHeaders(reply, false);
    return sendPage(reply, 404, notFoundPage());
  });
}
