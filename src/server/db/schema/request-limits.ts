import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits on public pages and link creation (http/rate-limit-store.ts):
 * one row per key and window, in the database so every app process counts together.
 */
export const requestLimit = pgTable('request_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** Epoch milliseconds when the current window ends. */
  resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
});
