import { describe, expect, it } from 'vitest';
import { AUTH_CALLBACK_MESSAGES, AUTH_CALLBACK_REDIRECT_MS, AUTH_CALLBACK_SESSION_DELAY_MS, SIGN_IN_CLOSE_DELAY_MS } from '../../../core/auth';
import { callbackParams, resolveCallback } from './callback-state';

const ada = { id: 'u1', email: 'ada@example.com' };
const none = { error: null, errorDescription: null };

describe('auth timings (spec section 9)', () => {
  it('waits 500 ms before reading the session, redirects after 3 s, closes the dialog after 1 s', () => {
    expect(AUTH_CALLBACK_SESSION_DELAY_MS).toBe(500);
    expect(AUTH_CALLBACK_REDIRECT_MS).toBe(3000);
    expect(SIGN_IN_CLOSE_DELAY_MS).toBe(1000);
    expect(AUTH_CALLBACK_MESSAGES.redirecting).toBe('Redirecting automatically in 3 seconds...');
  });
});

describe('callback parameters', () => {
  it('reads error and error_description from the query, else from the hash', () => {
    expect(callbackParams('?error=TOKEN_EXPIRED')).toEqual({ error: 'TOKEN_EXPIRED', errorDescription: null });
    expect(callbackParams('', '#error=access_denied&error_description=Link+used')).toEqual({ error: 'access_denied', errorDescription: 'Link used' });
    expect(callbackParams('?error=INVALID_TOKEN', '#error=other')).toEqual({ error: 'INVALID_TOKEN', errorDescription: null });
    expect(callbackParams('')).toEqual(none);
  });
});

describe('callback outcome (spec section 4)', () => {
  it.each([
    ['TOKEN_EXPIRED', null, 'expired', AUTH_CALLBACK_MESSAGES.expired],
    ['otp_expired', null, 'expired', AUTH_CALLBACK_MESSAGES.expired],
    ['access_denied', 'Email link has expired', 'expired', AUTH_CALLBACK_MESSAGES.expired],
    ['INVALID_TOKEN', null, 'error', 'Authentication failed. Please try again.'],
    ['server_error', 'The link was already used', 'error', 'The link was already used'],
  ])('error %s / %s → %s', (error, errorDescription, kind, message) => {
    expect(resolveCallback({ error, errorDescription }, null)).toEqual({ kind, message });
  });

  it('an error in the link wins over an existing session', () => {
    expect(resolveCallback({ error: 'TOKEN_EXPIRED', errorDescription: null }, ada).kind).toBe('expired');
  });

  it('a session with a user is a confirmed e-mail', () => {
    expect(resolveCallback(none, ada)).toEqual({ kind: 'success', email: 'ada@example.com' });
  });

  it('no session and no error: no authentication data', () => {
    expect(resolveCallback(none, null)).toEqual({
      kind: 'error',
      message: 'No authentication data found. Please try the confirmation link again or sign up again.',
    });
  });

  it('a failure reading the session: expired when it says so, else the fallback', () => {
    expect(resolveCallback(none, null, 'Session expired')).toEqual({ kind: 'expired', message: AUTH_CALLBACK_MESSAGES.expired });
    expect(resolveCallback(none, null, 'Network down')).toEqual({ kind: 'error', message: AUTH_CALLBACK_MESSAGES.failed });
  });
});
