/** Public result types of the scoring engine (the server stores these). */
import type { ChessNotation, Classification } from '../bands';
import type { AnalysisDepth } from '../settings';
import type { Role } from '../conversation/types';
import type { DimensionKey } from '../dimensions';

export type DimensionScores = Record<DimensionKey, number>;

/**
 * What a message is, decided before it is graded (docs/scoring.md "Message kinds"). Each kind is
 * graded against what that kind should do; courtesies and control moves are "book moves": not rated.
 */
export type UserMessageKind = 'task' | 'question' | 'follow-up' | 'correction' | 'material' | 'control' | 'courtesy';
export type AssistantMessageKind = 'answer' | 'clarifying-question' | 'refusal' | 'partial';
export type MessageKind = UserMessageKind | AssistantMessageKind;

/** An explicit, checkable instruction of the person's last message, and whether the reply kept it. */
export interface InstructionCheck {
  /** Plain words: "a table", "3 bullet points", "code in Python", "at most 100 words". */
  instruction: string;
  kept: boolean;
}

/** Spec section 3 "Message score". */
export interface MessageScore {
  overall: number;
  dimensions: DimensionScores;
  classification: Classification;
  chessNotation: ChessNotation;
  confidence: number;
  explanation: string;
  /** A rewritten message for weak user messages; null when none is offered. */
  betterMove: string | null;
  /** The message's kind (older stored results lack it: read through withScoreDefaults). */
  kind?: MessageKind;
  /**
   * False for book moves (courtesies, control moves): shown with '=' and "not rated", left out of
   * the overall, the averages, the trend and the key moments. Absent = rated (older results).
   */
  rated?: boolean;
  /** Replies: the person's checkable instructions and whether this reply kept each. */
  instructions?: InstructionCheck[];
}

/** One named sub-signal as it moved this message's score. */
export interface SignalReport {
  key: string;
  value: number;
  weight: number;
  /** '+' strength, '-' weakness, '' neutral. */
  effect: '+' | '-' | '';
  words: string;
}

export interface ScoredMessage {
  index: number;
  role: Role;
  content: string;
  score: MessageScore;
  /** Present with analysisDepth 'deep'. */
  signals?: SignalReport[];
  /** Deep analysis: the better move's own score, re-scored in the same place. */
  betterMoveScore?: number;
}

export type ResultsTrend = 'improving' | 'declining' | 'stable';
export type DashboardTrend = 'improving' | 'declining' | 'volatile' | 'stable';

/** Spec section 3 "Aggregate stats". */
export interface AggregateStats {
  averageScore: number;
  bestScore: number;
  worstScore: number;
  totalMessages: number;
  completedAnalysis: number;
  strategicAvg: number;
  tacticalAvg: number;
  cognitiveAvg: number;
  innovationAvg: number;
  contextAvg: number;
  trend: ResultsTrend;
}

export interface KeyMoment {
  index: number;
  role: Role;
  /** Change from the previous message of the same role (positive = better). */
  swing: number;
  score: number;
  kind: 'breakthrough' | 'setback';
  description: string;
}

export type PatternKind = 'retry-loop' | 'goal-drift' | 'late-fatigue' | 'momentum';

export interface Pattern {
  kind: PatternKind;
  /** Message indexes involved. */
  messages: number[];
  description: string;
}

export interface AnalysisOptions {
  analysisDepth: AnalysisDepth;
  enablePatternDetection: boolean;
  generateSuggestions: boolean;
}

export interface AnalysisInput {
  messages: ReadonlyArray<{ role: Role; content: string }>;
  sessionGoal?: string;
  projectContext?: string;
}

export interface ConversationSummary {
  engineVersion: string;
  /** Conversation score: see docs/decisions/0004-scoring-conversation-score.md. */
  overallScore: number;
  /** Score of the person's own messages alone (the main subject). */
  userScore: number | null;
  classification: Classification;
  chessNotation: ChessNotation;
  stats: AggregateStats;
  /** User-message averages per dimension (the person's play). */
  dimensionAverages: DimensionScores;
  keyMoments: KeyMoment[];
  patterns: Pattern[];
  insights: string[];
  /** Messages under the low-score alert threshold (spec section 9: below 40). */
  lowScoreAlerts: number[];
  /** Messages whose Context is above 85 (spec section 9: Context Master). */
  contextMasters: number[];
  options: AnalysisOptions;
}

export interface AnalysisResult {
  engineVersion: string;
  summary: ConversationSummary;
  messages: ScoredMessage[];
}
