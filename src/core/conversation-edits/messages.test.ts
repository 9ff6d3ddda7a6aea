import { describe, expect, it } from 'vitest';
import { deleteMessage, editMessage, emptyMessagePositions, fromParsed, mergeWithPrevious, splitMessage, splitTexts, switchRole } from './messages';

const list = fromParsed([
  { role: 'user', content: 'First question' },
  { role: 'assistant', content: 'First answer' },
  { role: 'assistant', content: 'split off by mistake' },
  { role: 'user', content: 'Second question' },
]);

describe('message list operations', () => {
  it('edits one message by key and leaves the input alone', () => {
    const out = editMessage(list, 'm1', 'Better answer');
    expect(out.map((m) => m.content)).toEqual(['First question', 'Better answer', 'split off by mistake', 'Second question']);
    expect(list[1]!.content).toBe('First answer');
  });

  it('switches a role both ways', () => {
    expect(switchRole(list, 'm0')[0]!.role).toBe('assistant');
    expect(switchRole(switchRole(list, 'm0'), 'm0')[0]!.role).toBe('user');
  });

  it('deletes by key and keeps the other keys', () => {
    expect(deleteMessage(list, 'm2').map((m) => m.key)).toEqual(['m0', 'm1', 'm3']);
  });

  it.each([
    { name: 'two texts: a blank line between', prev: 'First answer  ', cur: '\n split off', joined: 'First answer\n\nsplit off' },
    { name: 'an empty previous message: no leading gap', prev: '', cur: 'only text', joined: 'only text' },
    { name: 'an empty merged message: no trailing gap', prev: 'only text', cur: '   ', joined: 'only text' },
  ])('merges into the previous message, keeping its role and key: $name', ({ prev, cur, joined }) => {
    const two = fromParsed([
      { role: 'assistant', content: prev },
      { role: 'user', content: cur },
    ]);
    expect(mergeWithPrevious(two, 'm1')).toEqual([{ key: 'm0', role: 'assistant', content: joined }]);
  });

  it.each(['m0', 'nope'])('does nothing when merging %s (first message or unknown key)', (key) => {
    expect(mergeWithPrevious(list, key)).toEqual(list);
  });

  it('finds empty messages by position', () => {
    expect(emptyMessagePositions(editMessage(editMessage(list, 'm1', '  '), 'm3', ''))).toEqual([2, 4]);
  });
});

describe('split at the cursor', () => {
  it.each([
    { text: 'Question?Answer.', at: 9, parts: ['Question?', 'Answer.'] },
    { text: 'Question?\n\nAnswer.', at: 10, parts: ['Question?', 'Answer.'] },
    { text: 'Question?  \n  Answer.', at: 11, parts: ['Question?', 'Answer.'] },
    { text: 'Question?', at: 0, parts: null },
    { text: 'Question?', at: 9, parts: null },
    { text: 'Question?\n\n', at: 10, parts: null },
    { text: '  Question?', at: 2, parts: null },
  ])('splitTexts($text, $at) is $parts', ({ text, at, parts }) => {
    expect(splitTexts(text, at)).toEqual(parts);
  });

  it('keeps the first part in place and inserts the second with the other role and the given key', () => {
    const out = splitMessage(list, 'm1', 'First answer'.indexOf('answer'), 'n1');
    expect(out).toEqual([
      list[0],
      { key: 'm1', role: 'assistant', content: 'First' },
      { key: 'n1', role: 'user', content: 'answer' },
      list[2],
      list[3],
    ]);
  });

  it.each([
    { name: 'unknown key', key: 'nope', at: 3 },
    { name: 'cursor at the start', key: 'm1', at: 0 },
    { name: 'cursor at the end', key: 'm1', at: 'First answer'.length },
  ])('leaves the list as it was: $name', ({ key, at }) => {
    expect(splitMessage(list, key, at, 'n1')).toEqual(list);
  });
});
