import { sql } from 'drizzle-orm';
import { check, date, index, integer, json, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConversationSummary, ScoredMessage } from '../../../core/scoring/types';
import type { AiReviewResult } from '../../../core/api/ai-review';
import { user } from './auth';

/** One analysed conversation of one user. Scores are the engine's, never the client's. */
export const analysisSession = pgTable(
  'analysis_session',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    platform: text('platform').notNull(),
    sessionGoal: text('session_goal'),
    projectContext: text('project_context'),
    format: text('format'),
    parsingMethod: text('parsing_method'),
    messageCount: integer('message_count').notNull(),
    characterCount: integer('character_count').notNull(),
    overallScore: integer('overall_score').notNull(),
    trend: text('trend').notNull(),
    strategicAvg: real('strategic_avg').notNull(),
    tacticalAvg: real('tactical_avg').notNull(),
    cognitiveAvg: real('cognitive_avg').notNull(),
    innovationAvg: real('innovation_avg').notNull(),
    contextAvg: real('context_avg').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** The engine's conversation summary (stats, key moments, patterns, insights). */
    summary: json('summary').$type<ConversationSummary>().notNull(),
    /** What the paste screen knew: format detection, retry/edit details, original count. */
    metadata: json('metadata').$type<Record<string, unknown>>().notNull(),
    /**
     * The messages with their full scores, in order, as the analysis answered them. They are written
     * once and always read with their session, so they are one document, not a row each (no query
     * looks inside): storing an analysis is one row. `json`, not `jsonb`: kept as sent, never parsed
     * into a binary form nobody queries. See docs/decisions/0008.
     */
    messages: json('messages').$type<ScoredMessage[]>().notNull(),
    /**
     * The AI review (issue 17) once its job is done: engine, provider, model, rubric version, tokens,
     * cost estimate and the per-message judgments. Written in the statement that finishes the job;
     * null while there is none (the local review above is always there).
     */
    aiReview: json('ai_review').$type<AiReviewResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('analysis_session_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** A user's preferences (spec section 3); missing fields read as defaults. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});

/** Capacity used per user per UTC day; counted atomically with the analysis it pays for. */
export const dailyUsage = pgTable(
  'daily_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    characters: integer('characters').notNull().default(0),
    analyses: integer('analyses').notNull().default(0),
    /** Language-model tokens reserved or spent by AI review today (per-tier budget, issue 17). */
    aiTokens: integer('ai_tokens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The user's tier (free unless payments set pro/enterprise); an expired tier reads as free. */
export const userTier = pgTable(
  'user_tier',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [check('user_tier_tier_check', sql`${t.tier} in ('free', 'pro', 'enterprise')`)],
);

