import type { FastifyBaseLogger } from 'fastify';
import { AI_REVIEW_NOT_CONFIGURED, AI_REVIEW_PRO_ONLY, type AiReviewConfigResponse, type AiReviewTicket } from '../../core/api/ai-review';
import type { TierType } from '../../core/plans';
import type { AiSettings } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { createAiProvider, type AiProvider } from './provider';
import { AiReviewWorker, type AiReviewWorkerOptions } from './worker';
import { AI_JOB_MAX_ATTEMPTS } from './jobs';
import { randomUUID } from 'node:crypto';
import { estimateReviewTokens } from '../../core/ai-review/budget';
import type { QueuedAiReview } from '../services/analysis';
import { smartSplit, type SmartSplit } from './smart-parse';


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

  /**
   * The AI review to queue with an analysis the person asked it for (stored in the same statement,
   * with its token reservation: services/analysis.ts), or why there is none.
   */
  plan(tier: TierType, conversation: { messages: readonly { role: string; content: string }[]; sessionGoal?: string | null; projectContext?: string | null }): { queued: QueuedAiReview } | { queued: null; ticket: AiReviewTicket } {
    const { allowed, reason } = this.config(tier);
    if (!allowed || !this.settings) return { queued: null, ticket: { jobId: null, reason: reason ?? AI_REVIEW_NOT_CONFIGURED } };
    const messages = conversation.messages.map((m, index) => ({ index, role: m.role === 'user' ? ('user' as const) : ('assistant' as const), content: m.content }));
    return {
      queued: {
        jobId: randomUUID(),
        maxAttempts: AI_JOB_MAX_ATTEMPTS,
        provider: this.settings.provider,
        model: this.settings.model,
        reserveTokens: estimateReviewTokens(messages, conversation),
        budget: this.settings.dailyTokens[tier],
      },
    };
  }

  /** Smart parsing by the model for an account that may use it; null when it may not (the local split answers). */
  async split(userId: string, tier: TierType, text: string, log: FastifyBaseLogger): Promise<SmartSplit | null> {
    if (!this.provider || !this.settings || !this.config(tier).allowed) return null;
    return smartSplit(this.database, this.provider, { userId, text, budget: this.settings.dailyTokens[tier], now: this.clock(), log });
  }

  /** After the analysis and its job are stored: the worker starts at once. */
  queued(queued: QueuedAiReview): AiReviewTicket {
    this.worker?.kick();
    return { jobId: queued.jobId, state: 'pending', provider: queued.provider, model: queued.model };
  }
}
