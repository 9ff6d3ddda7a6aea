/**
 * The AI review API (issue 17): which providers exist, what GET /ai-review/config answers, and the
 * shape of a finished AI review and of its job. One source for server and web.
 */
import type { DimensionScores } from '../scoring/types';

export const AI_PROVIDERS = ['anthropic', 'openai', 'openai-compatible'] as const;
export type AiProviderKind = (typeof AI_PROVIDERS)[number];

/** Why the switch is off when no provider is configured (paste screen, API). */
export const AI_REVIEW_NOT_CONFIGURED = 'AI review is not set up on this server';
/** Why a Free account cannot turn it on. */
export const AI_REVIEW_PRO_ONLY = 'AI review is part of Pro';

/** GET /api/v1/ai-review/config: whether the switch can work, and who would receive the text. */
export interface AiReviewConfigResponse {
  configured: boolean;
  /** Provider and model that receive the conversation when AI review is on; null when not configured. */
  provider: AiProviderKind | null;
  model: string | null;
  /** Whether this account may use it (Pro and Enterprise). */
  allowed: boolean;
  reason: string | null;
}

/** What POST /analyze answers about the AI review when the switch was on: a job to follow, or why there is none. */
export type AiReviewTicket = { jobId: string; state: 'pending'; provider: AiProviderKind; model: string } | { jobId: null; reason: string };

/** Where a message's judgment came from: the model, or the local engine because the model's answer was invalid twice. */
export type AiJudgmentSource = 'ai' | 'local-fallback';

export interface AiMessageJudgment {
  index: number;
  source: AiJudgmentSource;
  dimensions: DimensionScores;
  overall: number;
  explanation: string;
  betterMove: string | null;
  /** The local engine's overall for the same message, and whether the two differ by DISAGREEMENT_POINTS or more. */
  localOverall: number;
  disagrees: boolean;
}

/** Points apart at which the results mark a message where the local and AI judgments disagree. */
export const DISAGREEMENT_POINTS = 20;

export interface AiReviewResult {
  engine: 'ai';
  provider: AiProviderKind;
  model: string;
  rubricVersion: string;
  messages: AiMessageJudgment[];
  /** Messages graded by the local engine after two invalid answers. */
  fallbackCount: number;
  inputTokens: number;
  outputTokens: number;
  /** USD at the operator's prices; null when none are configured. */
  costUsd: number | null;
  /** Served from the cache of identical reviews: nothing was sent, no tokens were spent for it. */
  cached?: boolean;
}

export const AI_JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type AiJobState = (typeof AI_JOB_STATES)[number];

/** GET /api/v1/ai-review/jobs/:id */
export interface AiReviewJobResponse {
  id: string;
  sessionId: string;
  /** Who reviews: the provider and model the job was queued for. */
  provider: AiProviderKind;
  model: string;
  state: AiJobState;
  attempts: number;
  /** Messages graded so far, of total. */
  progress: { done: number; total: number };
  error: string | null;
  result: AiReviewResult | null;
  /** The judgments so far while the job runs (all of result.messages once done). */
  judgments: AiMessageJudgment[];
}

/** GET /api/v1/ai-review/jobs: the account's AI reviews still to finish or failed, newest first (dashboard). */
export interface AiReviewJobListItem {
  id: string;
  sessionId: string;
  title: string;
  state: AiJobState;
  attempts: number;
  progress: { done: number; total: number };
  error: string | null;
  createdAt: string;
}
export interface AiReviewJobListResponse {
  jobs: AiReviewJobListItem[];
}

/** What a session carries of its AI review (GET /sessions/{id}): the stored result, and its latest job. */
export interface SessionAiReview {
  result: AiReviewResult | null;
  job: AiReviewJobResponse | null;
}

/** Smart parsing (POST /analyze/enhanced): who split the messages. */
export type EnhancedParseMethod = 'local' | 'ai';

/** Said when the model's split was not kept. */
export const AI_SPLIT_REJECTED = 'The AI model’s split was not used';
