// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import type { AuthSource, NewPassword, ResetOutcome } from './auth-source';
import { ResetPasswordPage } from './reset-password-page';

function source(resetPassword: (input: NewPassword) => Promise<ResetOutcome>): AuthSource {
  return { getUser: () => Promise.resolve(null), signIn: vi.fn(), signUp: vi.fn(), resetPassword };
}

function renderReset(route: string, auth: AuthSource) {
  return renderApp(
    <Routes>
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
    { route, auth },
  );
}

const ok = (): Promise<ResetOutcome> => Promise.resolve({ kind: 'success', message: 'done' });

describe('reset password page', () => {
  it('sets the new password with the token, then offers sign-in', async () => {
    const reset = vi.fn(ok);
    renderReset('/auth/reset-password?token=tok123', source(reset));
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Set new password' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^New password/), 'abc12');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abc12');
    expect(submit).toBeDisabled();
    expect(screen.getByText('Use at least 6 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), '3');
    await userEvent.type(screen.getByLabelText('Confirm new password'), '3');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(reset).toHaveBeenCalledWith({ token: 'tok123', newPassword: 'abc123' });
    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:sign-in');
  });

  it('shows and hides both passwords', async () => {
    renderReset('/auth/reset-password?token=t', source(ok));
    const pw = screen.getByLabelText(/^New password/);
    const again = screen.getByLabelText('Confirm new password');
    await userEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(pw).toHaveAttribute('type', 'text');
    expect(again).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide passwords' }));
    expect(pw).toHaveAttribute('type', 'password');
  });

  it('refuses passwords that do not match', async () => {
    const reset = vi.fn(ok);
    renderReset('/auth/reset-password?token=t', source(reset));
    await userEvent.type(screen.getByLabelText(/^New password/), 'abcdef');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abcdeg');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match.');
    expect(reset).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Confirm new password'), '{Backspace}f');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a server error stays on the form', async () => {
    renderReset('/auth/reset-password?token=t', source(() => Promise.resolve({ kind: 'error', message: 'Too many attempts. Please wait a minute and try again.' })));
    await userEvent.type(screen.getByLabelText(/^New password/), 'abcdef');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });

  it('a token the server rejects shows the invalid-link state', async () => {
    renderReset('/auth/reset-password?token=old', source(() => Promise.resolve({ kind: 'invalid-token', message: 'x' })));
    await userEvent.type(screen.getByLabelText(/^New password/), 'abcdef');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Reset link not valid' })).toBeInTheDocument();
  });

  it.each(['/auth/reset-password?error=INVALID_TOKEN', '/auth/reset-password'])('%s: invalid link, with a way to request a new one', async (route) => {
    renderReset(route, source(ok));
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired. Request a new one below.');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:forgot-password');
  });
});
