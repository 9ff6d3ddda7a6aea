import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { AppError } from './errors';
import { loggerOptions } from './app';
import { createTestApp, type TestApp } from './test/app';
import { TEST_DATABASE_KIND } from './test/database';

// Process warnings (deprecations among them) the app raises while this file builds it.
const warnings: string[] = [];
process.on('warning', (w) => warnings.push(`${(w as Error & { code?: string }).code ?? ''} ${w.message}`));

describe(`server on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {
      setup(app) {
        // Routes that exercise the error pipeline the way real handlers will.
        app.post('/api/v1/test/echo', async (request) => ({ received: request.body }));
        app.get('/api/v1/test/boom', async () => {
          throw new Error('secret internal detail at /srv/app.ts:42');
        });
        app.get('/api/v1/test/conflict', async () => {
          throw new AppError('CONFLICT', 'Already there');
        });
      },
    });
  });
  afterAll(async () => t.close());

  describe('GET /health', () => {
    it('is healthy after a real database round-trip', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'healthy', version: '1.0.0', database: { kind: TEST_DATABASE_KIND, status: 'up' } });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('API error shape', () => {
    it('answers unknown API routes with a 404 JSON {code, message}, never the web app', async () => {
      for (const url of ['/api/v1/anything-unknown', '/api/v2/x', '/api', '/api/v1/test/echo?x=1']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.stringContaining('No API route GET') });
      }
    });

    it('answers bad JSON with 400 INVALID_JSON', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"a": ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
    });

    it('answers a too-large body with 413 PAYLOAD_TOO_LARGE', async () => {
      const big = JSON.stringify({ text: 'x'.repeat(t.config.bodyLimitBytes + 10) });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: { 'content-type': 'application/json' }, payload: big });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
    });

    it('answers an unsupported content type with 415', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers unexpected errors with 500 and no internal detail', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('app.ts');
    });

    it('maps AppError to its status and code', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: 'Already there' });
    });

    it('accepts valid JSON on a real route', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { hello: 'world' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: { hello: 'world' } });
    });
  });

  describe('security headers', () => {
    it('sets CSP, nosniff, frame and referrer policies on every answer', async () => {
      for (const url of ['/', '/health', '/api/v1/site']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
        expect(res.headers['x-request-id'], url).toMatch(/^[\w-]+$/);
        expect(res.headers, url).toMatchObject({
          'cross-origin-opener-policy': 'same-origin',
          'cross-origin-resource-policy': 'same-origin',
          'origin-agent-cluster': '?1',
          'x-dns-prefetch-control': 'off',
          'x-download-options': 'noopen',
          'x-frame-options': 'SAMEORIGIN',
          'x-permitted-cross-domain-policies': 'none',
          'x-xss-protection': '0',
        });
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
    });

    it('keeps them, and the request id, on error answers', async () => {
      const answers = [
        await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' }),
        await t.app.inject({ method: 'GET', url: '/api/v1/sessions' }),
        await t.app.inject({ method: 'POST', url: '/api/v1/analyze', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{}' }),
        await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: { 'content-type': 'application/json' }, payload: '{not json' }),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([404, 401, 403, 400]);
      for (const res of answers) {
        expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('adds HSTS and upgrade-insecure-requests when the app is served over https', async () => {
      const secure = await createTestApp({ APP_ORIGIN: 'https://kibitz.example' });
      try {
        const res = await secure.app.inject({ method: 'GET', url: '/health' });
        expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
        expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      } finally {
        await secure.close();
      }
    });
  });

  describe('web app serving', () => {
    it.each(['/', '/analyze', '/analyze/verify', '/analyze/results/abc', '/dashboard', '/settings', '/pricing', '/terms', '/privacy', '/auth/callback'])(
      'client route %s deep-links to the app',
      async (url) => {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<div id="root">');
      },
    );

    it('answers unknown pages with the app (its not-found page) and status 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
    });

    it('injects the page metadata of the path into the head', async () => {
      const home = await t.app.inject({ method: 'GET', url: '/' });
      expect(home.body).toMatch(/<title data-server-meta>Kibitz — AI Conversation Analysis with Chess-like Scoring<\/title>/);
      expect(home.body).toContain('<link data-server-meta rel="canonical" href="http://localhost:3000/">');
      expect(home.body).toContain('"@type":"FAQPage"');
      const pricing = await t.app.inject({ method: 'GET', url: '/pricing?ref=x' });
      expect(pricing.body).toContain('<title data-server-meta>Pricing — Kibitz</title>');
      expect(pricing.body).toContain('href="http://localhost:3000/pricing"');
      expect(pricing.body).not.toContain('FAQPage');
      const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard' });
      expect(dashboard.body).toContain('content="noindex,nofollow"');
    });

    it('serves hashed assets with a year-long immutable cache', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('answers non-GET requests to unknown paths with JSON 404', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/pricing', payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    });
  });

  describe('GET /api/v1/site', () => {
    it('returns the site facts, null when not configured (nothing fabricated)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ contactEmail: null, creatorName: null, creatorBio: null, location: null, rating: null, testimonial: null, socialLinks: [] });
    });
  });
});

describe('request logs', () => {
  it('never contain request bodies, cookies or authorization headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({}, { logger: loggerOptions('info', stream), setup: (app) => app.post('/api/v1/test/echo', async () => ({ ok: true })) });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo?token=querysecret',
        headers: { cookie: 'session=cookiesecret', authorization: 'Bearer bearersecret' },
        payload: { password: 'bodysecret' },
      });
      const log = lines.join('');
      expect(log).toContain('"url":"/api/v1/test/echo"');
      for (const secret of ['cookiesecret', 'bearersecret', 'bodysecret', 'querysecret']) expect(log).not.toContain(secret);
      // Fastify's own per-request lines stay off: http/request-log.ts writes the one line.
      expect(log).not.toContain('incoming request');
      expect(log.split('"msg":"request completed"').length - 1).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('start-up', () => {
  it('raises no Fastify deprecation warning (request logging is turned off through a LogController)', async () => {
    const t = await createTestApp({});
    await t.close();
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.includes('FSTDEP'))).toEqual([]);
  });
});

describe('database outage', () => {
  it('/health answers 503 unhealthy when the database does not answer', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unhealthy', database: { status: 'down' } });
    } finally {
      await t.close();
    }
  });
});
