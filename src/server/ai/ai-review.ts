import type { FastifyBaseLogger } from 'fastify';
import { AI_REVIEW_NOT_CONFIGURED, AI_REVIEW_PRO_ONLY, type AiReviewConfigResponse, type AiReviewTicket } from '../../core/api/ai-review';
import type { TierType } from '../../core/plans';
import type { AiSettings } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { createAiProvider, type AiProvider } from './provider';
import { AiReviewWorker, type AiReviewWorkerOptions } from './worker';
import { enqueueReview } from './jobs';


/** Tiers whose analyses may go to the provider (spec: "AI assistant for Pro accounts"). */
const AI_TIERS: ReadonlySet<TierType> = new Set(['pro', 'enterprise']);

export function aiReviewAllowed(tier: TierType): boolean {
  return AI_TIERS.has(tier);
}

/**
 * AI review as the rest of the server sees it: whether it is set up, who may use it, and queueing a
 * stored session for review. Null settings make every answer "not set up" and nothing is ever sent.
 */
export class AiReview {
  readonly worker: AiReviewWorker | null;
  private readonly provider: AiProvider | null;

  constructor(
    private readonly database: Database,
    private readonly settings: AiSettings | null,
    private readonly clock: Clock,
    log: FastifyBaseLogger,
    options: { provider?: AiProvider; worker?: AiReviewWorkerOptions } = {},
  ) {
    this.provider = settings ? (options.provider ?? createAiProvider(settings)) : null;
    this.worker = settings && this.provider ? new AiReviewWorker(database, this.provider, settings, clock, log, options.worker) : null;
  }

  config(tier: TierType): AiReviewConfigResponse {
    const configured = this.settings !== null;
    const allowed = configured && aiReviewAllowed(tier);
    return {
      configured,
      provider: this.settings?.provider ?? null,
      model: this.settings?.model ?? null,
      allowed,
      reason: !configured ? AI_REVIEW_NOT_CONFIGURED : allowed ? null : AI_REVIEW_PRO_ONLY,
    };
  }

  /** Queues the AI review of a stored session when the person asked for it and may have it. */
  async request(userId: string, tier: TierType, sessionId: string): Promise<AiReviewTicket> {
    const { allowed, reason } = this.config(tier);
    if (!allowed || !this.settings) return { jobId: null, reason: reason ?? AI_REVIEW_NOT_CONFIGURED };
    const jobId = await enqueueReview(this.database, { userId, sessionId, provider: this.settings.provider, model: this.settings.model }, this.clock());
    this.worker?.kick();
    return { jobId, state: 'pending' };
  }
}
