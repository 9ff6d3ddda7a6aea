import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../core/routes';
import { PRODUCT_NAME } from '../../../core/version';
import { useSiteConfig } from '../../features/site';

export function SiteFooter() {
  const { site } = useSiteConfig();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. Chess-style reviews of AI conversations.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <li>
              <Link to={PATHS.terms} className="hover:text-fg">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={PATHS.privacy} className="hover:text-fg">
                Privacy Policy
              </Link>
            </li>
            {site.contactEmail ? (
              <li>
                <a href={`mailto:${site.contactEmail}`} className="inline-flex items-center gap-1.5 hover:text-fg">
                  <Mail className="size-4" aria-hidden />
                  Support
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
