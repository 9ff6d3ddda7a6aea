import type { Ref } from 'react';
import { Crown, LogIn, Menu } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PATHS, pageNameFor } from '../../../core/routes';
import { TAGLINE } from '../../../core/version';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth, useAuthDialog } from '../../features/auth';

export function Header({
  onOpenMenu,
  menuOpen,
  menuButtonRef,
}: {
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuButtonRef?: Ref<HTMLButtonElement>;
}) {
  const { pathname } = useLocation();
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/80 backdrop-blur supports-[backdrop-filter]:bg-bg/70">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Button
          ref={menuButtonRef}
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          onClick={onOpenMenu}
          aria-label="Open navigation"
          aria-expanded={menuOpen}
          aria-controls="mobile-navigation"
        >
          <Menu className="size-5" aria-hidden />
        </Button>

        <div className="min-w-0 flex-1">
          {/* On phones the name may take two lines rather than end in "…" ("Terms of…", "Shared …"). */}
          <p className="text-base font-semibold text-fg max-sm:line-clamp-2 max-sm:leading-tight sm:truncate" data-testid="page-name">
            {pageNameFor(pathname)}
          </p>
          <p className="hidden truncate text-xs text-muted sm:block">{TAGLINE}</p>
        </div>

        <div className="flex shrink-0 items-center gap-2">
          {status === 'loading' ? <Spinner label="Checking sign-in status" /> : null}
          {status === 'signed-out' ? (
            <>
              <Button asChild variant="outline" size="sm" className="max-sm:w-8 max-sm:px-0">
                <Link to={PATHS.pricing}>
                  <Crown className="text-amber-500" aria-hidden />
                  {/* Icon-only on phones, where the header has little room; the name stays for screen readers. */}
                  <span className="max-sm:sr-only">Upgrade to Pro</span>
                </Link>
              </Button>
              {/* "Sign In" on phones, where the header has little room; the full name stays for screen readers. */}
              <Button size="sm" onClick={() => openAuthDialog('sign-in')} aria-label="Sign In / Register">
                <LogIn aria-hidden />
                <span>
                  Sign In<span className="max-sm:hidden"> / Register</span>
                </span>
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
