import { Piscina } from 'piscina';
import { messageCharacters } from '../../core/plans';
import { scoreForStorage, type ScoredForStorage, type ScoringTask } from './score-for-storage';

/**
 * Scores analyses. Scoring is the one CPU-heavy step of a request: a 20-message conversation takes
 * a fraction of a millisecond, the largest allowed (500,000 characters) some 30 ms. Large ones go to
 * a scoring thread so they never hold up the other requests of the process; small ones score on the
 * request thread, where they cost less than the hop to a thread would. See
 * docs/decisions/0011-scoring-thread.md.
 */
export interface Scorer {
  score(task: ScoringTask): Promise<ScoredForStorage>;
  close(): Promise<void>;
}

/** Scores on the calling thread (SCORING_THREADS=0). */
export function inlineScorer(): Scorer {
  return {
    score: async (task) => scoreForStorage(task),
    close: async () => {},
  };
}

/**
 * A pool of `threads` scoring threads (piscina). From the built bundle the worker is the sibling
 * scoring-worker.js; from the sources (tests, `npm run dev`) it is the TypeScript file, loaded
 * through tsx as the rest of the sources are.
 */
export function threadScorer(threads: number): Scorer {
  const fromSources = import.meta.url.endsWith('.ts');
  const pool = new Piscina<ScoringTask, ScoredForStorage>({
    filename: new URL(fromSources ? './scoring-worker.ts' : './scoring-worker.js', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
    // First come, first scored: otherwise, under steady load, a task that finds the thread busy goes
    // back to the end of the queue and waits for several others (piscina's stricterFIFO).
    stricterFIFO: true,
    recordTiming: false,
    ...(fromSources ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return {
    score: (task) => pool.run(task),
    close: () => pool.close(),
  };
}

/**
 * Above this many characters an analysis is scored on a thread: about 3 ms of scoring, the longest
 * a request may hold the event loop for. Below it, passing the conversation to a thread and the
 * result back costs more CPU than scoring it.
 */
export const THREAD_SCORING_FROM_CHARACTERS = 50_000;

/** `threads` scoring threads for large analyses (none: everything scores on the request thread). */
export function createScorer(threads: number): Scorer {
  const inline = inlineScorer();
  if (threads < 1) return inline;
  const pool = threadScorer(threads);
  return {
    score: (task) => (messageCharacters(task.input.messages) < THREAD_SCORING_FROM_CHARACTERS ? inline.score(task) : pool.score(task)),
    close: () => pool.close(),
  };
}
