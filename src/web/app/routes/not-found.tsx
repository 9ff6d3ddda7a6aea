import { House } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../core/routes';
import { Button } from '../../components/ui/button';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-extrabold tracking-tighter text-red-500 dark:text-red-400">??</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold tracking-tight">
        Page not found
      </h1>
      <p className="mt-3 text-muted">
        Nothing lives at <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-sm break-all text-fg">{pathname}</code>. That
        move was a blunder — but it is easy to take back.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={PATHS.home}>
            <House aria-hidden />
            Back to Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={PATHS.pricing}>
            See Pricing
          </Link>
        </Button>
      </div>
    </section>
  );
}
