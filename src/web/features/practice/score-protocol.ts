import type { AttemptInput, AttemptScore } from '../../../core/practice/index';

export interface ScoreRequest {
  id: number;
  input: AttemptInput;
}

export interface ScoreResponse {
  id: number;
  score: AttemptScore;
  /** Time the engine took inside the worker. */
  ms: number;
}
