import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppDb } from '../db/client';
import { rowsOf } from '../db/rows';

/** Share of calls that also delete windows that ended over an hour ago (keeps the table small). */
const CLEANUP_SHARE = 0.01;
const CLEANUP_AFTER_MS = 3_600_000;

/**
 * A @fastify/rate-limit store that counts in PostgreSQL (table request_limit): every app process
 * sees the same counts (DESIGN.md: no in-memory counters that matter). One upsert per request
 * starts a new window when the old one has ended, or adds one to it.
 */
export function postgresRateLimitStore(db: AppDb): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now();
      const resetAt = now + timeWindow;
      db.execute(sql`
        insert into request_limit (key, count, reset_at) values (${key}, 1, ${resetAt})
        on conflict (key) do update set
          count = case when request_limit.reset_at <= ${now} then 1 else request_limit.count + 1 end,
          reset_at = case when request_limit.reset_at <= ${now} then ${resetAt} else request_limit.reset_at end
        returning count, reset_at`)
        .then((result) => {
          const row = rowsOf<{ count: number; reset_at: string | number }>(result)[0]!;
          callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) });
          if (Math.random() < CLEANUP_SHARE) void db.execute(sql`delete from request_limit where reset_at < ${now - CLEANUP_AFTER_MS}`).catch(() => {});
        })
        .catch((err: Error) => callback(err));
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return PostgresStore;
}
