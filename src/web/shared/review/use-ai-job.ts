import { useEffect, useState } from 'react';
import type { AiReviewJobResponse } from '../../../core/api/ai-review';
import { aiReviewApi } from './ai-api';

/** How often the job is read when server-sent events are unavailable. */
export const AI_JOB_POLL_MS = 1500;

const finished = (job: AiReviewJobResponse | null) => job !== null && (job.state === 'done' || job.state === 'failed');

/**
 * Follows an AI review job live: server-sent events (GET …/events) while the job runs, falling
 * back to polling the job where EventSource is missing or the stream breaks. Starts from `initial`
 * (what the session answered) so a finished job costs no request at all.
 */
export function useAiJob(jobId: string | null, initial: AiReviewJobResponse | null): { job: AiReviewJobResponse | null; restart: (job: AiReviewJobResponse) => void } {
  const [job, setJob] = useState<AiReviewJobResponse | null>(initial);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!jobId || finished(job)) return;
    let stopped = false;
    let timer: number | undefined;
    let source: EventSource | null = null;

    const poll = async () => {
      if (stopped) return;
      try {
        const next = await aiReviewApi.job(jobId);
        if (stopped) return;
        setJob(next);
        if (finished(next)) return;
      } catch {
        // A failed read is tried again at the next tick.
      }
      timer = window.setTimeout(() => void poll(), AI_JOB_POLL_MS);
    };

    if (typeof EventSource === 'undefined') {
      void poll();
    } else {
      source = new EventSource(aiReviewApi.eventsUrl(jobId), { withCredentials: true });
      source.addEventListener('job', (e) => {
        const next = JSON.parse((e as MessageEvent<string>).data) as AiReviewJobResponse;
        setJob(next);
        if (finished(next)) source?.close();
      });
      // The stream ended or broke (a proxy that buffers, a restart): polling takes over.
      source.onerror = () => {
        source?.close();
        source = null;
        if (!stopped) void poll();
      };
    }
    return () => {
      stopped = true;
      source?.close();
      window.clearTimeout(timer);
    };
    // Re-subscribes only for another job or after a retry, not on every update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobId, generation]);

  return {
    job,
    restart: (next) => {
      setJob(next);
      setGeneration((g) => g + 1);
    },
  };
}
