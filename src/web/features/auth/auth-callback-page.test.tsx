// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { AuthCallbackPage } from './auth-callback-page';
import type { AuthSource, AuthUser } from './auth-source';

const ada: AuthUser = { id: 'u1', email: 'ada@example.com' };

function sessionSource(read: () => Promise<AuthUser | null>): AuthSource & { getUser: ReturnType<typeof vi.fn> } {
  return { getUser: vi.fn(read), signIn: vi.fn(), signUp: vi.fn() };
}

function renderCallback(route: string, auth: AuthSource, site = {}) {
  return renderApp(
    <Routes>
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      <Route path="/analyze" element={<h1>Analyze screen</h1>} />
      <Route path="/" element={<h1>Home screen</h1>} />
    </Routes>,
    { route, auth, site },
  );
}

/** Lets pending promises and React updates run without moving the clock. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('auth callback page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('shows progress, reads the session only after 500 ms, then confirms and redirects to /analyze after 3 s', async () => {
    // The provider's own first read resolves signed-out, so only the page's read (after 500 ms) finds the user.
    let calls = 0;
    const source = sessionSource(() => Promise.resolve(calls++ === 0 ? null : ada));
    renderCallback('/auth/callback', source);
    await flush();
    expect(screen.getByRole('progressbar', { name: 'Processing your confirmation' })).toBeInTheDocument();
    expect(screen.getByText('Processing your confirmation...')).toBeInTheDocument();
    expect(source.getUser).toHaveBeenCalledTimes(1); // the provider's load, not the page yet

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(source.getUser).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(source.getUser).toHaveBeenCalledTimes(2);
    await flush();

    expect(screen.getByRole('heading', { name: 'Email Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com!')).toBeInTheDocument();
    expect(screen.getByText(/^Welcome to Kibitz,/)).toBeInTheDocument();
    expect(screen.getByText('Your email has been confirmed successfully! You can now access all features.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Unlocked features' }).children.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('link', { name: 'Start Analyzing Conversations' })).toHaveAttribute('href', '/analyze');
    expect(screen.getByText('Redirecting automatically in 3 seconds...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByRole('heading', { name: 'Analyze screen' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Analyze screen' })).toBeInTheDocument();
  });

  it('?error=TOKEN_EXPIRED shows the expired state with Back to Home and Try Again', async () => {
    renderCallback('/auth/callback?error=TOKEN_EXPIRED', sessionSource(() => Promise.resolve(null)));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByRole('heading', { name: 'Link Expired' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your confirmation link has expired. Please sign up again to get a new link.');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:sign-up');
  });

  it('an error in the link wins even when a session exists', async () => {
    renderCallback('/auth/callback?error=TOKEN_EXPIRED', sessionSource(() => Promise.resolve(ada)));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByRole('heading', { name: 'Link Expired' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('heading', { name: 'Analyze screen' })).toBeNull();
  });

  it('another error shows its description, or the fallback', async () => {
    renderCallback('/auth/callback?error=access_denied&error_description=The+link+was+already+used', sessionSource(() => Promise.resolve(null)));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByRole('heading', { name: 'Confirmation Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The link was already used');
  });

  it('INVALID_TOKEN: the fallback text, Try Again offers sign-in', async () => {
    renderCallback('/auth/callback?error=INVALID_TOKEN', sessionSource(() => Promise.resolve(null)));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:sign-in');
  });

  it('no session and no error: no authentication data', async () => {
    renderCallback('/auth/callback', sessionSource(() => Promise.resolve(null)));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('No authentication data found. Please try the confirmation link again or sign up again.');
  });

  it('a failing session read is the error state', async () => {
    let calls = 0;
    renderCallback('/auth/callback', sessionSource(() => (calls++ === 0 ? Promise.resolve(null) : Promise.reject(new Error('offline')))));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
  });

  it('the support line uses the configured contact address, and invents none without it', async () => {
    const { unmount } = renderCallback('/auth/callback?error=INVALID_TOKEN', sessionSource(() => Promise.resolve(null)), { contactEmail: 'help@kibitz.example' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByRole('link', { name: 'help@kibitz.example' })).toHaveAttribute('href', 'mailto:help@kibitz.example');
    unmount();

    renderCallback('/auth/callback?error=INVALID_TOKEN', sessionSource(() => Promise.resolve(null)));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByText(/Still having trouble\?/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
