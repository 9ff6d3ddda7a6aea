/**
 * Live score of the attempt being typed: after LIVE_SCORE_DEBOUNCE_MS without a keystroke the text
 * goes to a Web Worker running the review's engine; only the newest answer is shown. Where workers
 * cannot start, or the worker fails (a load error, an exception), the same engine runs on the page.
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
  /** The request the worker has not answered yet, so a worker that fails can have it scored on the page. */
  const inFlight = useRef<ScoreRequest | null>(null);

  const show = useRef((id: number, score: AttemptScore, ms: number) => {
    if (id !== latest.current) return;
    inFlight.current = null;
    setState({ score, ms, pending: false });
    document.dispatchEvent(new CustomEvent('kibitz:practice-scored', { detail: { ms, at: performance.now() } }));
  });
  /** The same engine on the page: pure core code, so it gives the worker's answer, only on the main thread. */
  const scoreOnPage = useRef((request: ScoreRequest) => {
    const started = performance.now();
    const score = scoreAttempt(request.input);
    show.current(request.id, score, performance.now() - started);
  });

  // The worker starts with the page and scores a warm-up message at once, so the person's first
  // pause is not spent loading the engine and compiling it.
  useEffect(() => {
    const w = createWorker();
    worker.current = w;
    if (w) {
      w.onmessage = (event: MessageEvent<ScoreResponse>) => show.current(event.data.id, event.data.score, event.data.ms);
      // A worker that fails to load (blocked script, CSP, an old browser) or throws never answers:
      // without this the panel would say "Scoring…" for good. From then on the page scores, and the
      // request it left unanswered is scored now.
      w.onerror = (event) => {
        event.preventDefault();
        w.terminate();
        if (worker.current === w) worker.current = null;
        const left = inFlight.current;
        if (left) scoreOnPage.current(left);
      };
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
      inFlight.current = null;
      const cleared = setTimeout(() => setState({ score: null, ms: null, pending: false }), 0);
      return () => clearTimeout(cleared);
    }
    const id = ++latest.current;
    const pendingTimer = setTimeout(() => setState((s) => ({ ...s, pending: true })), 0);
    const timer = setTimeout(() => {
      const request: ScoreRequest = { id, input: { ...base, attempt } };
      if (worker.current) {
        inFlight.current = request;
        worker.current.postMessage(request);
      } else {
        scoreOnPage.current(request);
      }
    }, LIVE_SCORE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(pendingTimer);
    };
  }, [base, attempt]);

  return state;
}
