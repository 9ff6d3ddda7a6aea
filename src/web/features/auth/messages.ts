/**
 * The sign-in and sign-up messages of spec section 8, chosen from the server's error codes. Pure,
 * so the table test pins every text.
 */
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES } from '../../../core/auth';
import { PATHS } from '../../../core/routes';
import type { AuthOutcome, ResetOutcome } from './auth-source';

export const AUTH_MESSAGES = {
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  signInSuccess: 'Welcome back! Redirecting...',
  /** A sign-in that keeps the person on the page they are on (it shows its signed-in self). */
  signedInHere: 'Welcome back! You are signed in.',
  alreadyRegistered: 'This email is already registered. Try signing in instead, or check your email for a confirmation link.',
  signUpSuccess: 'Account created! Please check your email and click the confirmation link to activate your account.',
  unexpected: 'Something went wrong. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

export interface AuthErrorLike {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

export function signInOutcome(error: AuthErrorLike | null): AuthOutcome {
  if (!error) return { kind: 'success', message: AUTH_MESSAGES.signInSuccess };
  if (error.code === 'EMAIL_NOT_VERIFIED' || /email not (confirmed|verified)/i.test(error.message ?? '')) {
    return { kind: 'info', message: AUTH_MESSAGES.emailNotConfirmed };
  }
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || /invalid (login credentials|email or password)/i.test(error.message ?? '')) {
    return { kind: 'error', message: AUTH_MESSAGES.invalidCredentials };
  }
  if (error.status === 429) return { kind: 'error', message: AUTH_MESSAGES.tooManyAttempts };
  return { kind: 'error', message: error.message || AUTH_MESSAGES.unexpected };
}

export function signUpOutcome(error: AuthErrorLike | null): AuthOutcome {
  if (!error) return { kind: 'success', message: AUTH_MESSAGES.signUpSuccess };
  if (error.code === 'USER_ALREADY_EXISTS' || error.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || /already (registered|exists)/i.test(error.message ?? '')) {
    return { kind: 'info', message: AUTH_MESSAGES.alreadyRegistered };
  }
  if (error.status === 429) return { kind: 'error', message: AUTH_MESSAGES.tooManyAttempts };
  return { kind: 'error', message: error.message || AUTH_MESSAGES.unexpected };
}

/** Asking for a reset link: success never reveals whether the address has an account. */
export function resetRequestOutcome(error: AuthErrorLike | null): AuthOutcome {
  if (!error) return { kind: 'success', message: PASSWORD_RESET_MESSAGES.requestSent };
  if (error.status === 429) return { kind: 'error', message: AUTH_MESSAGES.tooManyAttempts };
  return { kind: 'error', message: error.message || AUTH_MESSAGES.unexpected };
}

/** Setting the new password: an invalid or expired token gets its own state with a way to ask again. */
export function resetPasswordOutcome(error: AuthErrorLike | null): ResetOutcome {
  if (!error) return { kind: 'success', message: PASSWORD_RESET_MESSAGES.updated };
  if (error.code === 'INVALID_TOKEN' || /invalid token|expired/i.test(error.message ?? '')) {
    return { kind: 'invalid-token', message: PASSWORD_RESET_MESSAGES.invalidLink };
  }
  if (error.status === 429) return { kind: 'error', message: AUTH_MESSAGES.tooManyAttempts };
  return { kind: 'error', message: error.message || AUTH_MESSAGES.unexpected };
}

/**
 * Where a sign-in from the dialog takes the person: from the home page (whose Sign In button leads
 * nowhere in particular) and the auth pages (nothing more to show) to Analyze, the product's first
 * step; elsewhere nowhere, the page itself changes (the gate opens, pricing offers the plans). The
 * dialog says "Redirecting..." only when it will.
 */
export function afterSignInPath(pathname: string): string | null {
  return pathname === PATHS.home || pathname === PATHS.authCallback || pathname === PATHS.resetPassword ? PATHS.analyze : null;
}

/** The dialog's checks, with the message each shows at its field. */
export const AUTH_FIELD_MESSAGES = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter an email address like you@example.com.',
  passwordMissing: 'Enter your password.',
  passwordShort: (length: number) => `Use at least ${PASSWORD_MIN_LENGTH} characters (${length} so far).`,
} as const;
