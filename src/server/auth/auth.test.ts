import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { AuthClient, lastLink } from '../test/auth-client';
import { TEST_DATABASE_KIND } from '../test/database';
import { DISPLAY_NAME_MAX_LENGTH } from '../../core/auth';

const PASSWORD = 'correct horse 42';
let counter = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@kibitz.test`;

describe(`accounts on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const printed: string[] = [];
  const mailer = outboxMailer((text) => printed.push(text));

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { mailer });
  });
  afterAll(async () => t.close());

  async function confirmedUser(tag: string) {
    const email = newEmail(tag);
    const client = new AuthClient(t.app);
    expect((await client.signUp(email, PASSWORD)).statusCode).toBe(200);
    const confirm = await client.get(lastLink(mailer, email));
    expect(confirm.statusCode).toBe(302);
    return { email, client };
  }

  it('signs up, prints the confirmation link, and stores no clear password', async () => {
    const email = newEmail('signup');
    const client = new AuthClient(t.app);
    const res = await client.signUp(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, name: email.split('@')[0], emailVerified: false });
    const block = printed.find((p) => p.includes(`To: ${email}`));
    expect(block).toMatch(/Subject: Confirm your Kibitz account/);
    expect(block).toMatch(/^Link: http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+callbackURL=%2Fauth%2Fcallback$/m);
    const rows = await t.database.db.execute(sql`select a.password from account a join "user" u on u.id = a.user_id where u.email = ${email}`);
    const stored = (rows as unknown as { rows: { password: string }[] }).rows[0]!.password;
    expect(stored).not.toContain(PASSWORD);
    expect(stored.length).toBeGreaterThan(40);
  });

  it('refuses sign-in before confirmation with EMAIL_NOT_VERIFIED and mails a fresh link', async () => {
    const email = newEmail('unconfirmed');
    const client = new AuthClient(t.app);
    await client.signUp(email, PASSWORD);
    const before = mailer.outbox().filter((m) => m.to === email).length;
    const res = await client.signIn(email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    expect(mailer.outbox().filter((m) => m.to === email).length).toBe(before + 1);
  });

  it('confirms from the link, lands on /auth/callback signed in', async () => {
    const email = newEmail('confirm');
    const client = new AuthClient(t.app);
    await client.signUp(email, PASSWORD);
    const res = await client.get(lastLink(mailer, email));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/callback');
    expect((await client.session())?.user).toMatchObject({ email, emailVerified: true });
  });

  it('a reused confirmation link does not fail the person: the account stays confirmed', async () => {
    const { email } = await confirmedUser('reuse');
    const again = new AuthClient(t.app);
    const res = await again.get(lastLink(mailer, email));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/auth\/callback/);
    expect((await new AuthClient(t.app).signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('an invalid confirmation link lands on the callback with an error', async () => {
    const res = await new AuthClient(t.app).get('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fcallback');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/callback?error=INVALID_TOKEN');
  });

  it('answers a wrong password with INVALID_EMAIL_OR_PASSWORD', async () => {
    const { email } = await confirmedUser('wrongpw');
    const res = await new AuthClient(t.app).signIn(email, 'not the password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    const unknown = await new AuthClient(t.app).signIn(newEmail('nobody'), PASSWORD);
    expect(unknown.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('answers a duplicate sign-up with USER_ALREADY_EXISTS', async () => {
    const { email } = await confirmedUser('dup');
    const res = await new AuthClient(t.app).signUp(email, PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'USER_ALREADY_EXISTS', message: 'User already registered' });
  });

  it('a duplicate sign-up of an unconfirmed account mails the confirmation link again', async () => {
    const email = newEmail('dup-unconfirmed');
    await new AuthClient(t.app).signUp(email, PASSWORD);
    const res = await new AuthClient(t.app).signUp(email, 'another password');
    expect(res.statusCode).toBe(422);
    expect(mailer.outbox().filter((m) => m.to === email)).toHaveLength(2);
    expect(lastLink(mailer, email)).toContain('callbackURL=%2Fauth%2Fcallback');
  });

  it('refuses passwords under 6 characters', async () => {
    const res = await new AuthClient(t.app).signUp(newEmail('short'), '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect((await new AuthClient(t.app).signUp(newEmail('six'), '123456')).statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite session cookie on sign-in', async () => {
    const { email } = await confirmedUser('cookie');
    const res = await new AuthClient(t.app).signIn(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('kibitz.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('sign-out ends every session of the user (global scope)', async () => {
    const { email } = await confirmedUser('signout');
    const laptop = new AuthClient(t.app);
    const phone = new AuthClient(t.app);
    await laptop.signIn(email, PASSWORD);
    await phone.signIn(email, PASSWORD);
    expect((await laptop.session())?.user.email).toBe(email);
    expect((await phone.session())?.user.email).toBe(email);
    const out = await laptop.post('/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect(await laptop.session()).toBeNull();
    expect(await phone.session()).toBeNull();
  });

  it('refuses auth calls from a foreign Origin', async () => {
    const { email } = await confirmedUser('origin');
    const evil = new AuthClient(t.app, 'https://evil.example');
    const res = await evil.signIn(email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Cross-origin request refused' });
    expect(evil.cookies.size).toBe(0);
  });

  it('resets a forgotten password through the mailed link and ends old sessions', async () => {
    const { email } = await confirmedUser('reset');
    const old = new AuthClient(t.app);
    await old.signIn(email, PASSWORD);
    const client = new AuthClient(t.app);
    const asked = await client.post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    expect(asked.statusCode).toBe(200);
    const mail = mailer.outbox().filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Reset your Kibitz password');
    const landing = await client.get(lastLink(mailer, email));
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location!, 'http://localhost:3000');
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token')!;
    expect((await client.post('/api/auth/reset-password', { newPassword: 'a brand new one', token })).statusCode).toBe(200);
    expect((await client.post('/api/auth/reset-password', { newPassword: 'and again', token })).statusCode).toBe(400);
    expect(await old.session()).toBeNull();
    expect((await new AuthClient(t.app).signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await new AuthClient(t.app).signIn(email, 'a brand new one')).statusCode).toBe(200);
  });

  it('a newer password-reset link ends every older one', async () => {
    const { email } = await confirmedUser('reset-twice');
    const client = new AuthClient(t.app);
    const tokenOfLastLink = async () => {
      const landing = await client.get(lastLink(mailer, email));
      return new URL(landing.headers.location!, 'http://localhost:3000').searchParams.get('token')!;
    };
    await client.post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const older = await tokenOfLastLink();
    await client.post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const newer = await tokenOfLastLink();
    expect(newer).not.toBe(older);
    const stale = await client.post('/api/auth/reset-password', { newPassword: 'from the older link', token: older });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await client.post('/api/auth/reset-password', { newPassword: 'from the newer link', token: newer })).statusCode).toBe(200);
    expect((await new AuthClient(t.app).signIn(email, 'from the newer link')).statusCode).toBe(200);
  });

  it(`caps the display name at ${DISPLAY_NAME_MAX_LENGTH} characters, at sign-up and on update`, async () => {
    const email = newEmail('long-name');
    const client = new AuthClient(t.app);
    const tooLong = 'n'.repeat(200_000);
    const up = await client.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: tooLong, callbackURL: '/auth/callback' });
    expect(up.statusCode).toBe(400);
    expect(up.json()).toEqual({ code: 'NAME_TOO_LONG', message: `A display name can have at most ${DISPLAY_NAME_MAX_LENGTH} characters` });
    const { client: signedIn } = await confirmedUser('rename');
    await signedIn.signIn((await signedIn.session())!.user.email, PASSWORD);
    const update = await signedIn.post('/api/auth/update-user', { name: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) });
    expect(update.statusCode).toBe(400);
    expect((await signedIn.post('/api/auth/update-user', { name: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH) })).statusCode).toBe(200);
    expect((await signedIn.session())!.user.name).toHaveLength(DISPLAY_NAME_MAX_LENGTH);
  });

  it('refuses NUL characters in what it would store (400, not a database error)', async () => {
    const email = newEmail('nul');
    const res = await new AuthClient(t.app).post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Ada\u0000Lovelace', callbackURL: '/auth/callback' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
  });

  it('a password-reset request for an unknown address looks the same (no account probing)', async () => {
    const res = await new AuthClient(t.app).post('/api/auth/request-password-reset', { email: newEmail('ghost'), redirectTo: '/auth/reset-password' });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the development outbox readable at GET /api/dev/outbox', async () => {
    const email = newEmail('outbox');
    await new AuthClient(t.app).signUp(email, PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([expect.objectContaining({ to: email, subject: 'Confirm your Kibitz account', links: [expect.stringContaining('/api/auth/verify-email')] })]);
  });
});

describe(`expired confirmation links on ${TEST_DATABASE_KIND}`, () => {
  it('land on the callback with TOKEN_EXPIRED', async () => {
    const mailer = outboxMailer(() => {});
    const t = await createTestApp({ AUTH_CONFIRMATION_TTL_SECONDS: '1' }, { mailer });
    try {
      const email = newEmail('expired');
      await new AuthClient(t.app).signUp(email, PASSWORD);
      await new Promise((r) => setTimeout(r, 2_100));
      const res = await new AuthClient(t.app).get(lastLink(mailer, email));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/auth/callback?error=TOKEN_EXPIRED');
    } finally {
      await t.close();
    }
  });
});

describe(`auth rate limits on ${TEST_DATABASE_KIND}`, () => {
  it('answers 429 {code, message} past the per-minute limit, counted in the database', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const client = new AuthClient(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await client.signIn('someone@kibitz.test', 'whatever1')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await client.signIn('someone@kibitz.test', 'whatever1');
      expect(last.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
      expect(last.headers['x-retry-after']).toBeDefined();
      const rows = await t.database.db.execute(sql`select count(*)::int as n from rate_limit`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('foreign origins on the product API', () => {
  it('refuses state-changing /api/v1 calls from another site', async () => {
    const t = await createTestApp({}, { setup: (app) => app.post('/api/v1/test/echo', async () => ({ ok: true })) });
    try {
      const evil = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: { origin: 'https://evil.example' }, payload: {} });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toEqual({ code: 'FORBIDDEN', message: 'Cross-origin request refused' });
      const crossSite = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: { 'sec-fetch-site': 'cross-site' }, payload: {} });
      expect(crossSite.statusCode).toBe(403);
      const own = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: { origin: 'http://localhost:3000' }, payload: {} });
      expect(own.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('secrets in logs', () => {
  it('neither the request log nor Better Auth logs a password', async () => {
    const { Writable } = await import('node:stream');
    const { loggerOptions } = await import('../app');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const original = { log: console.log, info: console.info, warn: console.warn, error: console.error };
    for (const k of Object.keys(original) as (keyof typeof original)[]) console[k] = (...args: unknown[]) => lines.push(args.map(String).join(' '));
    const mailer = outboxMailer((text) => lines.push(text));
    const t = await createTestApp({}, { mailer, logger: loggerOptions('trace', stream) });
    try {
      const email = newEmail('logs');
      const client = new AuthClient(t.app);
      await client.signUp(email, 'hunter2-very-secret');
      await client.signIn(email, 'hunter2-very-secret');
      await client.signIn(email, 'wrong-very-secret');
      await client.signUp(email, 'dup-very-secret');
      const all = lines.join('\n');
      expect(all).toContain('/api/auth/sign-in/email');
      for (const secret of ['hunter2-very-secret', 'wrong-very-secret', 'dup-very-secret']) expect(all).not.toContain(secret);
    } finally {
      Object.assign(console, original);
      await t.close();
    }
  });

  it('the request log never carries the token of a confirmation or password-reset link', async () => {
    const { Writable } = await import('node:stream');
    const { loggerOptions } = await import('../app');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The outbox keeps the links for the test but prints nothing: only the request log is read.
    const mailer = outboxMailer(() => {});
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { mailer, logger: loggerOptions('trace', stream) });
    try {
      const email = newEmail('token-logs');
      const client = new AuthClient(t.app);
      await client.signUp(email, PASSWORD);
      await client.get(lastLink(mailer, email));
      await client.post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
      expect((await client.get(lastLink(mailer, email))).statusCode).toBe(302);
      const tokens = mailer.outbox().flatMap((m) => m.links.map((l) => new URL(l).searchParams.get('token') ?? new URL(l).pathname.split('/').at(-1)!));
      expect(tokens).toHaveLength(2);
      const all = lines.join('\n');
      expect(all).toContain('/api/auth/reset-password/');
      for (const token of tokens) expect(all).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
