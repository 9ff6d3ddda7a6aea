import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_REVIEW_REQUESTS_PER_MINUTE, REVIEW_NOT_FOUND, SHARE_CHANGES_PER_MINUTE, SHARE_TOKEN_BYTES } from '../../core/sharing/index';
import { outboxMailer } from '../mail/mailer';
import { newShareToken } from '../services/sharing';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_DATABASE_KIND } from '../test/database';
import { analysisRequest, api, signedInUser } from '../test/users';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe(`public share links on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const mailer = outboxMailer(() => {});
  let A: ReturnType<typeof api>;
  let B: ReturnType<typeof api>;
  let anon: ReturnType<typeof api>;
  /** A visitor from an address of its own (TEST-NET, never contacted: inject stays in process), so each test has its own public limit. */
  let visitors = 0;
  const visitor = () => {
    const remoteAddress = `198.51.100.${++visitors}`;
    return { get: (url: string) => t.app.inject({ method: 'GET', url, remoteAddress }) };
  };
  let ownerEmail: string;
  let ownerId: string;
  let shared: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { mailer });
    const owner = await signedInUser(t.app, mailer, 'sharer');
    ownerEmail = owner.email;
    ownerId = owner.id;
    A = api(t.app, owner.client);
    B = api(t.app, (await signedInUser(t.app, mailer, 'stranger')).client);
    anon = api(t.app, null);
    shared = (await A.post('/api/v1/analyze', analysisRequest({ title: 'CSV clean-up review' }))).json().sessionId;
    other = (await A.post('/api/v1/analyze', analysisRequest({ title: 'Secret second session' }))).json().sessionId;
    await A.put('/api/v1/settings', { theme: 'light' });
  });
  afterAll(async () => t.close());

  let token: string;

  it('creates one link per session: 201 once, then the same link', async () => {
    expect((await A.get(`/api/v1/sessions/${shared}/share`)).json()).toEqual({ share: null });
    const first = await A.post(`/api/v1/sessions/${shared}/share`);
    expect(first.statusCode).toBe(201);
    const link = first.json().share;
    token = link.token;
    expect(link).toMatchObject({ url: `http://localhost:3000/r/${token}`, cardUrl: `http://localhost:3000/r/${token}/card.png`, allowSearchEngines: false });
    const again = await A.post(`/api/v1/sessions/${shared}/share`);
    expect(again.statusCode).toBe(200);
    expect(again.json().share.token).toBe(token);
    expect((await A.get(`/api/v1/sessions/${shared}/share`)).json().share.token).toBe(token);
  });

  it('marks the shared session in the history list', async () => {
    const list = (await A.get('/api/v1/sessions')).json().sessions as { id: string; shared: boolean }[];
    expect(list.find((s) => s.id === shared)?.shared).toBe(true);
    expect(list.find((s) => s.id === other)?.shared).toBe(false);
  });

  it('makes tokens of at least 128 random bits that are not derived from the session id', async () => {
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(Buffer.from(token, 'base64url')).toHaveLength(SHARE_TOKEN_BYTES);
    const derived = ['sha256', 'sha1', 'md5'].flatMap((alg) => ['hex', 'base64url'].map((enc) => createHash(alg).update(shared).digest(enc as 'hex')));
    for (const d of derived) expect(d.includes(token) || token.includes(d.slice(0, 16))).toBe(false);
    expect(token).not.toContain(shared);
    expect(shared).not.toContain(token.slice(0, 8));
    // Many tokens: all distinct, and their bits look random (about half set).
    const many = Array.from({ length: 2000 }, newShareToken);
    expect(new Set(many).size).toBe(many.length);
    let ones = 0;
    for (const tk of many) for (const byte of Buffer.from(tk, 'base64url')) ones += byte.toString(2).split('1').length - 1;
    expect(ones / (many.length * SHARE_TOKEN_BYTES * 8)).toBeGreaterThan(0.48);
    expect(ones / (many.length * SHARE_TOKEN_BYTES * 8)).toBeLessThan(0.52);
    // The other session's link has nothing in common with this one's.
    const otherToken = (await A.post(`/api/v1/sessions/${other}/share`)).json().share.token as string;
    expect(otherToken).not.toBe(token);
    await A.delete(`/api/v1/sessions/${other}/share`);
  });

  it('answers the review to anyone with the token, and nothing of the owner', async () => {
    const anon = visitor();
    const res = await anon.get(`/api/v1/public/reviews/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.review.title).toBe('CSV clean-up review');
    expect(body.messages.length).toBe(4);
    expect(body.review.summary.overallScore).toBe(body.review.overallScore);
    for (const leak of [ownerEmail, ownerId, shared, other, 'Secret second session', 'light', 'userId', 'user_id', 'email']) expect(res.body).not.toContain(leak);
  });

  it('serves the page with the review metadata, noindex, and a 1200×630 card', async () => {
    const anon = visitor();
    const page = await anon.get(`/r/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title data-server-meta>CSV clean-up review — Kibitz review</title>');
    expect(page.body).toContain(`property="og:image" content="http://localhost:3000/r/${token}/card.png"`);
    expect(page.body).toContain('name="twitter:card" content="summary_large_image"');
    expect(page.body).toMatch(/name="description" content="Overall \d+ [!?+=]+ \w+ over 4 messages\. Strategic \d+ · Tactical \d+ · Cognitive \d+ · Innovation \d+ · Context \d+\."/);
    expect(page.body).toContain('name="robots" content="noindex,nofollow"');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    for (const leak of [ownerEmail, ownerId, shared, 'Secret second session']) expect(page.body).not.toContain(leak);

    const card = await anon.get(`/r/${token}/card.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('lets the owner allow search engines', async () => {
    const anon = visitor();
    const res = await A.put(`/api/v1/sessions/${shared}/share`, { allowSearchEngines: true });
    expect(res.json().share).toMatchObject({ token, allowSearchEngines: true });
    const page = await anon.get(`/r/${token}`);
    expect(page.body).toContain('name="robots" content="index,follow"');
    expect(page.headers['x-robots-tag']).toBeUndefined();
    await A.put(`/api/v1/sessions/${shared}/share`, { allowSearchEngines: false });
    expect((await anon.get(`/r/${token}`)).body).toContain('name="robots" content="noindex,nofollow"');
  });

  it("answers another user's session like a missing one on every share endpoint, and changes nothing", async () => {
    for (const [method, body] of [['GET'], ['POST'], ['PUT', { allowSearchEngines: true }], ['DELETE']] as const) {
      const call = (id: string) => (method === 'GET' ? B.get : method === 'POST' ? B.post : method === 'PUT' ? B.put : B.delete)(`/api/v1/sessions/${id}/share`, body);
      const intruder = await call(shared);
      const missing = await call('no-such-session');
      expect(intruder.statusCode, method).toBe(404);
      expect(intruder.json(), method).toEqual(missing.json());
      expect(intruder.body).not.toContain(token);
    }
    expect((await visitor().get(`/api/v1/public/reviews/${token}`)).statusCode).toBe(200);
    expect((await A.get(`/api/v1/sessions/${shared}/share`)).json().share).toMatchObject({ token, allowSearchEngines: false });
  });

  it('needs a signed-in owner to create, read, change or revoke', async () => {
    for (const res of [await anon.get(`/api/v1/sessions/${shared}/share`), await anon.post(`/api/v1/sessions/${shared}/share`), await anon.delete(`/api/v1/sessions/${shared}/share`)]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers guessed, malformed and unknown tokens 404 in one constant shape', async () => {
    const anon = visitor();
    const guesses = [newShareToken(), newShareToken(), token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), 'short', shared, 'x'.repeat(32), `${token}x`, '%00', "' or 1=1 --"];
    const apiBodies = new Set<string>();
    const pageBodies = new Set<string>();
    for (const g of guesses) {
      const res = await anon.get(`/api/v1/public/reviews/${encodeURIComponent(g)}`);
      expect(res.statusCode, g).toBe(404);
      expect(res.json(), g).toEqual(REVIEW_NOT_FOUND);
      apiBodies.add(res.body);
      const page = await anon.get(`/r/${encodeURIComponent(g)}`);
      expect(page.statusCode, g).toBe(404);
      expect(page.body).toContain('name="robots" content="noindex,nofollow"');
      pageBodies.add(page.body);
      const card = await anon.get(`/r/${encodeURIComponent(g)}/card.png`);
      expect(card.statusCode, g).toBe(404);
      expect(card.json(), g).toEqual(REVIEW_NOT_FOUND);
    }
    expect(apiBodies.size).toBe(1);
    expect(pageBodies.size).toBe(1);
  });

  it('answers the trailing-slash forms exactly like the plain ones, and any other path below them like a guess', async () => {
    const anon = visitor();
    // A live token: the same page, card and API answer with or without the slash.
    const page = await anon.get(`/r/${token}`);
    const slashPage = await anon.get(`/r/${token}/`);
    expect(slashPage.statusCode).toBe(200);
    expect(slashPage.body).toBe(page.body);
    expect(slashPage.headers['x-robots-tag']).toBe('noindex, nofollow');
    const card = await anon.get(`/r/${token}/card.png/`);
    expect(card.statusCode).toBe(200);
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
    const apiAnswer = await anon.get(`/api/v1/public/reviews/${token}/`);
    expect(apiAnswer.statusCode).toBe(200);
    expect(apiAnswer.json().review.title).toBe('CSV clean-up review');

    // Guesses: one not-found page, one API body, whatever the form.
    const notFoundPage = (await anon.get(`/r/${newShareToken()}`)).body;
    for (const g of [newShareToken(), 'short', shared]) {
      for (const url of [`/r/${g}/`, `/r/${g}//`, `/r/${g}/extra`, `/r/${g}/card.png/extra`, '/r/', '/r//', `/r//${g}`]) {
        const res = await anon.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toBe(notFoundPage);
        expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      }
      for (const url of [`/r/${g}/card.png/`, `/api/v1/public/reviews/${g}/`, `/api/v1/public/reviews/${g}/x`, '/api/v1/public/reviews/']) {
        const res = await anon.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual(REVIEW_NOT_FOUND);
      }
    }
  });

  it('counts the slash forms in the public limit', async () => {
    const anon = visitor();
    const forms = (g: string) => [`/r/${g}/`, `/r/${g}/card.png/`, `/api/v1/public/reviews/${g}/`, `/r/${g}/x`];
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_REVIEW_REQUESTS_PER_MINUTE; i++) statuses.push((await anon.get(forms(newShareToken())[i % 4]!)).statusCode);
    expect(statuses.every((s) => s === 404)).toBe(true);
    for (const url of [...forms(token), `/r/${token}`]) expect((await anon.get(url)).statusCode, url).toBe(429);
  });

  it('revokes: the same URL answers 404 everywhere, and the token never comes back', async () => {
    const anon = visitor();
    const notFoundPage = (await anon.get(`/r/${newShareToken()}`)).body;
    const res = await A.delete(`/api/v1/sessions/${shared}/share`);
    expect(res.json()).toEqual({ revoked: true, share: null });
    for (const url of [`/api/v1/public/reviews/${token}`, `/api/v1/public/reviews/${token}/`, `/r/${token}/card.png`, `/r/${token}/card.png/`]) {
      const r = await anon.get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toEqual(REVIEW_NOT_FOUND);
    }
    const page = await anon.get(`/r/${token}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(notFoundPage);
    expect(page.body).not.toContain('CSV clean-up review');
    const slashPage = await anon.get(`/r/${token}/`);
    expect(slashPage.statusCode).toBe(404);
    expect(slashPage.body).toBe(notFoundPage);
    expect((await A.get(`/api/v1/sessions/${shared}/share`)).json()).toEqual({ share: null });
    expect((await A.get('/api/v1/sessions')).json().sessions.find((s: { id: string }) => s.id === shared).shared).toBe(false);

    // Sharing again makes a new link; the old token stays dead, through any number of cycles.
    const seen = new Set([token]);
    for (let i = 0; i < 3; i++) {
      const next = (await A.post(`/api/v1/sessions/${shared}/share`)).json().share.token as string;
      expect(seen.has(next)).toBe(false);
      seen.add(next);
      expect((await anon.get(`/api/v1/public/reviews/${next}`)).statusCode).toBe(200);
      expect((await anon.get(`/api/v1/public/reviews/${token}`)).statusCode).toBe(404);
      await A.put(`/api/v1/sessions/${shared}/share`, { allowSearchEngines: true });
      expect((await anon.get(`/api/v1/public/reviews/${token}`)).statusCode).toBe(404);
      await A.delete(`/api/v1/sessions/${shared}/share`);
      expect((await anon.get(`/api/v1/public/reviews/${next}`)).statusCode).toBe(404);
    }
    // A second revoke has nothing to revoke.
    expect((await A.delete(`/api/v1/sessions/${shared}/share`)).json()).toEqual({ revoked: false, share: null });
  });

  it('rate-limits link changes and the public page per client', async () => {
    const anon = visitor();
    let last = 0;
    for (let i = 0; i <= SHARE_CHANGES_PER_MINUTE; i++) last = (await A.post(`/api/v1/sessions/${other}/share`)).statusCode;
    expect(last).toBe(429);
    const limited = await A.post(`/api/v1/sessions/${other}/share`);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_REVIEW_REQUESTS_PER_MINUTE; i++) statuses.push((await anon.get(`/api/v1/public/reviews/${newShareToken()}`)).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The page and its card count in the same group.
    expect((await anon.get(`/r/${newShareToken()}`)).statusCode).toBe(429);
  });
});
