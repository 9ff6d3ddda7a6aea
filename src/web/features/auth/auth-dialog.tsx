import { useEffect, useId, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, Eye, EyeOff, Info, LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, SIGN_IN_CLOSE_DELAY_MS } from '../../../core/auth';
import { PRODUCT_NAME } from '../../../core/version';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useAuthDialog } from './auth-context';
import type { AuthOutcome, AuthSource, Credentials } from './auth-source';
import { afterSignInPath, AUTH_FIELD_MESSAGES, AUTH_MESSAGES } from './messages';

export const UNEXPECTED_ERROR = 'Something went wrong. Please try again.';

const COPY = {
  'sign-in': {
    title: 'Welcome Back',
    subtitle: 'Sign in to analyze your AI conversations',
    submit: 'Sign In',
    busy: 'Signing in...',
    switchPrompt: 'Don’t have an account?',
    switchAction: 'Sign up',
  },
  'sign-up': {
    title: `Join ${PRODUCT_NAME}`,
    subtitle: 'Create account to start optimizing your AI interactions',
    submit: 'Create Account',
    busy: 'Creating account...',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
  'forgot-password': {
    title: 'Reset your password',
    subtitle: 'Enter the email of your account and we will send you a link to set a new password.',
    submit: 'Send reset link',
    busy: 'Sending...',
    switchPrompt: 'Remembered it?',
    switchAction: 'Back to sign in',
  },
} as const;

const MESSAGE_STYLE: Record<AuthOutcome['kind'], { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: 'border-sky-500/30 bg-sky-500/10 text-sky-800 dark:text-sky-200' },
  success: { icon: CircleCheck, className: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-800 dark:text-emerald-200' },
  error: { icon: CircleAlert, className: 'border-red-500/30 bg-red-500/10 text-red-800 dark:text-red-200' },
};

const inputClass =
  'h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-sm text-fg placeholder:text-muted/70 focus-visible:border-violet-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60';

/**
 * The sign-in / sign-up dialog of spec section 2. It submits through the auth source's signIn and
 * signUp, which turn the server's answers into the messages of spec section 8.
 */
export function AuthDialog({
  source,
  onSignedIn,
}: {
  source: Required<Pick<AuthSource, 'signIn' | 'signUp'>> & Pick<AuthSource, 'requestPasswordReset'>;
  onSignedIn?: () => void;
}) {
  const { open, mode, closeAuthDialog, setMode } = useAuthDialog();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);
  const [message, setMessage] = useState<AuthOutcome | null>(null);
  // The address an account was just created for: submitting it again could only say "already registered".
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  // Signed in, closing in a moment: nothing more to submit.
  const [signedIn, setSignedIn] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const closeTimer = useRef<number | null>(null);
  const ids = { email: useId(), password: useId(), help: useId(), emailError: useId(), passwordError: useId() };
  const {
    register,
    handleSubmit,
    reset,
    control,
    clearErrors,
    formState: { isSubmitting, errors },
  } = useForm<Credentials>({ defaultValues: { email: '', password: '' } });

  const email = useWatch({ control, name: 'email' });
  const copy = COPY[mode];
  const forgot = mode === 'forgot-password';
  const created = mode === 'sign-up' && createdFor !== null && createdFor === email.trim();
  // The button is never grey without a reason: what is missing is said at the field on submit.
  const canSubmit = !isSubmitting && !created && !signedIn;

  useEffect(
    () => () => {
      if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    },
    [],
  );

  const clear = () => {
    reset({ email: '', password: '' });
    setMessage(null);
    setShowPassword(false);
    setCreatedFor(null);
  };

  const switchMode = () => {
    clear();
    setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in');
  };

  const backToSignIn = () => {
    clear();
    setMode('sign-in');
  };

  // The address typed so far comes along to the reset request; the password does not.
  const openForgot = () => {
    reset({ email: email.trim(), password: '' });
    clearErrors();
    setMessage(null);
    setShowPassword(false);
    setMode('forgot-password');
  };

  const onOpenChange = (next: boolean) => {
    if (next) return;
    closeAuthDialog();
    clear();
  };

  const submit = async (values: Credentials) => {
    setMessage(null);
    const credentials = { email: values.email.trim(), password: values.password };
    let outcome: AuthOutcome;
    try {
      if (mode === 'forgot-password') {
        outcome = source.requestPasswordReset ? await source.requestPasswordReset(credentials.email) : { kind: 'error', message: UNEXPECTED_ERROR };
      } else {
        outcome = mode === 'sign-in' ? await source.signIn(credentials) : await source.signUp(credentials);
      }
    } catch {
      outcome = { kind: 'error', message: UNEXPECTED_ERROR };
    }
    if (outcome.kind === 'success' && mode === 'sign-up') setCreatedFor(credentials.email);
    if (outcome.kind === 'success' && mode === 'sign-in') {
      // "Redirecting..." only when the dialog will go somewhere; otherwise the page itself changes.
      const next = afterSignInPath(pathname);
      setSignedIn(true);
      setMessage(next ? outcome : { kind: 'success', message: AUTH_MESSAGES.signedInHere });
      closeTimer.current = window.setTimeout(() => {
        onSignedIn?.();
        onOpenChange(false);
        setSignedIn(false);
        // An auth page may already have moved on by itself.
        if (next && currentPath.current !== next) void navigate(next);
      }, SIGN_IN_CLOSE_DELAY_MS);
      return;
    }
    setMessage(outcome);
  };

  const MessageIcon = message ? MESSAGE_STYLE[message.kind].icon : null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={ids.help}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-2xl focus:outline-none sm:p-8"
        >
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label="Close">
              <X className="size-5" aria-hidden />
            </Button>
          </Dialog.Close>
          <Dialog.Title className="text-2xl font-bold tracking-tight">{copy.title}</Dialog.Title>
          <Dialog.Description id={ids.help} className="mt-1.5 text-sm text-muted">
            {copy.subtitle}
          </Dialog.Description>

          <form className="mt-6 space-y-4" noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
            <div className="space-y-1.5">
              <label htmlFor={ids.email} className="text-sm font-medium">
                Email
              </label>
              <input
                id={ids.email}
                type="email"
                autoComplete="email"
                required
                placeholder="you@example.com"
                disabled={isSubmitting}
                className={inputClass}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? ids.emailError : undefined}
                {...register('email', {
                  validate: (v) => (!v.trim() ? AUTH_FIELD_MESSAGES.emailMissing : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? true : AUTH_FIELD_MESSAGES.emailInvalid),
                })}
              />
              <FieldError id={ids.emailError} message={errors.email?.message} />
            </div>
            {forgot ? null : (
              <div className="space-y-1.5">
                <div className="flex items-baseline justify-between gap-3">
                  <label htmlFor={ids.password} className="text-sm font-medium">
                    Password{mode === 'sign-up' ? <span className="font-normal text-muted"> (min {PASSWORD_MIN_LENGTH} characters)</span> : null}
                  </label>
                  {mode === 'sign-in' && source.requestPasswordReset ? (
                    <button
                      type="button"
                      onClick={openForgot}
                      disabled={isSubmitting}
                      className="text-sm font-medium text-violet-700 hover:underline disabled:opacity-50 dark:text-violet-300"
                    >
                      Forgot password?
                    </button>
                  ) : null}
                </div>
                <div className="relative">
                  <input
                    id={ids.password}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
                    required
                    minLength={PASSWORD_MIN_LENGTH}
                    disabled={isSubmitting}
                    className={cn(inputClass, 'pr-11')}
                    aria-invalid={errors.password ? true : undefined}
                    aria-describedby={errors.password ? ids.passwordError : undefined}
                    {...register('password', {
                      validate: (v) => (forgot ? true : !v ? AUTH_FIELD_MESSAGES.passwordMissing : v.length < PASSWORD_MIN_LENGTH ? AUTH_FIELD_MESSAGES.passwordShort(v.length) : true),
                    })}
                  />
                  <button
                    type="button"
                    onClick={() => setShowPassword((s) => !s)}
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    aria-pressed={showPassword}
                    className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-fg"
                  >
                    {showPassword ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
                  </button>
                </div>
                <FieldError id={ids.passwordError} message={errors.password?.message} />
              </div>
            )}

            {message && MessageIcon ? (
              <p role={message.kind === 'error' ? 'alert' : 'status'} className={cn('flex gap-2 rounded-lg border p-3 text-sm', MESSAGE_STYLE[message.kind].className)}>
                <MessageIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>{message.message}</span>
              </p>
            ) : null}

            <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
              {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              {isSubmitting ? copy.busy : created ? 'Account created' : copy.submit}
            </Button>
          </form>

          {mode === 'sign-up' ? (
            <div className="mt-5 rounded-xl bg-surface-2 p-4 text-sm">
              <p className="font-medium">After you register:</p>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
                <li>Check your inbox.</li>
                <li>Click the confirmation link.</li>
                <li>You are redirected back here.</li>
                <li>Start analysing your conversations.</li>
              </ol>
            </div>
          ) : null}

          <p className="mt-5 text-center text-sm text-muted">
            {copy.switchPrompt}{' '}
            <button
              type="button"
              onClick={forgot ? backToSignIn : switchMode}
              className="font-semibold text-violet-700 hover:underline dark:text-violet-300"
            >
              {copy.switchAction}
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What a field still needs, under it; read out when it appears. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="flex items-center gap-1.5 text-sm text-red-700 dark:text-red-300">
      <CircleAlert className="size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

export default AuthDialog;
