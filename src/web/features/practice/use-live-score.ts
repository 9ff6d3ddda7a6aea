/**
 * Live score of the attempt being typed: after LIVE_SCORE_DEBOUNCE_MS without a keystroke the text
 * goes to a Web Worker running the review's engine; only the newest answer is shown. Where workers
 * cannot start, the same engine runs on the page.
 */
import { useEffect, useRef, useState } from 'react';
import { LIVE_SCORE_DEBOUNCE_MS, scoreAttempt, type AttemptInput, type AttemptScore } from '../../../core/practice/index';
import type { ScoreRequest, ScoreResponse } from './score-protocol';

export interface LiveScore {
  score: AttemptScore | null;
  /** Engine time of the last answer, in ms. */
  ms: number | null;
  pending: boolean;
}

function createWorker(): Worker | null {
  try {
    return new Worker(new URL('./score.worker.ts', import.meta.url), { type: 'module', name: 'kibitz-practice-score' });
  } catch {
    return null;
  }
}

export function useLiveScore(base: Omit<AttemptInput, 'attempt'> | null, attempt: string): LiveScore {
  const [state, setState] = useState<LiveScore>({ score: null, ms: null, pending: false });
  const worker = useRef<Worker | null | undefined>(undefined);
  const latest = useRef(0);

  const onAnswer = useRef((event: MessageEvent<ScoreResponse>) => {
    if (event.data.id !== latest.current) return;
    setState({ score: event.data.score, ms: event.data.ms, pending: false });
    document.dispatchEvent(new CustomEvent('kibitz:practice-scored', { detail: { ms: event.data.ms, at: performance.now() } }));
  });

  // The worker starts with the page and scores a warm-up message at once, so the person's first
  // pause is not spent loading the engine and compiling it.
  useEffect(() => {
    const w = createWorker();
    worker.current = w;
    if (w) {
      w.onmessage = (event: MessageEvent<ScoreResponse>) => onAnswer.current(event);
      w.postMessage({ id: -1, input: { context: [], attempt: 'Warm-up: write a short test for the parser in Python 3.12.' } } satisfies ScoreRequest);
    }
    return () => {
      w?.terminate();
      worker.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (!base || !attempt.trim()) {
      latest.current++;
      const cleared = setTimeout(() => setState({ score: null, ms: null, pending: false }), 0);
      return () => clearTimeout(cleared);
    }
    const id = ++latest.current;
    const pendingTimer = setTimeout(() => setState((s) => ({ ...s, pending: true })), 0);
    const timer = setTimeout(() => {
      const input: AttemptInput = { ...base, attempt };
      if (worker.current) {
        worker.current.postMessage({ id, input } satisfies ScoreRequest);
      } else {
        const started = performance.now();
        const score = scoreAttempt(input);
        setState({ score, ms: performance.now() - started, pending: false });
      }
    }, LIVE_SCORE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(pendingTimer);
    };
  }, [base, attempt]);

  return state;
}
