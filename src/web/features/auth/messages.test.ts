import { describe, expect, it } from 'vitest';
import { resetPasswordOutcome, resetRequestOutcome, signInOutcome, signUpOutcome } from './messages';

describe('sign-in messages (spec section 8)', () => {
  it.each([
    [null, 'success', 'Welcome back! Redirecting...'],
    [{ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 }, 'info', 'Please check your email and click the confirmation link before signing in.'],
    [{ message: 'Email not confirmed' }, 'info', 'Please check your email and click the confirmation link before signing in.'],
    [{ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401 }, 'error', 'Invalid email or password. Please check your credentials.'],
    [{ message: 'Invalid login credentials' }, 'error', 'Invalid email or password. Please check your credentials.'],
    [{ code: 'RATE_LIMITED', message: 'Too many', status: 429 }, 'error', 'Too many attempts. Please wait a minute and try again.'],
    [{ code: 'X', message: 'The server said no' }, 'error', 'The server said no'],
    [{}, 'error', 'Something went wrong. Please try again.'],
  ])('%o → %s', (error, kind, message) => expect(signInOutcome(error)).toEqual({ kind, message }));
});

describe('sign-up messages (spec section 8)', () => {
  it.each([
    [null, 'success', 'Account created! Please check your email and click the confirmation link to activate your account.'],
    [{ code: 'USER_ALREADY_EXISTS', message: 'User already registered', status: 422 }, 'info', 'This email is already registered. Try signing in instead, or check your email for a confirmation link.'],
    [{ message: 'User already registered' }, 'info', 'This email is already registered. Try signing in instead, or check your email for a confirmation link.'],
    [{ code: 'PASSWORD_TOO_SHORT', message: 'Password too short', status: 400 }, 'error', 'Password too short'],
    [{}, 'error', 'Something went wrong. Please try again.'],
  ])('%o → %s', (error, kind, message) => expect(signUpOutcome(error)).toEqual({ kind, message }));
});

describe('password reset messages', () => {
  it('a reset request answers the same for any address', () => {
    expect(resetRequestOutcome(null)).toEqual({
      kind: 'success',
      message: 'If an account exists for that email, a link to reset your password is on its way. Check your inbox.',
    });
    expect(resetRequestOutcome({ status: 429, message: 'Too many requests' }).message).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it.each([
    [null, 'success'],
    [{ code: 'INVALID_TOKEN', message: 'Invalid token', status: 400 }, 'invalid-token'],
    [{ code: 'PASSWORD_TOO_SHORT', message: 'Password too short', status: 400 }, 'error'],
    [{}, 'error'],
  ])('%o → %s', (error, kind) => expect(resetPasswordOutcome(error).kind).toBe(kind));
});
