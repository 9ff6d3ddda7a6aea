/** The AI review API (issue 17) as the paste screen, the results page and the dashboard call it. */
import type { AiReviewConfigResponse, AiReviewJobListResponse, AiReviewJobResponse } from '../../../core/api/ai-review';
import { API_BASE, apiGet, apiSend } from '../../lib/api';

export const AI_CONFIG_QUERY_KEY = ['ai-review', 'config'] as const;
export const AI_JOBS_QUERY_KEY = ['ai-review', 'jobs'] as const;

export const aiReviewApi = {
  config: () => apiGet<AiReviewConfigResponse>('/ai-review/config'),
  job: (id: string) => apiGet<AiReviewJobResponse>(`/ai-review/jobs/${encodeURIComponent(id)}`),
  openJobs: () => apiGet<AiReviewJobListResponse>('/ai-review/jobs'),
  retry: (id: string) => apiSend<AiReviewJobResponse>('POST', `/ai-review/jobs/${encodeURIComponent(id)}/retry`),
  eventsUrl: (id: string) => `${API_BASE}/ai-review/jobs/${encodeURIComponent(id)}/events`,
};

/** Names the provider as a person knows it. */
export function providerName(provider: AiReviewConfigResponse['provider']): string {
  switch (provider) {
    case 'anthropic':
      return 'Anthropic';
    case 'openai':
      return 'OpenAI';
    case 'openai-compatible':
      return 'this server’s own AI model';
    default:
      return 'the AI provider';
  }
}
