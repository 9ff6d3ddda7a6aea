import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { Header } from './header';
import { SidebarContent } from './sidebar';
import { SiteFooter } from './site-footer';

/** Scrolls to the top on a new page, or to the anchor when the URL has one. */
const MobileNav = lazy(() => import('./mobile-nav'));

function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <Spinner className="size-6" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}

/** The main layout of spec section 2: sidebar (a drawer below lg), header, page, footer. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpen && !menuWanted) setMenuWanted(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useScrollOnNavigate();

  // A navigation from anywhere (a link inside a page, the back button) closes the drawer.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-fg"
      >
        Skip to content
      </a>

      {/* The column stretches with the page; its content stays in view while the page scrolls. */}
      <aside aria-label="Sidebar" className="hidden w-64 shrink-0 border-r border-border bg-surface lg:block">
        <div className="sticky top-0 h-dvh">
          <SidebarContent />
        </div>
      </aside>

      {/* Mounted from the first opening on, so closing still animates and gives focus back. */}
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} menuButtonRef={menuButtonRef} />
        </Suspense>
      ) : null}

      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <Header onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} menuButtonRef={menuButtonRef} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
