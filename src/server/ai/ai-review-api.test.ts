import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_REVIEW_NOT_CONFIGURED, AI_REVIEW_PRO_ONLY, AI_SPLIT_REJECTED, type AiReviewJobListResponse, type AiReviewJobResponse } from '../../core/api/ai-review';
import { aiBudgetMessage, estimateReviewTokens } from '../../core/ai-review/budget';
import { AI_RUBRIC_VERSION } from '../../core/ai-review/rubric';
import { outboxMailer } from '../mail/mailer';
import { setTier } from '../services/tier';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_DATABASE_KIND } from '../test/database';
import { FakeAiProvider } from '../test/fake-ai-provider';
import { analysisRequest, api, signedInUser } from '../test/users';

// Each call a different conversation (identical ones are answered from the cache), unless `tag` is given.
let requests = 0;
const aiRequest = (tag = `#${++requests}`) => ({ ...analysisRequest({ messages: [
  { role: 'user', content: `Write a SQL query listing customers who ordered twice in March 2024, for our churn report (${tag}).` },
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
      // One message per window: the judgments arrive one by one, as on a long conversation.
      { mailer, ai: { worker: { pollMs: 50, review: { windowLimits: { targetsPerWindow: 1, contextMessages: 2, contextCharacters: 300 } } } } },
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
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]!.body.model).toBe('llama-test');
    // The result is stored on the session: what the results page, the exports and the dashboard read.
    const session = (await P.get(`/api/v1/sessions/${body.sessionId}`)).json();
    expect(session.aiReview.result).toEqual(job.result);
    expect(session.aiReview.job).toMatchObject({ id: body.aiReview.jobId, state: 'done' });
    expect(session.aiReview.result.messages.map((m: { index: number; source: string; explanation: string; betterMove: string }) => [m.index, m.source, m.betterMove])).toEqual([
      [0, 'ai', 'Message 0, rewritten with its goal stated.'],
      [2, 'ai', 'Message 2, rewritten with its goal stated.'],
    ]);
    const markdown = (await P.get(`/api/v1/sessions/${body.sessionId}/export?format=markdown`)).body;
    expect(markdown).toContain('AI review by llama-test');
    // The day's tokens: the reservation became what was spent.
    const [usage] = await t.database.query<{ ai_tokens: number }>({ name: 'test_ai_tokens', text: 'select ai_tokens from daily_usage where user_id = $1' }, [pro.id]);
    expect(usage!.ai_tokens).toBeGreaterThanOrEqual(job.result!.inputTokens + job.result!.outputTokens);
    // Another account cannot read the job.
    expect((await api(t.app, free.client).get(`/api/v1/ai-review/jobs/${body.aiReview.jobId}`)).statusCode).toBe(404);
  });

  it('GET /ai-review/jobs/:id/events streams the job as it changes and ends when it is done', async () => {
    const P = api(t.app, pro.client);
    // The second message's answer is slow: the stream has time to show the first judgment alone.
    fake.script({ kind: 'slow', delayMs: 1200 }, { kind: 'slow', delayMs: 1500 });
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
    // The judgments fill in as they arrive: an event with the first and not yet the second.
    expect(events.some((e) => e.state === 'running' && e.judgments.map((j) => j.index).join() === '0')).toBe(true);
    expect(events.at(-1)!.judgments.map((j) => j.index)).toEqual([0, 2]);
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
    // The dashboard lists it, with its session's title, until it is done.
    const open = (await P.get('/api/v1/ai-review/jobs')).json() as AiReviewJobListResponse;
    expect(open.jobs.find((j) => j.id === aiReview.jobId)).toMatchObject({ state: 'failed', title: expect.stringContaining('Write a SQL query') });
    const retried = await P.post(`/api/v1/ai-review/jobs/${aiReview.jobId}/retry`);
    expect(retried.statusCode).toBe(200);
    const done = await until(async () => (await P.get(`/api/v1/ai-review/jobs/${aiReview.jobId}`)).json() as AiReviewJobResponse, (j) => j.state === 'done');
    expect(done).toMatchObject({ state: 'done', attempts: 2, error: null });
    expect((await P.post(`/api/v1/ai-review/jobs/${aiReview.jobId}/retry`)).statusCode).toBe(404);
    expect(((await P.get('/api/v1/ai-review/jobs')).json() as AiReviewJobListResponse).jobs.some((j) => j.id === aiReview.jobId)).toBe(false);
  });

  it('an identical request is answered from the cache: nothing reaches the provider, no tokens are spent', async () => {
    const P = api(t.app, pro.client);
    const run = async () => {
      const { aiReview, sessionId } = (await P.post('/api/v1/analyze', aiRequest('same conversation'))).json();
      await until(async () => (await P.get(`/api/v1/ai-review/jobs/${aiReview.jobId}`)).json() as AiReviewJobResponse, (j) => j.state === 'done');
      return (await P.get(`/api/v1/sessions/${sessionId}`)).json().aiReview.result;
    };
    const first = await run();
    expect(fake.requests).toHaveLength(2);
    const second = await run();
    expect(fake.requests).toHaveLength(2);
    expect(second).toMatchObject({ cached: true, inputTokens: 0, outputTokens: 0, model: 'llama-test', rubricVersion: AI_RUBRIC_VERSION });
    expect(second.messages).toEqual(first.messages);
  });

  describe('smart parsing (POST /analyze/enhanced)', () => {
    const paste = 'User: Write a haiku about rain on a tin roof.\nAssistant: Tin roof drums softly,\nrain keeps time.\nUser: Now one about snow, please.';
    const enhanced = (client: typeof pro.client) => api(t.app, client).post('/api/v1/analyze/enhanced', { text: paste, options: { forceHaiku: true } });

    it("on request, the model splits the paste and its split is used when every message's text is in the paste", async () => {
      const body = (await enhanced(pro.client)).json();
      expect(fake.requests).toHaveLength(1);
      expect(body.method).toBe('ai');
      expect(body.result.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
        ['user', 'Write a haiku about rain on a tin roof.'],
        ['assistant', 'Tin roof drums softly,\nrain keeps time.'],
        ['user', 'Now one about snow, please.'],
      ]);
    });

    it('a model answer that invents text is rejected: the local split stands and the person is told', async () => {
      fake.script({ kind: 'answer', body: { messages: [{ role: 'user', content: 'Write a haiku about rain on a tin roof.' }, { role: 'assistant', content: 'A haiku the model made up.' }] } });
      const body = (await enhanced(pro.client)).json();
      expect(fake.requests).toHaveLength(1);
      expect(body.method).toBe('local');
      expect(body.notice).toBe(`${AI_SPLIT_REJECTED}: message 2's text is not in what you pasted. The local parser's split is shown.`);
      expect(body.result.messages.map((m: { content: string }) => m.content)).toEqual(['Write a haiku about rain on a tin roof.', 'Tin roof drums softly,\nrain keeps time.', 'Now one about snow, please.']);
    });

    it('a Free account is split by the local parser: nothing reaches the provider', async () => {
      const body = (await enhanced(free.client)).json();
      expect(body).toMatchObject({ method: 'local', notice: null });
      expect(fake.requests).toHaveLength(0);
    });
  });
});

describe(`the daily AI token budget on ${TEST_DATABASE_KIND}`, () => {
  const mailer = outboxMailer(() => {});
  let t: TestApp;
  const request = aiRequest('budget');
  const estimate = estimateReviewTokens(request.conversation.messages, { sessionGoal: request.metadata.sessionGoal });
  // Room for three reviews' estimates, not four.
  const budget = estimate * 3 + Math.floor(estimate / 2);

  beforeAll(async () => {
    // Jobs are queued but not run, so every reservation stays as it was made.
    t = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '10000', AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'llama-test', AI_DAILY_TOKENS_PRO: String(budget) },
      { mailer, ai: { worker: { paused: true } } },
    );
  });
  afterAll(() => t.close());

  it('30 concurrent analyses with AI review: three fit, the rest get the clear limit message, and the budget is never passed', async () => {
    const user = await signedInUser(t.app, mailer, 'budget');
    await setTier(t.database.db, user.id, 'pro', null);
    const P = api(t.app, user.client);
    const answers = await Promise.all(Array.from({ length: 30 }, () => P.post('/api/v1/analyze', request)));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(27);
    for (const a of ok) expect(a.json().aiReview).toMatchObject({ state: 'pending' });
    for (const a of refused) expect(a.json()).toMatchObject({ code: 'DAILY_LIMIT_EXCEEDED', message: aiBudgetMessage('pro', budget) });
    const [usage] = await t.database.query<{ ai_tokens: number; analyses: number }>({ name: 'test_budget_usage', text: 'select ai_tokens, analyses from daily_usage where user_id = $1' }, [user.id]);
    // Nothing refused was counted: three analyses, three reservations.
    expect(usage).toEqual({ ai_tokens: estimate * 3, analyses: 3 });
    // The switch off still analyses with the local engine.
    expect((await P.post('/api/v1/analyze', { ...request, options: { analysisDepth: 'standard' } })).statusCode).toBe(200);
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
