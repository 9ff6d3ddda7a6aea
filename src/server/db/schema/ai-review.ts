import { sql } from 'drizzle-orm';
import { check, date, index, integer, json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { analysisSession } from './analysis';

/**
 * AI review jobs (issue 17, docs/decisions: AI review). A job is a row: it survives a restart, and
 * workers claim rows with SELECT … FOR UPDATE SKIP LOCKED, so several app processes on PostgreSQL
 * never run the same job at once. A claimed job holds a lease (`locked_until`): a process that dies
 * mid-job leaves a lease that runs out, and the job is claimed again.
 */
export const aiReviewJob = pgTable(
  'ai_review_job',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => analysisSession.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** A pending job is not claimed before this (backoff after a failed attempt). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    /** A running job's lease: past it, the job is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    error: text('error'),
    /** The AiReviewResult once done. */
    result: json('result'),
    /** The judgments so far while it runs (the results page fills them in as they arrive). */
    partial: json('partial'),
    /** Tokens reserved from the day's budget when the job was queued, settled against the real count when done. */
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    /** The UTC day whose budget the reservation came from. */
    usageDay: date('usage_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ai_review_job_claim_idx').on(t.state, t.runAfter),
    index('ai_review_job_session_idx').on(t.sessionId),
    index('ai_review_job_user_idx').on(t.userId, t.createdAt),
    check('ai_review_job_state_check', sql`${t.state} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * Finished AI reviews by what decides them: a hash of the conversation (messages, goal, context,
 * local engine version), the provider and model, and the rubric version. An identical request is
 * answered from here without reaching the provider.
 */
export const aiReviewCache = pgTable('ai_review_cache', {
  key: text('key').primaryKey(),
  result: json('result').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
