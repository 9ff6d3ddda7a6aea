import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_ATTEMPT_CHARACTERS, PRACTICE_ATTEMPTS_PER_MINUTE } from '../../core/practice/index';
import { OPEN_MOMENTS_MAX_SESSIONS } from '../../core/practice/api';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { guardRoutes } from '../http/auth-guard';
import { openMoments, practiceMomentDetail, practiceOverview, practicePlan, revealMoment, submitAttempt } from '../services/practice';

const sessionParams = z.object({ id: z.string() });
const momentParams = z.object({ id: z.string(), index: z.string() });
const attemptBody = z.object({
  text: z
    .string()
    .max(MAX_ATTEMPT_CHARACTERS)
    .transform((s) => s.split('\u0000').join('').trim())
    .refine((s) => s.length > 0, 'Write your new version first'),
});

/** ?ids=a,b,c: the session ids of the rows on screen. Ids no session has are simply not found. */
const openQuery = z.object({
  ids: z
    .string()
    .max(OPEN_MOMENTS_MAX_SESSIONS * 101)
    .transform((s) => [...new Set(s.split(',').filter(Boolean))])
    .refine((ids) => ids.length <= OPEN_MOMENTS_MAX_SESSIONS, `At most ${OPEN_MOMENTS_MAX_SESSIONS} sessions`)
    .refine((ids) => ids.every((id) => id.length <= 100 && !id.includes('\u0000')), 'Not a session id'),
});

function sessionIdOf(raw: unknown): string {
  const { id } = sessionParams.parse(raw);
  if (id.length === 0 || id.length > 100 || id.includes('\u0000')) throw notFound('Session');
  return id;
}
function momentOf(raw: unknown): { id: string; index: number } {
  const { index } = momentParams.parse(raw);
  if (!/^\d{1,6}$/.test(index)) throw notFound('Practice moment');
  return { id: sessionIdOf(raw), index: Number(index) };
}

/**
 * Attempts per signed-in user (core/practice PRACTICE_ATTEMPTS_PER_MINUTE), counted in the database
 * like the share-link limit (routes/shares.ts): after the sign-in guard, so the key is the user.
 */
const attemptLimit = {
  rateLimit: {
    max: PRACTICE_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    groupId: 'practice-attempt',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user.id}`,
  },
};

/** /api/v1/practice*: practise the weak moves of one's own sessions (issue 18). */
export async function practiceRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;
  guardRoutes(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/practice/progress', async (request) => practiceOverview(db, request.user.id, new Date()));
  app.get('/practice/open', async (request) => openMoments(db, request.user.id, openQuery.parse(request.query).ids));
  app.get('/practice/sessions/:id', async (request) => practicePlan(db, request.user.id, sessionIdOf(request.params)));
  app.get('/practice/sessions/:id/moments/:index', async (request) => {
    const { id, index } = momentOf(request.params);
    return practiceMomentDetail(db, request.user.id, id, index);
  });
  app.post('/practice/sessions/:id/moments/:index/reveal', async (request) => {
    const { id, index } = momentOf(request.params);
    return revealMoment(db, request.user.id, id, index);
  });
  app.post('/practice/sessions/:id/moments/:index/attempts', { config: attemptLimit }, async (request, reply) => {
    const { id, index } = momentOf(request.params);
    const { text } = attemptBody.parse(request.body);
    return reply.status(201).send(await submitAttempt(db, request.user.id, id, index, text));
  });
}
