import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzeConversation } from '../../core/scoring/index';
import { AI_RUBRIC_VERSION } from '../../core/ai-review/rubric';
import { loadConfig, type AiSettings } from '../config';
import { FakeAiProvider } from '../test/fake-ai-provider';
import { AiProviderError, createAiProvider } from './provider';
import { reviewConversation } from './review';

const conversation = analyzeConversation({
  messages: [
    { role: 'user', content: 'Write a SQL query that lists customers who ordered twice in March 2024, for our churn report.' },
    { role: 'assistant', content: 'Here is a query using GROUP BY and HAVING count(*) >= 2 over the orders table.' },
    { role: 'user', content: 'fix it' },
    { role: 'assistant', content: 'Which part fails? Please paste the error message.' },
    { role: 'user', content: 'ERROR: column "customer_id" must appear in the GROUP BY clause. Use PostgreSQL 15.' },
  ],
});
const userIndices = [0, 2, 4];

let fake: FakeAiProvider;
let baseUrl: string;
const sleeps: number[] = [];
const sleep = async (ms: number) => void sleeps.push(ms);

function settings(provider: AiSettings['provider'], extra: Record<string, string> = {}): AiSettings {
  return loadConfig({ AI_PROVIDER: provider, AI_MODEL: `${provider}-test-model`, AI_BASE_URL: baseUrl, AI_API_KEY: 'sk-test-secret', AI_PRICE_INPUT_PER_MTOK: '3', AI_PRICE_OUTPUT_PER_MTOK: '15', ...extra }).ai!;
}

async function review(provider: AiSettings['provider'] = 'openai', extra: Record<string, string> = {}) {
  const s = settings(provider, extra);
  return reviewConversation(createAiProvider(s), { messages: conversation.messages }, { prices: s.prices, sleep, retryBaseMs: 100 });
}

beforeAll(async () => {
  fake = new FakeAiProvider();
  baseUrl = await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests.length = 0;
  sleeps.length = 0;
  fake.scoresFor = () => ({ strategic: 70, tactical: 70, cognitive: 70, innovation: 70, context: 70 });
});

describe('AI review against a provider speaking the real wire format', () => {
  it.each(['openai', 'openai-compatible', 'anthropic'] as const)('%s: grades every rated message of the person and records model, rubric, tokens and cost', async (kind) => {
    const result = await review(kind);
    expect(result).toMatchObject({ engine: 'ai', provider: kind, model: `${kind}-test-model`, rubricVersion: AI_RUBRIC_VERSION, fallbackCount: 0 });
    expect(result.messages.map((m) => [m.index, m.source, m.overall])).toEqual(userIndices.map((i) => [i, 'ai', 70]));
    expect(result.messages[0]!.betterMove).toBe('Message 0, rewritten with its goal stated.');
    expect(result.inputTokens).toBeGreaterThan(100);
    expect(result.outputTokens).toBe(40 * userIndices.length);
    expect(result.costUsd).toBeCloseTo((result.inputTokens * 3 + result.outputTokens * 15) / 1e6, 4);
    const [request] = fake.requests;
    expect(request!.path).toBe(kind === 'anthropic' ? '/v1/messages' : '/v1/chat/completions');
    if (kind === 'anthropic') expect(request!.headers['x-api-key']).toBe('sk-test-secret');
    else expect(request!.headers.authorization).toBe('Bearer sk-test-secret');
    // The rubric travels as the system prompt; the conversation with indices as the user turn.
    expect(JSON.stringify(request!.body)).toContain('Tactical (tactical)');
    expect(request!.targets).toEqual(userIndices);
  });

  it('marks the messages where the model and the local engine disagree by 20 points or more', async () => {
    fake.scoresFor = (i) => (i === 2 ? { strategic: 95, tactical: 95, cognitive: 95, innovation: 95, context: 95 } : { strategic: 70, tactical: 70, cognitive: 70, innovation: 70, context: 70 });
    const result = await review();
    const local = conversation.messages.find((m) => m.index === 2)!.score.overall;
    expect(local).toBeLessThan(75);
    expect(result.messages.find((m) => m.index === 2)).toMatchObject({ overall: 95, localOverall: local, disagrees: true });
  });

  it.each(['openai', 'anthropic'] as const)('%s: an invalid answer is asked again once and the second answer counts', async (kind) => {
    fake.script({ kind: 'invalid' });
    const result = await review(kind);
    expect(fake.requests).toHaveLength(2);
    expect(result.fallbackCount).toBe(0);
    expect(result.messages.every((m) => m.source === 'ai')).toBe(true);
  });

  it.each(['openai', 'anthropic'] as const)('%s: invalid twice, the local judgment stands for those messages and the result says so', async (kind) => {
    fake.script({ kind: 'invalid' }, { kind: 'invalid' });
    const result = await review(kind);
    expect(fake.requests).toHaveLength(2);
    expect(result.fallbackCount).toBe(3);
    for (const m of result.messages) {
      const local = conversation.messages.find((l) => l.index === m.index)!;
      expect(m).toMatchObject({ source: 'local-fallback', overall: local.score.overall, explanation: local.score.explanation });
    }
  });

  it('falls back per message: only the window that failed twice keeps the local judgment', async () => {
    fake.script({ kind: 'grade' }, { kind: 'invalid' }, { kind: 'invalid' });
    const s = settings('openai');
    const result = await reviewConversation(createAiProvider(s), { messages: conversation.messages }, { prices: null, sleep, windowLimits: { targetsPerWindow: 2, contextMessages: 2, contextCharacters: 200 } });
    expect(fake.requests.map((r) => r.targets)).toEqual([[0, 2], [4], [4]]);
    expect(result.messages.map((m) => m.source)).toEqual(['ai', 'ai', 'local-fallback']);
    expect(result.costUsd).toBeNull();
  });

  it('sends a long conversation in windows that carry the messages before each target', async () => {
    const long = analyzeConversation({
      messages: Array.from({ length: 24 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: i % 2 ? `Answer ${i}: use an index on orders(customer_id).` : `Question ${i}: how do I speed up the orders query number ${i}?` })) as never,
    });
    const s = settings('openai');
    const result = await reviewConversation(createAiProvider(s), { messages: long.messages }, { prices: null, sleep, windowLimits: { targetsPerWindow: 4, contextMessages: 2, contextCharacters: 200 } });
    const rated = long.messages.filter((m) => m.role === 'user' && m.score.rated !== false).length;
    expect(fake.requests.length).toBe(Math.ceil(rated / 4));
    expect(result.messages).toHaveLength(rated);
    // The second window starts with the two messages before its first target.
    const second = fake.requests[1]!;
    const first = second.targets[0]!;
    expect(JSON.stringify(second.body)).toContain(`index=\\"${first - 2}\\"`);
  });

  it('a provider that does not answer in AI_TIMEOUT_MS is asked again; one that never answers fails the review', async () => {
    fake.script({ kind: 'slow', delayMs: 1500 });
    const result = await review('openai', { AI_TIMEOUT_MS: '300' });
    expect(result.fallbackCount).toBe(0);
    expect(fake.requests).toHaveLength(2);
    fake.script({ kind: 'slow', delayMs: 1500 }, { kind: 'slow', delayMs: 1500 }, { kind: 'slow', delayMs: 1500 });
    await expect(review('openai', { AI_TIMEOUT_MS: '300' })).rejects.toThrow(/did not answer within 300 ms/);
  });

  it.each(['openai', 'anthropic'] as const)('%s: 429 with Retry-After waits as long as the provider said, then goes on', async (kind) => {
    fake.script({ kind: 'status', status: 429, headers: { 'retry-after': '7' } });
    const result = await review(kind);
    expect(sleeps).toEqual([7000]);
    expect(result.messages.every((m) => m.source === 'ai')).toBe(true);
  });

  it('500s are retried with growing backoff; a provider that keeps failing fails the review (the job retries it later)', async () => {
    fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 503 });
    await review();
    expect(sleeps).toEqual([100, 200]);
    fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const failure = await review().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AiProviderError);
    expect((failure as AiProviderError).status).toBe(500);
  });

  it('a 401 is not retried', async () => {
    fake.script({ kind: 'status', status: 401 });
    await expect(review()).rejects.toThrow(/401/);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('AI review with streamed answers (AI_STREAM=true): the providers’ server-sent event formats', () => {
  const streamed = { AI_STREAM: 'true' };

  it.each(['openai', 'openai-compatible', 'anthropic'] as const)('%s: the answer arrives in chunks and is graded like a whole one', async (kind) => {
    const result = await review(kind, streamed);
    expect(fake.requests[0]!.stream).toBe(true);
    expect(result).toMatchObject({ provider: kind, fallbackCount: 0 });
    expect(result.messages.map((m) => [m.index, m.source, m.overall])).toEqual(userIndices.map((i) => [i, 'ai', 70]));
    expect(result.outputTokens).toBe(40 * userIndices.length);
  });

  it.each(['openai', 'anthropic'] as const)('%s: invalid JSON then valid; invalid twice falls back per message', async (kind) => {
    fake.script({ kind: 'invalid' });
    expect((await review(kind, streamed)).fallbackCount).toBe(0);
    fake.script({ kind: 'invalid' }, { kind: 'invalid' });
    const result = await review(kind, streamed);
    expect(result.fallbackCount).toBe(3);
    expect(result.messages.every((m) => m.source === 'local-fallback')).toBe(true);
  });

  it.each(['openai', 'anthropic'] as const)('%s: 429 with Retry-After and 500s are retried; a stalled stream times out and is asked again', async (kind) => {
    fake.script({ kind: 'status', status: 429, headers: { 'retry-after': '3' } }, { kind: 'status', status: 500 });
    await review(kind, streamed);
    expect(sleeps).toEqual([3000, 200]);
    fake.script({ kind: 'slow', delayMs: 1500 });
    const result = await review(kind, { ...streamed, AI_TIMEOUT_MS: '300' });
    expect(result.fallbackCount).toBe(0);
  });
});
