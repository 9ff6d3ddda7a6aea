import { AUTH_CALLBACK_MESSAGES } from '../../../core/auth';
import type { AuthUser } from './auth-source';

/** The auth callback page's states (spec section 4): loading, then success, expired or error. */
export type CallbackState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'success'; readonly email: string }
  | { readonly kind: 'expired'; readonly message: string }
  | { readonly kind: 'error'; readonly message: string };

export interface CallbackParams {
  readonly error: string | null;
  readonly errorDescription: string | null;
}

/**
 * The outcome the confirmation link reported: Better Auth puts `error` in the query
 * (`TOKEN_EXPIRED`, `INVALID_TOKEN`); other auth services may use the hash and add
 * `error_description`. The query wins when both carry one.
 */
export function callbackParams(search: string, hash = ''): CallbackParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const pick = (name: string) => query.get(name) || fragment.get(name) || null;
  return { error: pick('error'), errorDescription: pick('error_description') };
}

const isExpired = (text: string | null) => !!text && /expired/i.test(text);

/**
 * Decides the state once the session has been read: an error the link reported wins (an expired
 * link says so), then a session with a user means the e-mail is confirmed, otherwise there is
 * nothing to show. `sessionError` is a failure reading the session itself.
 */
export function resolveCallback(params: CallbackParams, user: AuthUser | null, sessionError?: string): CallbackState {
  if (params.error) {
    if (isExpired(params.error) || isExpired(params.errorDescription)) return { kind: 'expired', message: AUTH_CALLBACK_MESSAGES.expired };
    return { kind: 'error', message: params.errorDescription || AUTH_CALLBACK_MESSAGES.failed };
  }
  if (sessionError !== undefined) {
    return isExpired(sessionError) ? { kind: 'expired', message: AUTH_CALLBACK_MESSAGES.expired } : { kind: 'error', message: AUTH_CALLBACK_MESSAGES.failed };
  }
  if (user) return { kind: 'success', email: user.email };
  return { kind: 'error', message: AUTH_CALLBACK_MESSAGES.noData };
}
