/**
 * Minimal JSON client for /api/v1 (spec section 7): on a non-OK answer it raises the body's
 * `message`, or 'Request failed'; a network failure raises 'Network request failed'.
 */
export const API_BASE = '/api/v1';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init?.headers ?? {}) },
    });
  } catch {
    throw new ApiError('Network request failed', 0, 'NETWORK_ERROR');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const b = (body ?? {}) as { message?: unknown; code?: unknown };
    throw new ApiError(typeof b.message === 'string' ? b.message : 'Request failed', res.status, typeof b.code === 'string' ? b.code : 'HTTP_ERROR');
  }
  return body as T;
}
