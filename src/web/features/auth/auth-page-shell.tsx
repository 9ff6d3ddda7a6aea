import { useEffect, useRef, type ReactNode } from 'react';
import { ChessKnight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../../core/routes';
import { PRODUCT_NAME } from '../../../core/version';
import { useAuth, useAuthDialog, type AuthDialogMode } from './auth-context';

/** The full-screen card the auth pages (confirmation callback, password reset) sit in, outside the main layout. */
export function AuthPageShell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10 sm:p-6">
      <div className="relative w-full max-w-md overflow-hidden rounded-2xl border border-border bg-surface shadow-xl">
        <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-violet-600/15 to-transparent" />
        <div className="relative p-6 text-center sm:p-8">
          <Link to={PATHS.home} className="inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-fg hover:text-violet-700 dark:hover:text-violet-300">
            <span className="flex size-8 items-center justify-center rounded-lg bg-violet-500/15 text-violet-600 dark:text-violet-300">
              <ChessKnight className="size-4.5" aria-hidden />
            </span>
            {PRODUCT_NAME}
          </Link>
          {children}
        </div>
      </div>
    </main>
  );
}

/**
 * Opens the auth dialog from an auth page and, once the person signs in through it, moves on to
 * /analyze (these pages have nothing more to show a signed-in person).
 */
export function useSignInThenAnalyze(): (mode: AuthDialogMode) => void {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const offered = useRef(false);

  useEffect(() => {
    if (offered.current && status === 'signed-in') void navigate(PATHS.analyze, { replace: true });
  }, [status, navigate]);

  return (mode) => {
    offered.current = true;
    openAuthDialog(mode);
  };
}
