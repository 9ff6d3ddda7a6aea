import { useId, useState } from 'react';
import { CircleAlert, CircleCheck, Eye, EyeOff, Home, KeyRound, LoaderCircle, LogIn, Mail } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES } from '../../../core/auth';
import { PATHS } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useAuthSource } from './auth-context';
import { AuthPageShell, useSignInThenAnalyze } from './auth-page-shell';
import { AUTH_MESSAGES } from './messages';

type View = 'form' | 'invalid' | 'done';

const inputClass =
  'h-11 w-full rounded-lg border border-border bg-surface-2 px-3 pr-11 text-sm text-fg placeholder:text-muted/70 focus-visible:border-violet-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60';

/**
 * /auth/reset-password, where a reset mail's link lands with `?token=…` (or `?error=INVALID_TOKEN`
 * when the link is expired or unknown): set a new password, then sign in with it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [view, setView] = useState<View>(token && !params.get('error') ? 'form' : 'invalid');
  const source = useAuthSource();
  const offerSignIn = useSignInThenAnalyze();

  return (
    <AuthPageShell>
      {view === 'form' && token ? (
        <NewPasswordForm
          onSubmit={async (newPassword) => {
            const outcome = source.resetPassword
              ? await source.resetPassword({ token, newPassword }).catch(() => ({ kind: 'error' as const, message: AUTH_MESSAGES.unexpected }))
              : { kind: 'error' as const, message: AUTH_MESSAGES.unexpected };
            if (outcome.kind === 'success') {
              setView('done');
              // Setting a password ends every session; let the app see that this tab's one is gone too.
              void source.getUser().catch(() => null);
            } else if (outcome.kind === 'invalid-token') {
              setView('invalid');
            }
            return outcome.kind === 'success' || outcome.kind === 'invalid-token' ? null : outcome.message;
          }}
        />
      ) : null}

      {view === 'done' ? (
        <div className="mt-6">
          <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-600 dark:text-emerald-300">
            <CircleCheck className="size-8" aria-hidden />
          </div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Password updated</h1>
          <p role="status" className="mt-3 text-muted">
            {PASSWORD_RESET_MESSAGES.updated}
          </p>
          <Button size="lg" className="mt-6 w-full" onClick={() => offerSignIn('sign-in')}>
            <LogIn aria-hidden />
            Sign in
          </Button>
        </div>
      ) : null}

      {view === 'invalid' ? (
        <div className="mt-6">
          <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-500/15 text-red-600 dark:text-red-300">
            <CircleAlert className="size-8" aria-hidden />
          </div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Reset link not valid</h1>
          <p role="alert" className="mt-3 text-muted">
            {PASSWORD_RESET_MESSAGES.invalidLink}
          </p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <Button size="lg" className="w-full sm:flex-1" onClick={() => offerSignIn('forgot-password')}>
              <Mail aria-hidden />
              Request a new link
            </Button>
            <Button asChild variant="outline" size="lg" className="w-full sm:flex-1">
              <Link to={PATHS.home}>
                <Home aria-hidden />
                Back to Home
              </Link>
            </Button>
          </div>
        </div>
      ) : null}
    </AuthPageShell>
  );
}

interface Fields {
  password: string;
  confirm: string;
}

/** The new password twice (minimum 6, show/hide); `onSubmit` answers an error text or null. */
function NewPasswordForm({ onSubmit }: { onSubmit: (newPassword: string) => Promise<string | null> }) {
  const ids = { password: useId(), confirm: useId(), hint: useId() };
  const [show, setShow] = useState(false);
  // A message about what was submitted, kept with the values it was about: editing either hides it.
  const [answer, setAnswer] = useState<{ text: string | null; about: string } | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { isSubmitting },
  } = useForm<Fields>({ defaultValues: { password: '', confirm: '' } });
  const password = useWatch({ control, name: 'password' });
  const confirm = useWatch({ control, name: 'confirm' });
  const canSubmit = !isSubmitting && password.length >= PASSWORD_MIN_LENGTH && confirm.length > 0;
  const about = `${password}\u0000${confirm}`;
  const error = answer?.about === about ? answer.text : null;

  const submit = async ({ password: pw, confirm: again }: Fields) => {
    const submitted = `${pw}\u0000${again}`;
    if (pw !== again) {
      setAnswer({ text: PASSWORD_RESET_MESSAGES.mismatch, about: submitted });
      return;
    }
    setAnswer(null);
    setAnswer({ text: await onSubmit(pw), about: submitted });
  };

  const toggle = (
    <button
      type="button"
      onClick={() => setShow((s) => !s)}
      aria-label={show ? 'Hide passwords' : 'Show passwords'}
      aria-pressed={show}
      className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-fg"
    >
      {show ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
    </button>
  );

  return (
    <div className="mt-6">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-violet-500/15 text-violet-600 dark:text-violet-300">
        <KeyRound className="size-7" aria-hidden />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">Set a new password</h1>
      <p className="mt-2 text-sm text-muted">Choose a new password for your account. Other devices will be signed out.</p>
      <form className="mt-6 space-y-4 text-left" onSubmit={(e) => void handleSubmit(submit)(e)}>
        <div className="space-y-1.5">
          <label htmlFor={ids.password} className="text-sm font-medium">
            New password <span className="font-normal text-muted">(min {PASSWORD_MIN_LENGTH} characters)</span>
          </label>
          <div className="relative">
            <input
              id={ids.password}
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              disabled={isSubmitting}
              aria-describedby={ids.hint}
              className={inputClass}
              {...register('password', { required: true, minLength: PASSWORD_MIN_LENGTH })}
            />
            {toggle}
          </div>
          {password.length > 0 && password.length < PASSWORD_MIN_LENGTH ? (
            <p id={ids.hint} className="text-xs text-muted">
              {PASSWORD_RESET_MESSAGES.tooShort}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.confirm} className="text-sm font-medium">
            Confirm new password
          </label>
          <input
            id={ids.confirm}
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            required
            disabled={isSubmitting}
            className={cn(inputClass, 'pr-3')}
            {...register('confirm', { required: true })}
          />
        </div>

        {error ? (
          <p role="alert" className="flex gap-2 rounded-lg border border-red-500/30 bg-red-500/10 p-3 text-sm text-red-800 dark:text-red-200">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{error}</span>
          </p>
        ) : null}

        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </div>
  );
}
