import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { outboxMailer } from '../mail/mailer';
import { openPostgres, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { setTier } from '../services/tier';
import { createTestApp, type TestApp } from '../test/app';
import { scratchPostgres } from '../test/database';
import { FakeAiProvider } from '../test/fake-ai-provider';
import { analysisRequest, api, signedInUser } from '../test/users';

const JOBS = 50;

/**
 * Two app instances, each with its own connection pool and job worker (as two processes would
 * have), on one PostgreSQL database: 50 jobs are shared between them and none runs twice.
 */
describe('two app processes on PostgreSQL share AI review jobs', () => {
  const fakes = [new FakeAiProvider(), new FakeAiProvider()];
  const mailer = outboxMailer(() => {});
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  const apps: TestApp[] = [];
  let verify: Database;

  beforeAll(async () => {
    scratch = await scratchPostgres(process.env.TEST_DATABASE_URL!);
    const urls = await Promise.all(fakes.map((f) => f.start()));
    for (const [i, url] of urls.entries()) {
      const database = openPostgres(scratch.url);
      if (i === 0) await runMigrations(database);
      apps.push(
        await createTestApp(
          { AUTH_RATE_LIMIT_PER_MINUTE: '10000', PRO_DAILY_ANALYSES: '1000', AI_PROVIDER: 'openai-compatible', AI_BASE_URL: url, AI_MODEL: 'shared-test', AI_MAX_CONCURRENCY: '3' },
          { mailer, database: { ...database, destroy: () => database.close() }, ai: { worker: { pollMs: 20 } } },
        ),
      );
    }
    verify = openPostgres(scratch.url);
  }, 60_000);
  afterAll(async () => {
    for (const t of apps) await t.close();
    await verify.close();
    await Promise.all(fakes.map((f) => f.stop()));
    await scratch.drop();
  });

  it(`${JOBS} jobs, each done exactly once, by both processes`, async () => {
    for (const f of fakes) f.script(...Array.from({ length: JOBS }, () => ({ kind: 'slow' as const, delayMs: 40 })));
    const app: FastifyInstance = apps[0]!.app;
    const user = await signedInUser(app, mailer, 'shared');
    await setTier(verify.db, user.id, 'pro', null);
    // Fifty different conversations (an identical one would be answered from the cache).
    const request = (i: number) => ({ ...analysisRequest({ goal: `Clean up CSV export number ${i}` }), options: { analysisDepth: 'standard', useClaudeAnalysis: true } });
    for (let i = 0; i < JOBS; i++) {
      const res = await api(app, user.client).post('/api/v1/analyze', request(i));
      expect(res.json().aiReview.state).toBe('pending');
    }
    const end = Date.now() + 60_000;
    let rows: { state: string; attempts: number; error: string | null }[];
    do {
      await new Promise((r) => setTimeout(r, 100));
      rows = (await verify.pool!.query<{ state: string; attempts: number; error: string | null }>('select state, attempts, error from ai_review_job')).rows;
    } while (rows.some((r) => r.state !== 'done') && Date.now() < end);
    expect(rows).toHaveLength(JOBS);
    expect(rows.filter((r) => r.state !== 'done' || r.attempts !== 1)).toEqual([]);
    const counts = fakes.map((f) => f.requests.length);
    expect(counts[0]! + counts[1]!).toBe(JOBS);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    console.log(`jobs done: ${JOBS}; provider requests by process: ${counts.join(' + ')}`);
  }, 90_000);
});
