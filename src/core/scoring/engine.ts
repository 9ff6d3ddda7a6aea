/**
 * Engine entry point: one linear pass over the messages (features, scores, better moves re-scored in
 * place), then conversation-level numbers. Pure and deterministic: same input, same output.
 *
 * Options (spec section 3 "Analysis request"):
 * - analysisDepth 'quick': message scores, stats and trend only (no key moments, patterns, insights);
 *   'standard': everything the switches allow; 'deep': also each message's signal breakdown and the
 *   re-scored better move.
 * - enablePatternDetection: patterns (and their insights) are computed only when on.
 * - generateSuggestions: better moves are written only when on.
 */
import { bandFor, LOW_SCORE_THRESHOLD } from '../bands';
import { buildBetterMove, replyTopic } from './better-move';
import { aggregateStats, conversationScore, dimensionAverages, keyMoments } from './conversation';
import { commitFeatures, computeFeatures, newFeatureState } from './features';
import { isContextMaster, isLowScoreAlert } from './context-levels';
import { buildInsights } from './insights';
import { evaluateMessage, signalReports } from './message';
import { detectPatterns, type PatternInput } from './patterns';
import type { AnalysisInput, AnalysisOptions, AnalysisResult, ScoredMessage } from './types';
import { ENGINE_VERSION } from './version';

export const DEFAULT_ANALYSIS_OPTIONS: Readonly<AnalysisOptions> = Object.freeze({
  analysisDepth: 'standard',
  enablePatternDetection: true,
  generateSuggestions: true,
});

/** Better moves are offered for user messages under this score (the results "low" filter, spec section 2). */
export const BETTER_MOVE_BELOW = LOW_SCORE_THRESHOLD;

export function analyzeConversation(input: AnalysisInput, options: Partial<AnalysisOptions> = {}): AnalysisResult {
  const opts: AnalysisOptions = { ...DEFAULT_ANALYSIS_OPTIONS, ...options };
  const deep = opts.analysisDepth === 'deep';
  const state = newFeatureState(input.sessionGoal ?? '', input.projectContext ?? '');
  const messages: ScoredMessage[] = [];
  const forPatterns: PatternInput[] = [];
  let previousReplyTopic: string | undefined;
  let weakUser = 0;
  const patternsOn = opts.analysisDepth !== 'quick' && opts.enablePatternDetection;

  input.messages.forEach((m, index) => {
    const features = computeFeatures(m.role, m.content, index, state);
    const ev = evaluateMessage(features);
    let betterMove: string | null = null;
    let betterMoveScore: number | undefined;
    if (m.role === 'user' && ev.score.overall < BETTER_MOVE_BELOW) {
      weakUser++;
      if (opts.generateSuggestions) {
        betterMove = buildBetterMove(m.content, features, ev.signals, { sessionGoal: input.sessionGoal, previousReplyTopic });
        // Re-scored against the same state: the same place in the conversation, no state copy needed.
        if (deep) betterMoveScore = evaluateMessage(computeFeatures('user', betterMove, index, state)).score.overall;
      }
    }
    commitFeatures(state, features);
    // Read from the scan now: its word lists are reused by the next message's scan.
    if (m.role === 'assistant' && opts.generateSuggestions) previousReplyTopic = replyTopic(features.scan);
    const score = ev.score;
    score.betterMove = betterMove;
    const scored: ScoredMessage = { index, role: m.role, content: m.content, score };
    if (deep) {
      scored.signals = signalReports(ev.signals);
      if (betterMoveScore !== undefined) scored.betterMoveScore = betterMoveScore;
    }
    messages.push(scored);
    if (patternsOn) {
      const { role, index: at, words, firstAskOverlap, hasGoal, goalOverlap, repeatSimilarity } = features;
      forPatterns.push({ features: { role, index: at, words, firstAskOverlap, hasGoal, goalOverlap, repeatSimilarity }, overall: ev.score.overall });
    }
  });

  const averages = dimensionAverages(messages);
  const stats = aggregateStats(messages, messages.length, averages);
  const userMessages = messages.filter((m) => m.role === 'user');
  const userScore = userMessages.length ? conversationScore(userMessages.map((m) => m.score.overall)) : null;
  const overallScore = conversationScore(messages.map((m) => m.score.overall));
  const band = bandFor(overallScore);
  const quick = opts.analysisDepth === 'quick';
  const moments = quick ? [] : keyMoments(messages);
  const patterns = quick || !opts.enablePatternDetection ? [] : detectPatterns(forPatterns);
  const userDimensions = userMessages.length ? dimensionAverages(userMessages) : null;
  const insights = quick ? [] : buildInsights({ stats, userDimensions, userScore, patterns, keyMoments: moments, weakUserMessages: weakUser });

  return {
    engineVersion: ENGINE_VERSION,
    summary: {
      engineVersion: ENGINE_VERSION,
      overallScore,
      userScore,
      classification: band.classification,
      chessNotation: band.symbol,
      stats,
      dimensionAverages: averages,
      keyMoments: moments,
      patterns,
      insights,
      lowScoreAlerts: messages.filter((m) => isLowScoreAlert(m.score.overall)).map((m) => m.index),
      contextMasters: messages.filter((m) => isContextMaster(m.score.dimensions.context)).map((m) => m.index),
      options: opts,
    },
    messages,
  };
}
