import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiReviewJobResponse, AiReviewResult } from '../../core/api/ai-review';
import { outboxMailer } from '../mail/mailer';
import { setTier } from '../services/tier';
import { createTestApp } from '../test/app';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../test/database';
import { FakeAiProvider } from '../test/fake-ai-provider';
import { analysisRequest, api, signedInUser } from '../test/users';
import { claimJob, completeJob, enqueueReview, getJob, jobBackoffMs } from './jobs';

describe('jobBackoffMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [10, 600_000],
  ])('after %i failed attempts waits %i ms', (failed, ms) => expect(jobBackoffMs(failed)).toBe(ms));
});

describe(`an AI review job survives a restart on ${TEST_DATABASE_KIND}`, () => {
  const fake = new FakeAiProvider();
  let database: TestDatabase;
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await fake.start();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await fake.stop();
    await database.destroy();
  });

  it('a job claimed by a process that stopped mid-job is claimed again after its lease and finished once', async () => {
    const mailer = outboxMailer(() => {});
    // First process: stores the session, takes the job, and stops before finishing it.
    const first = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { mailer, database });
    const user = await signedInUser(first.app, mailer, 'restart');
    await setTier(database.db, user.id, 'pro', null);
    const { sessionId } = (await api(first.app, user.client).post('/api/v1/analyze', analysisRequest())).json();
    const jobId = await enqueueReview(database, { userId: user.id, sessionId, provider: 'openai', model: 'gpt-test' }, new Date());
    const stale = await claimJob(database, new Date(), 300);
    expect(stale).toMatchObject({ id: jobId, attempts: 1 });
    await first.app.close();

    // The restarted process finds the job once the lease has run out, and finishes it.
    const second = await createTestApp(
      { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-test', AI_API_KEY: 'sk-test', AI_BASE_URL: baseUrl },
      { mailer, database, ai: { worker: { pollMs: 50 } } },
    );
    const end = Date.now() + 10_000;
    let job: AiReviewJobResponse;
    do {
      await new Promise((r) => setTimeout(r, 50));
      job = await getJob(database, user.id, jobId);
    } while (job.state !== 'done' && Date.now() < end);
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    expect(fake.requests).toHaveLength(1);
    // The first process's attempt, should it come back, can no longer record an outcome.
    expect(await completeJob(database, stale!, job.result as AiReviewResult, new Date())).toBe(false);
    await second.app.close();
  });
});
