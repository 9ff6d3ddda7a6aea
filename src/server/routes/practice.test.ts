import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PRACTICE_ATTEMPTS_PER_MINUTE, scoreAttempt } from '../../core/practice/index';
import { practiceAttempt } from '../db/schema/index';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_DATABASE_KIND } from '../test/database';
import { GOOD_ATTEMPT, PRACTICE_CONVERSATION } from '../test/practice-seed';
import { analysisRequest, api, signedInUser } from '../test/users';

describe(`practice mode on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const mailer = outboxMailer(() => {});
  let A: ReturnType<typeof api>;
  let B: ReturnType<typeof api>;
  let id: string;
  const base = () => `/api/v1/practice/sessions/${id}`;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { mailer });
    A = api(t.app, (await signedInUser(t.app, mailer, 'practiser')).client);
    B = api(t.app, (await signedInUser(t.app, mailer, 'peeker')).client);
    id = (await A.post('/api/v1/analyze', analysisRequest({ messages: PRACTICE_CONVERSATION, title: 'Weak moves' }))).json().sessionId;
  });
  afterAll(async () => t.close());

  it("lists the person's weak moves, Mistakes first", async () => {
    const plan = (await A.get(base())).json();
    expect(plan.session).toEqual({ id, title: 'Weak moves' });
    expect(plan.moments.map((m: { index: number; reason: string }) => [m.index, m.reason])).toEqual([
      [0, 'mistake'],
      [2, 'mistake'],
      [4, 'mistake'],
    ]);
    expect(plan.moments.every((m: { completed: boolean; attempts: number }) => !m.completed && m.attempts === 0)).toBe(true);
  });

  it('shows the conversation up to the moment and hides the original until the person tries', async () => {
    const detail = (await A.get(`${base()}/moments/2`)).json();
    expect(detail.moment).toMatchObject({ index: 2, position: 2, total: 3 });
    expect(detail.context.map((m: { index: number }) => m.index)).toEqual([0, 1]);
    expect(detail.revealed).toBeNull();
    expect(JSON.stringify(detail)).not.toContain('still broken');
  });

  it('scores attempts on the server with the review engine, ignoring any score sent', async () => {
    const res = await A.post(`${base()}/moments/2/attempts`, { text: 'still broken, fix the csv', score: 100, completed: true });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const expected = scoreAttempt({ context: PRACTICE_CONVERSATION.slice(0, 2), attempt: 'still broken, fix the csv', sessionGoal: 'Clean up a CSV export' });
    expect(body.score).toEqual(expected);
    expect(body.score.overall).toBeLessThan(60);
    expect(body.moment).toMatchObject({ index: 2, attempts: 1, completed: false });
    expect(body.revealed.original).toBe('still broken');
    expect(body.gain).toBe(expected.overall - body.revealed.originalScore);
    // Now that they tried, the moment shows the original.
    expect((await A.get(`${base()}/moments/2`)).json().revealed.original).toBe('still broken');
  });

  it('stores each attempt with the original it replaces and both scores', async () => {
    const rows = await t.database.db
      .select()
      .from(practiceAttempt)
      .where(and(eq(practiceAttempt.sessionId, id), eq(practiceAttempt.messageIndex, 2)));
    expect(rows).toHaveLength(1);
    // The original is the session's message as it was reviewed, read from the column itself.
    expect(rows[0]).toMatchObject({ original: 'still broken', attempt: 'still broken, fix the csv', messageIndex: 2 });
    expect(rows[0]!.score).toBe(scoreAttempt({ context: PRACTICE_CONVERSATION.slice(0, 2), attempt: 'still broken, fix the csv', sessionGoal: 'Clean up a CSV export' }).overall);
    expect(rows[0]!.originalScore).toBeLessThan(40);
  });

  it('completes a moment with an attempt that reaches Good, and counts progress', async () => {
    const body = (await A.post(`${base()}/moments/2/attempts`, { text: GOOD_ATTEMPT })).json();
    expect(body.score.overall).toBeGreaterThanOrEqual(60);
    expect(body.moment).toMatchObject({ attempts: 2, completed: true, bestScore: body.score.overall });
    const progress = (await A.get('/api/v1/practice/progress')).json();
    expect(progress).toMatchObject({ momentsPractised: 1, momentsCompleted: 1, streakDays: 1, attempts: 2, next: { sessionId: id, title: 'Weak moves', open: 2 } });
    expect(progress.averageGain).toBe(body.score.overall - body.revealed.originalScore);
  });

  it('reveals the original and the better move on request', async () => {
    const revealed = (await A.post(`${base()}/moments/4/reveal`)).json();
    expect(revealed.original).toBe('make it better');
    expect(typeof revealed.originalScore).toBe('number');
    expect(revealed).toHaveProperty('betterMove');
  });

  it('refuses empty attempts and unknown moments', async () => {
    expect((await A.post(`${base()}/moments/0/attempts`, { text: '   ' })).statusCode).toBe(400);
    for (const bad of ['1', '6', '999', 'x', '-1']) expect((await A.get(`${base()}/moments/${bad}`)).statusCode, bad).toBe(404);
  });

  it('counts the moments still open per session asked about, for the dashboard rows', async () => {
    const other = (await A.post('/api/v1/analyze', analysisRequest({ title: 'Nothing weak' }))).json().sessionId;
    const res = await A.get(`/api/v1/practice/open?ids=${id},${other},no-such-session`);
    expect(res.statusCode).toBe(200);
    // Moment 2 is completed (above); 0 and 4 are open. A session with nothing open is left out.
    expect(res.json()).toEqual({ open: { [id]: 2 } });
    // Another user's session counts as missing.
    expect((await B.get(`/api/v1/practice/open?ids=${id}`)).json()).toEqual({ open: {} });
    expect((await A.get(`/api/v1/practice/open?ids=${Array.from({ length: 51 }, (_, i) => `s${i}`).join(',')}`)).statusCode).toBe(400);
    expect((await A.get('/api/v1/practice/open')).statusCode).toBe(400);
    expect((await api(t.app, null).get(`/api/v1/practice/open?ids=${id}`)).statusCode).toBe(401);
  });

  it('limits attempts per user per minute (each runs the engine on the request thread)', async () => {
    const C = api(t.app, (await signedInUser(t.app, mailer, 'hammer')).client);
    const own = (await C.post('/api/v1/analyze', analysisRequest({ messages: PRACTICE_CONVERSATION }))).json().sessionId;
    const url = `/api/v1/practice/sessions/${own}/moments/0/attempts`;
    const statuses: number[] = [];
    for (let i = 0; i < PRACTICE_ATTEMPTS_PER_MINUTE; i++) statuses.push((await C.post(url, { text: `try ${i}: which file fails?` })).statusCode);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const limited = await C.post(url, { text: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per user: another person is not held back.
    expect((await A.post(`${base()}/moments/4/attempts`, { text: 'make the csv dedupe keep the first row' })).statusCode).toBe(201);
  });

  it("answers another user's session like a missing one: no plan, no moment, no reveal, no attempt", async () => {
    const calls = (sid: string) => [
      () => B.get(`/api/v1/practice/sessions/${sid}`),
      () => B.get(`/api/v1/practice/sessions/${sid}/moments/0`),
      () => B.post(`/api/v1/practice/sessions/${sid}/moments/0/reveal`),
      () => B.post(`/api/v1/practice/sessions/${sid}/moments/0/attempts`, { text: GOOD_ATTEMPT }),
    ];
    const mine = calls(id);
    const missing = calls('no-such-session');
    for (let i = 0; i < mine.length; i++) {
      const intruder = await mine[i]!();
      expect(intruder.statusCode).toBe(404);
      expect(intruder.json()).toEqual((await missing[i]!()).json());
      expect(intruder.body).not.toContain('fix it');
    }
    expect((await B.get('/api/v1/practice/progress')).json()).toMatchObject({ attempts: 0, next: null });
    // Two attempts at moment 2 and one at moment 4 (the rate-limit test).
    expect((await A.get('/api/v1/practice/progress')).json().attempts).toBe(3);
    expect((await api(t.app, null).get(base())).statusCode).toBe(401);
  });
});
