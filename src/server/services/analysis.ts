import { randomUUID } from 'node:crypto';
import type { AnalyzeResponse } from '../../core/api/types';
import type { ParsedAnalysisRequest } from '../../core/api/schemas';
import { analyzeConversation } from '../../core/scoring/index';
import type { AnalysisOptions } from '../../core/scoring/types';
import type { Settings } from '../../core/settings';
import type { Database, Statement } from '../db/client';
import { CAPACITY_UPSERT, capacityExceeded, capacityValues } from './usage';
import { toSessionSummary } from './sessions';
import type { TierType } from '../../core/plans';

const TITLE_LENGTH = 80;

/** Capacity ($1…$5, see CAPACITY_UPSERT), the session ($6) and its messages ($7) in one statement. */
const STORE_ANALYSIS: Statement = {
  name: 'kibitz_store_analysis',
  text: `with counted as (${CAPACITY_UPSERT}),
    stored_session as (
      insert into analysis_session
      select * from jsonb_populate_record(null::analysis_session, $6::jsonb)
      where exists (select 1 from counted)
      returning id),
    stored_messages as (
      insert into analysis_message
      select * from jsonb_populate_recordset(null::analysis_message, $7::jsonb)
      where exists (select 1 from stored_session)
      returning 1)
    select exists (select 1 from counted) as counted, (select count(*) from stored_messages) as messages`,
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

/** The size an analysis costs: the characters of its messages. */
export const analysisCharacters = (req: ParsedAnalysisRequest) => req.conversation.messages.reduce((n, m) => n + m.content.length, 0);

/**
 * Scores a confirmed conversation and stores it for the user. Capacity, the session and its
 * messages are written in one statement: on any failure nothing is kept and nothing is counted.
 */
export async function analyzeAndStore(
  database: Database,
  userId: string,
  req: ParsedAnalysisRequest,
  { settings, tier }: { settings: Settings; tier: TierType },
  now = new Date(),
): Promise<AnalyzeResponse> {
  const options = resolveOptions(req, settings);
  const input = {
    messages: req.conversation.messages.map((m) => ({ role: m.role, content: m.content })),
    sessionGoal: req.metadata.sessionGoal ?? undefined,
    projectContext: req.metadata.projectContext ?? undefined,
  };
  const result = analyzeConversation(input, options);
  const { summary } = result;
  const sessionId = randomUUID();
  const characters = analysisCharacters(req);
  const { title: _title, sessionGoal: _goal, projectContext: _context, ...metadata } = req.metadata;

  const capacity = capacityValues(userId, tier, characters, now);
  if (!capacity) throw await capacityExceeded(database.db, userId, tier, characters, now);
  const rows = result.messages.map((m) => ({
    session_id: sessionId,
    index: m.index,
    role: m.role,
    content: m.content,
    overall: m.score.overall,
    strategic: m.score.dimensions.strategic,
    tactical: m.score.dimensions.tactical,
    cognitive: m.score.dimensions.cognitive,
    innovation: m.score.dimensions.innovation,
    context: m.score.dimensions.context,
    classification: m.score.classification,
    chess_notation: m.score.chessNotation,
    confidence: m.score.confidence,
    explanation: m.score.explanation,
    better_move: m.score.betterMove,
  }));
  const session = {
    id: sessionId,
    user_id: userId,
    title: deriveTitle(req),
    platform: req.conversation.platform,
    session_goal: req.metadata.sessionGoal,
    project_context: req.metadata.projectContext,
    format: req.metadata.format ?? null,
    parsing_method: req.metadata.parsingMethod ?? null,
    message_count: result.messages.length,
    character_count: characters,
    overall_score: summary.overallScore,
    trend: summary.stats.trend,
    strategic_avg: summary.dimensionAverages.strategic,
    tactical_avg: summary.dimensionAverages.tactical,
    cognitive_avg: summary.dimensionAverages.cognitive,
    innovation_avg: summary.dimensionAverages.innovation,
    context_avg: summary.dimensionAverages.context,
    engine_version: result.engineVersion,
    summary,
    metadata: { ...metadata, useClaudeAnalysis: req.options.useClaudeAnalysis ?? false, engine: 'local' },
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  // ONE statement counts the capacity and writes the session and its messages: a statement is
  // atomic, so on any failure nothing is kept and nothing is counted, and it costs one round trip
  // instead of a five-step transaction (see bench/suites/api.ts). Rows travel as one jsonb each.
  const [outcome] = await database.query<{ counted: boolean }>(STORE_ANALYSIS, [...capacity, JSON.stringify(session), JSON.stringify(rows)]);
  if (!outcome?.counted) throw await capacityExceeded(database.db, userId, tier, characters, now);

  const stored = toSessionSummary({
    id: sessionId,
    userId,
    title: session.title,
    platform: session.platform,
    sessionGoal: session.session_goal,
    projectContext: session.project_context,
    format: session.format,
    parsingMethod: session.parsing_method,
    messageCount: session.message_count,
    characterCount: characters,
    overallScore: session.overall_score,
    trend: session.trend,
    strategicAvg: session.strategic_avg,
    tacticalAvg: session.tactical_avg,
    cognitiveAvg: session.cognitive_avg,
    innovationAvg: session.innovation_avg,
    contextAvg: session.context_avg,
    engineVersion: session.engine_version,
    summary,
    metadata: session.metadata,
    createdAt: now,
    updatedAt: now,
  });
  return { sessionId, messages: result.messages, summary, session: { ...stored, metadata: session.metadata } };
}
