import type { FastifyInstance } from 'fastify';
import { analysisRequestSchema, enhancedParseSchema, quickAnalysisSchema } from '../../core/api/schemas';
import { conversationVerdict, parseConversation } from '../../core/conversation/index';
import { analyzeConversation } from '../../core/scoring/index';
import type { Database } from '../db/client';
import { guardRoutes } from '../http/auth-guard';
import { analyzeAndStore, conversationTooLarge, resolveOptions, withField } from '../services/analysis';
import { getUsageStats, requireRoomToday } from '../services/usage';
import { messageCharacters, parseRequestCharacters } from '../../core/plans';
import { getSessionDetail } from '../services/sessions';
import type { Scorer } from '../scoring/scorer';
import type { TierLimits } from '../../core/billing/limits';
import type { Clock } from '../clock';
import type { AiReview } from '../ai/ai-review';
import { SMART_PARSE_CONFIDENCE } from '../ai/smart-parse';

/** /api/v1/analyze*: analyse and store, score a draft, parse on the server, today's usage. */
export async function analyzeRoutes(
  app: FastifyInstance,
  { database, scorer, limits, clock, aiReview }: { database: Database; scorer: Scorer; limits: TierLimits; clock: Clock; aiReview: AiReview },
) {
  const { db } = database;
  guardRoutes(app);

  app.post('/analyze', async (request, reply) => {
    const req = analysisRequestSchema.parse(request.body);
    // The local review answers at once; with the switch on, a Pro account's AI review follows as a
    // job, queued (and its tokens reserved) in the statement that stores the analysis. Nothing
    // reaches the provider unless the person turned the switch on and may use it.
    if (req.options.useClaudeAnalysis !== true) {
      const stored = await analyzeAndStore(database, scorer, request.user.id, req, request.signedIn, clock(), limits);
      return reply.type('application/json; charset=utf-8').send(stored.body);
    }
    const plan = aiReview.plan(request.signedIn.tier, { messages: req.conversation.messages, sessionGoal: req.metadata.sessionGoal, projectContext: req.metadata.projectContext });
    const stored = await analyzeAndStore(database, scorer, request.user.id, req, request.signedIn, clock(), limits, plan.queued);
    const ticket = plan.queued ? aiReview.queued(plan.queued) : plan.ticket;
    return reply.type('application/json; charset=utf-8').send(withField(stored.body, 'aiReview', ticket));
  });

  // Spec section 7 lists POST /sessions/save; it stores a conversation like /analyze (the server
  // always scores it itself: scores sent by a client are never trusted) and answers the session.
  app.post('/sessions/save', async (request, reply) => {
    const req = analysisRequestSchema.parse(request.body);
    const { sessionId } = await analyzeAndStore(database, scorer, request.user.id, req, request.signedIn, clock(), limits);
    const detail = await getSessionDetail(db, request.user.id, sessionId);
    return reply.status(201).send({ sessionId, session: detail.session });
  });

  app.post('/analyze/quick', async (request) => {
    const { message, context } = quickAnalysisSchema.parse(request.body);
    const previous = context.previousMessages ?? [];
    await requireRoomToday(db, request.user.id, request.signedIn.tier, message.length + messageCharacters(previous), clock(), limits);
    const options = resolveOptions({ options: {} } as Parameters<typeof resolveOptions>[0], request.signedIn.settings);
    const result = analyzeConversation(
      { messages: [...previous, { role: 'user', content: message }], sessionGoal: context.sessionGoal ?? undefined, projectContext: context.projectContext ?? undefined },
      { ...options, analysisDepth: 'quick' },
    );
    const scored = result.messages[result.messages.length - 1]!;
    return { index: scored.index, score: scored.score, engineVersion: result.engineVersion };
  });

  // Smart parsing: the local parser answers; for a Pro account on a server with a provider, the
  // model splits the paste when the local parser is unsure (confidence < 0.5) or when asked
  // (forceHaiku), and its split is used only if every message's text is in the paste.
  app.post('/analyze/enhanced', async (request) => {
    const { text, options } = enhancedParseSchema.parse(request.body);
    // Charged as the paste screen charges it: plain text by its length (checked before parsing,
    // so an over-long paste costs nothing), an export file by its messages' characters.
    const { tier } = request.signedIn;
    const exportLike = /^\s*[[{]/.test(text);
    if (!exportLike) await requireRoomToday(db, request.user.id, tier, text.length, clock(), limits);
    const parsed = parseConversation(text, { platform: options.expectedPlatform ?? 'auto' });
    if (parsed.error) throw conversationTooLarge();
    if (exportLike) await requireRoomToday(db, request.user.id, tier, parseRequestCharacters(text, parsed), clock(), limits);
    const unsure = parsed.detection.confidence < SMART_PARSE_CONFIDENCE;
    const ai = options.forceHaiku === true || unsure ? await aiReview.split(request.user.id, tier, text, request.log) : null;
    if (ai?.method === 'ai') {
      // A split that passed the check is the paste's own text: the local parser's doubt no longer applies.
      const split = { ...parsed, messages: ai.messages, detection: { ...parsed.detection, confidence: 1 } };
      return {
        result: { messages: ai.messages, confidence: parsed.detection.confidence, method: 'ai' as const },
        detection: { ...parsed.detection, messageCount: ai.messages.length },
        method: 'ai' as const,
        notice: null,
        verdict: conversationVerdict(split),
      };
    }
    return {
      result: { messages: parsed.messages, confidence: parsed.detection.confidence, method: 'local' as const },
      detection: parsed.detection,
      method: 'local' as const,
      // Why the model's split is not used, when it was asked for one.
      notice: ai?.notice ?? null,
      // Whether the text can be analysed as a conversation: the paste screen's and the CLI's rule.
      verdict: conversationVerdict(parsed),
    };
  });

  app.get('/analyze/usage-stats', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return getUsageStats(db, request.user.id, request.signedIn.tier, clock(), limits);
  });
}
