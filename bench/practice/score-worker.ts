// The practice page's worker, in a Node worker thread: the same core function, the same message shape.
import { parentPort } from 'node:worker_threads';
import { scoreAttempt, type AttemptInput } from '../../src/core/practice/index';

parentPort!.on('message', ({ id, input }: { id: number; input: AttemptInput }) => {
  const started = performance.now();
  const score = scoreAttempt(input);
  parentPort!.postMessage({ id, overall: score.overall, ms: performance.now() - started });
});
