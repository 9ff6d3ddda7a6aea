import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, AuthDialogContext, AuthSourceContext, type AuthDialogMode, type AuthState, type AuthStatus } from './auth-context';
import { signedOutSource, type AuthSource, type AuthUser } from './auth-source';

/** Holds the auth state (loading, then signed-in or signed-out) and the auth dialog's open state. */
export function AuthProvider({ source = signedOutSource, children }: { source?: AuthSource; children: ReactNode }) {
  const [state, setState] = useState<{ status: AuthStatus; user: AuthUser | null }>({ status: 'loading', user: null });
  const [dialog, setDialog] = useState<{ open: boolean; mode: AuthDialogMode }>({ open: false, mode: 'sign-in' });

  useEffect(() => {
    let active = true;
    const set = (user: AuthUser | null) => {
      if (active) setState({ status: user ? 'signed-in' : 'signed-out', user });
    };
    source.getUser().then(set, () => set(null));
    const unsubscribe = source.subscribe?.(set);
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [source]);

  // Protected screens close as soon as Sign Out is clicked: a screen still mounting would otherwise
  // ask the API for data while the server is ending the session, and get a 401.
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await source.signOut?.();
      setState({ status: 'signed-out', user: null });
    } finally {
      setSigningOut(false);
    }
  }, [source]);

  const auth = useMemo<AuthState>(() => ({ ...state, signOut, signingOut }), [state, signOut, signingOut]);

  const openAuthDialog = useCallback((mode: AuthDialogMode = 'sign-in') => setDialog({ open: true, mode }), []);
  const closeAuthDialog = useCallback(() => setDialog((d) => ({ ...d, open: false })), []);
  const setMode = useCallback((mode: AuthDialogMode) => setDialog((d) => ({ ...d, mode })), []);
  const dialogState = useMemo(
    () => ({ ...dialog, openAuthDialog, closeAuthDialog, setMode }),
    [dialog, openAuthDialog, closeAuthDialog, setMode],
  );

  return (
    <AuthSourceContext.Provider value={source}>
      <AuthContext.Provider value={auth}>
        <AuthDialogContext.Provider value={dialogState}>{children}</AuthDialogContext.Provider>
      </AuthContext.Provider>
    </AuthSourceContext.Provider>
  );
}
