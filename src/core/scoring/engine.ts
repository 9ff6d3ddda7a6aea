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
import { buildBetterMove, confirmedGuess, laterDetail, replyTopic, writesFor } from './better-move';
import { newFacts, noteFacts, type ConversationFacts } from './conversation-facts';
import { confirmsSuccess } from './success';
import { aggregateStats, conversationScore, dimensionAverages, keyMoments } from './conversation';
import { commitFeatures, computeFeatures, newFeatureState } from './features';
import { isContextMaster, isLowScoreAlert } from './context-levels';
import { buildInsights } from './insights';
import { ASKING_USER_KINDS, bookMove, evaluateMessage, FIRST_PLACE, signalReports } from './message';
import { isCourtesyReply } from './kinds';
import { detectPatterns, type PatternInput } from './patterns';
import type { AnalysisInput, AnalysisOptions, AnalysisResult, ScoredMessage } from './types';
import { resultsTrend } from './trend';
import { endsWithQuestionMark } from './text';
import { straightQuotes } from './typography';
import { ENGINE_VERSION } from './version';

export const DEFAULT_ANALYSIS_OPTIONS: Readonly<AnalysisOptions> = Object.freeze({
  analysisDepth: 'standard',
  enablePatternDetection: true,
  generateSuggestions: true,
});

/** Better moves are offered for user messages under this score (the results "low" filter, spec section 2). */
export const BETTER_MOVE_BELOW = LOW_SCORE_THRESHOLD;
/** A better move must score at least this much higher in the same place (issue 14's property). */
export const BETTER_MOVE_GAIN = 10;
const BETTER_MOVE_DEPTHS = [0, 1, 2] as const;
/**
 * An ask weak enough to get a better move: a clarifying question is then the right reply. The review
 * cannot tell the person their ask lacked its purpose and shape and then fault the assistant for asking
 * about them ("can you help me write a speech" → "What is the occasion, who is the audience…?"). Was the
 * Mistake band's top (40) until 2.7.0: at 60, preferred-shorter replies 52.8 → 54.6% (odd) and 42.4 →
 * 44.6% (even), hh-helpful 68.7 → 68.8% (odd) and 61.7 → 60.8% (even).
 */
export const VAGUE_ASK_BELOW = BETTER_MOVE_BELOW;
/** A reply to a courtesy this short, that is itself a pleasantry, is a courtesy too. */
export const COURTESY_REPLY_WORDS = 25;

/** A message that counts in the figures (book moves do not; older stored results lack the flag). */
export const isRated = (m: ScoredMessage): boolean => m.score.rated !== false;

/** The input as the engine reads it: the same messages, goal and context with straight quotes. */
function readable(input: AnalysisInput): AnalysisInput {
  return {
    ...input,
    messages: input.messages.map((m) => ({ ...m, content: straightQuotes(m.content) })),
    sessionGoal: input.sessionGoal === undefined ? undefined : straightQuotes(input.sessionGoal),
    projectContext: input.projectContext === undefined ? undefined : straightQuotes(input.projectContext),
  };
}

export function analyzeConversation(written: AnalysisInput, options: Partial<AnalysisOptions> = {}): AnalysisResult {
  const opts: AnalysisOptions = { ...DEFAULT_ANALYSIS_OPTIONS, ...options };
  // The engine reads curly quotes as straight ones (typography.ts); the results keep each message as written.
  const input = readable(written);
  const deep = opts.analysisDepth === 'deep';
  const state = newFeatureState(input.sessionGoal ?? '', input.projectContext ?? '');
  const messages: ScoredMessage[] = [];
  const forPatterns: PatternInput[] = [];
  let previousReplyTopic: string | undefined;
  let lastAsk = '';
  let afterCourtesy = false;
  let lastAskWeak = false;
  let lastReplyAsked = false;
  let lastReply = '';
  let lastUserControl = false;
  let lastUserCorrection = false;
  // The person's last message asked for something: a statement after the reply may supply its details.
  let taskOpen = false;
  let weakUser = 0;
  // Names, versions, files and errors mentioned so far: a better move fills its gaps from them.
  // Only better moves read them (a few per conversation), so the messages are read for facts when a
  // move is first built, up to the message being rewritten, in order: the facts any move sees are
  // the same as noting every message as it passes, without reading the messages after the last move
  // (~5 % of a cold 1,000-message analysis with TurboFan off, as bin/kibitz.js runs it; decision 0037).
  const earlierFacts = newFacts(input.sessionGoal ?? '', input.projectContext ?? '');
  let factsNoted = 0;
  const factsBefore = (index: number): ConversationFacts => {
    for (; factsNoted < index; factsNoted++) {
      const seen = input.messages[factsNoted]!;
      // The person's own words name their tools and errors; a reply's opening is read too (it often names the language).
      noteFacts(earlierFacts, seen.role === 'user' ? seen.content : seen.content.slice(0, 600));
    }
    return earlierFacts;
  };
  const patternsOn = opts.analysisDepth !== 'quick' && opts.enablePatternDetection;

  input.messages.forEach((m, index) => {
    const features = computeFeatures(m.role, m.content, index, state);
    const taskOpenBefore = taskOpen;
    let ev = evaluateMessage(features, { lastAsk: m.role === 'assistant' ? lastAsk : '', lastAskWeak, answersQuestion: m.role === 'user' && lastReplyAsked, taskOpen: taskOpenBefore, previousReply: m.role === 'assistant' ? lastReply : '', afterControl: m.role === 'assistant' && lastUserControl, afterCorrection: m.role === 'assistant' && lastUserCorrection });
    // "You're welcome!" after a thank-you is a courtesy too: the exchange of pleasantries is not graded.
    if (m.role === 'assistant' && afterCourtesy && features.words <= COURTESY_REPLY_WORDS && isCourtesyReply(m.content)) ev = bookMove(features, 'courtesy');
    if (m.role === 'assistant') {
      lastReplyAsked = endsWithQuestionMark(m.content);
      lastReply = m.content;
    }
    if (m.role === 'user') {
      // A control move ("shorter please", "continue") asks for the last answer again: the reply still
      // answers the ask before it, so that ask stays the one its words are read against.
      lastUserControl = ev.score.kind === 'control';
      lastUserCorrection = ev.score.kind === 'correction';
      if (ev.score.kind !== 'control') {
        lastAsk = m.content;
        lastAskWeak = ev.score.rated !== false && ev.score.overall < VAGUE_ASK_BELOW;
      }
      afterCourtesy = ev.score.kind === 'courtesy';
      // A courtesy or control move leaves the task as it was; anything else opens or continues one.
      if (ev.score.rated !== false) taskOpen = ASKING_USER_KINDS.has(ev.score.kind ?? '') || taskOpen;
    }
    let betterMove: string | null = null;
    let betterMoveScore: number | undefined;
    // Book moves (courtesies, control moves) are not rated and get no better move.
    if (m.role === 'user' && ev.score.rated !== false && ev.score.overall < BETTER_MOVE_BELOW) {
      weakUser++;
      // A harmful ask gets no better move: the better move there is not to ask.
      // A message in another script gets none either: the moves are written in English (writesFor).
      if (opts.generateSuggestions && features.harm === 0 && !features.harmContext && writesFor(m.content)) {
        // What the conversation says around the message is read once, not at each depth.
        const next = input.messages[index + 1];
        const answer = input.messages[index + 2];
        const later = next?.role === 'assistant' && answer?.role === 'user' ? laterDetail(next.content, answer.content) ?? confirmedGuess(next.content, answer.content) : undefined;
        const previous = input.messages[index - 1];
        // Like an engine's search: the plain repair first, then fuller ones, until one is clearly better.
        for (const depth of BETTER_MOVE_DEPTHS) {
          const candidate = buildBetterMove(m.content, features, ev, {
            sessionGoal: input.sessionGoal,
            previousReplyTopic,
            earlier: factsBefore(index),
            depth,
            laterDetail: later,
            previousReply: previous?.role === 'assistant' ? previous.content : undefined,
            nextReply: next?.role === 'assistant' ? next.content : undefined,
          });
          // No task to strengthen: no move at any depth.
          if (!candidate) break;
          const score = evaluateMessage(computeFeatures('user', candidate, index, state), { ...FIRST_PLACE, answersQuestion: lastReplyAsked, taskOpen: taskOpenBefore }).rawOverall;
          // Offered only when clearly better in the same place: a move that is not better is no better move.
          if (score >= ev.rawOverall + BETTER_MOVE_GAIN) {
            betterMove = candidate;
            if (deep) betterMoveScore = Math.round(score);
            break;
          }
        }
      }
    }
    commitFeatures(state, features);
    // Read from the scan now: its word lists are reused by the next message's scan.
    if (m.role === 'assistant' && opts.generateSuggestions) previousReplyTopic = replyTopic(features.scan);
    const score = ev.score;
    score.betterMove = betterMove;
    const scored: ScoredMessage = { index, role: m.role, content: written.messages[index]!.content, score };
    if (deep) {
      scored.signals = signalReports(ev.signals);
      if (betterMoveScore !== undefined) scored.betterMoveScore = betterMoveScore;
    }
    messages.push(scored);
    if (patternsOn && ev.score.rated !== false) {
      const { role, index: at, words, firstAskOverlap, hasGoal, goalOverlap, repeatSimilarity } = features;
      forPatterns.push({ features: { role, index: at, words, firstAskOverlap, hasGoal, goalOverlap, repeatSimilarity }, overall: ev.score.overall });
    }
  });

  // Every figure is formed from the rated messages: book moves are shown but left out (docs/scoring.md).
  const rated = messages.filter(isRated);
  const stats = aggregateStats(rated, messages.length);
  stats.completedAnalysis = messages.length;
  // A conversation the person says worked is a success, whatever the last few scores did.
  const reachedGoal = confirmsSuccess(messages);
  if (reachedGoal && stats.trend === 'declining') stats.trend = 'stable';
  const userMessages = rated.filter((m) => m.role === 'user');
  const userScore = userMessages.length ? conversationScore(userMessages.map((m) => m.score.overall)) : null;
  const overallScore = conversationScore(rated.map((m) => m.score.overall));
  const band = bandFor(overallScore);
  const quick = opts.analysisDepth === 'quick';
  const moments = quick ? [] : keyMoments(rated);
  const patterns = quick || !opts.enablePatternDetection ? [] : detectPatterns(forPatterns).filter((p) => !(reachedGoal && (p.kind === 'late-fatigue' || p.kind === 'goal-drift')));
  // "Your averages by dimension" are the person's own rated messages (all of them when there are none).
  const averages = dimensionAverages(userMessages.length ? userMessages : rated);
  const insights = quick
    ? []
    : buildInsights({ stats, userTrend: resultsTrend(userMessages.map((m) => m.score.overall)), userDimensions: userMessages.length ? averages : null, userScore, userMessages: userMessages.length, contextRated: userMessages.some((m) => m.index > 0), patterns, keyMoments: moments, weakUserMessages: weakUser, reachedGoal });

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
      lowScoreAlerts: rated.filter((m) => isLowScoreAlert(m.score.overall)).map((m) => m.index),
      contextMasters: rated.filter((m) => isContextMaster(m.score.dimensions.context)).map((m) => m.index),
      options: opts,
    },
    messages,
  };
}
