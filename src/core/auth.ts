/** Account rules shared by the auth form (browser) and the server (spec section 5). */
export const PASSWORD_MIN_LENGTH = 6;
/** An upper bound keeps hashing cost bounded; long passphrases still fit. */
export const PASSWORD_MAX_LENGTH = 128;

/** Display names are shown in the sidebar and returned by every session read: keep them short. */
export const DISPLAY_NAME_MAX_LENGTH = 100;

/** A user's display name is the part of the e-mail before the @ (spec section 2). */
export function displayNameFromEmail(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/**
 * Where the app reads who is signed in when a page loads (Better Auth's session endpoint, without
 * its cookie cache). The server preloads it with every page (server/http/spa.ts), so it must be the
 * exact URL the app fetches.
 */
export const SESSION_CHECK_URL = '/api/auth/get-session?disableCookieCache=true';

/** Spec section 9: a successful sign-in shows its message for 1 s, then the dialog closes. */
export const SIGN_IN_CLOSE_DELAY_MS = 1000;
/** Spec section 9: the auth callback page waits 500 ms before it reads the session… */
export const AUTH_CALLBACK_SESSION_DELAY_MS = 500;
/** …and, once confirmed, replace-navigates to /analyze after 3 s. */
export const AUTH_CALLBACK_REDIRECT_MS = 3000;

/** The auth callback texts of spec section 8. */
export const AUTH_CALLBACK_MESSAGES = {
  processing: 'Processing your confirmation...',
  confirmedTitle: 'Email Confirmed!',
  confirmed: 'Your email has been confirmed successfully! You can now access all features.',
  redirecting: `Redirecting automatically in ${AUTH_CALLBACK_REDIRECT_MS / 1000} seconds...`,
  expired: 'Your confirmation link has expired. Please sign up again to get a new link.',
  failed: 'Authentication failed. Please try again.',
  noData: 'No authentication data found. Please try the confirmation link again or sign up again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Password reset texts (the "Forgot password?" flow, in the dialog's style). */
export const PASSWORD_RESET_MESSAGES = {
  // Deliberately the same whether or not the address has an account.
  requestSent: 'If an account exists for that email, a link to reset your password is on its way. Check your inbox.',
  updated: 'Your password has been updated. All other sessions were signed out; sign in with your new password.',
  mismatch: 'The passwords do not match.',
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  invalidLink: 'This password reset link is invalid or has expired. Request a new one below.',
} as const;
