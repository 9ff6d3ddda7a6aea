import { describe, expect, it } from 'vitest';
import { titleFromMessages } from './title';

const long = 'Please help me plan a two-week trip through Portugal in May with a budget of 2,000 euros for two people';

describe('titleFromMessages: the first line of the person\'s first message', () => {
  it.each([
    [[{ role: 'assistant', content: 'Hi!' }, { role: 'user', content: '\n  Sort a list in Python\nmore' }], 'Sort a list in Python'],
    [[{ role: 'assistant', content: 'Only the assistant' }], 'Only the assistant'],
    [[{ role: 'user', content: '   ' }], 'Untitled conversation'],
    [[], 'Untitled conversation'],
    [[{ role: 'user', content: long }], 'Please help me plan a two-week trip through Portugal in May with a budget of…'],
    [[{ role: 'user', content: 'x'.repeat(100) }], `${'x'.repeat(79)}…`],
  ])('%j -> %s', (messages, title) => {
    expect(titleFromMessages(messages)).toBe(title);
  });
});
