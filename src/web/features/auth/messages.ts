/**
 * The sign-in and sign-up messages of spec section 8, chosen from the server's error codes. Pure,
 * so the table test pins every text.
 */
import { PASSWORD_RESET_MESSAGES } from '../../../core/auth';
import type { AuthOutcome, ResetOutcome } from './auth-source';

export const AUTH_MESSAGES = {
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  signInSuccess: 'Welcome back! Redirecting...',
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
