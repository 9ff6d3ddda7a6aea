import { analyzeConversation } from '../../core/scoring/index';
import type { AnalysisInput, AnalysisOptions, DimensionScores, ResultsTrend } from '../../core/scoring/types';

/** What storing and answering an analysis needs: the two documents as JSON and the row's columns. */
export interface ScoredForStorage {
  /** The scored messages, serialised once: stored as sent and reused in the answer. */
  readonly messagesJson: string;
  readonly summaryJson: string;
  readonly messageCount: number;
  readonly engineVersion: string;
  readonly overallScore: number;
  readonly trend: ResultsTrend;
  readonly dimensionAverages: DimensionScores;
}

export interface ScoringTask {
  readonly input: AnalysisInput;
  readonly options: AnalysisOptions;
}

/**
 * Scores a conversation and serialises the result. It runs on a scoring thread (scoring-worker.ts),
 * so only strings and a few numbers travel back: cloning the scored objects across threads would
 * cost about what serialising them does.
 */
export function scoreForStorage({ input, options }: ScoringTask): ScoredForStorage {
  const result = analyzeConversation(input, options);
  const { summary } = result;
  return {
    messagesJson: JSON.stringify(result.messages),
    summaryJson: JSON.stringify(summary),
    messageCount: result.messages.length,
    engineVersion: result.engineVersion,
    overallScore: summary.overallScore,
    trend: summary.stats.trend,
    dimensionAverages: summary.dimensionAverages,
  };
}
