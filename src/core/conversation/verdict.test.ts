import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { conversationVerdict } from './verdict';

describe('conversationVerdict: one rule for the paste screen, the server and the CLI', () => {
  it.each([
    ['empty text', '\n', 'empty'],
    ['a log file', '2024-05-01 12:00:01 INFO Starting\n2024-05-01 12:00:03 ERROR Failed: ECONNREFUSED\n    at connect (/app/pg.js:52:17)\nTraceback (most recent call last):\nValueError: bad', 'not-a-conversation'],
    ['one short line', 'hello there, how are things going today my friend', 'low-confidence'],
  ])('refuses %s', (_name, text, reason) => {
    expect(conversationVerdict(parseConversation(text))).toMatchObject({ ok: false, reason });
  });

  it('refuses an input over the size limit with the parser’s own message', () => {
    const verdict = conversationVerdict(parseConversation('x'.repeat(500_001)));
    expect(verdict).toMatchObject({ ok: false, reason: 'parse-error', message: expect.stringContaining('500,000') });
  });

  it('accepts a labelled conversation, also one ending on the person’s message', () => {
    expect(conversationVerdict(parseConversation('User: How do I sort in Python?\nAssistant: Use sorted().\nUser: Thanks, and in reverse?'))).toEqual({ ok: true });
  });
});
