import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guardRoutes } from '../http/auth-guard';
import type { AiReview } from '../ai/ai-review';
import { getJob, listOpenJobs, retryFailedJob } from '../ai/jobs';
import type { Database } from '../db/client';
import type { Clock } from '../clock';

const jobParams = z.object({ id: z.uuid() });

/** How often a live-progress stream re-reads its job (any process may be running it, so the database is the source). */
export const JOB_EVENTS_POLL_MS = 500;
const finished = (state: string) => state === 'done' || state === 'failed';

/** /api/v1/ai-review/*: whether AI review is set up for this account, and its jobs. */
export async function aiReviewRoutes(app: FastifyInstance, { aiReview, database, clock }: { aiReview: AiReview; database: Database; clock: Clock }) {
  guardRoutes(app);

  app.get('/ai-review/config', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return aiReview.config(request.signedIn.tier);
  });

  // The dashboard's list: reviews still running or failed (a done review is on its session).
  app.get('/ai-review/jobs', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listOpenJobs(database, request.user.id);
  });

  app.get('/ai-review/jobs/:id', async (request, reply) => {
    const { id } = jobParams.parse(request.params);
    reply.header('Cache-Control', 'no-store');
    return getJob(database, request.user.id, id);
  });

  // Live progress as server-sent events: `event: job` with the job whenever it changes, until it is
  // done or failed (the web falls back to polling the GET above where EventSource is unavailable).
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get('/ai-review/jobs/:id/events', async (request, reply) => {
    const { id } = jobParams.parse(request.params);
    let job = await getJob(database, request.user.id, id);
    reply.hijack();
    const raw = reply.raw;
    // Hijacked: the headers set so far (request id, security headers) are written here by hand.
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
    raw.writeHead(200, { ...headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
    let ended = false;
    const end = () => void (ended = true);
    open.add(end);
    raw.on('close', end);
    try {
      let last = '';
      for (;;) {
        const text = JSON.stringify(job);
        if (text !== last) raw.write(`event: job\ndata: ${text}\n\n`);
        last = text;
        if (finished(job.state) || ended) break;
        await new Promise((resolve) => setTimeout(resolve, JOB_EVENTS_POLL_MS));
        if (ended) break;
        job = await getJob(database, request.user.id, id);
      }
    } catch (error) {
      request.log.warn({ err: error }, 'AI review event stream stopped');
    } finally {
      open.delete(end);
      raw.end();
    }
  });

  app.post('/ai-review/jobs/:id/retry', async (request) => {
    const { id } = jobParams.parse(request.params);
    await retryFailedJob(database, request.user.id, id, clock());
    aiReview.worker?.kick();
    return getJob(database, request.user.id, id);
  });
}
