import { displayNameFromEmail, SESSION_CHECK_URL } from '../../../core/auth';
import { PATHS } from '../../../core/routes';
import type { AuthSource, AuthUser } from './auth-source';
import { AUTH_MESSAGES, resetPasswordOutcome, resetRequestOutcome, signInOutcome, signUpOutcome } from './messages';
import { onUnauthorized } from '../../lib/api';

/** How often an open, visible tab re-checks its session (an expired one signs the tab out cleanly). */
const SESSION_RECHECK_MS = 5 * 60 * 1000;

/** Better Auth's client, loaded with the first sign-in, sign-up, reset or sign-out. */
const client = () => import('./better-auth-client').then((m) => m.authClient);

/**
 * The signed-in person, from Better Auth's session endpoint (what its client's getSession() asks,
 * without the cookie cache): `{user, session}`, or null when signed out. One GET, so the app's
 * first script does not carry the auth library.
 */
async function currentUser(): Promise<AuthUser | null> {
  const res = await fetch(SESSION_CHECK_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (res.status === 401) return null;
  // A failed read (server down, 5xx) is reported, not mistaken for "signed out".
  if (!res.ok) throw new Error(`session check failed (${res.status})`);
  const data = (await res.json()) as { user?: { id: string; email: string } } | null;
  return data?.user ? { id: data.user.id, email: data.user.email } : null;
}

/**
 * The server's session (Better Auth, cookie based) as the app's auth source: read at load,
 * re-checked when a hidden tab becomes visible and every few minutes, and on demand after a 401.
 */
export function createBetterAuthSource(): AuthSource & { refresh(): Promise<void> } {
  const listeners = new Set<(user: AuthUser | null) => void>();
  let last: string | null | undefined;
  const publish = (user: AuthUser | null) => {
    const key = user?.id ?? null;
    if (key === last) return;
    last = key;
    listeners.forEach((l) => l(user));
  };
  const refresh = async () => {
    try {
      publish(await currentUser());
    } catch {
      // Could not reach the server: keep the current state, the next check decides.
    }
  };

  return {
    async getUser() {
      const user = await currentUser();
      publish(user);
      return user;
    },
    subscribe(listener) {
      listeners.add(listener);
      const onVisible = () => {
        if (document.visibilityState === 'visible') void refresh();
      };
      document.addEventListener('visibilitychange', onVisible);
      const timer = window.setInterval(() => {
        if (document.visibilityState === 'visible') void refresh();
      }, SESSION_RECHECK_MS);
      // An API call answered 401: the session ended elsewhere (expired, signed out on another device).
      const stopUnauthorized = onUnauthorized(() => void refresh());
      return () => {
        stopUnauthorized();
        listeners.delete(listener);
        document.removeEventListener('visibilitychange', onVisible);
        window.clearInterval(timer);
      };
    },
    refresh,
    async signIn({ email, password }) {
      try {
        const { error } = await (await client()).signIn.email({ email, password });
        const outcome = signInOutcome(error ?? null);
        if (!error) void refresh();
        return outcome;
      } catch {
        return { kind: 'error', message: AUTH_MESSAGES.unexpected };
      }
    },
    async signUp({ email, password }) {
      try {
        const { error } = await (await client()).signUp.email({ email, password, name: displayNameFromEmail(email), callbackURL: PATHS.authCallback });
        return signUpOutcome(error ?? null);
      } catch {
        return { kind: 'error', message: AUTH_MESSAGES.unexpected };
      }
    },
    async requestPasswordReset(email) {
      try {
        const { error } = await (await client()).requestPasswordReset({ email, redirectTo: PATHS.resetPassword });
        return resetRequestOutcome(error ?? null);
      } catch {
        return { kind: 'error', message: AUTH_MESSAGES.unexpected };
      }
    },
    async resetPassword({ token, newPassword }) {
      try {
        const { error } = await (await client()).resetPassword({ token, newPassword });
        return resetPasswordOutcome(error ?? null);
      } catch {
        return { kind: 'error', message: AUTH_MESSAGES.unexpected };
      }
    },
    async signOut() {
      await (await client()).signOut();
      publish(null);
    },
  };
}
