import { describe, expect, it } from 'vitest';
import { analyzeConversation } from './engine';

/** The reply's creativity signal, scored as the answer to a one-message conversation. */
const creativity = (ask: string, reply: string): number | undefined =>
  analyzeConversation({ messages: [{ role: 'user', content: ask }, { role: 'assistant', content: reply }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages[1]!.signals?.find((s) => s.key === 'innovation.creativity')?.value;

describe('a first reply brings new material by what it says, not by how long it runs', () => {
  // A first reply was measured like a first message (new material full at 25 distinct terms), so a
  // longer first reply always brought "more"; it is measured like any reply now (REPLY_TERMS_FULL_AT).
  it('a dozen new terms count as much as two dozen', () => {
    const ask = 'What should I pack for a weekend hike?';
    const twelve = 'Pack water, snacks, a map, sunscreen, a rain jacket, a headlamp, a first aid kit and spare socks.';
    const more = `${twelve} Add a knife, matches, a whistle, insect repellent, a warm hat, gloves, a compass and a charged phone.`;
    expect(creativity(ask, more)).toBe(creativity(ask, twelve));
  });
});
