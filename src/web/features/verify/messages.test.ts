import { describe, expect, it } from 'vitest';
import { deleteMessage, editMessage, emptyMessagePositions, fromParsed, mergeWithPrevious, switchRole } from './messages';

const list = fromParsed([
  { role: 'user', content: 'First question' },
  { role: 'assistant', content: 'First answer' },
  { role: 'assistant', content: 'split off by mistake' },
  { role: 'user', content: 'Second question' },
]);

describe('verify message operations', () => {
  it('edits one message by key', () => {
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

  it('merges into the previous message, keeping its role and key', () => {
    const out = mergeWithPrevious(list, 'm2');
    expect(out).toHaveLength(3);
    expect(out[1]).toEqual({ key: 'm1', role: 'assistant', content: 'First answer\n\nsplit off by mistake' });
  });

  it('does nothing when merging the first message or an unknown key', () => {
    expect(mergeWithPrevious(list, 'm0')).toEqual(list);
    expect(mergeWithPrevious(list, 'nope')).toEqual(list);
  });

  it('finds empty messages by position', () => {
    expect(emptyMessagePositions(editMessage(editMessage(list, 'm1', '  '), 'm3', ''))).toEqual([2, 4]);
  });
});
