import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AiReviewJobResponse, AiReviewResult } from '../../../core/api/ai-review';
import type { SessionDetail } from '../../../core/api/types';
import { aiReviewApi } from './ai-api';
import type { AiJudgments } from './ai-judgments';
import { useAiJob } from './use-ai-job';

/**
 * A session's AI review as the results page shows it: the stored result, or the live job filling
 * in its judgments; once the job is done the cached session gets the result, so coming back to
 * the page shows it without a request.
 */
export function useSessionAiReview(detail: SessionDetail, queryKey: readonly unknown[]): {
  job: AiReviewJobResponse | null;
  result: AiReviewResult | null;
  judgments: AiJudgments | null;
  retry: () => Promise<void>;
} {
  const stored = detail.aiReview ?? null;
  const { job, restart } = useAiJob(stored?.result ? null : (stored?.job?.id ?? null), stored?.job ?? null);
  const result = stored?.result ?? job?.result ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!job?.result || stored?.result) return;
    queryClient.setQueryData<SessionDetail>(queryKey, (old) => (old ? { ...old, aiReview: { result: job.result, job } } : old));
  }, [job, stored?.result, queryClient, queryKey]);

  const judgments = useMemo<AiJudgments | null>(() => {
    const list = result?.messages ?? job?.judgments ?? [];
    const model = result?.model ?? job?.model;
    return model && list.length ? { model, byIndex: new Map(list.map((j) => [j.index, j])) } : null;
  }, [result, job]);

  return {
    job,
    result,
    judgments,
    retry: async () => {
      if (!job) return;
      restart(await aiReviewApi.retry(job.id));
    },
  };
}
