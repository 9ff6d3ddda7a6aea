import { describe, expect, it } from 'vitest';
import { fencedBlocks, fencedLines } from './text';

describe('fencedBlocks: code blocks as a reader sees them', () => {
  it.each([
    { name: 'one block', lines: ['text', '```js', 'a()', '```', 'after'], blocks: [[1, 3]] },
    { name: 'a fence that never closes fences nothing', lines: ['```', 'a', 'b'], blocks: [] },
    { name: 'a backtick info string is inline code, not a fence', lines: ['```a```', 'b'], blocks: [] },
    {
      // aider writes a file edit as a fence around the file, whose own ```bash block closes the outer one
      // early; the bare fence right under that close is the outer block's end, not a new block running on.
      name: 'an outer block written around an inner one (an agent\'s file edit of a README)',
      lines: ['README.md', '```', '# Title', '```bash', 'npm start', '```', '```', '', '> Applied edit to README.md', '#### next prompt'],
      blocks: [[1, 5]],
    },
    { name: 'two blocks with text between stay two', lines: ['```', 'a', '```', 'b', '```', 'c', '```'], blocks: [[0, 2], [4, 6]] },
    {
      // An answer's numbered step holding code, the fence indented to the item's text (CommonMark list content).
      name: 'a fence indented under a list item is code',
      lines: ['2.  Put this at the top:', '    ```ini', '    [core]', '    Key: value', '    ```', '3.  Save it.'],
      blocks: [[1, 4]],
    },
    { name: 'a fence indented four spaces outside a list is an indented block\'s text', lines: ['Intro.', '', '    ```', '    a', '    ```'], blocks: [] },
  ])('$name', ({ lines, blocks }) => {
    expect(fencedBlocks(lines)).toEqual(blocks);
  });

  it('the agent\'s lines after the nested block are outside any fence', () => {
    const fenced = fencedLines(['```', '# Title', '```bash', 'npm start', '```', '```', '', '#### next prompt']);
    expect(fenced[7]).toBe(false);
  });
});
