import { useEffect, type ReactNode } from 'react';
import { Lock, Sparkles } from 'lucide-react';
import { GATE_BANDS } from '../../../core/bands';
import { DIMENSIONS } from '../../../core/dimensions';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notation } from '../../components/ui/notation';
import { Spinner } from '../../components/ui/spinner';
import { useAuth, useAuthDialog } from './auth-context';

export const GATE_FREE_LINE = 'Free account • 30 seconds setup • No credit card required';

/**
 * The protected-page gate (spec section 2): a loading line while auth resolves, the
 * 'Authentication Required' card for anonymous visitors, the protected content once signed in.
 * With `showFallback={false}` the auth dialog opens directly instead of the card.
 */
export function AuthGate({ children, showFallback = true }: { children: ReactNode; showFallback?: boolean }) {
  const { status, signingOut } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  useEffect(() => {
    if (status === 'signed-out' && !showFallback) openAuthDialog('sign-in');
  }, [status, showFallback, openAuthDialog]);

  if (status === 'loading' || (status === 'signed-in' && signingOut)) {
    return (
      <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
        <Spinner />
        <span>{status === 'loading' ? 'Checking authentication...' : 'Signing out...'}</span>
      </div>
    );
  }
  if (status === 'signed-in') return <>{children}</>;
  if (!showFallback) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-muted">
        <p>Sign in to continue.</p>
      </div>
    );
  }
  // An invitation to join: the dialog opens on sign-up (its toggle leads returning people to sign-in).
  return <GateCard onUnlock={() => openAuthDialog('sign-up')} />;
}

function GateCard({ onUnlock }: { onUnlock: () => void }) {
  return (
    <div className="mx-auto flex max-w-2xl items-start justify-center py-6 sm:py-12">
      <Card className="relative w-full overflow-hidden p-0">
        <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 h-40 bg-gradient-to-b from-violet-600/20 to-transparent" />
        <div className="relative p-6 text-center sm:p-10">
          <div className="mx-auto flex size-14 items-center justify-center rounded-2xl border border-violet-500/30 bg-violet-500/10 text-violet-600 dark:text-violet-300">
            <Lock className="size-6" aria-hidden />
          </div>
          <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">Authentication Required</h1>
          <p className="mx-auto mt-3 max-w-md text-muted">
            Sign in to score every message of your AI conversations across {DIMENSIONS.length} dimensions — with a chess
            annotation and a better move for each one. Your analyses are saved to your dashboard.
          </p>

          <ul aria-label="Chess notation" className="mx-auto mt-7 grid max-w-lg grid-cols-2 gap-2 text-left sm:grid-cols-5 [&>li:last-child]:col-span-2 sm:[&>li:last-child]:col-span-1">
            {GATE_BANDS.map((band) => (
              <li key={band.symbol} className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 px-2.5 py-2 sm:flex-col sm:gap-1.5 sm:py-3">
                <Notation band={band} />
                <span className="text-sm font-medium">{band.name}</span>
              </li>
            ))}
          </ul>

          <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={onUnlock}>
            <Sparkles aria-hidden />
            Unlock 5D Analysis
          </Button>
          <p className="mt-4 text-sm text-muted">{GATE_FREE_LINE}</p>
        </div>
      </Card>
    </div>
  );
}
