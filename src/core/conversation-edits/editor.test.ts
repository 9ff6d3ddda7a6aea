import { describe, expect, it } from 'vitest';
import { canRedoEdit, canUndoEdit, currentMessages, editCountOf, editorReducer, redoSummary, startEditor, undoSummary, type EditorAction, type EditorState } from './editor';
import { fromParsed } from './messages';

const start = () =>
  startEditor(
    fromParsed([
      { role: 'user', content: 'Question one?Answer one.' },
      { role: 'user', content: 'Question two?' },
      { role: 'assistant', content: 'Answer two.\nCopy code' },
    ]),
  );

const run = (actions: EditorAction[], from: EditorState = start()) => actions.reduce(editorReducer, from);
const texts = (s: EditorState) => currentMessages(s).map((m) => `${m.key}:${m.role}:${m.content}`);

const split: EditorAction = { type: 'edit', edit: { kind: 'split', key: 'm0', at: 13 } };
const del: EditorAction = { type: 'edit', edit: { kind: 'delete', key: 'm1' } };
const type = (content: string): EditorAction => ({ type: 'edit', edit: { kind: 'edit-text', key: 'm2', content } });

describe('editor reducer', () => {
  it.each<{ name: string; actions: EditorAction[]; messages: string[]; undo: string | null; redo: string | null }>([
    {
      name: 'split gives the new message the next key and the other role',
      actions: [split],
      messages: ['m0:user:Question one?', 'n1:assistant:Answer one.', 'm1:user:Question two?', 'm2:assistant:Answer two.\nCopy code'],
      undo: 'Message 1 split in two at the cursor; the new message 2 is marked assistant',
      redo: null,
    },
    {
      name: 'undo takes the split back',
      actions: [split, { type: 'undo' }],
      messages: ['m0:user:Question one?Answer one.', 'm1:user:Question two?', 'm2:assistant:Answer two.\nCopy code'],
      undo: null,
      redo: 'Message 1 split in two at the cursor; the new message 2 is marked assistant',
    },
    {
      name: 'redo puts it back with the same keys',
      actions: [split, { type: 'undo' }, { type: 'redo' }],
      messages: ['m0:user:Question one?', 'n1:assistant:Answer one.', 'm1:user:Question two?', 'm2:assistant:Answer two.\nCopy code'],
      undo: 'Message 1 split in two at the cursor; the new message 2 is marked assistant',
      redo: null,
    },
    {
      name: 'typing in one message is one step',
      actions: [type('A'), type('An'), type('Ans')],
      messages: ['m0:user:Question one?Answer one.', 'm1:user:Question two?', 'm2:assistant:Ans'],
      undo: 'Message 3 edited',
      redo: null,
    },
    {
      name: 'typing, undone at once',
      actions: [type('A'), type('An'), { type: 'undo' }],
      messages: ['m0:user:Question one?Answer one.', 'm1:user:Question two?', 'm2:assistant:Answer two.\nCopy code'],
      undo: null,
      redo: 'Message 3 edited',
    },
    {
      name: 'typing after the box lost focus is a new step',
      actions: [type('A'), { type: 'seal' }, type('B'), { type: 'undo' }],
      messages: ['m0:user:Question one?Answer one.', 'm1:user:Question two?', 'm2:assistant:A'],
      undo: 'Message 3 edited',
      redo: 'Message 3 edited',
    },
    {
      name: 'an edit that changes nothing is not a step',
      actions: [{ type: 'edit', edit: { kind: 'merge-into-previous', key: 'm0' } }],
      messages: ['m0:user:Question one?Answer one.', 'm1:user:Question two?', 'm2:assistant:Answer two.\nCopy code'],
      undo: null,
      redo: null,
    },
  ])('$name', ({ actions, messages, undo, redo }) => {
    const s = run(actions);
    expect(texts(s)).toEqual(messages);
    expect(undoSummary(s)).toBe(undo);
    expect(redoSummary(s)).toBe(redo);
    expect(canUndoEdit(s)).toBe(undo !== null);
    expect(canRedoEdit(s)).toBe(redo !== null);
  });

  it('keys never repeat, even after an undone split', () => {
    const s = run([split, { type: 'undo' }, { type: 'edit', edit: { kind: 'split', key: 'm0', at: 9 } }]);
    expect(currentMessages(s).map((m) => m.key)).toEqual(['m0', 'n2', 'm1', 'm2']);
  });

  it('reports each edit in `last`, with a new sequence number, for the screen to act on', () => {
    const s1 = run([del]);
    expect(s1.last).toMatchObject({ seq: 1, type: 'edit', summary: 'Message 2 deleted', destructive: true, announce: true, focus: { key: 'm2' } });
    const s2 = run([{ type: 'undo' }], s1);
    expect(s2.last).toEqual({ seq: 2, type: 'undo', summary: 'Message 2 deleted', touched: 'm1' });
    const s3 = run([{ type: 'redo' }], s2);
    expect(s3.last).toEqual({ seq: 3, type: 'redo', summary: 'Message 2 deleted', touched: 'm1' });
  });

  it('leaves the state as it was when there is nothing to undo, redo or seal', () => {
    const s = start();
    expect(run([{ type: 'undo' }, { type: 'redo' }, { type: 'seal' }], s)).toBe(s);
  });

  it('a notification’s Undo takes back its edit and the ones after it', () => {
    const s1 = run([del]);
    const entryId = s1.last?.type === 'edit' ? s1.last.entryId : -1;
    const s2 = run([{ type: 'edit', edit: { kind: 'remove-line-everywhere', key: 'm2', line: 'Copy code' } }, { type: 'undo-through', entryId }], s1);
    expect(texts(s2)).toEqual(texts(start()));
    expect(s2.last).toMatchObject({ type: 'undo', summary: 'Message 2 deleted, and 1 later edit' });
    expect(run([{ type: 'undo-through', entryId }], s2)).toBe(s2);
  });
});

describe('edit count (the verify screen\u2019s Session Info)', () => {
  it('counts each edit once, typing in one message as one, and follows undo and redo', () => {
    expect(editCountOf(start())).toBe(0);
    const typed = run([type('Answer two.'), type('Answer two, fixed.')]);
    expect(editCountOf(typed)).toBe(1);
    const more = run([{ type: 'seal' }, type('Answer two, fixed again.'), split, del], typed);
    expect(editCountOf(more)).toBe(4);
    expect(editCountOf(run([{ type: 'undo' }], more))).toBe(3);
    expect(editCountOf(run([{ type: 'undo' }, { type: 'undo' }, { type: 'redo' }], more))).toBe(3);
  });
  it('a notification\u2019s Undo takes away its edit and the ones after it', () => {
    const s = run([split, del, type('x')]);
    const firstId = s.history.past[0]!.id;
    expect(editCountOf(run([{ type: 'undo-through', entryId: firstId }], s))).toBe(0);
  });
  it('is not capped by the undo history\u2019s length', () => {
    let s = start();
    for (let i = 0; i < 250; i++) s = run([{ type: 'edit', edit: { kind: 'switch-role', key: 'm1' } }], s);
    expect(editCountOf(s)).toBe(250);
  });
});
