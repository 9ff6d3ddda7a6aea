import { Mail, MapPin, UserRound } from 'lucide-react';
import { PRODUCT_NAME } from '../../../core/version';
import { cn } from '../../lib/cn';
import { useSiteConfig } from '../site';

/**
 * About section. Facts about the creator come only from site configuration (DESIGN decision 7):
 * whatever is not configured is left out.
 */
export function AboutSection() {
  const { site } = useSiteConfig();
  const hasCreator = Boolean(site.creatorName || site.creatorBio || site.location || site.contactEmail);
  return (
    <div className={cn('grid gap-6 rounded-3xl border border-border bg-surface p-6 sm:p-10', hasCreator && 'lg:grid-cols-2')}>
      <div>
        <h2 id="about" className="text-2xl font-bold tracking-tight">
          About {PRODUCT_NAME}
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          A kibitzer is the onlooker who comments on every move of a chess game. {PRODUCT_NAME} does the same for the
          conversations you have with AI assistants: it looks at each of your messages, says how well it moved you toward
          your goal, and shows a stronger move you could have played.
        </p>
        <p className="mt-3 max-w-3xl text-muted">
          The aim is simple: fewer rounds of “that’s not what I meant”, and better answers on the first try.
        </p>
      </div>
      {hasCreator ? (
        <div className="rounded-2xl border border-border bg-surface-2 p-6" data-testid="about-creator">
          <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase">
            <UserRound className="size-4" aria-hidden />
            About the creator
          </h3>
          {site.creatorName ? <p className="mt-3 text-lg font-semibold text-fg">{site.creatorName}</p> : null}
          {site.creatorBio ? <p className="mt-2 text-sm text-muted">{site.creatorBio}</p> : null}
          <ul className="mt-4 space-y-2 text-sm">
            {site.location ? (
              <li className="flex items-center gap-2 text-muted">
                <MapPin className="size-4" aria-hidden />
                {site.location}
              </li>
            ) : null}
            {site.contactEmail ? (
              <li>
                <a href={`mailto:${site.contactEmail}`} className="inline-flex items-center gap-2 text-violet-700 hover:underline dark:text-violet-300">
                  <Mail className="size-4" aria-hidden />
                  {site.contactEmail}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
