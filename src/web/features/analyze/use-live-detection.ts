import { useEffect, useRef, useState } from 'react';
import { parseConversation } from '../../../core/conversation/index';
import type { ParseResult, PlatformChoice } from '../../../core/conversation/types';
import type { DetectRequest, DetectResponse } from './detect-protocol';

/** A detection and the exact input it belongs to. */
export interface Detected {
  text: string;
  platform: PlatformChoice;
  result: ParseResult;
  /** How long the parser took, in milliseconds. */
  ms: number;
}

/** Wait after the last keystroke before parsing: longer for longer texts, so typing stays smooth. */
export function detectionDelay(length: number): number {
  if (length < 20_000) return 150;
  if (length < 100_000) return 300;
  return 500;
}

type Runner = (req: DetectRequest, done: (res: DetectResponse) => void) => () => void;

/** Parses on the main thread when the page can: in an idle moment if the browser offers one. */
const inThread: Runner = (req, done) => {
  const run = () => {
    const started = performance.now();
    const result = parseConversation(req.text, { platform: req.platform });
    done({ id: req.id, result, ms: performance.now() - started });
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 300 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
};

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./detect.worker.ts', import.meta.url), { type: 'module', name: 'kibitz-detect' });
  } catch {
    return null;
  }
}

/**
 * Live format detection as the person types (spec section 4): the core parser, debounced, in a
 * Web Worker when available (else in an idle callback). Returns the newest detection and whether
 * it matches the current text and platform.
 */
export function useLiveDetection(text: string, platform: PlatformChoice): { latest: Detected | null; current: Detected | null; pending: boolean } {
  const [latest, setLatest] = useState<Detected | null>(null);
  const workerRef = useRef<{ worker: Worker | null; broken: boolean } | null>(null);
  const seq = useRef(0);

  useEffect(() => () => workerRef.current?.worker?.terminate(), []);

  useEffect(() => {
    if (!text.trim()) return;
    const id = ++seq.current;
    let cancelRun: (() => void) | null = null;
    const accept = (res: DetectResponse) => {
      if (res.id === seq.current) setLatest({ text, platform, result: res.result, ms: res.ms });
    };
    const timer = window.setTimeout(() => {
      if (!workerRef.current) workerRef.current = { worker: createWorker(), broken: false };
      const slot = workerRef.current;
      const worker = slot.worker;
      if (!worker || slot.broken) {
        cancelRun = inThread({ id, text, platform }, accept);
        return;
      }
      const onMessage = (e: MessageEvent<DetectResponse>) => {
        if (e.data.id === id) accept(e.data);
      };
      const onError = (e: Event) => {
        // A worker that cannot start (old browser, blocked script): parse here from now on.
        e.preventDefault();
        slot.broken = true;
        worker.terminate();
        cancelRun = inThread({ id, text, platform }, accept);
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError, { once: true });
      worker.postMessage({ id, text, platform } satisfies DetectRequest);
      cancelRun = () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
      };
    }, detectionDelay(text.length));
    return () => {
      window.clearTimeout(timer);
      cancelRun?.();
    };
  }, [text, platform]);

  const current = latest && latest.text === text && latest.platform === platform && text.trim() ? latest : null;
  return { latest: text.trim() ? latest : null, current, pending: Boolean(text.trim()) && !current };
}
