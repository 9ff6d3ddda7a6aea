import { randomUUID } from 'node:crypto';
import type { StoredSession } from '../../core/api/types';
import type { ParsedAnalysisRequest } from '../../core/api/schemas';
import type { AnalysisOptions } from '../../core/scoring/types';
import type { Settings } from '../../core/settings';
import type { Database, Statement } from '../db/client';
import { CAPACITY_UPSERT, capacityExceeded, capacityValues } from './usage';
import { toSessionSummary } from './sessions';
import { MAX_CONVERSATION_CHARACTERS, messageCharacters, type TierType } from '../../core/plans';
import { AppError } from '../errors';
import type { Scorer } from '../scoring/scorer';

const TITLE_LENGTH = 80;

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

/** A title from the request, else the first line of the person's first message. */
export function deriveTitle(req: ParsedAnalysisRequest): string {
  if (req.metadata.title) return req.metadata.title;
  const first = req.conversation.messages.find((m) => m.role === 'user') ?? req.conversation.messages[0];
  const line = (first?.content ?? '').split('\n').map((l) => l.trim()).find(Boolean) ?? '';
  if (!line) return 'Untitled conversation';
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  // Cut at a word boundary unless that would throw away most of the line (one very long word).
  return `${(atWord > TITLE_LENGTH / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Request options win; the user's settings fill the rest (spec section 3 defaults). */
export function resolveOptions(req: ParsedAnalysisRequest, settings: Settings): AnalysisOptions {
  return {
    analysisDepth: req.options.analysisDepth ?? settings.defaultAnalysisDepth,
    enablePatternDetection: req.options.enablePatternDetection ?? settings.enablePatternDetection,
    generateSuggestions: req.options.generateSuggestions ?? settings.enableSuggestions,
  };
}

/** The answer to a conversation longer than any tier may analyse at once. */
export const conversationTooLarge = () =>
  new AppError('CONVERSATION_TOO_LARGE', `The conversation is longer than ${MAX_CONVERSATION_CHARACTERS.toLocaleString('en-US')} characters. Split it and analyse the parts separately.`);

/** A stored analysis: its id, and its answer already serialised (the documents are not stringified twice). */
export interface StoredAnalysis {
  readonly sessionId: string;
  readonly json: string;
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
  now = new Date(),
): Promise<StoredAnalysis> {
  const characters = messageCharacters(req.conversation.messages);
  if (characters > MAX_CONVERSATION_CHARACTERS) throw conversationTooLarge();
  const capacity = capacityValues(userId, tier, characters, now);
  if (!capacity) throw await capacityExceeded(database.db, userId, tier, characters, now);
  const scored = await scorer.score({
    input: {
      messages: req.conversation.messages.map((m) => ({ role: m.role, content: m.content })),
      sessionGoal: req.metadata.sessionGoal ?? undefined,
      projectContext: req.metadata.projectContext ?? undefined,
    },
    options: resolveOptions(req, settings),
  });
  const sessionId = randomUUID();
  const { title: _title, sessionGoal: _goal, projectContext: _context, ...metadata } = req.metadata;
  const session = {
    id: sessionId,
    title: deriveTitle(req),
    platform: req.conversation.platform,
    sessionGoal: req.metadata.sessionGoal ?? null,
    projectContext: req.metadata.projectContext ?? null,
    format: req.metadata.format ?? null,
    parsingMethod: req.metadata.parsingMethod ?? null,
    metadata: { ...metadata, useClaudeAnalysis: req.options.useClaudeAnalysis ?? false, engine: 'local' },
  };
  const { dimensionAverages: averages } = scored;
  const [outcome] = await database.query<{ counted: boolean }>(STORE_ANALYSIS, [
    ...capacity,
    sessionId,
    session.title,
    session.platform,
    session.sessionGoal,
    session.projectContext,
    session.format,
    session.parsingMethod,
    scored.messageCount,
    scored.overallScore,
    scored.trend,
    averages.strategic,
    averages.tactical,
    averages.cognitive,
    averages.innovation,
    averages.context,
    scored.engineVersion,
    scored.summaryJson,
    JSON.stringify(session.metadata),
    scored.messagesJson,
    now.toISOString(),
  ]);
  if (!outcome?.counted) throw await capacityExceeded(database.db, userId, tier, characters, now);

  const stored: StoredSession = {
    ...toSessionSummary({
      ...session,
      userId,
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
    }),
    metadata: session.metadata,
  };
  // The answer is AnalyzeResponse ({sessionId, messages, summary, session}), assembled from the
  // documents as serialised for storage.
  return { sessionId, json: `{"sessionId":${JSON.stringify(sessionId)},"messages":${scored.messagesJson},"summary":${scored.summaryJson},"session":${JSON.stringify(stored)}}` };
}
