// Practice mode's live score (issue 18): the time from a pause in typing to the score of a
// 2,000-character attempt. The browser scores in a Web Worker after LIVE_SCORE_DEBOUNCE_MS of quiet;
// here the same core function runs in a worker thread with the same message round trip, on the
// seeded session's context, for each of its three moments. Bar: within 200 ms of the pause.
// Then the same in the real app in Chromium (../practice-browser.ts): pause to score shown.
import { Worker } from 'node:worker_threads';
import { LIVE_SCORE_DEBOUNCE_MS } from '../../src/core/practice/index';
import { longAttempt, PRACTICE_CONVERSATION } from '../../src/server/test/practice-seed';
import { measurePracticeBrowser } from '../practice-browser';

const RUNS = Number(process.env.BENCH_PRACTICE_RUNS ?? 60);
const WARMUP = 10;
const BAR_MS = 200;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function run(): Promise<void> {
  // An eval'd bootstrap registers tsx's loader in the thread, then imports the TypeScript entry.
  const entry = new URL('../practice/score-worker.ts', import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`, { eval: true });
  let next = 0;
  const ask = (input: unknown) =>
    new Promise<{ engine: number; roundTrip: number; overall: number }>((resolve) => {
      const id = ++next;
      const sent = performance.now();
      const onMessage = (m: { id: number; ms: number; overall: number }) => {
        if (m.id !== id) return;
        worker.off('message', onMessage);
        resolve({ engine: m.ms, roundTrip: performance.now() - sent, overall: m.overall });
      };
      worker.on('message', onMessage);
      worker.postMessage({ id, input });
    });

  const attempt = longAttempt(2000);
  console.log(`attempt: ${attempt.length} characters; debounce ${LIVE_SCORE_DEBOUNCE_MS} ms; ${RUNS} runs per moment after ${WARMUP} warm-up`);
  for (const index of [0, 2, 4]) {
    const context = PRACTICE_CONVERSATION.slice(0, index);
    const engine: number[] = [];
    const trips: number[] = [];
    let overall = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      // A different last character each time, as typing makes it.
      const r = await ask({ context, attempt: attempt.slice(0, -1) + String.fromCharCode(97 + (i % 26)), sessionGoal: 'Clean up a CSV export', projectContext: null });
      overall = r.overall;
      if (i >= WARMUP) {
        engine.push(r.engine);
        trips.push(r.roundTrip);
      }
    }
    const worst = LIVE_SCORE_DEBOUNCE_MS + pct(trips, 99);
    console.log(
      `moment ${index} (${context.length} messages before it, score ${overall}): engine p50 ${pct(engine, 50).toFixed(1)} ms, p95 ${pct(engine, 95).toFixed(1)} ms; ` +
        `worker round trip p50 ${pct(trips, 50).toFixed(1)} ms, p99 ${pct(trips, 99).toFixed(1)} ms; pause → score p99 ${worst.toFixed(0)} ms (bar ${BAR_MS} ms: ${worst <= BAR_MS ? 'within' : 'over'})`,
    );
  }
  await worker.terminate();
  await measurePracticeBrowser();
}
