import { describe, expect, it } from 'vitest';
import { planWindows, windowPrompt, type WindowMessage } from './windows';
import { estimateCostUsd } from './cost';
import { aiRubricText, AI_RUBRIC_VERSION } from './rubric';
import { PROMPT_CRITERIA } from '../scoring/rubric/prompt-criteria';

const conversation = (n: number): WindowMessage[] =>
  Array.from({ length: n }, (_, i) => ({ index: i, role: i % 2 === 0 ? 'user' : 'assistant', content: `message ${i} ${'x'.repeat(i === 1 ? 50 : 5)}` }));

describe('planWindows', () => {
  const limits = { targetsPerWindow: 2, contextMessages: 1, contextCharacters: 20 };
  it.each([
    { n: 2, targets: [0], windows: [[0]], firstSent: [[0]] },
    { n: 6, targets: [0, 2, 4], windows: [[0, 2], [4]], firstSent: [[0, 1, 2], [3, 4]] },
    { n: 10, targets: [2, 4, 6, 8], windows: [[2, 4], [6, 8]], firstSent: [[1, 2, 3, 4], [5, 6, 7, 8]] },
    { n: 4, targets: [0, 2, 9], windows: [[0, 2]], firstSent: [[0, 1, 2]] },
  ])('$n messages, targets $targets', ({ n, targets, windows, firstSent }) => {
    const planned = planWindows(conversation(n), targets, limits);
    expect(planned.map((w) => w.targets)).toEqual(windows);
    expect(planned.map((w) => w.messages.map((m) => m.index))).toEqual(firstSent);
  });

  it('shortens context but sends targets whole', () => {
    const [w] = planWindows(conversation(3), [2], { targetsPerWindow: 2, contextMessages: 2, contextCharacters: 20 });
    expect(w!.messages[1]!.content).toMatch(/^message 1 x{10}… ?|characters left out/);
    expect(w!.messages[1]!.content.length).toBeLessThan(conversation(3)[1]!.content.length + 40);
    expect(w!.messages[2]!.content).toBe(conversation(3)[2]!.content);
    const prompt = windowPrompt(w!, { sessionGoal: 'ship the fix' });
    expect(prompt).toContain('Session goal: ship the fix');
    expect(prompt).toContain('index 2.');
  });
});

describe('estimateCostUsd', () => {
  it.each([
    { usage: { inputTokens: 1_000_000, outputTokens: 0 }, prices: { inputPerMillion: 3, outputPerMillion: 15 }, usd: 3 },
    { usage: { inputTokens: 2000, outputTokens: 1000 }, prices: { inputPerMillion: 3, outputPerMillion: 15 }, usd: 0.021 },
    { usage: { inputTokens: 2000, outputTokens: 1000 }, prices: null, usd: null },
  ])('$usage at $prices = $usd', ({ usage, prices, usd }) => expect(estimateCostUsd(usage, prices)).toBe(usd));
});

describe('aiRubricText', () => {
  it('writes out every criterion of the local rubric and names its version', () => {
    const text = aiRubricText();
    for (const c of PROMPT_CRITERIA) expect(text).toContain(c.bad);
    expect(AI_RUBRIC_VERSION).toMatch(/^kibitz-ai-rubric\/\d+\.\d+\.\d+$/);
  });
});
