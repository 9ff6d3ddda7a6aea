import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers (CSP, frame, referrer, cross-origin policies...) on every answer. The
 * middleware is built once here: @fastify/helmet rebuilt it, CSP parsing included, on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, appOrigin: string): void {
  const https = appOrigin.startsWith('https:');
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
