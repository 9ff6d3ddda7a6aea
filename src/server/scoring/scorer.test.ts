import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_DATABASE_KIND } from '../test/database';
import { analysisRequest, api, signedInUser } from '../test/users';
import { setTier } from '../services/tier';
import { messageCharacters } from '../../core/plans';
import type { ScoringTask } from './score-for-storage';
import { createScorer, inlineScorer, THREAD_SCORING_FROM_CHARACTERS, threadScorer, type Scorer } from './scorer';

const ask = (i: number) => `Step ${i}: how do I make the /metrics endpoint faster? It takes 2 seconds on PostgreSQL 15 with SQLAlchemy.`;
const reply = (i: number) => `Here is answer ${i}.\n\n1. Profile one slow request.\n2. Run EXPLAIN ANALYZE on the slowest query.\n\n\`\`\`sql\ncreate index on orders (customer_id, created_at);\n\`\`\``;

function task(messageCount: number, options: Partial<ScoringTask['options']> = {}, goal?: string): ScoringTask {
  return {
    input: {
      messages: Array.from({ length: messageCount }, (_, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content: i % 2 === 0 ? ask(i) : reply(i) })),
      sessionGoal: goal,
      projectContext: goal ? 'Flask team dashboard' : undefined,
    },
    options: { analysisDepth: 'standard', enablePatternDetection: true, generateSuggestions: true, ...options },
  };
}

describe('scoring threads', () => {
  let threads: Scorer;
  beforeAll(() => {
    threads = threadScorer(1);
  });
  afterAll(async () => threads.close());

  it('score exactly as the request thread does, for concurrent tasks', async () => {
    const tasks = [
      task(1),
      task(20),
      task(20, { analysisDepth: 'deep' }, 'Make the metrics endpoint fast'),
      task(7, { analysisDepth: 'quick', enablePatternDetection: false, generateSuggestions: false }),
      task(60, {}, 'Ship the dashboard'),
    ];
    const inline = inlineScorer();
    const onThread = await Promise.all(tasks.map((t) => threads.score(t)));
    const onRequestThread = await Promise.all(tasks.map((t) => inline.score(t)));
    expect(onThread).toEqual(onRequestThread);
    expect(JSON.parse(onThread[1]!.messagesJson)).toHaveLength(20);
  });

  it('leave the event loop turning while a large conversation is scored', async () => {
    // On the request thread the same call would run to its end before any other callback.
    expect(await eventLoopTurnsDuring(() => threads.score(task(2_000)))).toBeGreaterThan(1);
  });
});

/** How many times the event loop turned while `work` ran. */
async function eventLoopTurnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let working = true;
  const tick = () => {
    turns++;
    if (working) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  working = false;
  return turns;
}

describe('the scorer of the app', () => {
  it('scores small analyses on the request thread and large ones on a thread', async () => {
    const scorer = createScorer(1);
    try {
      const small = task(20);
      const large = task(600);
      expect(messageCharacters(small.input.messages)).toBeLessThan(THREAD_SCORING_FROM_CHARACTERS);
      expect(messageCharacters(large.input.messages)).toBeGreaterThanOrEqual(THREAD_SCORING_FROM_CHARACTERS);
      expect(await eventLoopTurnsDuring(() => scorer.score(small))).toBe(0);
      expect(await eventLoopTurnsDuring(() => scorer.score(large))).toBeGreaterThan(1);
      expect(await scorer.score(large)).toEqual(await inlineScorer().score(large));
    } finally {
      await scorer.close();
    }
  });

  it('scores everything on the request thread with SCORING_THREADS=0', async () => {
    const scorer = createScorer(0);
    expect(await eventLoopTurnsDuring(() => scorer.score(task(600)))).toBe(0);
    await scorer.close();
  });
});

describe(`POST /analyze with a scoring thread on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const mailer = outboxMailer(() => {});

  beforeAll(async () => {
    t = await createTestApp({ SCORING_THREADS: '1', AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { mailer });
  });
  afterAll(async () => t.close());

  it('stores and answers the analysis the thread scored', async () => {
    const user = await signedInUser(t.app, mailer, 'threaded');
    await setTier(t.database.db, user.id, 'pro', null);
    const A = api(t.app, user.client);
    // Long enough for the scoring thread.
    const long = `${'I need a Python function that removes duplicate rows from a CSV file. '.repeat(400)}Which approach is fastest?`;
    expect(long.length).toBeGreaterThan(THREAD_SCORING_FROM_CHARACTERS / 2);
    const res = await A.post('/api/v1/analyze', analysisRequest({ messages: [{ role: 'user', content: long }, { role: 'assistant', content: long }, { role: 'user', content: 'Thanks, and with pandas?' }, { role: 'assistant', content: 'Use drop_duplicates.' }] }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.messages).toHaveLength(4);
    expect(body.messages[0].content).toBe(long);
    const stored = (await A.get(`/api/v1/sessions/${body.sessionId}`)).json();
    expect(stored.messages.map((m: { scores: { overall: number }[] }) => m.scores[0]!.overall)).toEqual(body.messages.map((m: { score: { overall: number } }) => m.score.overall));
    expect(stored.session.overallScore).toBe(body.summary.overallScore);
  });
});
