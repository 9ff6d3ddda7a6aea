import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, sendVerificationEmailFn } from 'better-auth/api';
import { PATHS } from '../../core/routes';
import { and, eq, like, ne } from 'drizzle-orm';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../../core/auth';
import type { AppDb } from '../db/client';
import * as schema from '../db/schema/index';
import type { Mailer } from '../mail/mailer';
import { confirmationMail, passwordResetMail } from '../mail/templates';

export interface AuthDeps {
  readonly db: AppDb;
  readonly mailer: Mailer;
  readonly appOrigin: string;
  readonly secret: string;
  readonly rateLimitPerMinute: number;
  readonly confirmationTtlSeconds?: number;
}

/** Confirmation links stay valid for a day (AUTH_CONFIRMATION_TTL_SECONDS); reset links for an hour. */
export const CONFIRMATION_LINK_TTL_SECONDS = 24 * 60 * 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;

/**
 * Better Auth, mounted under /api/auth: e-mail + password with required confirmation, password
 * reset, database sessions, rate limits stored in the database (shared by every app process),
 * and a sign-out that ends all of the user's sessions.
 */
export function createAuth({ db, mailer, appOrigin, secret, rateLimitPerMinute, confirmationTtlSeconds = CONFIRMATION_LINK_TTL_SECONDS }: AuthDeps) {
  const strict = { window: 60, max: rateLimitPerMinute };
  return betterAuth({
    appName: 'Kibitz',
    baseURL: appOrigin,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [appOrigin],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        // Only the newest reset link works: an older one lying in an inbox must not reset the password.
        await db
          .delete(schema.verification)
          .where(and(eq(schema.verification.value, user.id), like(schema.verification.identifier, 'reset-password:%'), ne(schema.verification.identifier, `reset-password:${token}`)));
        await mailer.send(passwordResetMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: confirmationTtlSeconds,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(confirmationMail(user.email, url));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': strict,
        '/sign-up/email': strict,
        '/request-password-reset': strict,
        '/reset-password': strict,
        '/send-verification-email': strict,
        // Reading one's own session is cheap and happens on every page load and tab focus: limiting
        // it would sign out busy tabs and people behind one shared address.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'kibitz',
      useSecureCookies: appOrigin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // The Fastify mount puts the client address (as Fastify resolved it) in this header.
      ipAddress: { ipAddressHeaders: ['x-kibitz-client-ip'] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseUnstorableInput(ctx.path, ctx.body);
        // Sign-out has global scope (spec section 7): end every session of the user, not just this one.
        if (ctx.path === '/sign-out') {
          const session = await getSessionFromCtx(ctx).catch(() => null);
          if (session) await ctx.context.internalAdapter.deleteUserSessions(session.user.id);
          return;
        }
        // The product tells a person their e-mail is already registered (spec section 8) instead of
        // Better Auth's silent generic answer; an unconfirmed account gets its link again so
        // "check your email for a confirmation link" is true. See docs/decisions/0006.
        if (ctx.path === '/sign-up/email') {
          const email = typeof ctx.body?.email === 'string' ? ctx.body.email.toLowerCase() : '';
          const existing = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
          if (!existing?.user) return;
          if (!existing.user.emailVerified) await sendVerificationEmailFn(ctx, existing.user);
          throw new APIError('UNPROCESSABLE_ENTITY', { code: 'USER_ALREADY_EXISTS', message: 'User already registered' });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Whether any string in a (depth-bounded, see http/json-body.ts) JSON body holds NUL. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  return (Array.isArray(value) ? value : Object.values(value)).some(holdsNul);
}

/**
 * What Better Auth would store must fit: PostgreSQL text cannot hold NUL (a 500 otherwise), and a
 * display name comes back on every session read, so it is capped (a 200 KB name made each read 200 KB).
 */
function refuseUnstorableInput(path: string, body: unknown): void {
  if (holdsNul(body)) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_CHARACTERS', message: 'The request holds NUL characters, which cannot be stored' });
  }
  const name = (body as { name?: unknown } | undefined)?.name;
  if ((path === '/sign-up/email' || path === '/update-user') && typeof name === 'string' && name.length > DISPLAY_NAME_MAX_LENGTH) {
    throw new APIError('BAD_REQUEST', { code: 'NAME_TOO_LONG', message: `A display name can have at most ${DISPLAY_NAME_MAX_LENGTH} characters` });
  }
}

/** Where confirmation links land: the callback page reports the outcome. */
export const CONFIRMATION_CALLBACK_PATH = PATHS.authCallback;
