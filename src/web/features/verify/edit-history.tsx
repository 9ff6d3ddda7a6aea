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

interface HistoryButtonProps {
  verb: 'Undo' | 'Redo';
  /** The edit it would take back or bring back; null when there is none. */
  label: string | null;
  available: boolean;
  disabled: boolean;
  onPress: () => void;
  keyShortcuts: string;
  shortcutHint: string;
  icon: typeof Undo2;
}

function HistoryButton({ verb, label, available, disabled, onPress, keyShortcuts, shortcutHint, icon: Icon }: HistoryButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="flex-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={available ? onPress : undefined}
      disabled={disabled}
      aria-disabled={!available || undefined}
      aria-label={label ? `${verb}: ${label}` : verb}
      aria-keyshortcuts={keyShortcuts}
      title={label ? `${verb}: ${label} (${shortcutHint})` : `Nothing to ${verb.toLowerCase()} (${shortcutHint})`}
    >
      <Icon aria-hidden />
      {verb}
    </Button>
  );
}

/**
 * Undo and Redo for the message list; each button names the edit it would take back or bring back.
 * With nothing to undo a button is aria-disabled, not disabled: a disabled button drops keyboard
 * focus, and the person pressing Undo repeatedly would lose their place on the last press.
 */
export function EditHistory({ history, disabled, onUndo, onRedo }: { history: EditHistoryState; disabled: boolean; onUndo: () => void; onRedo: () => void }) {
  return (
    <div role="group" aria-label="Edit history" className="flex gap-2" data-testid="edit-history">
      <HistoryButton verb="Undo" label={history.undoLabel} available={history.canUndo} disabled={disabled} onPress={onUndo} keyShortcuts="Control+Z Meta+Z" shortcutHint={`${MOD}Z`} icon={Undo2} />
      <HistoryButton verb="Redo" label={history.redoLabel} available={history.canRedo} disabled={disabled} onPress={onRedo} keyShortcuts="Control+Shift+Z Meta+Shift+Z" shortcutHint={`${MOD}Shift+Z`} icon={Redo2} />
    </div>
  );
}
