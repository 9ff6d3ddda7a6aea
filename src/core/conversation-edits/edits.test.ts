import { describe, expect, it } from 'vitest';
import { applyEdit, describeRemovedLines, type MessageEdit } from './edits';
import { fromParsed } from './messages';

const list = fromParsed([
  { role: 'user', content: 'How do I sort a list?\nEdit' },
  { role: 'assistant', content: 'Use sorted().\nCopy code\nprint(sorted(x))' },
  { role: 'user', content: 'Thanks!' },
  { role: 'assistant', content: 'Glad to help.\nCopy code' },
]);

const contents = (edit: MessageEdit) => applyEdit(list, edit, 'n1')?.messages.map((m) => `${m.key}:${m.role}:${m.content}`);

describe('applyEdit', () => {
  it.each<{ edit: MessageEdit; summary: string; destructive: boolean; announce: boolean; focus: unknown }>([
    { edit: { kind: 'edit-text', key: 'm2', content: 'Thanks.' }, summary: 'Message 3 edited', destructive: false, announce: false, focus: null },
    { edit: { kind: 'switch-role', key: 'm2' }, summary: 'Message 3 switched to assistant', destructive: false, announce: true, focus: null },
    { edit: { kind: 'delete', key: 'm1' }, summary: 'Message 2 deleted', destructive: true, announce: true, focus: { key: 'm2' } },
    { edit: { kind: 'delete', key: 'm3' }, summary: 'Message 4 deleted', destructive: true, announce: true, focus: { key: 'm2' } },
    { edit: { kind: 'merge-into-previous', key: 'm2' }, summary: 'Message 3 merged into message 2', destructive: true, announce: true, focus: { key: 'm1', caret: 'Use sorted().\nCopy code\nprint(sorted(x))\n\n'.length } },
    {
      edit: { kind: 'split', key: 'm1', at: 'Use sorted().\n'.length },
      summary: 'Message 2 split in two at the cursor; the new message 3 is marked user',
      destructive: false,
      announce: true,
      focus: { key: 'n1', caret: 0 },
    },
    {
      edit: { kind: 'remove-lines', key: 'm0', start: 24, end: 24 },
      summary: 'Removed 1 line from message 1 as page chrome: “Edit”',
      destructive: true,
      announce: true,
      focus: { key: 'm0', caret: 'How do I sort a list?'.length },
    },
    {
      edit: { kind: 'remove-line-everywhere', key: 'm1', line: 'Copy code' },
      summary: 'Removed “Copy code” from 2 messages as page chrome',
      destructive: true,
      announce: true,
      focus: { key: 'm1', caret: 'Use sorted().\n'.length },
    },
  ])('$edit.kind: “$summary”', ({ edit, summary, destructive, announce, focus }) => {
    expect(applyEdit(list, edit, 'n1')).toMatchObject({ summary, destructive, announce, focus });
  });

  it.each<{ edit: MessageEdit; after: string[] }>([
    { edit: { kind: 'switch-role', key: 'm0' }, after: ['m0:assistant:How do I sort a list?\nEdit', 'm1:assistant:Use sorted().\nCopy code\nprint(sorted(x))', 'm2:user:Thanks!', 'm3:assistant:Glad to help.\nCopy code'] },
    { edit: { kind: 'split', key: 'm0', at: 21 }, after: ['m0:user:How do I sort a list?', 'n1:assistant:Edit', 'm1:assistant:Use sorted().\nCopy code\nprint(sorted(x))', 'm2:user:Thanks!', 'm3:assistant:Glad to help.\nCopy code'] },
    { edit: { kind: 'remove-lines', key: 'm1', start: 5, end: 20 }, after: ['m0:user:How do I sort a list?\nEdit', 'm1:assistant:print(sorted(x))', 'm2:user:Thanks!', 'm3:assistant:Glad to help.\nCopy code'] },
    { edit: { kind: 'remove-line-everywhere', key: 'm3', line: '  Copy code' }, after: ['m0:user:How do I sort a list?\nEdit', 'm1:assistant:Use sorted().\nprint(sorted(x))', 'm2:user:Thanks!', 'm3:assistant:Glad to help.'] },
  ])('$edit.kind changes the list as expected', ({ edit, after }) => {
    expect(contents(edit)).toEqual(after);
  });

  it('says how many lines when a message held the line more than once', () => {
    const twice = fromParsed([
      { role: 'assistant', content: 'a\nCopy code\nb\nCopy code' },
      { role: 'assistant', content: 'c\nCopy code' },
    ]);
    expect(applyEdit(twice, { kind: 'remove-line-everywhere', key: 'm0', line: 'Copy code' }, 'n1')?.summary).toBe('Removed “Copy code” from 2 messages as page chrome (3 lines)');
  });

  it('says which lines a range removed', () => {
    const text = 'Answer\nEdit\nRetry\nCopy\nShare\nBad response';
    const one = fromParsed([{ role: 'assistant', content: text }]);
    expect(applyEdit(one, { kind: 'remove-lines', key: 'm0', start: 7, end: text.length }, 'n1')?.summary).toBe(
      'Removed 5 lines from message 1 as page chrome: “Edit”, “Retry”, “Copy” and 2 more',
    );
  });

  it.each<{ name: string; edit: MessageEdit }>([
    { name: 'unknown message', edit: { kind: 'delete', key: 'nope' } },
    { name: 'same text', edit: { kind: 'edit-text', key: 'm2', content: 'Thanks!' } },
    { name: 'merge the first message', edit: { kind: 'merge-into-previous', key: 'm0' } },
    { name: 'split at the very end', edit: { kind: 'split', key: 'm2', at: 7 } },
    { name: 'remove a line found nowhere', edit: { kind: 'remove-line-everywhere', key: 'm0', line: 'Regenerate' } },
  ])('changes nothing (null): $name', ({ edit }) => {
    expect(applyEdit(list, edit, 'n1')).toBeNull();
  });

  it('a delete of the only message sends focus to the list', () => {
    expect(applyEdit(fromParsed([{ role: 'user', content: 'hi' }]), { kind: 'delete', key: 'm0' }, 'n1')?.focus).toEqual({ list: true });
  });

  it('reports that a split used the new key, and nothing else does', () => {
    expect(applyEdit(list, { kind: 'split', key: 'm0', at: 21 }, 'n1')?.usedNewKey).toBe(true);
    expect(applyEdit(list, { kind: 'delete', key: 'm0' }, 'n1')?.usedNewKey).toBe(false);
  });
});

describe('describeRemovedLines', () => {
  it.each([
    { lines: ['Copy'], text: '“Copy”' },
    { lines: ['Copy', 'Edit', 'Retry'], text: '“Copy”, “Edit”, “Retry”' },
    { lines: ['a', 'b', 'c', 'd'], text: '“a”, “b”, “c” and 1 more' },
  ])('$text', ({ lines, text }) => {
    expect(describeRemovedLines(lines)).toBe(text);
  });
});
