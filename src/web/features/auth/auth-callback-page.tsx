import { useEffect, useMemo, useRef, useState } from 'react';
import { ArrowRight, CircleAlert, CircleCheck, Clock, Home, LoaderCircle, RotateCcw } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTH_CALLBACK_MESSAGES, AUTH_CALLBACK_REDIRECT_MS, AUTH_CALLBACK_SESSION_DELAY_MS } from '../../../core/auth';
import { DIMENSIONS } from '../../../core/dimensions';
import { PATHS } from '../../../core/routes';
import { PRODUCT_NAME } from '../../../core/version';
import { Button } from '../../components/ui/button';
import { useSiteConfig } from '../site';
import { useAuth, useAuthSource } from './auth-context';
import { AuthPageShell, useSignInThenAnalyze } from './auth-page-shell';
import { callbackParams, resolveCallback, type CallbackState } from './callback-state';

/** What a confirmed account can now do (shown on success). */
export const UNLOCKED_FEATURES = [
  `Every message scored across ${DIMENSIONS.length} dimensions`,
  'Chess annotations from !! Brilliant to ?? Blunder, with a better move for each message',
  'Your analysis history and trends on the dashboard',
  'Exports as JSON, CSV, Markdown or PDF',
] as const;

/**
 * /auth/callback (spec sections 2, 4 and 8), where confirmation links land: after 500 ms it reads
 * the session; an error in the link shows the expired or error state, a signed-in session the
 * success state that moves on to /analyze after 3 s.
 */
export function AuthCallbackPage() {
  const source = useAuthSource();
  const { status, user } = useAuth();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => callbackParams(search, hash), [search, hash]);
  const [state, setState] = useState<CallbackState>({ kind: 'loading' });
  const previousStatus = useRef(status);

  useEffect(() => {
    let active = true;
    const settle = (next: CallbackState) => {
      if (active) setState((current) => (current.kind === 'loading' ? next : current));
    };
    const timer = window.setTimeout(() => {
      source.getUser().then(
        (u) => settle(resolveCallback(params, u)),
        (e: unknown) => settle(resolveCallback(params, null, e instanceof Error ? e.message : AUTH_CALLBACK_MESSAGES.unexpected)),
      );
    }, AUTH_CALLBACK_SESSION_DELAY_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [source, params]);

  // A sign-in event while still loading also leads to success (spec section 4).
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (before === 'signed-out' && status === 'signed-in' && user && !params.error) {
      setState((current) => (current.kind === 'loading' ? { kind: 'success', email: user.email } : current));
    }
  }, [status, user, params.error]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = window.setTimeout(() => void navigate(PATHS.analyze, { replace: true }), AUTH_CALLBACK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.kind, navigate]);

  return (
    <AuthPageShell>
      {state.kind === 'loading' ? <Processing /> : null}
      {state.kind === 'success' ? <Confirmed email={state.email} /> : null}
      {state.kind === 'expired' || state.kind === 'error' ? <Failed state={state} /> : null}
    </AuthPageShell>
  );
}

function Processing() {
  return (
    <div className="mt-8">
      <LoaderCircle className="mx-auto size-10 animate-spin text-violet-600 dark:text-violet-300" aria-hidden />
      <div role="progressbar" aria-label="Processing your confirmation" className="mt-6 h-1.5 w-full overflow-hidden rounded-full bg-surface-2">
        <div className="h-full w-1/2 animate-pulse rounded-full bg-accent" />
      </div>
      <p role="status" className="mt-4 text-muted">
        {AUTH_CALLBACK_MESSAGES.processing}
      </p>
    </div>
  );
}

function Confirmed({ email }: { email: string }) {
  return (
    <div className="mt-6">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-600 dark:text-emerald-300">
        <CircleCheck className="size-8" aria-hidden />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{AUTH_CALLBACK_MESSAGES.confirmedTitle}</h1>
      <p className="mt-2 text-fg">
        Welcome to {PRODUCT_NAME}, <span className="block font-semibold break-all">{email}!</span>
      </p>
      <p role="status" className="mt-3 text-sm text-muted">
        {AUTH_CALLBACK_MESSAGES.confirmed}
      </p>
      <div className="mt-6 rounded-xl border border-border bg-surface-2 p-4 text-left">
        <p className="text-sm font-semibold">Now unlocked</p>
        <ul aria-label="Unlocked features" className="mt-2 space-y-2 text-sm text-muted">
          {UNLOCKED_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button asChild size="lg" className="mt-6 w-full">
        <Link to={PATHS.analyze} replace>
          Start Analyzing Conversations
          <ArrowRight aria-hidden />
        </Link>
      </Button>
      <p className="mt-3 text-xs text-muted">{AUTH_CALLBACK_MESSAGES.redirecting}</p>
    </div>
  );
}

function Failed({ state }: { state: Extract<CallbackState, { kind: 'expired' | 'error' }> }) {
  const { site } = useSiteConfig();
  const offerSignIn = useSignInThenAnalyze();
  const expired = state.kind === 'expired';
  const noData = state.message === AUTH_CALLBACK_MESSAGES.noData;
  const Icon = expired ? Clock : CircleAlert;
  return (
    <div className="mt-6">
      <div
        className={
          expired
            ? 'mx-auto flex size-14 items-center justify-center rounded-full bg-amber-500/15 text-amber-600 dark:text-amber-300'
            : 'mx-auto flex size-14 items-center justify-center rounded-full bg-red-500/15 text-red-600 dark:text-red-300'
        }
      >
        <Icon className="size-8" aria-hidden />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{expired ? 'Link Expired' : 'Confirmation Failed'}</h1>
      <p role="alert" className="mt-3 text-muted">
        {state.message}
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        {/* Expired or missing: a new link comes from signing up again; otherwise sign in (the link may already be used). */}
        <Button size="lg" className="w-full sm:flex-1" onClick={() => offerSignIn(expired || noData ? 'sign-up' : 'sign-in')}>
          <RotateCcw aria-hidden />
          Try Again
        </Button>
        <Button asChild variant="outline" size="lg" className="w-full sm:flex-1">
          <Link to={PATHS.home}>
            <Home aria-hidden />
            Back to Home
          </Link>
        </Button>
      </div>
      <p className="mt-6 text-xs text-muted">
        {site.contactEmail ? (
          <>
            Still having trouble? Contact support at{' '}
            <a href={`mailto:${site.contactEmail}`} className="font-medium text-violet-700 hover:underline dark:text-violet-300">
              {site.contactEmail}
            </a>
            .
          </>
        ) : (
          'Still having trouble? Sign up again with the same email to receive a fresh confirmation link, or sign in if you already confirmed it.'
        )}
      </p>
    </div>
  );
}
