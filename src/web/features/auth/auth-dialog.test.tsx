// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderApp } from '../../test/render';
import { useAuthDialog } from './auth-context';
import type { AuthOutcome, AuthSource, Credentials } from './auth-source';

function Opener() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <button type="button" onClick={() => openAuthDialog('sign-in')}>
      open
    </button>
  );
}

function sourceWith(signIn: (c: Credentials) => Promise<AuthOutcome>, signUp = signIn): AuthSource {
  return { getUser: () => Promise.resolve(null), signIn, signUp };
}

async function openDialog(source: AuthSource, route = '/pricing') {
  renderApp(<Opener />, { auth: source, route });
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 5000 });
}

describe('auth dialog', () => {
  it('is not offered while the auth source cannot sign anyone in', async () => {
    renderApp(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:sign-in');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sign-in mode: title, subtitle; the button is never grey without a reason, what is missing is said at the field', async () => {
    const signIn = vi.fn(() => Promise.resolve<AuthOutcome>({ kind: 'error', message: 'Invalid email or password. Please check your credentials.' }));
    await openDialog(sourceWith(signIn));
    expect(screen.getByText('Sign in to analyze your AI conversations')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Use at least 6 characters (5 so far).')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 6 characters (5 so far).');
    expect(signIn).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Password'), '6');
    expect(screen.queryByText(/Use at least 6 characters/)).toBeNull();
    await userEvent.click(submit);
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: '123456' });
  });

  it('sign-up mode: a 5-character password is refused with the reason, not a grey button', async () => {
    const signUp = vi.fn();
    await openDialog(sourceWith(vi.fn(), signUp));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'abcde');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Use at least 6 characters (5 so far).');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    await openDialog(sourceWith(vi.fn()));
    const pw = screen.getByLabelText('Password');
    expect(pw).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(pw).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(pw).toHaveAttribute('type', 'password');
  });

  it('the mode toggle switches to sign-up and clears the fields and the message', async () => {
    const signIn = vi.fn(() => Promise.resolve<AuthOutcome>({ kind: 'error', message: 'Invalid email or password. Please check your credentials.' }));
    await openDialog(sourceWith(signIn));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret1' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Join Kibitz' })).toBeInTheDocument();
    expect(screen.getByText('Create account to start optimizing your AI interactions')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('(min 6 characters)')).toBeInTheDocument();
    expect(screen.getByText('Check your inbox.')).toBeInTheDocument();
  });

  it('sign-up success keeps the dialog open with the message', async () => {
    const signUp = vi.fn(() =>
      Promise.resolve<AuthOutcome>({ kind: 'success', message: 'Account created! Please check your email and click the confirmation link to activate your account.' }),
    );
    await openDialog(sourceWith(vi.fn(), signUp));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/Account created!/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Join Kibitz' })).toBeInTheDocument();
    // Done: the button cannot send the same address again; another address can be registered.
    expect(screen.getByRole('button', { name: 'Account created' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(signUp).toHaveBeenCalledTimes(1);
  });

  it('sign-in success on the home page says it redirects, and goes to Analyze after 1 second', async () => {
    const signIn = vi.fn(() => Promise.resolve<AuthOutcome>({ kind: 'success', message: 'Welcome back! Redirecting...' }));
    renderApp(
      <Routes>
        <Route path="/" element={<Opener />} />
        <Route path="/analyze" element={<h1>Analyze page</h1>} />
      </Routes>,
      { auth: sourceWith(signIn) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Welcome back! Redirecting...')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1100));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Analyze page' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sign-in success elsewhere says so without promising a redirect, and closes after 1 second', async () => {
    const signIn = vi.fn(() => Promise.resolve<AuthOutcome>({ kind: 'success', message: 'Welcome back! Redirecting...' }));
    await openDialog(sourceWith(signIn));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Welcome back! You are signed in.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(900));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an exception becomes the generic error message', async () => {
    await openDialog(sourceWith(() => Promise.reject(new Error('boom'))));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('the close button closes it', async () => {
    await openDialog(sourceWith(vi.fn()));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('closed');
  });

  it.each([
    ['sign-in', 'info', 'Please check your email and click the confirmation link before signing in.', 'status'],
    ['sign-in', 'error', 'Invalid email or password. Please check your credentials.', 'alert'],
    ['sign-up', 'info', 'This email is already registered. Try signing in instead, or check your email for a confirmation link.', 'status'],
    ['sign-up', 'error', 'Something went wrong. Please try again.', 'alert'],
  ] as const)('%s shows the source\'s %s message as is', async (mode, kind, message, role) => {
    const answer = vi.fn(() => Promise.resolve<AuthOutcome>({ kind, message }));
    await openDialog(sourceWith(answer, answer));
    if (mode === 'sign-up') await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: mode === 'sign-in' ? 'Sign In' : 'Create Account' }));
    expect(await screen.findByRole(role)).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('disables the inputs and the submit button while submitting', async () => {
    let answer: (o: AuthOutcome) => void = () => {};
    const signIn = vi.fn(() => new Promise<AuthOutcome>((resolve) => (answer = resolve)));
    await openDialog(sourceWith(signIn));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    await act(async () => answer({ kind: 'error', message: 'Invalid email or password. Please check your credentials.' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('Forgot password? asks for a reset link in the same dialog, keeping the typed address', async () => {
    const requestPasswordReset = vi.fn(() =>
      Promise.resolve<AuthOutcome>({ kind: 'success', message: 'If an account exists for that email, a link to reset your password is on its way. Check your inbox.' }),
    );
    await openDialog({ ...sourceWith(vi.fn()), requestPasswordReset });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for that email');
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('offers no Forgot password? link when the source cannot send one', async () => {
    await openDialog(sourceWith(vi.fn()));
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });
});
