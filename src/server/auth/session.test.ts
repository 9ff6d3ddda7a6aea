import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_DATABASE_KIND } from '../test/database';
import { api, signedInUser } from '../test/users';
import { rowsOf } from '../db/rows';
import { setTier } from '../services/tier';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { cookieValue, createSessionReader, verifiedToken } from './session';

const SECRET = 'a-secret-of-enough-length-for-hmac-0123';
const sign = (token: string, secret = SECRET) => `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('cookieValue', () => {
  it.each([
    ['kibitz.session_token=abc', 'kibitz.session_token', 'abc'],
    ['a=1; kibitz.session_token=abc%2Edef%3D; b=2', 'kibitz.session_token', 'abc.def='],
    ['a=1;kibitz.session_token="quoted"', 'kibitz.session_token', 'quoted'],
    ['xkibitz.session_token=no; kibitz.session_token=yes', 'kibitz.session_token', 'yes'],
    ['a=1; b=2', 'kibitz.session_token', null],
    ['kibitz.session_token=%E0%A4%A', 'kibitz.session_token', null],
    ['', 'kibitz.session_token', null],
  ])('%s → %s', (header, name, expected) => {
    expect(cookieValue(header, name)).toBe(expected);
  });

  it('is null without a Cookie header', () => {
    expect(cookieValue(undefined, 'kibitz.session_token')).toBeNull();
  });
});

describe('verifiedToken', () => {
  it('answers the token of a value signed with the secret', () => {
    expect(verifiedToken(sign('tok123'), SECRET)).toBe('tok123');
  });

  it.each([
    ['another secret', sign('tok123', 'another-secret-of-enough-length-9999')],
    ['a changed token', sign('tok123').replace('tok123', 'tok124')],
    ['no signature', 'tok123'],
    ['an empty token', `.${sign('x').split('.')[1]}`],
    ['a truncated signature', sign('tok123').slice(0, -4)],
  ])('refuses %s', (_, value) => {
    expect(verifiedToken(value, SECRET)).toBeNull();
  });
});

describe(`session reader on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const mailer = outboxMailer(() => {});

  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
  });
  afterAll(async () => t?.close());

  const expiresAt = async (userId: string) =>
    rowsOf<{ expires_at: string | Date }>(await t.database.db.execute(sql`select expires_at from session where user_id = ${userId}`)).map((r) => new Date(r.expires_at).getTime());

  it('gives guarded calls the settings and tier stored for the user', async () => {
    const ann = await signedInUser(t.app, mailer, 'ann');
    const A = api(t.app, ann.client);
    expect((await A.put('/api/v1/settings', { defaultAnalysisDepth: 'quick' })).statusCode).toBe(200);
    await setTier(t.database.db, ann.id, 'pro', null);
    const usage = (await A.get('/api/v1/analyze/usage-stats')).json();
    expect(usage.tier.type).toBe('pro');
    // Without options in the request, the depth comes from the signed-in settings; the summary says which.
    const quick = await A.post('/api/v1/analyze', {
      conversation: { messages: [{ role: 'user', content: 'Explain what a B-tree index is, in two short paragraphs, for a junior developer.', index: 0 }], platform: 'chatgpt' },
      metadata: {},
      options: {},
    });
    expect(quick.statusCode).toBe(200);
    expect(quick.json().summary.options.analysisDepth).toBe('quick');
  });

  it('answers 401 to a cookie whose signature does not match, and to an expired session', async () => {
    const bea = await signedInUser(t.app, mailer, 'bea');
    const B = api(t.app, bea.client);
    expect((await B.get('/api/v1/sessions')).statusCode).toBe(200);

    const [name, value] = [...bea.client.cookies].find(([k]) => k.endsWith('session_token'))!;
    const token = decodeURIComponent(value).split('.')[0]!;
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: { cookie: `${name}=${encodeURIComponent(sign(token, 'not-the-server-secret-0123456789abc'))}` } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 'UNAUTHORIZED', message: 'User not authenticated' });

    await t.database.db.execute(sql`update session set expires_at = now() - interval '1 minute' where user_id = ${bea.id}`);
    expect((await B.get('/api/v1/sessions')).statusCode).toBe(401);
  });

  it('lets Better Auth push the expiry forward once a session is a day old, as it would on its own calls', async () => {
    const cal = await signedInUser(t.app, mailer, 'cal');
    const C = api(t.app, cal.client);
    // Make the session look issued two days ago: 5 days of its 7 left.
    await t.database.db.execute(sql`update session set expires_at = now() + interval '5 days' where user_id = ${cal.id}`);
    const [before] = await expiresAt(cal.id);
    expect((await C.get('/api/v1/sessions')).statusCode).toBe(200);
    const [after] = await expiresAt(cal.id);
    expect(after! - before!).toBeGreaterThan(24 * 60 * 60 * 1000);

    // A fresh session is left alone: no write on every call.
    expect((await C.get('/api/v1/sessions')).statusCode).toBe(200);
    expect(await expiresAt(cal.id)).toEqual([after]);
  });

  it('reads the sessions asked for in one turn of the event loop with one query, each to its own person', async () => {
    const people = [await signedInUser(t.app, mailer, 'eve'), await signedInUser(t.app, mailer, 'fay'), await signedInUser(t.app, mailer, 'gus')];
    let queries = 0;
    const counting: Database = { ...t.database, query: (statement, values) => (queries++, t.database.query(statement, values)) };
    const reader = await createSessionReader(t.app.auth, counting);
    const requestWith = (cookie: string) => ({ headers: { cookie } }) as FastifyRequest;
    const [name] = [...people[0]!.client.cookies].find(([k]) => k.endsWith('session_token'))!;
    const unknown = `${name}=${encodeURIComponent(sign('no-such-token', (await t.app.auth.$context).secret))}`;

    const read = await Promise.all([...people.map((p) => reader.read(requestWith(p.client.cookieHeader))), reader.read(requestWith(unknown))]);
    expect(read.map((r) => r?.user.id ?? null)).toEqual([...people.map((p) => p.id), null]);
    expect(queries).toBe(1);

    // The next turn asks again: nothing is kept between batches.
    expect((await reader.read(requestWith(people[0]!.client.cookieHeader)))?.user.id).toBe(people[0]!.id);
    expect(queries).toBe(2);
  });

  it('ends access on every device at sign-out, with no delay', async () => {
    const dan = await signedInUser(t.app, mailer, 'dan');
    const D = api(t.app, dan.client);
    expect((await D.get('/api/v1/settings')).statusCode).toBe(200);
    const stolen = dan.client.cookieHeader;
    await dan.client.post('/api/auth/sign-out', {});
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: { cookie: stolen } });
    expect(again.statusCode).toBe(401);
  });
});
