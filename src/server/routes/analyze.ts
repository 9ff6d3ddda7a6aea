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

/** /api/v1/analyze*: analyse and store, score a draft, parse on the server, today's usage. */
export async function analyzeRoutes(
  app: FastifyInstance,
  { database, scorer, limits, clock, aiReview }: { database: Database; scorer: Scorer; limits: TierLimits; clock: Clock; aiReview: AiReview },
) {
  const { db } = database;
  guardRoutes(app);

  app.post('/analyze', async (request, reply) => {
    const req = analysisRequestSchema.parse(request.body);
    const stored = await analyzeAndStore(database, scorer, request.user.id, req, request.signedIn, clock(), limits);
    // The local review answers at once; with the switch on, a Pro account's AI review follows as a job.
    // Nothing reaches the provider unless the person turned the switch on and may use it.
    if (req.options.useClaudeAnalysis !== true) return reply.type('application/json; charset=utf-8').send(stored.body);
    const ticket = await aiReview.request(request.user.id, request.signedIn.tier, stored.sessionId);
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

  // AI parsing is a later, optional feature; until a provider is configured the local parser answers
  // and says so in `method`.
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
    return {
      result: { messages: parsed.messages, confidence: parsed.detection.confidence, method: 'local' as const },
      detection: parsed.detection,
      method: 'local' as const,
      // Whether the text can be analysed as a conversation: the paste screen's and the CLI's rule.
      verdict: conversationVerdict(parsed),
    };
  });

  app.get('/analyze/usage-stats', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return getUsageStats(db, request.user.id, request.signedIn.tier, clock(), limits);
  });
}
