import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guardRoutes } from '../http/auth-guard';
import type { AiReview } from '../ai/ai-review';
import { getJob, retryFailedJob } from '../ai/jobs';
import type { Database } from '../db/client';
import type { Clock } from '../clock';

const jobParams = z.object({ id: z.uuid() });

/** /api/v1/ai-review/*: whether AI review is set up for this account, and its jobs. */
export async function aiReviewRoutes(app: FastifyInstance, { aiReview, database, clock }: { aiReview: AiReview; database: Database; clock: Clock }) {
  guardRoutes(app);

  app.get('/ai-review/config', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return aiReview.config(request.signedIn.tier);
  });

  app.get('/ai-review/jobs/:id', async (request, reply) => {
    const { id } = jobParams.parse(request.params);
    reply.header('Cache-Control', 'no-store');
    return getJob(database, request.user.id, id);
  });

  app.post('/ai-review/jobs/:id/retry', async (request) => {
    const { id } = jobParams.parse(request.params);
    await retryFailedJob(database, request.user.id, id, clock());
    aiReview.worker?.kick();
    return getJob(database, request.user.id, id);
  });
}
