import { createAuthClient } from 'better-auth/client';

/**
 * Better Auth's browser client, for what a person does (sign in, sign up, reset a password, sign
 * out). It is loaded on first use: reading the session at start needs only one GET (see
 * better-auth-source.ts), so the first paint does not wait for this library.
 */
export const authClient = createAuthClient({ baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin, basePath: '/api/auth' });
