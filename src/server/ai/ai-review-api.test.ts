import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_REVIEW_NOT_CONFIGURED, AI_REVIEW_PRO_ONLY, type AiReviewJobResponse } from '../../core/api/ai-review';
import { AI_RUBRIC_VERSION } from '../../core/ai-review/rubric';
import { outboxMailer } from '../mail/mailer';
import { setTier } from '../services/tier';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_DATABASE_KIND } from '../test/database';
import { FakeAiProvider } from '../test/fake-ai-provider';
import { analysisRequest, api, signedInUser } from '../test/users';

const aiRequest = () => ({ ...analysisRequest({ messages: [
  { role: 'user', content: 'Write a SQL query listing customers who ordered twice in March 2024, for our churn report.' },
  { role: 'assistant', content: 'Use GROUP BY customer_id HAVING count(*) >= 2 over orders in March.' },
  { role: 'user', content: 'Now also show their total spend, rounded to cents.' },
  { role: 'assistant', content: 'Add sum(amount) and round it to two decimals.' },
] }), options: { analysisDepth: 'standard', useClaudeAnalysis: true } });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`AI review jobs through the API on ${TEST_DATABASE_KIND}`, () => {
  const fake = new FakeAiProvider();
  const mailer = outboxMailer(() => {});
  let t: TestApp;
  let pro: Awaited<ReturnType<typeof signedInUser>>;
  let free: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    const baseUrl = await fake.start();
    t = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '10000', AI_PROVIDER: 'openai-compatible', AI_BASE_URL: baseUrl, AI_MODEL: 'llama-test', AI_TIMEOUT_MS: '2000' },
      { mailer, ai: { worker: { pollMs: 50 } } },
    );
    pro = await signedInUser(t.app, mailer, 'pro');
    free = await signedInUser(t.app, mailer, 'free');
    await setTier(t.database.db, pro.id, 'pro', null);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => void (fake.requests.length = 0));

  it('GET /ai-review/config tells the paste screen who receives the text and who may use it', async () => {
    expect((await api(t.app, pro.client).get('/api/v1/ai-review/config')).json()).toEqual({ configured: true, provider: 'openai-compatible', model: 'llama-test', allowed: true, reason: null });
    expect((await api(t.app, free.client).get('/api/v1/ai-review/config')).json()).toMatchObject({ configured: true, allowed: false, reason: AI_REVIEW_PRO_ONLY });
  });

  it('a Pro analysis with the switch on answers the local review at once with a job, and the job stores the AI review', async () => {
    const P = api(t.app, pro.client);
    const res = await P.post('/api/v1/analyze', aiRequest());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.messages).toHaveLength(4);
    expect(body.aiReview).toMatchObject({ state: 'pending' });
    const job = await until(
      async () => (await P.get(`/api/v1/ai-review/jobs/${body.aiReview.jobId}`)).json() as AiReviewJobResponse,
      (j) => j.state === 'done' || j.state === 'failed',
    );
    expect(job).toMatchObject({ state: 'done', sessionId: body.sessionId, attempts: 1, progress: { done: 2, total: 2 }, error: null });
    expect(job.result).toMatchObject({ engine: 'ai', provider: 'openai-compatible', model: 'llama-test', rubricVersion: AI_RUBRIC_VERSION, fallbackCount: 0, costUsd: null });
    expect(job.result!.inputTokens).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.model).toBe('llama-test');
    // Another account cannot read the job.
    expect((await api(t.app, free.client).get(`/api/v1/ai-review/jobs/${body.aiReview.jobId}`)).statusCode).toBe(404);
  });

  it('GET /ai-review/jobs/:id/events streams the job as it changes and ends when it is done', async () => {
    const P = api(t.app, pro.client);
    fake.script({ kind: 'slow', delayMs: 1200 });
    const { aiReview } = (await P.post('/api/v1/analyze', aiRequest())).json();
    const res = await P.get(`/api/v1/ai-review/jobs/${aiReview.jobId}/events`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        expect(block.startsWith('event: job\ndata: ')).toBe(true);
        return JSON.parse(block.slice('event: job\ndata: '.length)) as AiReviewJobResponse;
      });
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events[0]!.state).not.toBe('done');
    expect(events.at(-1)).toMatchObject({ state: 'done', progress: { done: 2, total: 2 } });
    expect((await api(t.app, free.client).get(`/api/v1/ai-review/jobs/${aiReview.jobId}/events`)).statusCode).toBe(404);
  });

  it('a Free account with the switch on gets the local review and the reason; nothing reaches the provider', async () => {
    const res = await api(t.app, free.client).post('/api/v1/analyze', aiRequest());
    expect(res.statusCode).toBe(200);
    expect(res.json().aiReview).toEqual({ jobId: null, reason: AI_REVIEW_PRO_ONLY });
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.requests).toHaveLength(0);
  });

  it('with the switch off, a Pro analysis sends nothing', async () => {
    const res = await api(t.app, pro.client).post('/api/v1/analyze', { ...aiRequest(), options: { analysisDepth: 'standard' } });
    expect(res.json().aiReview).toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.requests).toHaveLength(0);
  });

  it('a job whose provider keeps failing is retried later, fails after its attempts, and can be retried by its owner', async () => {
    const P = api(t.app, pro.client);
    // A 401 is not worth retrying: the attempt fails and, not retryable, so does the job.
    fake.script({ kind: 'status', status: 401 });
    const { aiReview } = (await P.post('/api/v1/analyze', aiRequest())).json();
    const failed = await until(async () => (await P.get(`/api/v1/ai-review/jobs/${aiReview.jobId}`)).json() as AiReviewJobResponse, (j) => j.state === 'failed');
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/401/);
    const retried = await P.post(`/api/v1/ai-review/jobs/${aiReview.jobId}/retry`);
    expect(retried.statusCode).toBe(200);
    const done = await until(async () => (await P.get(`/api/v1/ai-review/jobs/${aiReview.jobId}`)).json() as AiReviewJobResponse, (j) => j.state === 'done');
    expect(done).toMatchObject({ state: 'done', attempts: 2, error: null });
    expect((await P.post(`/api/v1/ai-review/jobs/${aiReview.jobId}/retry`)).statusCode).toBe(404);
  });
});

describe('AI review not configured', () => {
  let t: TestApp;
  const mailer = outboxMailer(() => {});
  beforeAll(async () => void (t = await createTestApp({}, { mailer })));
  afterAll(() => t.close());

  it('says so, for every tier, and an analysis with the switch on answers the reason', async () => {
    const user = await signedInUser(t.app, mailer, 'nocfg');
    await setTier(t.database.db, user.id, 'pro', null);
    const U = api(t.app, user.client);
    expect((await U.get('/api/v1/ai-review/config')).json()).toEqual({ configured: false, provider: null, model: null, allowed: false, reason: AI_REVIEW_NOT_CONFIGURED });
    expect((await U.post('/api/v1/analyze', aiRequest())).json().aiReview).toEqual({ jobId: null, reason: AI_REVIEW_NOT_CONFIGURED });
  });
});
