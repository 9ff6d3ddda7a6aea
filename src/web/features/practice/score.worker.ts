/** Scores a practice attempt off the main thread with the review's engine, so typing never waits on it. */
import { scoreAttempt } from '../../../core/practice/index';
import type { ScoreRequest, ScoreResponse } from './score-protocol';

const scope = self as unknown as { postMessage(message: ScoreResponse): void; onmessage: ((event: MessageEvent<ScoreRequest>) => void) | null };

scope.onmessage = (event) => {
  const { id, input } = event.data;
  const started = performance.now();
  const score = scoreAttempt(input);
  scope.postMessage({ id, score, ms: performance.now() - started });
};
