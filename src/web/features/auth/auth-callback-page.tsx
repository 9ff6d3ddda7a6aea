import { ChessKnight } from 'lucide-react';
import { PRODUCT_NAME } from '../../../core/version';

/**
 * /auth/callback, outside the main layout. The accounts issue adds the success, expired and error
 * states (spec section 4); until then the confirmation is shown as processing.
 */
export function AuthCallbackPage() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-bg p-6">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 text-center shadow-xl">
        <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-violet-500/15 text-violet-600 dark:text-violet-300">
          <ChessKnight className="size-6" aria-hidden />
        </div>
        <h1 className="mt-4 text-xl font-semibold">{PRODUCT_NAME}</h1>
        <div
          role="progressbar"
          aria-label="Processing your confirmation"
          className="mt-6 h-1.5 w-full overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full w-1/3 animate-pulse rounded-full bg-accent" />
        </div>
        <p role="status" className="mt-4 text-muted">
          Processing your confirmation...
        </p>
      </div>
    </main>
  );
}
