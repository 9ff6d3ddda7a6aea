// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SCORE_DEBOUNCE_MS, scoreAttempt, type AttemptInput } from '../../../core/practice/index';
import type { ScoreRequest, ScoreResponse } from './score-protocol';
import { useLiveScore } from './use-live-score';

const BASE: Omit<AttemptInput, 'attempt'> = { context: [{ role: 'user', content: 'fix it' }, { role: 'assistant', content: 'Which file fails, and with what error?' }], sessionGoal: 'Clean up a CSV export', projectContext: null };
const GOOD = 'In etl/clean.py, dedupe_rows() raises UnicodeDecodeError on line 42 for Latin-1 rows. Please make it read UTF-8 and fall back to Latin-1, and add one test.';

/** A stand-in for the browser's Worker: records what it is sent; the test answers or fails it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: ScoreRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<ScoreResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(request: ScoreRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers a request as the real worker does. */
  answer(request: ScoreRequest) {
    this.onmessage?.(new MessageEvent('message', { data: { id: request.id, score: scoreAttempt(request.input), ms: 1 } }));
  }
  fail() {
    this.onerror?.(new ErrorEvent('error', { message: 'Failed to load the worker script', cancelable: true }));
  }
  /** What the person typed, without the warm-up message. */
  get scored() {
    return this.sent.filter((r) => r.id >= 0);
  }
}

const worker = () => FakeWorker.made.at(-1)!;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  FakeWorker.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveScore', () => {
  it('starts and warms the worker, then sends only the text after a pause, and shows only the newest answer', async () => {
    const { result, rerender } = renderHook(({ text }) => useLiveScore(BASE, text), { initialProps: { text: '' } });
    expect(worker().sent).toHaveLength(1);
    expect(worker().sent[0]!.id).toBe(-1);

    // Keystrokes closer together than the debounce: nothing is sent until the person pauses.
    for (const n of [10, 20, 30, 40]) {
      rerender({ text: GOOD.slice(0, n) });
      await wait(LIVE_SCORE_DEBOUNCE_MS - 10);
    }
    expect(worker().scored).toHaveLength(0);
    expect(result.current.pending).toBe(true);
    await wait(10);
    expect(worker().scored.map((r) => r.input.attempt)).toEqual([GOOD.slice(0, 40)]);
    expect(worker().scored[0]!.input.context).toEqual(BASE.context);

    // A newer text is sent before the answer to the older one arrives: the older answer is dropped.
    rerender({ text: GOOD });
    await wait(LIVE_SCORE_DEBOUNCE_MS);
    const [older, newer] = worker().scored;
    act(() => worker().answer(older!));
    expect(result.current.score).toBeNull();
    act(() => worker().answer(newer!));
    expect(result.current.score).toEqual(scoreAttempt({ ...BASE, attempt: GOOD }));
    expect(result.current.pending).toBe(false);

    // Emptying the box clears the score without asking the worker.
    rerender({ text: '   ' });
    await wait(LIVE_SCORE_DEBOUNCE_MS);
    expect(result.current.score).toBeNull();
    expect(worker().scored).toHaveLength(2);
  });

  it('scores on the page when the worker fails, the request it left unanswered included', async () => {
    const { result, rerender } = renderHook(({ text }) => useLiveScore(BASE, text), { initialProps: { text: '' } });
    rerender({ text: GOOD });
    await wait(LIVE_SCORE_DEBOUNCE_MS);
    expect(worker().scored).toHaveLength(1);
    expect(result.current.score).toBeNull();

    act(() => worker().fail());
    expect(worker().terminated).toBe(true);
    expect(result.current.score).toEqual(scoreAttempt({ ...BASE, attempt: GOOD }));
    expect(result.current.pending).toBe(false);

    // From then on the page scores every pause; the dead worker is sent nothing more.
    rerender({ text: `${GOOD} Thanks.` });
    await wait(LIVE_SCORE_DEBOUNCE_MS);
    expect(result.current.score).toEqual(scoreAttempt({ ...BASE, attempt: `${GOOD} Thanks.` }));
    expect(worker().scored).toHaveLength(1);
  });

  it('scores on the page when the worker fails to load before the first pause', async () => {
    const { result, rerender } = renderHook(({ text }) => useLiveScore(BASE, text), { initialProps: { text: '' } });
    act(() => worker().fail());
    rerender({ text: GOOD });
    await wait(LIVE_SCORE_DEBOUNCE_MS);
    expect(result.current.score?.overall).toBe(scoreAttempt({ ...BASE, attempt: GOOD }).overall);
    expect(worker().scored).toHaveLength(0);
  });

  it('scores on the page where a worker cannot be made at all', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('workers are not allowed here');
        }
      },
    );
    const { result, rerender } = renderHook(({ text }) => useLiveScore(BASE, text), { initialProps: { text: '' } });
    rerender({ text: GOOD });
    await wait(LIVE_SCORE_DEBOUNCE_MS - 1);
    expect(result.current.score).toBeNull();
    await wait(1);
    expect(result.current.score).toEqual(scoreAttempt({ ...BASE, attempt: GOOD }));
  });
});
