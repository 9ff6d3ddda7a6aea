export { AuthProvider } from './auth-provider';
export { useAuth, useAuthDialog, type AuthStatus, type AuthDialogMode } from './auth-context';
export { signedOutSource, displayNameFor, type AuthSource, type AuthUser, type Credentials, type AuthOutcome, type ResetOutcome } from './auth-source';
export { AuthGate } from './auth-gate';
export { AuthDialogHost } from './auth-dialog-host';
export { createBetterAuthSource } from './better-auth-source';
export { AUTH_MESSAGES, signInOutcome, signUpOutcome } from './messages';
