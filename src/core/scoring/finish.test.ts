import { describe, expect, it } from 'vitest';
import { isUnfinished } from './finish';

describe('isUnfinished: only text that truly stops mid-sentence', () => {
  it.each([
    ['a complete reply ending in a full stop', 'Use keyset pagination: remember the last id and ask for rows after it.', false],
    ['a reply ending with a line of code that ends in a semicolon', 'Then close the pool:\n\nawait pool.end();', false],
    ['a letter signed with a placeholder', 'Thank you for your time.\n\nBest regards,\n[Your name]', false],
    ['a reply ending with a fenced block', 'Run:\n```sh\nnpm test\n```', false],
    ['a list item without a full stop', 'Options:\n- PostgreSQL\n- SQLite', false],
    ['a link at the end', 'See the docs at https://example.com/docs', false],
    ['a reply cut inside a sentence', 'The main reason the query is slow is that the planner cannot use the', true],
    ['a long sentence without an ending', 'You can reduce the latency by caching the parsed templates and reusing connections across requests', true],
    ['a code block that never closes', 'Here is the fix:\n```js\nconst x = 1', true],
  ])('%s', (_name, text, expected) => {
    expect(isUnfinished(text)).toBe(expected);
  });
});
