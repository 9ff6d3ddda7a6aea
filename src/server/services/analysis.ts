import { randomUUID } from 'node:crypto';
import type { AnalyzeResponse } from '../../core/api/types';
import type { ParsedAnalysisRequest } from '../../core/api/schemas';
import { analyzeConversation } from '../../core/scoring/index';
import type { AnalysisOptions } from '../../core/scoring/types';
import type { Settings } from '../../core/settings';
import type { AppDb } from '../db/client';
import { sql } from 'drizzle-orm';
import { analysisSession } from '../db/schema/index';
import { consumeCapacity } from './usage';
import { currentTier } from './tier';
import { getSettings } from './settings';
import type { TierType } from '../../core/plans';

const TITLE_LENGTH = 80;

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

/** What an analysis needs to know about the user, read in parallel before it starts. */
export async function analysisContext(db: AppDb, userId: string, now = new Date()): Promise<{ settings: Settings; tier: TierType }> {
  const [settings, tier] = await Promise.all([getSettings(db, userId), currentTier(db, userId, now)]);
  return { settings, tier };
}

/**
 * Scores a confirmed conversation and stores it for the user. Capacity, the session and its
 * messages are written in one transaction: on any failure nothing is kept and nothing is counted.
 */
export async function analyzeAndStore(
  db: AppDb,
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

  await db.transaction(async (tx) => {
    await consumeCapacity(tx, userId, tier, characters, now);
    await tx.insert(analysisSession).values({
      id: sessionId,
      userId,
      title: deriveTitle(req),
      platform: req.conversation.platform,
      sessionGoal: req.metadata.sessionGoal,
      projectContext: req.metadata.projectContext,
      format: req.metadata.format ?? null,
      parsingMethod: req.metadata.parsingMethod ?? null,
      messageCount: result.messages.length,
      characterCount: characters,
      overallScore: summary.overallScore,
      trend: summary.stats.trend,
      strategicAvg: summary.dimensionAverages.strategic,
      tacticalAvg: summary.dimensionAverages.tactical,
      cognitiveAvg: summary.dimensionAverages.cognitive,
      innovationAvg: summary.dimensionAverages.innovation,
      contextAvg: summary.dimensionAverages.context,
      engineVersion: result.engineVersion,
      summary,
      metadata: { ...metadata, useClaudeAnalysis: req.options.useClaudeAnalysis ?? false, engine: 'local' },
      createdAt: now,
      updatedAt: now,
    });
    // One statement, one parameter, whatever the number of messages: building a multi-row insert
    // through the query builder cost more than the whole analysis (see bench/suites/api.ts).
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
    await tx.execute(sql`
      insert into analysis_message (session_id, "index", role, content, overall, strategic, tactical, cognitive, innovation, context, classification, chess_notation, confidence, explanation, better_move)
      select session_id, "index", role, content, overall, strategic, tactical, cognitive, innovation, context, classification, chess_notation, confidence, explanation, better_move
      from jsonb_populate_recordset(null::analysis_message, ${JSON.stringify(rows)}::jsonb)`);
  });

  return { sessionId, messages: result.messages, summary };
}
