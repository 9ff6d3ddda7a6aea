import { randomUUID } from 'node:crypto';
import type { StoredSession } from '../../core/api/types';
import type { ParsedAnalysisRequest } from '../../core/api/schemas';
import type { AnalysisOptions } from '../../core/scoring/types';
import type { Settings } from '../../core/settings';
import type { Database, Statement } from '../db/client';
import { CAPACITY_UPSERT, CAPACITY_WITH_TOKENS_UPSERT, capacityExceeded, capacityValues, usedToday } from './usage';
import { aiBudgetMessage } from '../../core/ai-review/budget';
import type { AiProviderKind } from '../../core/api/ai-review';
import { checkCapacity } from '../../core/usage';
import { toSessionSummary, type SessionRow } from './sessions';
import { MAX_CONVERSATION_CHARACTERS, messageCharacters, type TierType } from '../../core/plans';
import type { TierLimits } from '../../core/billing/limits';
import { AppError } from '../errors';
import type { Scorer } from '../scoring/scorer';
import { JsonDocument } from '../db/json-document';
import { titleFromMessages } from '../../core/api/title';

/**
 * Capacity ($1…$5, see CAPACITY_UPSERT) and the session with its messages ($6…$24) in ONE
 * statement: a statement is atomic, so on any failure nothing is kept and nothing is counted, and it
 * costs one round trip. Values travel as typed parameters; only the summary, the metadata and the
 * messages are json, stored as sent (decision 0008).
 */
const STORE_ANALYSIS: Statement = {
  name: 'kibitz_store_analysis',
  text: `with counted as (${CAPACITY_UPSERT}),
    stored as (
      insert into analysis_session (id, user_id, character_count, title, platform, session_goal, project_context, format, parsing_method,
        message_count, overall_score, trend, strategic_avg, tactical_avg, cognitive_avg, innovation_avg, context_avg,
        engine_version, summary, metadata, messages, created_at, updated_at)
      select $6, $1, $3, $7, $8, $9, $10, $11, $12,
        $13::integer, $14::integer, $15, $16::real, $17::real, $18::real, $19::real, $20::real,
        $21, $22::json, $23::json, $24::json, $25::timestamptz, $25::timestamptz
      where exists (select 1 from counted)
      returning 1)
    select exists (select 1 from counted) as counted, exists (select 1 from stored) as stored`,
};

/**
 * STORE_ANALYSIS for an analysis whose AI review is queued with it: the capacity check also
 * reserves the review's tokens ($26 of budget $27), and the job row ($28…$31) is written in the same
 * statement — an analysis over any limit keeps nothing, reserves nothing and queues nothing.
 */
const STORE_ANALYSIS_WITH_AI_REVIEW: Statement = {
  name: 'kibitz_store_analysis_ai',
  text: STORE_ANALYSIS.text
    .replace(CAPACITY_UPSERT, CAPACITY_WITH_TOKENS_UPSERT)
    .replace(
      '\n    select exists',
      `,
    queued as (
      insert into ai_review_job (id, user_id, session_id, state, attempts, max_attempts, run_after, provider, model, reserved_tokens, usage_day, created_at, updated_at)
      select $28, $1, $6, 'pending', 0, $29::integer, $25::timestamptz, $30, $31, $26::integer, $2::date, $25::timestamptz, $25::timestamptz
      where exists (select 1 from stored)
      returning 1)
    select exists`,
    ),
};

/** An AI review to queue with the analysis: its job, the tokens it reserves and the tier's budget. */
export interface QueuedAiReview {
  readonly jobId: string;
  readonly maxAttempts: number;
  readonly provider: AiProviderKind;
  readonly model: string;
  readonly reserveTokens: number;
  readonly budget: number;
}

/** A title from the request, else the first line of the person's first message (the CLI's exports use the same). */
export function deriveTitle(req: ParsedAnalysisRequest): string {
  return req.metadata.title || titleFromMessages(req.conversation.messages);
}

/** Request options win; the user's settings fill the rest (spec section 3 defaults). */
export function resolveOptions(req: ParsedAnalysisRequest, settings: Settings): AnalysisOptions {
  return {
    analysisDepth: req.options.analysisDepth ?? settings.defaultAnalysisDepth,
    enablePatternDetection: req.options.enablePatternDetection ?? settings.enablePatternDetection,
    generateSuggestions: req.options.generateSuggestions ?? settings.enableSuggestions,
  };
}

/** Request metadata the session's own columns hold: not repeated in its metadata document. */
const IN_COLUMNS = new Set(['title', 'sessionGoal', 'projectContext']);

/** Request metadata kept on the session: what the columns do not already hold, and how it was analysed. */
function sessionMetadata(req: ParsedAnalysisRequest): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(req.metadata)) {
    if (!IN_COLUMNS.has(key)) metadata[key] = value;
  }
  metadata.useClaudeAnalysis = req.options.useClaudeAnalysis ?? false;
  metadata.engine = 'local';
  return metadata;
}

/** The answer to a conversation longer than any tier may analyse at once. */
export const conversationTooLarge = () =>
  new AppError('CONVERSATION_TOO_LARGE', `The conversation is longer than ${MAX_CONVERSATION_CHARACTERS.toLocaleString('en-US')} characters. Split it and analyse the parts separately.`);

const overBudget = (tier: TierType, budget: number) => new AppError('DAILY_LIMIT_EXCEEDED', aiBudgetMessage(tier, budget), { reason: 'ai-tokens', tier });

/** A stored analysis: its id, and its answer as JSON bytes (the documents are not serialised twice). */
export interface StoredAnalysis {
  readonly sessionId: string;
  readonly body: Buffer;
}

const SUMMARY_KEY = Buffer.from(',"summary":');
const SESSION_KEY = Buffer.from(',"session":');
const CLOSE = Buffer.from('}');

/** AnalyzeResponse ({sessionId, messages, summary, session}), assembled from the documents' bytes as stored. */
function analyzeResponse(sessionId: string, messages: JsonDocument, summary: JsonDocument, session: StoredSession): Buffer {
  const head = Buffer.from(`{"sessionId":${JSON.stringify(sessionId)},"messages":`);
  return Buffer.concat([head, messages.bytes, SUMMARY_KEY, summary.bytes, SESSION_KEY, Buffer.from(JSON.stringify(session)), CLOSE]);
}

/** A JSON object's bytes with one more field at the end (the answer is assembled as bytes, see analyzeResponse). */
export function withField(body: Buffer, key: string, value: unknown): Buffer {
  return Buffer.concat([body.subarray(0, body.lastIndexOf(CLOSE)), Buffer.from(`,${JSON.stringify(key)}:${JSON.stringify(value)}}`)]);
}

/**
 * Scores a confirmed conversation and stores it for the user. Capacity, the session and its
 * messages are written in one statement: on any failure nothing is kept and nothing is counted.
 */
export async function analyzeAndStore(
  database: Database,
  scorer: Scorer,
  userId: string,
  req: ParsedAnalysisRequest,
  { settings, tier }: { settings: Settings; tier: TierType },
  now: Date,
  limits: TierLimits,
  ai: QueuedAiReview | null = null,
): Promise<StoredAnalysis> {
  const characters = messageCharacters(req.conversation.messages);
  if (characters > MAX_CONVERSATION_CHARACTERS) throw conversationTooLarge();
  const capacity = capacityValues(userId, tier, characters, now, limits);
  if (!capacity) throw await capacityExceeded(database.db, userId, tier, characters, now, limits);
  if (ai && ai.reserveTokens > ai.budget) throw overBudget(tier, ai.budget);
  const scored = await scorer.score({
    input: {
      messages: req.conversation.messages.map((m) => ({ role: m.role, content: m.content })),
      sessionGoal: req.metadata.sessionGoal ?? undefined,
      projectContext: req.metadata.projectContext ?? undefined,
    },
    options: resolveOptions(req, settings),
  });
  const sessionId = randomUUID();
  const { dimensionAverages: averages } = scored;
  // One literal with every column: objects spread from others take V8's slow paths on every request.
  const row: SessionRow = {
    id: sessionId,
    userId,
    title: deriveTitle(req),
    platform: req.conversation.platform,
    sessionGoal: req.metadata.sessionGoal ?? null,
    projectContext: req.metadata.projectContext ?? null,
    format: req.metadata.format ?? null,
    parsingMethod: req.metadata.parsingMethod ?? null,
    messageCount: scored.messageCount,
    characterCount: characters,
    overallScore: scored.overallScore,
    trend: scored.trend,
    strategicAvg: averages.strategic,
    tacticalAvg: averages.tactical,
    cognitiveAvg: averages.cognitive,
    innovationAvg: averages.innovation,
    contextAvg: averages.context,
    engineVersion: scored.engineVersion,
    createdAt: now,
    updatedAt: now,
  };
  const metadata = sessionMetadata(req);
  const messagesDocument = new JsonDocument(scored.messagesJson);
  const summaryDocument = new JsonDocument(scored.summaryJson);
  const aiValues = ai ? [ai.reserveTokens, ai.budget, ai.jobId, ai.maxAttempts, ai.provider, ai.model] : [];
  const [outcome] = await database.query<{ counted: boolean }>(ai ? STORE_ANALYSIS_WITH_AI_REVIEW : STORE_ANALYSIS, [
    ...capacity,
    sessionId,
    row.title,
    row.platform,
    row.sessionGoal,
    row.projectContext,
    row.format,
    row.parsingMethod,
    row.messageCount,
    row.overallScore,
    row.trend,
    row.strategicAvg,
    row.tacticalAvg,
    row.cognitiveAvg,
    row.innovationAvg,
    row.contextAvg,
    row.engineVersion,
    summaryDocument,
    JSON.stringify(metadata),
    messagesDocument,
    now.toISOString(),
    ...aiValues,
  ]);
  if (!outcome?.counted) {
    // Within the characters and analyses, it was the token budget that did not fit.
    if (ai && checkCapacity(tier, await usedToday(database.db, userId, now), characters, limits).ok) throw overBudget(tier, ai.budget);
    throw await capacityExceeded(database.db, userId, tier, characters, now, limits);
  }

  const stored: StoredSession = Object.assign(toSessionSummary(row), { metadata });
  return { sessionId, body: analyzeResponse(sessionId, messagesDocument, summaryDocument, stored) };
}
