import type { ReactNode } from 'react';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';

interface Props {
  busy: boolean;
  count: number;
  onBack: () => void;
  onConfirm: () => void;
  /** On phones the panel floats at the bottom of the screen; on wide screens it sits in the sidebar. */
  floating: boolean;
  /** Undo and Redo: in this panel because it stays in view while the person scrolls the list. */
  history: ReactNode;
}

/** Back to Edit, Confirm & Analyze, the analysis progress, and the edit history controls. */
export function VerifyActions({ busy, count, onBack, onConfirm, floating, history }: Props) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-border bg-surface p-4 shadow-sm',
        floating && 'sticky bottom-3 z-10 bg-surface/95 p-3 shadow-xl shadow-black/30 backdrop-blur',
      )}
      data-testid="verify-actions"
    >
      {busy ? (
        <div role="status" className="mb-3" data-testid="analysis-progress">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Sparkles className="size-4 text-violet-500" aria-hidden />
            Scoring {formatCount(count)} {count === 1 ? 'message' : 'messages'} across five dimensions...
          </p>
          <style>{'@keyframes kibitz-indeterminate{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}'}</style>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2" role="progressbar" aria-label="Analysing">
            <div className="h-full w-1/3 rounded-full bg-violet-500 motion-safe:animate-[kibitz-indeterminate_1.2s_ease-in-out_infinite]" />
          </div>
        </div>
      ) : null}
      <div className="flex gap-2 lg:flex-col">
        <Button variant="secondary" className="flex-1 lg:w-full lg:flex-none" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden />
          Back to Edit
        </Button>
        <Button className="flex-[1.4] lg:w-full lg:flex-none" onClick={onConfirm} disabled={busy}>
          {busy ? <Spinner className="text-accent-fg" /> : <Sparkles aria-hidden />}
          {busy ? 'Analyzing...' : 'Confirm & Analyze'}
        </Button>
      </div>
      <div className="mt-2 border-t border-border pt-2">{history}</div>
    </div>
  );
}
