// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { undoShortcutOf } from './use-undo-shortcuts';

const on = (tag: string, type?: string) => {
  const el = document.createElement(tag);
  if (type) el.setAttribute('type', type);
  return el;
};

describe('undo shortcuts', () => {
  it.each([
    { name: 'Ctrl+Z on the page', key: 'z', ctrl: true, target: document.body, want: 'undo' },
    { name: 'Cmd+Z on the page', key: 'z', meta: true, target: document.body, want: 'undo' },
    { name: 'Ctrl+Shift+Z (key reads Z)', key: 'Z', ctrl: true, shift: true, target: document.body, want: 'redo' },
    { name: 'Cmd+Shift+Z', key: 'z', meta: true, shift: true, target: document.body, want: 'redo' },
    { name: 'Ctrl+Y', key: 'y', ctrl: true, target: document.body, want: 'redo' },
    { name: 'Ctrl+Z on a button', key: 'z', ctrl: true, target: on('button'), want: 'undo' },
    { name: 'Ctrl+Z on a checkbox', key: 'z', ctrl: true, target: on('input', 'checkbox'), want: 'undo' },
    { name: 'Ctrl+Z in a text box: the browser’s', key: 'z', ctrl: true, target: on('textarea'), want: null },
    { name: 'Ctrl+Z in a text input: the browser’s', key: 'z', ctrl: true, target: on('input', 'text'), want: null },
    { name: 'Ctrl+Z in an email input: the browser’s', key: 'z', ctrl: true, target: on('input', 'email'), want: null },
    { name: 'Z alone', key: 'z', target: document.body, want: null },
    { name: 'Ctrl+Alt+Z', key: 'z', ctrl: true, alt: true, target: document.body, want: null },
    { name: 'Ctrl+X', key: 'x', ctrl: true, target: document.body, want: null },
  ])('$name → $want', ({ key, ctrl = false, meta = false, shift = false, alt = false, target, want }) => {
    expect(undoShortcutOf({ key, ctrlKey: ctrl, metaKey: meta, shiftKey: shift, altKey: alt, target })).toBe(want);
  });
});
