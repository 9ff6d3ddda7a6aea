import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_DATABASE_KIND } from '../test/database';
import { analysisRequest, api, signedInUser } from '../test/users';
import { chatgptConversation, simpleTurns } from '../../core/conversation/exports/fixtures';

/** Sends `text` as it is on a new connection and answers status, headers and body as received. */
function rawRequest(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body: rest.join('\r\n\r\n') });
    });
  });
}

/** Every API error, whatever produced it, reads `{code, message}` (README "How it is built"). */
function expectErrorShape(body: string, status: number, label: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort(), label).toEqual(['code', 'message']);
  expect(parsed.code, label).toMatch(/^[A-Z_]+$/);
  expect(typeof parsed.message, label).toBe('string');
  expect(status, label).toBeGreaterThanOrEqual(400);
}

const nested = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;

describe(`hardening on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let port: number;
  const mailer = outboxMailer(() => {});
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  let A: ReturnType<typeof api>;
  let sessionId: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { mailer });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    alice = await signedInUser(t.app, mailer, 'hardening');
    A = api(t.app, alice.client);
    sessionId = (await A.post('/api/v1/analyze', analysisRequest({ title: 'Kept as it was' }))).json().sessionId;
  });
  afterAll(async () => t.close());

  describe('NUL characters', () => {
    it('refuses a title holding NUL with 400 and keeps the session as it was', async () => {
      const res = await A.put(`/api/v1/sessions/${sessionId}`, { title: 'Bad\u0000title' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect((await A.get(`/api/v1/sessions/${sessionId}`)).json().session.title).toBe('Kept as it was');
    });

    it('answers a session id holding NUL like any missing session: 404 on every endpoint', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/sessions/%00'],
        ['PUT', '/api/v1/sessions/%00'],
        ['DELETE', '/api/v1/sessions/%00'],
        ['GET', '/api/v1/sessions/%00/export?format=csv'],
        ['GET', `/api/v1/sessions/${sessionId}%00`],
      ] as const) {
        const res = await (method === 'GET' ? A.get(url) : method === 'PUT' ? A.put(url, { title: 'x' }) : A.delete(url));
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json(), `${method} ${url}`).toEqual({ code: 'NOT_FOUND', message: 'Session not found' });
      }
    });
  });

  describe('deeply nested JSON', () => {
    it('answers 400 {code, message} on every mount, before anything walks the depth', async () => {
      for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/v1/analyze', '/api/v1/settings']) {
        const res = await t.app.inject({ method: url.endsWith('settings') ? 'PUT' : 'POST', url, headers: { 'content-type': 'application/json', origin: t.config.appOrigin, cookie: alice.client.cookieHeader }, payload: nested(100_000) });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ code: 'INVALID_JSON', message: expect.stringContaining('nested') });
      }
    });

    it('still accepts ordinary nesting', async () => {
      const res = await A.post('/api/v1/analyze', analysisRequest());
      expect(res.statusCode).toBe(200);
    });
  });

  describe('origin guard', () => {
    it('refuses every state-changing product route from a foreign Origin with 403, changing nothing', async () => {
      const before = { sessions: (await A.get('/api/v1/sessions')).json().total, settings: (await A.get('/api/v1/settings')).json().settings };
      const calls: [string, string, unknown][] = [
        ['POST', '/api/v1/analyze', analysisRequest()],
        ['POST', '/api/v1/sessions/save', analysisRequest()],
        ['POST', '/api/v1/analyze/quick', { message: 'A draft?' }],
        ['POST', '/api/v1/analyze/enhanced', { text: 'User: a\nAssistant: b' }],
        ['PUT', '/api/v1/settings', { theme: 'light' }],
        ['POST', '/api/v1/settings/reset', {}],
        ['DELETE', '/api/v1/settings', undefined],
        ['PUT', `/api/v1/sessions/${sessionId}`, { title: 'Changed' }],
        ['DELETE', `/api/v1/sessions/${sessionId}`, undefined],
      ];
      for (const [method, url, body] of calls) {
        for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
          const res = await t.app.inject({ method: method as 'POST', url, headers: { ...headers, cookie: alice.client.cookieHeader, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: JSON.stringify(body) } : {}) });
          expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
      expect((await A.get('/api/v1/sessions')).json().total).toBe(before.sessions);
      expect((await A.get('/api/v1/settings')).json().settings).toEqual(before.settings);
      expect((await A.get(`/api/v1/sessions/${sessionId}`)).json().session.title).toBe('Kept as it was');
    });

    it('refuses an absolute-form request target from a foreign Origin, and the settings stay', async () => {
      const body = JSON.stringify({ theme: 'light' });
      const res = await rawRequest(
        port,
        `PUT http://127.0.0.1:${port}/api/v1/settings HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://evil.example\r\nCookie: ${alice.client.cookieHeader}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ code: 'FORBIDDEN', message: 'Cross-origin request refused' });
      expect((await A.get('/api/v1/settings')).json().settings.theme).toBe('dark');
    });
  });

  describe('draft scoring and server parsing', () => {
    it('take no more text than the tier has left today, and count nothing', async () => {
      const B = api(t.app, (await signedInUser(t.app, mailer, 'metered')).client);
      const before = (await B.get('/api/v1/analyze/usage-stats')).json().today;
      const big = 'Explain how closures capture variables in JavaScript. '.repeat(100);
      expect(big.length).toBeGreaterThan(before.charactersLimit);
      for (const [url, body] of [
        ['/api/v1/analyze/quick', { message: big }],
        ['/api/v1/analyze/quick', { message: 'Short draft?', context: { previousMessages: [{ role: 'assistant', content: big }] } }],
        ['/api/v1/analyze/enhanced', { text: `User: ${big}\nAssistant: ok` }],
      ] as const) {
        const res = await B.post(url, body);
        expect(res.statusCode, url).toBe(429);
        expect(res.json(), url).toMatchObject({ code: 'DAILY_LIMIT_EXCEEDED', message: expect.stringContaining('Daily limit exceeded!') });
      }
      expect((await B.post('/api/v1/analyze/quick', { message: 'How do closures capture variables in JavaScript?' })).statusCode).toBe(200);
      expect((await B.post('/api/v1/analyze/enhanced', { text: 'User: How do closures work?\nAssistant: They keep their scope.' })).statusCode).toBe(200);
      expect((await B.get('/api/v1/analyze/usage-stats')).json().today).toEqual(before);
    });

    it('charge an export file by its messages, as the paste screen does, not by its JSON', async () => {
      const C = api(t.app, (await signedInUser(t.app, mailer, 'export-parse')).client);
      const text = JSON.stringify(chatgptConversation({ n: 1, title: 'Big JSON, small talk', createTime: 1_717_000_000, turns: simpleTurns('caching', 20) }));
      expect(text.length).toBeGreaterThan(5_000);
      const res = await C.post('/api/v1/analyze/enhanced', { text });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.messages).toHaveLength(40);
    });
  });

  describe('what is a conversation', () => {
    it('the server parse answers the same verdict as the paste screen and the CLI', async () => {
      const log = '2024-05-01 12:00:01 INFO Starting server\n2024-05-01 12:00:03 ERROR Failed to connect: ECONNREFUSED\n    at Connection.connect (/app/pg/connection.js:52:17)\nTraceback (most recent call last):\nValueError: invalid literal';
      const refused = await A.post('/api/v1/analyze/enhanced', { text: log });
      expect(refused.statusCode).toBe(200);
      expect(refused.json().verdict).toEqual({ ok: false, reason: 'not-a-conversation', message: expect.stringContaining('not a conversation') });
      const accepted = await A.post('/api/v1/analyze/enhanced', { text: 'User: How do closures work in JavaScript?\nAssistant: A closure keeps the scope it was made in.' });
      expect(accepted.json().verdict).toEqual({ ok: true });
    });
  });

  describe('one error shape', () => {
    it('answers an over-long id as missing, with a JSON 404', async () => {
      const res = await A.get(`/api/v1/sessions/${'x'.repeat(500)}`);
      expect(res.statusCode).toBe(404);
      expectErrorShape(res.body, res.statusCode, 'over-long id');
      expect(res.json().code).toBe('NOT_FOUND');
    });

    it('answers bad percent-encoding with 400 {code, message}', async () => {
      const res = await A.get('/api/v1/sessions/%E0%A4%A');
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.body, res.statusCode, 'bad percent-encoding');
    });

    it('answers unknown /api/auth paths with a JSON 404', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: '/api/auth/no-such-thing', headers: { origin: t.config.appOrigin } });
        expect(res.statusCode, method).toBe(404);
        expect(res.headers['content-type'], method).toContain('application/json');
        expect(res.json(), method).toEqual({ code: 'NOT_FOUND', message: `No API route ${method} /api/auth/no-such-thing` });
      }
    });

    it('answers a malformed Content-Length with 400 {code, message}', async () => {
      const res = await rawRequest(port, `POST /api/v1/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 12abc\r\n\r\n{}`);
      expect(res.status).toBe(400);
      expect(res.headers).toMatch(/content-type: application\/json/i);
      expectErrorShape(res.body, res.status, 'malformed Content-Length');
    });
  });
});
