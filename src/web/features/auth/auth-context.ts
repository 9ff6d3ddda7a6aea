import { createContext, useContext } from 'react';
import type { AuthSource, AuthUser } from './auth-source';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';
/** 'forgot-password' is the reset-link request, reached from sign-in's "Forgot password?". */
export type AuthDialogMode = 'sign-in' | 'sign-up' | 'forgot-password';

export interface AuthState {
  readonly status: AuthStatus;
  readonly user: AuthUser | null;
  readonly signOut: () => Promise<void>;
  /** True from the click on Sign Out until the server has ended the session. */
  readonly signingOut?: boolean;
}

export interface AuthDialogState {
  readonly open: boolean;
  readonly mode: AuthDialogMode;
  /** Opens the sign-in / sign-up dialog (header button, gate, pricing). */
  readonly openAuthDialog: (mode?: AuthDialogMode) => void;
  readonly closeAuthDialog: () => void;
  readonly setMode: (mode: AuthDialogMode) => void;
}

export const AuthContext = createContext<AuthState | null>(null);
export const AuthDialogContext = createContext<AuthDialogState | null>(null);
export const AuthSourceContext = createContext<AuthSource | null>(null);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

export function useAuthDialog(): AuthDialogState {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error('useAuthDialog must be used inside <AuthProvider>');
  return ctx;
}

export function useAuthSource(): AuthSource {
  const ctx = useContext(AuthSourceContext);
  if (!ctx) throw new Error('useAuthSource must be used inside <AuthProvider>');
  return ctx;
}
