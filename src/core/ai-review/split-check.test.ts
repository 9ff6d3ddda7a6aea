import { describe, expect, it } from 'vitest';
import { checkSplitAgainstInput } from './split-check';

const paste = 'User: Write a haiku about rain.\nAssistant: Soft rain on the roof,\n  gutters hum a tune.\nUser: Shorter please.';

describe('checkSplitAgainstInput', () => {
  it.each([
    ['a split whose texts are all in the paste, whitespace aside', [{ role: 'user', content: 'Write a haiku about rain.' }, { role: 'assistant', content: 'Soft rain on the roof, gutters hum a tune.' }, { role: 'user', content: 'Shorter please.' }], { ok: true }],
    ['an invented message', [{ role: 'user', content: 'Write a haiku about rain.' }, { role: 'assistant', content: 'Here is a lovely haiku for you.' }], { ok: false, reason: "message 2's text is not in what you pasted" }],
    ['a reworded message', [{ role: 'user', content: 'Write a poem about rain.' }], { ok: false, reason: "message 1's text is not in what you pasted" }],
    ['messages out of order', [{ role: 'user', content: 'Shorter please.' }, { role: 'user', content: 'Write a haiku about rain.' }], { ok: false, reason: 'message 2 is out of order' }],
    ['an empty message', [{ role: 'user', content: '  ' }], { ok: false, reason: 'message 1 is empty' }],
    ['no messages', [], { ok: false, reason: 'the model found no messages' }],
  ] as const)('%s', (_name, messages, verdict) => {
    expect(checkSplitAgainstInput(paste, messages)).toEqual(verdict);
  });
});
