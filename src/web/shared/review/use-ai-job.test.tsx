// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiReviewJobResponse } from '../../../core/api/ai-review';
import { useAiJob } from './use-ai-job';

const job = (over: Partial<AiReviewJobResponse>): AiReviewJobResponse => ({
  id: 'job-1',
  sessionId: 's',
  provider: 'openai',
  model: 'gpt-test',
  state: 'pending',
  attempts: 0,
  progress: { done: 0, total: 0 },
  error: null,
  result: null,
  judgments: [],
  ...over,
});
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('useAiJob without server-sent events (jsdom has no EventSource)', () => {
  it('polls the job until it is done, showing each step', async () => {
    expect(typeof EventSource).toBe('undefined');
    const answers = [job({ state: 'running', progress: { done: 1, total: 2 } }), job({ state: 'done', progress: { done: 2, total: 2 } })];
    const fetch = vi.fn(async () => ok(answers.length > 1 ? answers.shift() : answers[0]));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useAiJob('job-1', job({})));
    await waitFor(() => expect(result.current.job?.state).toBe('running'));
    await waitFor(() => expect(result.current.job?.state).toBe('done'), { timeout: 5000 });
    const calls = fetch.mock.calls.length;
    await new Promise((r) => setTimeout(r, 2000));
    // Done: no more reads.
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('a finished job costs no request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useAiJob('job-1', job({ state: 'done' })));
    expect(result.current.job?.state).toBe('done');
    await new Promise((r) => setTimeout(r, 100));
    expect(fetch).not.toHaveBeenCalled();
  });
});
