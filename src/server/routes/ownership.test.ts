import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_DATABASE_KIND } from '../test/database';
import { analysisRequest, api, signedInUser } from '../test/users';

/** Every endpoint that takes a session id, with the method and body it needs. */
const SESSION_ENDPOINTS = (id: string) =>
  [
    ['GET', `/api/v1/sessions/${id}`, undefined],
    ['PUT', `/api/v1/sessions/${id}`, { title: 'Stolen' }],
    ['DELETE', `/api/v1/sessions/${id}`, undefined],
    ['GET', `/api/v1/sessions/${id}/export?format=json`, undefined],
    ['GET', `/api/v1/sessions/${id}/export?format=csv`, undefined],
    ['GET', `/api/v1/sessions/${id}/export?format=md`, undefined],
    ['GET', `/api/v1/sessions/${id}/export?format=pdf`, undefined],
  ] as const;

describe(`ownership on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const mailer = outboxMailer(() => {});
  let A: ReturnType<typeof api>;
  let B: ReturnType<typeof api>;
  let aliceSession: string;
  let aliceSettingsBefore: unknown;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { mailer });
    A = api(t.app, (await signedInUser(t.app, mailer, 'owner')).client);
    B = api(t.app, (await signedInUser(t.app, mailer, 'intruder')).client);
    aliceSession = (await A.post('/api/v1/analyze', analysisRequest({ title: 'Alice private' }))).json().sessionId;
    await A.put('/api/v1/settings', { theme: 'light', includeMetadata: false });
    aliceSettingsBefore = (await A.get('/api/v1/settings')).json();
    await B.post('/api/v1/analyze', analysisRequest({ title: 'Bob own' }));
  });
  afterAll(async () => t.close());

  it("answers another user's session id exactly like a missing one, on every endpoint", async () => {
    for (const [method, url, body] of SESSION_ENDPOINTS(aliceSession)) {
      const intruder = await (method === 'GET' ? B.get(url) : method === 'PUT' ? B.put(url, body) : B.delete(url));
      const missing = await (method === 'GET' ? B.get(url.replace(aliceSession, 'no-such-session')) : method === 'PUT' ? B.put(url.replace(aliceSession, 'no-such-session'), body) : B.delete(url.replace(aliceSession, 'no-such-session')));
      expect(intruder.statusCode, `${method} ${url}`).toBe(404);
      expect(intruder.json(), `${method} ${url}`).toEqual(missing.json());
      expect(intruder.body).not.toContain('Alice private');
    }
  });

  it("leaves Alice's session, list, analytics and settings untouched", async () => {
    const detail = await A.get(`/api/v1/sessions/${aliceSession}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().session.title).toBe('Alice private');
    expect((await A.get('/api/v1/settings')).json()).toEqual(aliceSettingsBefore);
    expect((await A.get('/api/v1/sessions')).json().total).toBe(1);
  });

  it("never shows Bob anything of Alice's in lists, analytics or settings", async () => {
    const list = (await B.get('/api/v1/sessions')).json();
    expect(list.total).toBe(1);
    expect(list.sessions.map((s: { title: string }) => s.title)).toEqual(['Bob own']);
    const overview = (await B.get('/api/v1/sessions/analytics/overview')).json();
    expect(overview.totalSessions).toBe(1);
    expect(JSON.stringify(overview)).not.toContain(aliceSession);
    expect((await B.get('/api/v1/settings')).json().settings.theme).toBe('dark');
    expect((await B.get('/api/v1/analyze/usage-stats')).json().today.analyses).toBe(1);
  });

  it('answers 401 {code, message} to every product endpoint without a session', async () => {
    const anon = api(t.app, null);
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/v1/analyze', analysisRequest()],
      ['POST', '/api/v1/analyze/quick', { message: 'hi' }],
      ['POST', '/api/v1/analyze/enhanced', { text: 'User: a\nAssistant: b' }],
      ['GET', '/api/v1/analyze/usage-stats'],
      ['POST', '/api/v1/sessions/save', analysisRequest()],
      ['GET', '/api/v1/sessions'],
      ['GET', '/api/v1/sessions/analytics/overview'],
      ['GET', '/api/v1/analytics'],
      ['GET', '/api/v1/settings'],
      ['PUT', '/api/v1/settings', { theme: 'light' }],
      ['POST', '/api/v1/settings/reset'],
      ...SESSION_ENDPOINTS(aliceSession).map(([m, u, b]) => [m, u, b] as [string, string, unknown?]),
    ];
    for (const [method, url, body] of calls) {
      const res = await (method === 'GET' ? anon.get(url) : method === 'PUT' ? anon.put(url, body) : method === 'DELETE' ? anon.delete(url) : anon.post(url, body));
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json(), `${method} ${url}`).toEqual({ code: 'UNAUTHORIZED', message: 'User not authenticated' });
    }
    expect((await A.get(`/api/v1/sessions/${aliceSession}`)).statusCode).toBe(200);
  });
});
