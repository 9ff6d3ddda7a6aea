/**
 * JSON client for /api/v1 (spec section 7): on a non-OK answer it raises the body's `message`
 * (or 'Request failed') as an ApiError with the status and code; a network failure raises
 * 'Network request failed' (code NETWORK_ERROR). A 401 tells the auth layer the session is gone.
 */
import type { AnalysisRequest } from '../../core/api/schemas';
import type { EnhancedParseMethod } from '../../core/api/ai-review';
import type { Analytics, AnalyzeResponse, SessionDetail, SessionListResponse, SessionSummary } from '../../core/api/types';
import type { ParseDetection, ParsedMessage } from '../../core/conversation/types';
import type { MessageScore } from '../../core/scoring/types';
import type { Settings, SettingsPatch } from '../../core/settings';
import type { UsageStats } from '../../core/usage';
import type { PublicReview, ShareLink } from '../../core/sharing/index';
import type { AttemptResult, OpenMoments, PracticeMomentDetail, PracticeOverview, PracticePlan, RevealedMove } from '../../core/practice/api';

export const API_BASE = '/api/v1';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const unauthorizedListeners = new Set<() => void>();
/** Called on every 401 answer (the auth source re-checks the session and signs the tab out). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function request(method: string, path: string, body?: unknown, init?: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      ...init,
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(init?.headers ?? {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Network request failed', 0, 'NETWORK_ERROR');
  }
  if (!res.ok) {
    if (res.status === 401) unauthorizedListeners.forEach((l) => l());
    const b = ((await res.json().catch(() => null)) ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
    throw new ApiError(typeof b.message === 'string' ? b.message : 'Request failed', res.status, typeof b.code === 'string' ? b.code : 'HTTP_ERROR', b.details);
  }
  return res;
}

async function json<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const res = await request(method, path, body, init);
  return (await res.json()) as T;
}

export const apiGet = <T>(path: string, init?: RequestInit) => json<T>('GET', path, undefined, init);
/** A JSON call with a body, for API modules that live with the feature using them (outside the first script). */
export const apiSend = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => json<T>(method, path, body);

/** A downloaded export: the file's bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Every call of the product API, typed from the shared core contract. */
export const api = {
  usageStats: () => apiGet<UsageStats>('/analyze/usage-stats'),
  analyze: (req: AnalysisRequest) => json<AnalyzeResponse>('POST', '/analyze', req),
  quickScore: (message: string, context: { previousMessages?: { role: 'user' | 'assistant'; content: string }[]; sessionGoal?: string | null; projectContext?: string | null } = {}) =>
    json<{ index: number; score: MessageScore; engineVersion: string }>('POST', '/analyze/quick', { message, context }),
  enhancedParse: (text: string, expectedPlatform: 'auto' | 'claude' | 'chatgpt' | 'other') =>
    // method 'ai': the AI model split the paste (checked against it); `notice` says why its split was not used.
    json<{ result: { messages: ParsedMessage[]; confidence: number; method: EnhancedParseMethod }; detection: ParseDetection; method: EnhancedParseMethod; notice: string | null }>('POST', '/analyze/enhanced', {
      text,
      options: { expectedPlatform },
      metadata: { timestamp: new Date().toISOString(), source: 'web', version: '1.0.0' },
    }),
  listSessions: (page: number, pageSize: number) => apiGet<SessionListResponse>(`/sessions?limit=${pageSize}&offset=${(page - 1) * pageSize}`),
  getSession: (id: string) => apiGet<SessionDetail>(`/sessions/${encodeURIComponent(id)}`),
  updateSession: (id: string, patch: { title?: string; sessionGoal?: string | null; projectContext?: string | null }) =>
    json<{ session: SessionSummary }>('PUT', `/sessions/${encodeURIComponent(id)}`, patch),
  deleteSession: (id: string) => json<{ deleted: true; id: string }>('DELETE', `/sessions/${encodeURIComponent(id)}`),
  analytics: (days = 30) => apiGet<Analytics>(`/sessions/analytics/overview?days=${days}`),
  exportSession: async (id: string, format: 'json' | 'csv' | 'markdown' | 'pdf'): Promise<DownloadedFile> => {
    const res = await request('GET', `/sessions/${encodeURIComponent(id)}/export?format=${format}`);
    const disposition = res.headers.get('Content-Disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `kibitz-${id}.${format === 'markdown' ? 'md' : format}`;
    return { blob: await res.blob(), filename };
  },
  getShare: (id: string) => apiGet<{ share: ShareLink | null }>(`/sessions/${encodeURIComponent(id)}/share`),
  createShare: (id: string, allowSearchEngines: boolean) => json<{ share: ShareLink }>('POST', `/sessions/${encodeURIComponent(id)}/share`, { allowSearchEngines }),
  updateShare: (id: string, allowSearchEngines: boolean) => json<{ share: ShareLink }>('PUT', `/sessions/${encodeURIComponent(id)}/share`, { allowSearchEngines }),
  revokeShare: (id: string) => json<{ revoked: boolean; share: null }>('DELETE', `/sessions/${encodeURIComponent(id)}/share`),
  publicReview: (token: string) => apiGet<PublicReview>(`/public/reviews/${encodeURIComponent(token)}`),
  practicePlan: (id: string) => apiGet<PracticePlan>(`/practice/sessions/${encodeURIComponent(id)}`),
  practiceMoment: (id: string, index: number) => apiGet<PracticeMomentDetail>(`/practice/sessions/${encodeURIComponent(id)}/moments/${index}`),
  practiceAttempt: (id: string, index: number, text: string) => json<AttemptResult>('POST', `/practice/sessions/${encodeURIComponent(id)}/moments/${index}/attempts`, { text }),
  practiceReveal: (id: string, index: number) => json<RevealedMove>('POST', `/practice/sessions/${encodeURIComponent(id)}/moments/${index}/reveal`),
  practiceProgress: () => apiGet<PracticeOverview>('/practice/progress'),
  practiceOpen: (sessionIds: readonly string[]) => apiGet<OpenMoments>(`/practice/open?ids=${sessionIds.map(encodeURIComponent).join(',')}`),
  getSettings: () => json<{ settings: Settings; defaults: Settings }>('GET', '/settings'),
  updateSettings: (patch: SettingsPatch) => json<{ settings: Settings }>('PUT', '/settings', patch),
  resetSettings: () => json<{ settings: Settings }>('POST', '/settings/reset'),
};

/** Saves a downloaded file through the browser. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
