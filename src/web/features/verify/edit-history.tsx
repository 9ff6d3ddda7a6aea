import { Redo2, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

export interface EditHistoryState {
  canUndo: boolean;
  canRedo: boolean;
  /** What Undo would take back ("Message 3 deleted"). */
  undoLabel: string | null;
  redoLabel: string | null;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = IS_MAC ? '⌘' : 'Ctrl+';

/**
 * Undo and Redo for the message list; each button names the edit it would take back or bring back.
 * With nothing to undo a button is aria-disabled, not disabled: a disabled button drops keyboard
 * focus, and the person pressing Undo repeatedly would lose their place on the last press.
 */
export function EditHistory({ history, disabled, onUndo, onRedo }: { history: EditHistoryState; disabled: boolean; onUndo: () => void; onRedo: () => void }) {
  return (
    <div role="group" aria-label="Edit history" className="flex gap-2" data-testid="edit-history">
      <Button
        variant="ghost"
        size="sm"
        className="flex-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={history.canUndo ? onUndo : undefined}
        disabled={disabled}
        aria-disabled={!history.canUndo || undefined}
        aria-label={history.undoLabel ? `Undo: ${history.undoLabel}` : 'Undo'}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={history.undoLabel ? `Undo: ${history.undoLabel} (${MOD}Z)` : `Nothing to undo (${MOD}Z)`}
      >
        <Undo2 aria-hidden />
        Undo
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="flex-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={history.canRedo ? onRedo : undefined}
        disabled={disabled}
        aria-disabled={!history.canRedo || undefined}
        aria-label={history.redoLabel ? `Redo: ${history.redoLabel}` : 'Redo'}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        title={history.redoLabel ? `Redo: ${history.redoLabel} (${MOD}Shift+Z)` : `Nothing to redo (${MOD}Shift+Z)`}
      >
        <Redo2 aria-hidden />
        Redo
      </Button>
    </div>
  );
}
