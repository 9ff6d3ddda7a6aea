import { describe, expect, it } from 'vitest';
import { buildContext, modelBadgeLines } from './context';
import { parseConversation } from './parse';

const marked = (lines: string[]) => {
  const ctx = buildContext(lines.join('\n'));
  return modelBadgeLines(ctx.trimmed, ctx.fenced).flatMap((m, i) => (m ? [i] : []));
};

describe('modelBadgeLines: a model named after the page\'s product, over an answer', () => {
  it.each([
    { paste: 'the product atop, its versioned model over the answer', lines: ['Zest', 'History', '', 'How long do eggs keep?', '', 'Zest-8B', 'About three to five weeks in the fridge.'], expected: [5] },
    { paste: 'a variant word after the product name', lines: ['Zest', '', 'How long do eggs keep?', '', 'Zest Turbo', 'About three to five weeks in the fridge.'], expected: [4] },
    { paste: 'a sentence that starts with the product name is text', lines: ['Zest', '', 'How long do eggs keep?', '', 'Zest is our name for it.', 'About three weeks.'], expected: [] },
    { paste: 'a first line of several words names no product', lines: ['How long do eggs keep', '', 'How long-lasting are they?', 'Weeks.'], expected: [] },
    { paste: 'the name line glued under text is no badge over an answer', lines: ['Zest', '', 'Compare these:', 'Zest Turbo', 'Zest Mini'], expected: [] },
  ])('$paste', ({ lines, expected }) => {
    expect(marked(lines)).toEqual(expected);
  });

  it('leaves the badge out of the answer', () => {
    const text = ['Zest', 'New chat', '', 'How long do eggs keep?', '', 'Zest-8B', 'About three to five weeks in the fridge.', '', 'And frozen?', '', 'Zest-8B', 'Up to a year, out of the shell.', '', 'Ask a follow-up'].join('\n');
    const contents = parseConversation(text).messages.map((m) => m.content);
    expect(contents.some((c) => c.includes('Zest-8B'))).toBe(false);
    expect(contents).toContain('Up to a year, out of the shell.');
  });
});
