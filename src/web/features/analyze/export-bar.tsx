import { FileJson, List, SkipForward, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { currentSummary, type ExportSessionState } from './export-session';

interface Props {
  session: ExportSessionState;
  onShowList: () => void;
  onSkip: () => void;
  onClose: () => void;
  busy: boolean;
}

/**
 * Above the text box while a conversation picked from an export is in it: which one, which of
 * the chosen ones it is, and what happens next (the next one is loaded when the person comes back
 * to this screen after the analysis).
 */
export function ExportBar({ session, onShowList, onSkip, onClose, busy }: Props) {
  const current = currentSummary(session);
  const total = session.listing?.conversations.length ?? 0;
  if (!current || total < 2) return null;
  const { queue, current: index } = session;
  const next = queue[index + 1] !== undefined ? session.listing!.conversations[queue[index + 1]! - 1] : null;
  return (
    <div className="rounded-xl border border-violet-500/40 bg-violet-500/10 px-4 py-3 text-sm" data-testid="export-bar" aria-live="polite">
      <p className="flex items-start gap-2">
        <FileJson className="mt-0.5 size-4 shrink-0 text-violet-500" aria-hidden />
        <span className="min-w-0">
          {queue.length > 1 ? <strong className="font-semibold">Conversation {index + 1} of {queue.length} chosen: </strong> : <strong className="font-semibold">From {session.fileName}: </strong>}
          <span data-testid="export-current">{current.title}</span>
          <span className="text-muted"> (#{current.position} of {total})</span>
        </span>
      </p>
      {next ? (
        <p className="mt-1 pl-6 text-muted" data-testid="export-next">
          Next: {next.title}. Parse & Verify this one; after its analysis, come back to Analyze and the next one is loaded.
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2 pl-6">
        <Button variant="outline" size="sm" onClick={onShowList} disabled={busy}>
          <List aria-hidden />
          Choose another
        </Button>
        {next ? (
          <Button variant="outline" size="sm" onClick={onSkip} disabled={busy}>
            <SkipForward aria-hidden />
            Skip to the next
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>
          <X aria-hidden />
          Close the export
        </Button>
      </div>
    </div>
  );
}
