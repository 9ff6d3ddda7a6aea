import { FlaskConical, Info } from 'lucide-react';
import type { PaymentsConfig } from '../../../core/api/payments';

/** The pricing page says when payments are in test mode (no real charge) or not set up at all. */
export function PaymentsNotice({ config }: { config: PaymentsConfig | null }) {
  if (!config) return null;
  if (config.mode === 'test' && config.notice)
    return (
      <p role="note" data-testid="test-mode-banner" className="flex items-center justify-center gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm font-medium text-amber-800 dark:text-amber-200">
        <FlaskConical className="size-4 shrink-0" aria-hidden />
        {config.notice}: use card 4242 4242 4242 4242 with any future date and CVC. Pro Monthly does not renew in test mode.
      </p>
    );
  if (config.mode === 'off' && config.reason)
    return (
      <p role="note" data-testid="payments-off-banner" className="flex items-center justify-center gap-2 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm text-muted">
        <Info className="size-4 shrink-0" aria-hidden />
        {config.reason}
      </p>
    );
  return null;
}
