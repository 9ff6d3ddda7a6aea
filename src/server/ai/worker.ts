import type { FastifyBaseLogger } from 'fastify';
import type { AiSettings } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { getSessionDetail } from '../services/sessions';
import type { ScoredMessage } from '../../core/scoring/types';
import { AiProviderError, type AiProvider } from './provider';
import { reviewConversation, type ReviewOptions } from './review';
import { cachedReview, claimJob, completeJob, failAttempt, recordProgress, type ClaimedJob } from './jobs';
import { reviewCacheKey } from './cache-key';

export interface AiReviewWorkerOptions {
  /** How often idle workers look for due jobs (a new job also wakes them at once: `kick`). */
  readonly pollMs?: number;
  /** How long a claimed job is held without progress before another process may take it. */
  readonly leaseMs?: number;
  readonly review?: Partial<ReviewOptions>;
  /** Queue only, never run (tests that look at queued jobs and their reservations). */
  readonly paused?: boolean;
}

/**
 * Runs AI review jobs in this process: at most AI_MAX_CONCURRENCY at once, each claimed from the
 * database (jobs.ts), so jobs left by a stopped process are picked up by whichever runs next.
 */
export class AiReviewWorker {
  private running = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private readonly active = new Set<Promise<void>>();
  private readonly pollMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly database: Database,
    private readonly provider: AiProvider,
    private readonly settings: AiSettings,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: AiReviewWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 2_000;
    this.leaseMs = options.leaseMs ?? Math.max(5 * 60_000, settings.timeoutMs * 4);
  }

  start(): void {
    if (this.options.paused) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops claiming and waits for the jobs in hand (a job cut off here is claimed again after its lease). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.active]);
  }

  /** Claims due jobs while there is room. */
  kick(): void {
    if (this.stopped || this.running >= this.settings.maxConcurrency) return;
    this.running++;
    const work = this.claimAndRun()
      .catch((error: unknown) => this.log.error({ err: error }, 'AI review worker could not claim a job'))
      .finally(() => {
        this.running--;
        this.active.delete(work);
      });
    this.active.add(work);
  }

  private async claimAndRun(): Promise<void> {
    const job = await claimJob(this.database, this.clock(), this.leaseMs);
    if (!job) return;
    // One claimed: there may be more waiting.
    queueMicrotask(() => this.kick());
    await this.run(job);
  }

  private async run(job: ClaimedJob): Promise<void> {
    try {
      const detail = await getSessionDetail(this.database.db, job.userId, job.sessionId);
      const messages: ScoredMessage[] = detail.messages.flatMap((m) => (m.scores[0] ? [{ index: m.index, role: m.role, content: m.content, score: m.scores[0] }] : []));
      // An identical conversation reviewed by the same model under the same rubric: nothing is sent.
      const key = reviewCacheKey({ messages, ...detail.metadata, engineVersion: detail.session.engineVersion }, this.provider);
      const cached = await cachedReview(this.database, key);
      if (cached) {
        await completeJob(this.database, job, { ...cached, inputTokens: 0, outputTokens: 0, costUsd: cached.costUsd === null ? null : 0, cached: true }, this.clock());
        return;
      }
      const result = await reviewConversation(this.provider, { messages, ...detail.metadata }, {
        prices: this.settings.prices,
        ...this.options.review,
        onProgress: (judgments, total) => recordProgress(this.database, job, judgments, total, this.clock(), this.leaseMs),
      });
      // A review where the model failed for some messages is not kept for others.
      await completeJob(this.database, job, result, this.clock(), result.fallbackCount === 0 ? key : null);
    } catch (error) {
      const retryable = error instanceof AiProviderError ? error.retryable : false;
      const message = error instanceof Error ? error.message : String(error);
      // Never the key: provider errors carry status and message only.
      this.log.warn({ jobId: job.id, attempt: job.attempts, retryable, error: message }, 'AI review attempt failed');
      await failAttempt(this.database, job, message, retryable, this.clock());
    }
  }
}
