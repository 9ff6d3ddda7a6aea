import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import DataLoader from 'dataloader';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { tierAt, type TierType } from '../../core/plans';
import { withDefaults, type Settings, type SettingsPatch } from '../../core/settings';
import type { Database, Statement } from '../db/client';
import { AppError } from '../errors';
import type { Auth } from './auth';
import { systemClock, type Clock } from '../clock';

export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly emailVerified: boolean;
}

/** The signed-in person of a request with what most calls need next: settings and tier. */
export interface SignedIn {
  readonly user: SessionUser;
  readonly settings: Settings;
  readonly tier: TierType;
}

/**
 * Reads the session cookie Better Auth issued and the session row it names, with the user's
 * settings and tier, in ONE query. Better Auth stays the authority: it issues, refreshes and revokes
 * sessions; this only checks the same signed cookie against the same table (see
 * docs/decisions/0007-session-read-on-the-hot-path.md). A session due for Better Auth's daily
 * refresh is handed to Better Auth, so expiry moves exactly as before.
 */
export interface SessionReader {
  read(request: FastifyRequest): Promise<SignedIn | null>;
}

const SIGNED_IN: Statement = {
  name: 'kibitz_signed_in_batch',
  text: `select se.token, u.id, u.email, u.name, u.email_verified, se.expires_at, s.settings, t.tier, t.expires_at as tier_expires_at
    from session se
    join "user" u on u.id = se.user_id
    left join user_settings s on s.user_id = se.user_id
    left join user_tier t on t.user_id = se.user_id
    where se.token = any($1::text[])`,
};

interface SignedInRow {
  token: string;
  id: string;
  email: string;
  name: string;
  email_verified: boolean;
  expires_at: Date;
  settings: SettingsPatch | null;
  tier: TierType | null;
  tier_expires_at: Date | null;
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (let start = 0; start < header.length; ) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', start);
    if (eq !== -1 && eq < end && header.slice(start, eq).trim() === name) {
      const raw = header.slice(eq + 1, end).trim();
      try {
        return decodeURIComponent(raw.startsWith('"') ? raw.slice(1, -1) : raw);
      } catch {
        return null;
      }
    }
    start = end + 1;
  }
  return null;
}

/** Better Auth signs the token as `token.base64(HMAC-SHA256(secret, token))`; the token, or null. */
export function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Session rows by token, read in batches: the tokens asked for during one turn of the event loop go
 * to the database as one query. Under load, requests that arrived together share a round trip; a
 * lone request waits only for the end of the turn. Nothing is cached between batches, so a session
 * ended a moment ago is never seen as alive.
 */
function sessionRowLoader(database: Database): DataLoader<string, SignedInRow | undefined> {
  return new DataLoader(
    async (tokens) => {
      const rows = await database.query<SignedInRow>(SIGNED_IN, [tokens]);
      const byToken = new Map(rows.map((row) => [row.token, row]));
      return tokens.map((token) => byToken.get(token));
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch), maxBatchSize: 100 },
  );
}

/** `clock` decides tier expiry (tests move it); session expiry stays Better Auth's, on real time. */
export async function createSessionReader(auth: Auth, database: Database, clock: Clock = systemClock): Promise<SessionReader> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { secret } = context;
  const { expiresIn, updateAge } = context.sessionConfig;
  const sessionRows = sessionRowLoader(database);

  return {
    async read(request) {
      const signed = cookieValue(request.headers.cookie, cookieName);
      const token = signed ? verifiedToken(signed, secret) : null;
      if (!token) return null;
      const row = await sessionRows.load(token);
      const now = Date.now();
      if (!row || row.expires_at.getTime() <= now) return null;
      // Once a day Better Auth pushes the expiry forward; let it do that with its own rules.
      if (row.expires_at.getTime() - expiresIn * 1000 + updateAge * 1000 <= now) {
        const refreshed = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
        if (!refreshed) return null;
      }
      return {
        user: { id: row.id, email: row.email, name: row.name, emailVerified: row.email_verified },
        settings: withDefaults(row.settings),
        tier: tierAt(row.tier, row.tier_expires_at, clock()),
      };
    },
  };
}

/** Like read, but a request without a session is answered 401 (spec: 'User not authenticated'). */
export async function requireSignedIn(reader: SessionReader, request: FastifyRequest): Promise<SignedIn> {
  const signedIn = await reader.read(request);
  if (!signedIn) throw new AppError('UNAUTHORIZED', 'User not authenticated');
  return signedIn;
}
