import { ExternalLink, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { NAV_ENTRIES, isNavActive } from '../../../core/routes';
import { socialLabel } from '../../../core/site-defaults';
import { APP_VERSION, ENGINE_LABEL } from '../../../core/version';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { displayNameFor, useAuth } from '../../features/auth';
import { useSiteConfig } from '../../features/site';
import { Logo } from './logo';
import { NAV_ICONS } from './nav-icons';

/** Everything inside the sidebar; shown fixed on large screens and in the drawer on small ones. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { status, user, signOut } = useAuth();
  const { site } = useSiteConfig();

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Logo onNavigate={onNavigate} />
      </div>

      {status === 'signed-in' && user ? (
        <div className="mx-3 mb-2 flex items-center gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm">
          <UserRound className="size-4 text-muted" aria-hidden />
          <span className="truncate font-medium" title={user.email}>
            {displayNameFor(user.email)}
          </span>
        </div>
      ) : null}

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-1">
          {NAV_ENTRIES.map((entry) => {
            const active = isNavActive(entry.path, pathname);
            const Icon = NAV_ICONS[entry.path];
            return (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    active
                      ? 'bg-violet-500/15 text-violet-700 ring-1 ring-violet-500/30 ring-inset dark:text-violet-200'
                      : 'text-muted hover:bg-surface-2 hover:text-fg',
                  )}
                >
                  {Icon ? <Icon className="size-4.5" aria-hidden /> : null}
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>

        {status === 'signed-in' ? (
          <Button variant="ghost" className="mt-3 w-full justify-start gap-3 px-3" onClick={() => void signOut()}>
            <LogOut aria-hidden />
            Sign Out
          </Button>
        ) : null}
      </nav>

      <div className="shrink-0 border-t border-border px-5 py-4">
        {site.socialLinks.length > 0 ? (
          <ul aria-label="Social links" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {site.socialLinks.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-muted hover:text-fg"
                >
                  {link.label || socialLabel(link.url)}
                  <ExternalLink className="size-3" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-muted" data-testid="version-line">
          <span className="font-mono">v{APP_VERSION}</span> · {ENGINE_LABEL}
        </p>
      </div>
    </div>
  );
}
