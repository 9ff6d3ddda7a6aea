import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, seal, startHistory, undo, undoThrough, type History } from './history';

type H = History<string, string>;

/** Runs steps from a fresh history over 'a': ['r', state, info, group?] records, 'u' undoes, 'd' redoes, 's' seals. */
type Step = ['r', string, string, string?] | ['u'] | ['d'] | ['s'];
function run(steps: Step[], limit?: number): H {
  let h: H = startHistory('a');
  for (const s of steps) {
    if (s[0] === 'r') h = record(h, s[1], s[2], s[3] ?? null, limit);
    else if (s[0] === 'u') h = undo(h);
    else if (s[0] === 'd') h = redo(h);
    else h = seal(h);
  }
  return h;
}

const shape = (h: H) => ({ present: h.present, past: h.past.map((e) => e.state), future: h.future.map((e) => e.state) });

describe('undo history', () => {
  it.each<{ name: string; steps: Step[]; present: string; past: string[]; future: string[] }>([
    { name: 'nothing yet', steps: [], present: 'a', past: [], future: [] },
    { name: 'two edits', steps: [['r', 'b', 'to b'], ['r', 'c', 'to c']], present: 'c', past: ['a', 'b'], future: [] },
    { name: 'undo one', steps: [['r', 'b', 'to b'], ['r', 'c', 'to c'], ['u']], present: 'b', past: ['a'], future: ['c'] },
    { name: 'undo all, then more undo does nothing', steps: [['r', 'b', 'to b'], ['u'], ['u']], present: 'a', past: [], future: ['b'] },
    { name: 'undo then redo', steps: [['r', 'b', 'to b'], ['r', 'c', 'to c'], ['u'], ['u'], ['d']], present: 'b', past: ['a'], future: ['c'] },
    { name: 'redo with nothing undone does nothing', steps: [['r', 'b', 'to b'], ['d']], present: 'b', past: ['a'], future: [] },
    { name: 'a new edit clears redo', steps: [['r', 'b', 'to b'], ['u'], ['r', 'x', 'to x']], present: 'x', past: ['a'], future: [] },
    { name: 'same group folds into one step', steps: [['r', 'b', 'type', 'm1'], ['r', 'bc', 'type', 'm1'], ['r', 'bcd', 'type', 'm1']], present: 'bcd', past: ['a'], future: [] },
    { name: 'another group is its own step', steps: [['r', 'b', 'type', 'm1'], ['r', 'bc', 'type', 'm2']], present: 'bc', past: ['a', 'b'], future: [] },
    { name: 'a seal ends the group', steps: [['r', 'b', 'type', 'm1'], ['s'], ['r', 'bc', 'type', 'm1']], present: 'bc', past: ['a', 'b'], future: [] },
    { name: 'undo ends the group', steps: [['r', 'b', 'x'], ['r', 'bc', 'type', 'm1'], ['u'], ['r', 'bd', 'type', 'm1']], present: 'bd', past: ['a', 'b'], future: [] },
    { name: 'an ungrouped edit never folds', steps: [['r', 'b', 'x'], ['r', 'c', 'x']], present: 'c', past: ['a', 'b'], future: [] },
  ])('$name', ({ steps, present, past, future }) => {
    expect(shape(run(steps))).toEqual({ present, past, future });
  });

  it('forgets the oldest steps past the limit', () => {
    const h = run([['r', 'b', '1'], ['r', 'c', '2'], ['r', 'd', '3']], 2);
    expect(shape(h)).toEqual({ present: 'd', past: ['b', 'c'], future: [] });
  });

  it('keeps each entry’s id and info through undo and redo', () => {
    const h = run([['r', 'b', 'to b'], ['r', 'c', 'to c']]);
    const ids = h.past.map((e) => e.id);
    expect(new Set(ids).size).toBe(2);
    const back = redo(undo(h));
    expect(back.past.map((e) => [e.id, e.info])).toEqual([[ids[0], 'to b'], [ids[1], 'to c']]);
    expect(canUndo(back) && !canRedo(back)).toBe(true);
  });

  it.each([
    { name: 'the latest edit: one step', which: 1, present: 'b', future: ['c'] },
    { name: 'an earlier edit: it and everything after', which: 0, present: 'a', future: ['c', 'b'] },
  ])('undoThrough $name', ({ which, present, future }) => {
    const h = run([['r', 'b', 'to b'], ['r', 'c', 'to c']]);
    const out = undoThrough(h, h.past[which]!.id);
    expect(out.present).toBe(present);
    expect(out.future.map((e) => e.state)).toEqual(future);
  });

  it('undoThrough an edit no longer in the past changes nothing', () => {
    const h = run([['r', 'b', 'to b']]);
    const id = h.past[0]!.id;
    const undone = undo(h);
    expect(undoThrough(undone, id)).toBe(undone);
  });
});
