/** Response shapes of the product API (spec sections 3 and 7), shared by server and web client. */
import type { Platform } from '../conversation/types';
import type { DimensionKey } from '../dimensions';
import type { ConversationSummary, DashboardTrend, MessageScore, ResultsTrend, ScoredMessage } from '../scoring/types';
import type { AiReviewTicket, SessionAiReview } from './ai-review';

export type DimensionAverages = Record<DimensionKey, number>;

export interface AnalyzeResponse {
  sessionId: string;
  /** Only when the request turned AI review on (core/api/ai-review.ts). */
  aiReview?: AiReviewTicket;
  messages: ScoredMessage[];
  summary: ConversationSummary;
  /**
   * The stored session as GET /sessions lists it, with its metadata. With `messages` and `summary`
   * it is the whole of what GET /sessions/{id} answers (see sessionDetailOf), so the results screen
   * needs no second call and the answer carries no message twice.
   */
  session: StoredSession;
}

export type StoredSession = SessionSummary & { metadata: Record<string, unknown> };

/** A session as listed on the dashboard (spec section 3 "Session"). */
export interface SessionSummary {
  id: string;
  title: string;
  platform: Platform;
  messageCount: number;
  overallScore: number;
  createdAt: string;
  updatedAt: string;
  sessionGoal: string | null;
  projectContext: string | null;
  trend: ResultsTrend;
  dimensionAverages: DimensionAverages;
  strategicAvg: number;
  tacticalAvg: number;
  cognitiveAvg: number;
  innovationAvg: number;
  contextAvg: number;
  engineVersion: string;
  format: string | null;
  parsingMethod: string | null;
}

/** A session in the history list: with whether it has a live public link (issue 18). */
export type ListedSession = SessionSummary & { shared: boolean };

export interface SessionListResponse {
  sessions: ListedSession[];
  total: number;
  limit: number;
  offset: number;
}

export interface SessionMessage {
  index: number;
  role: 'user' | 'assistant';
  content: string;
  /** One score per message; an array as the spec's session response has it. */
  scores: MessageScore[];
}

export interface SessionDetail {
  session: StoredSession & { summary: ConversationSummary };
  messages: SessionMessage[];
  metadata: { projectContext: string | null; sessionGoal: string | null };
  /** The AI review (issue 17), when one was asked for: absent or null otherwise. */
  aiReview?: SessionAiReview | null;
}

/** Spec section 3 "Analytics", plus the series the dashboard charts. */
export interface Analytics {
  days: number;
  totalSessions: number;
  totalMessages: number;
  averageScore: number;
  /** Percent change of the average score from the older half of the window's sessions to the newer half. */
  improvementRate: number;
  dimensionAverages: DimensionAverages;
  trend: DashboardTrend;
  bestScore: number | null;
  worstScore: number | null;
  /** One point per UTC day with sessions, oldest first. */
  daily: { date: string; sessions: number; averageScore: number }[];
  /** Every session's score in the window, oldest first (the scores-over-time chart). */
  scores: { sessionId: string; createdAt: string; overallScore: number; title: string }[];
}
