import { createAuthClient } from 'better-auth/client';
import { displayNameFromEmail } from '../../../core/auth';
import { PATHS } from '../../../core/routes';
import type { AuthSource, AuthUser } from './auth-source';
import { AUTH_MESSAGES, signInOutcome, signUpOutcome } from './messages';
import { onUnauthorized } from '../../lib/api';

/** How often an open, visible tab re-checks its session (an expired one signs the tab out cleanly). */
const SESSION_RECHECK_MS = 5 * 60 * 1000;

export const authClient = createAuthClient({ baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin, basePath: '/api/auth' });

async function currentUser(): Promise<AuthUser | null> {
  const { data, error } = await authClient.getSession({ query: { disableCookieCache: true } });
  if (error || !data) return null;
  return { id: data.user.id, email: data.user.email };
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
  const refresh = async () => publish(await currentUser().catch(() => null));

  return {
    async getUser() {
      const user = await currentUser();
      last = user?.id ?? null;
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
        const { error } = await authClient.signIn.email({ email, password });
        const outcome = signInOutcome(error ?? null);
        if (!error) void refresh();
        return outcome;
      } catch {
        return { kind: 'error', message: AUTH_MESSAGES.unexpected };
      }
    },
    async signUp({ email, password }) {
      try {
        const { error } = await authClient.signUp.email({ email, password, name: displayNameFromEmail(email), callbackURL: PATHS.authCallback });
        return signUpOutcome(error ?? null);
      } catch {
        return { kind: 'error', message: AUTH_MESSAGES.unexpected };
      }
    },
    async signOut() {
      await authClient.signOut();
      publish(null);
    },
  };
}
