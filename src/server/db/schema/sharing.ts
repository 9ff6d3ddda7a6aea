import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { analysisSession } from './analysis';
import { user } from './auth';

/**
 * Public links to a review (issue 18). The token is random (core/sharing SHARE_TOKEN_BYTES), never
 * derived from the session id. Revoking keeps the row with `revoked_at` set: the primary key then
 * keeps that token from ever being issued again, and lookups only see rows that are not revoked.
 * At most one live link per session (the partial unique index).
 */
export const sessionShare = pgTable(
  'session_share',
  {
    token: text('token').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => analysisSession.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The owner ticked "allow search engines": the page is indexable (noindex otherwise). */
    allowSearchEngines: boolean('allow_search_engines').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('session_share_live_idx').on(t.sessionId).where(sql`${t.revokedAt} is null`),
    index('session_share_user_idx').on(t.userId),
  ],
);
