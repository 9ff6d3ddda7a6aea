/**
 * Where the auth state comes from. The accounts issue replaces `signedOutSource` with one backed by
 * the server's session API; everything else (provider, gate, header, dialog host) stays as is.
 */
export interface AuthUser {
  readonly id: string;
  readonly email: string;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** What a sign-in or sign-up attempt tells the dialog (spec section 8 messages). */
export type AuthOutcome = { readonly kind: 'success' | 'info' | 'error'; readonly message: string };

/** Setting a new password can also find the link's token invalid or expired. */
export type ResetOutcome = AuthOutcome | { readonly kind: 'invalid-token'; readonly message: string };

export interface NewPassword {
  readonly token: string;
  readonly newPassword: string;
}

export interface AuthSource {
  /** Reads the current session at load; null when nobody is signed in. */
  getUser(): Promise<AuthUser | null>;
  /** Calls the listener on every auth state change; returns the unsubscribe function. */
  subscribe?(listener: (user: AuthUser | null) => void): () => void;
  signOut?(): Promise<void>;
  /** Present once accounts exist; the auth dialog is only offered when both are. */
  signIn?(credentials: Credentials): Promise<AuthOutcome>;
  signUp?(credentials: Credentials): Promise<AuthOutcome>;
  /** The "Forgot password?" flow: mail a reset link (same answer whether or not the address exists)… */
  requestPasswordReset?(email: string): Promise<AuthOutcome>;
  /** …and set the new password with the link's token. */
  resetPassword?(input: NewPassword): Promise<ResetOutcome>;
}

/** Until the accounts issue lands, nobody can be signed in. */
export const signedOutSource: AuthSource = {
  getUser: () => Promise.resolve(null),
};

/** The name shown for a user: the part of the e-mail before the @ (spec section 2), one rule in core. */
export { displayNameFromEmail as displayNameFor } from '../../../core/auth';
