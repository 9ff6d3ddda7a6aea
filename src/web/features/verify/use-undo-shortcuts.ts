import { useEffect } from 'react';

/** Fields with their own undo: a shortcut typed in one belongs to the browser, not to the message list. */
function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset', 'image'].includes(target.type);
}

export type UndoShortcut = 'undo' | 'redo' | null;

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (and Ctrl+Y) redoes; anything else is not ours. */
export function undoShortcutOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): UndoShortcut {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || ownsUndo(e.target)) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && e.ctrlKey && !e.shiftKey) return 'redo';
  return null;
}

/** Undo and redo from the keyboard anywhere on the page except inside a text field. */
export function useUndoShortcuts(enabled: boolean, undo: () => void, redo: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const which = undoShortcutOf(e);
      if (!which) return;
      e.preventDefault();
      if (which === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, undo, redo]);
}
