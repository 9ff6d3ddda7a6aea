import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';

/** Response headers that belong to the transfer, not the content: Fastify sets its own. */
const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie']);

/**
 * Better Auth's few answers without a code get one, so every API error is `{code, message}`; its
 * empty text/plain 404 for a path it does not know reads like the product API's own.
 */
function normaliseErrorBody(status: number, text: string, request: FastifyRequest): string {
  if (status < 400) return text;
  if (!text) {
    const path = request.url.split('?', 1)[0];
    return status === 404
      ? JSON.stringify({ code: 'NOT_FOUND', message: `No API route ${request.method} ${path}` })
      : JSON.stringify({ code: status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST', message: 'Request failed' });
  }
  try {
    const body = JSON.parse(text) as { code?: string; message?: string };
    if (body.code && body.message) return text;
    const code = body.code ?? (status === 429 ? 'RATE_LIMITED' : status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST');
    const message = body.message ?? (status === 429 ? 'Too many attempts. Please wait a minute and try again.' : 'Request failed');
    return JSON.stringify({ ...body, code, message });
  } catch {
    return text;
  }
}

/**
 * Mounts Better Auth (a Fetch handler) on Fastify: GET and POST /api/auth/*. The client IP that
 * Fastify resolved (honouring TRUST_PROXY) is passed in a header only this mount sets, so the
 * rate limits cannot be dodged by a forged X-Forwarded-For.
 */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; appOrigin: string }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === 'x-kibitz-client-ip') continue;
        if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
        else headers.set(name, String(value));
      }
      headers.set('x-kibitz-client-ip', request.ip);
      const hasBody = request.method === 'POST' && request.body !== undefined && request.body !== null;
      const response = await opts.auth.handler(
        new Request(new URL(request.url, opts.appOrigin), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.header('Cache-Control', 'no-store');
      const text = await response.text();
      const body = normaliseErrorBody(response.status, text, request);
      if (body !== text) reply.type('application/json; charset=utf-8');
      return reply.send(body);
    },
  });
}
