import type { FastifyInstance } from 'fastify';

/** API calls (and the health check) are what an operator follows; the web app's files are not. */
const isApiCall = (url: string) => url.startsWith('/api/') || url === '/health' || url.startsWith('/health?');

/**
 * One log line per request, when it completes — in place of Fastify's two (incoming + completed).
 * At the default level (info) only API calls and errors are written: a page load fetches a dozen
 * assets, and their lines used to bury everything else, the development outbox's links included.
 * The web app's own successful requests are written at debug (LOG_LEVEL=debug shows them).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 400 || isApiCall(request.url) ? 'info' : 'debug';
    request.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
