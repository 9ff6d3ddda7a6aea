import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { analysisSession } from './analysis';
import { user } from './auth';

/**
 * One try at a weak move in practice mode (issue 18): the original message and its score, the
 * attempt and the score the server's engine gave it, and when. Progress (moments completed,
 * average gain, streak) is computed from these rows (core/practice practiceProgress).
 */
export const practiceAttempt = pgTable(
  'practice_attempt',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => analysisSession.id, { onDelete: 'cascade' }),
    messageIndex: integer('message_index').notNull(),
    original: text('original').notNull(),
    originalScore: integer('original_score').notNull(),
    attempt: text('attempt').notNull(),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('practice_attempt_user_session_idx').on(t.userId, t.sessionId, t.messageIndex), index('practice_attempt_user_created_idx').on(t.userId, t.createdAt)],
);
