import { describe, expect, it } from 'vitest';
import { aiRubricText } from './rubric';
import { aiBudgetMessage, estimateReviewTokens, OUTPUT_TOKENS_PER_MESSAGE } from './budget';

const conversation = (userMessages: number) =>
  Array.from({ length: userMessages * 2 }, (_, index) => ({ index, role: index % 2 ? ('assistant' as const) : ('user' as const), content: `Message ${index}: ${'word '.repeat(30)}` }));

describe('estimateReviewTokens', () => {
  it.each([
    [1, 1],
    [6, 1],
    [7, 2],
    [13, 3],
  ])('%i messages of the person are sent in %i window(s), each with the rubric, plus their answers', (people, windows) => {
    const estimate = estimateReviewTokens(conversation(people));
    const rubricTokens = Math.ceil(aiRubricText().length / 3);
    expect(estimate).toBeGreaterThan(windows * rubricTokens + people * OUTPUT_TOKENS_PER_MESSAGE);
    expect(estimate).toBeLessThan((windows + 1) * rubricTokens + people * OUTPUT_TOKENS_PER_MESSAGE + 2000 * windows);
  });

  it('grows with the goal sent along: its line ("Session goal: …", 315 characters) at 3 characters a token', () => {
    const more = estimateReviewTokens(conversation(2), { sessionGoal: 'x'.repeat(300) }) - estimateReviewTokens(conversation(2));
    expect([105, 106]).toContain(more);
  });
});

describe('aiBudgetMessage', () => {
  it.each([
    ['pro', 400_000, "You have used today's AI review budget (400,000 tokens on Pro). Turn AI review off to analyse with the local engine; the budget resets at midnight UTC."],
    ['enterprise', 4_000_000, "You have used today's AI review budget (4,000,000 tokens on Enterprise). Turn AI review off to analyse with the local engine; the budget resets at midnight UTC."],
  ] as const)('%s', (tier, budget, text) => expect(aiBudgetMessage(tier, budget)).toBe(text));
});
