import { describe, expect, it } from 'vitest';
import { countMessagesWithLine, dropLines, linesTouched, quoteLine, removeLineEverywhere, removeLineRange } from './lines';
import { fromParsed } from './messages';

const TEXT = 'alpha\nbeta\ngamma';

describe('linesTouched', () => {
  it.each([
    { name: 'cursor at the start', start: 0, end: 0, range: { first: 0, last: 0 } },
    { name: 'cursor at the end of a line', start: 5, end: 5, range: { first: 0, last: 0 } },
    { name: 'cursor at the start of a line', start: 6, end: 6, range: { first: 1, last: 1 } },
    { name: 'cursor at the very end', start: 16, end: 16, range: { first: 2, last: 2 } },
    { name: 'part of one line', start: 7, end: 9, range: { first: 1, last: 1 } },
    { name: 'a line with its line break', start: 6, end: 11, range: { first: 1, last: 1 } },
    { name: 'from a line end into the next line', start: 5, end: 8, range: { first: 1, last: 1 } },
    { name: 'across two lines', start: 3, end: 8, range: { first: 0, last: 1 } },
    { name: 'everything', start: 0, end: 16, range: { first: 0, last: 2 } },
    { name: 'a backwards selection', start: 8, end: 3, range: { first: 0, last: 1 } },
    { name: 'offsets past the end', start: 40, end: 50, range: { first: 2, last: 2 } },
  ])('$name', ({ start, end, range }) => {
    expect(linesTouched(TEXT, start, end)).toEqual(range);
  });
});

describe('dropLines and removeLineRange', () => {
  it.each([
    { name: 'a middle line', text: 'a\nCopy\nb', range: { first: 1, last: 1 }, content: 'a\nb', removed: ['Copy'], caret: 2 },
    { name: 'the first line', text: 'Copy\na\nb', range: { first: 0, last: 0 }, content: 'a\nb', removed: ['Copy'], caret: 0 },
    { name: 'the last line and the gap before it', text: 'a\n\nCopy', range: { first: 2, last: 2 }, content: 'a', removed: ['Copy'], caret: 1 },
    { name: 'a line between gaps: one gap stays', text: 'a\n\nCopy\n\nb', range: { first: 2, last: 2 }, content: 'a\n\nb', removed: ['Copy'], caret: 3 },
    { name: 'two lines, blank ones not reported', text: 'a\nEdit\n\nRetry\nb', range: { first: 1, last: 3 }, content: 'a\nb', removed: ['Edit', 'Retry'], caret: 2 },
    { name: 'only blank lines', text: 'a\n\n\nb', range: { first: 1, last: 2 }, content: 'a\nb', removed: [], caret: 2 },
    { name: 'everything', text: 'Copy\nEdit', range: { first: 0, last: 1 }, content: '', removed: ['Copy', 'Edit'], caret: 0 },
  ])('$name', ({ text, range, content, removed, caret }) => {
    expect(removeLineRange(text, range)).toEqual({ content, removed, caret });
  });

  it('keeps the text byte for byte when nothing is dropped', () => {
    const text = '\n  indented\n\n\n\ttabbed  \n';
    expect(dropLines(text, () => false)).toEqual({ content: text, removed: [], caret: 0 });
  });

  it('leaves gaps and indentation away from the removal alone', () => {
    expect(dropLines('  code()\n\n\n\nmore\nCopy', (l) => l === 'Copy').content).toBe('  code()\n\n\n\nmore');
  });
});

describe('the same line in several messages', () => {
  const list = fromParsed([
    { role: 'user', content: 'How do I sort?\nEdit' },
    { role: 'assistant', content: 'Use sorted().\n\n  Copy code  \nprint(sorted(x))\nCopy code' },
    { role: 'user', content: 'Thanks, it works' },
    { role: 'assistant', content: 'Glad to help.\nCopy code' },
  ]);

  it.each([
    { line: 'Copy code', count: 2 },
    { line: '  Copy code ', count: 2 },
    { line: 'Edit', count: 1 },
    { line: 'Copy', count: 0 },
    { line: '   ', count: 0 },
  ])('countMessagesWithLine($line) is $count', ({ line, count }) => {
    expect(countMessagesWithLine(list, line)).toBe(count);
  });

  it('removes every copy of the trimmed line and reports where', () => {
    const out = removeLineEverywhere(list, ' Copy code');
    expect(out.messages.map((m) => m.content)).toEqual(['How do I sort?\nEdit', 'Use sorted().\n\nprint(sorted(x))', 'Thanks, it works', 'Glad to help.']);
    expect(out.lineCount).toBe(3);
    expect(out.changed).toEqual(['m1', 'm3']);
    expect(out.carets.get('m1')).toBe('Use sorted().\n\n'.length);
    // Messages without the line are the same objects: undo snapshots share them.
    expect(out.messages[0]).toBe(list[0]);
  });

  it('removes nothing for a blank line', () => {
    expect(removeLineEverywhere(list, '  ').lineCount).toBe(0);
  });
});

describe('quoteLine', () => {
  it.each([
    { line: '  Copy code ', quoted: '“Copy code”' },
    { line: 'x'.repeat(50), quoted: `“${'x'.repeat(39)}…”` },
  ])('$quoted', ({ line, quoted }) => {
    expect(quoteLine(line)).toBe(quoted);
  });
});
