import { describe, expect, it } from 'vitest';
import { isUnfinished, unfinishedEnd } from './finish';

describe('isUnfinished: only text that truly stops mid-sentence', () => {
  it.each([
    ['a complete reply ending in a full stop', 'Use keyset pagination: remember the last id and ask for rows after it.', false],
    ['a reply ending with a line of code that ends in a semicolon', 'Then close the pool:\n\nawait pool.end();', false],
    ['a letter signed with a placeholder', 'Thank you for your time.\n\nBest regards,\n[Your name]', false],
    ['a reply ending with a fenced block', 'Run:\n```sh\nnpm test\n```', false],
    ['a list item without a full stop', 'Options:\n- PostgreSQL\n- SQLite', false],
    ['a link at the end', 'See the docs at https://example.com/docs', false],
    // oasst1: the full lyrics of a song, asked for; its last line has no full stop, as no line of it does.
    ['lyrics, line by line', 'Here are the full lyrics:\n\nNever gonna give you up\nNever gonna let you down\nNever gonna run around and desert you\nNever gonna make you cry\nNever gonna say goodbye\nNever gonna tell a lie and hurt you', false],
    ['a reply cut inside a sentence', 'The main reason the query is slow is that the planner cannot use the', true],
    ['a long sentence without an ending', 'You can reduce the latency by caching the parsed templates and reusing connections across requests', true],
    ['prose cut after a few finished lines', 'Feed it first.\nThen put it in the fridge.\nIt keeps a week.\nWhen you are back, feed it twice at room temperature before you', true],
    // hh-helpful replies cut by the data's length limit.
    ['a word cut at its hyphen', 'In a separate bowl, prepare a roux with 2 Tbsp of oil and 2 Tbsp of flour, making sure not to over-', true],
    ['a list item cut in its second sentence', 'Some tips:\n\n- Be confident and outgoing. The industry is tough, and you’ll need to have', true],
    ['a list item of two finished sentences', 'Some tips:\n\n- Be confident. The industry is tough, and you need a thick skin.', false],
    ['a numbered item of one long sentence without its full stop', 'Ways in:\n\n4.  Access to the computer via a network and physical access to the computer and its memory', false],
    ['a rule line', 'Done.\n\n---', false],
    // hh-helpful: a long last line ending on a subject waiting for its verb.
    ['a long line ending on a subject', 'It is best to ask them directly.  Can you tell me what the other people will be doing, and how they', true],
    ['a long line ending on a comma', 'You could try the park, the museum, the zoo, or the aquarium on the weekend,', true],
    ['a code block that never closes', 'Here is the fix:\n```js\nconst x = 1', true],
  ])('%s', (_name, text, expected) => {
    expect(isUnfinished(text)).toBe(expected);
  });
});

describe('unfinishedEnd: a long last line that merely lacks its full stop is unclosed, not cut', () => {
  it.each([
    // hh-helpful replies: whole sentences without a closing mark.
    ['There are also scholarships based on specific criteria', 'unclosed'],
    ['In the wild, hybrids are just the liger and the tigon. tigons don\'t have stripes like tigers do', 'unclosed'],
    ['The main reason the query is slow is that the planner cannot use the', true],
    ['Use keyset pagination: remember the last id and ask for rows after it.', false],
  ] as const)('%s → %s', (text, end) => expect(unfinishedEnd(text)).toBe(end));
});
