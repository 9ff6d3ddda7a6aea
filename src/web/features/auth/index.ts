export { AuthProvider } from './auth-provider';
export { useAuth, useAuthDialog, type AuthStatus, type AuthDialogMode } from './auth-context';
export { signedOutSource, displayNameFor, type AuthSource, type AuthUser, type Credentials, type AuthOutcome, type ResetOutcome } from './auth-source';
export { AuthGate } from './auth-gate';
export { AuthCallbackPage } from './auth-callback-page';
export { ResetPasswordPage } from './reset-password-page';
export { AuthDialogHost } from './auth-dialog-host';
export { createBetterAuthSource, authClient } from './better-auth-source';
export { AUTH_MESSAGES, signInOutcome, signUpOutcome } from './messages';
