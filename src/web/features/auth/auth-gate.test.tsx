// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GATE_BANDS } from '../../../core/bands';
import { loading, renderApp, signedIn } from '../../test/render';
import { AuthGate, GATE_FREE_LINE } from './auth-gate';
import { useAuth } from './auth-context';

const Secret = () => <h1>Protected screen</h1>;

describe('protected-page gate', () => {
  it('says it is checking while auth loads', () => {
    renderApp(<AuthGate><Secret /></AuthGate>, { auth: loading });
    expect(screen.getByText('Checking authentication...').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Protected screen')).toBeNull();
  });

  it('closes the protected screen as soon as Sign Out is clicked, before the server answers', async () => {
    const source = { ...signedIn(), signOut: () => new Promise<void>(() => {}) };
    const SignOut = () => {
      const { signOut } = useAuth();
      return <button onClick={() => void signOut()}>Sign Out</button>;
    };
    renderApp(<><SignOut /><AuthGate><Secret /></AuthGate></>, { auth: source });
    expect(await screen.findByText('Protected screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.queryByText('Protected screen')).toBeNull();
    expect(screen.getByText('Signing out...').closest('[role="status"]')).not.toBeNull();
  });

  it('shows the Authentication Required card to anonymous visitors', async () => {
    renderApp(<AuthGate><Secret /></AuthGate>);
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText(GATE_FREE_LINE)).toBeInTheDocument();
    expect(GATE_FREE_LINE).toBe('Free account • 30 seconds setup • No credit card required');
    expect(screen.queryByText('Protected screen')).toBeNull();
  });

  it('lists the symbols !!, !, +, ?, ?? with their names from the band table', async () => {
    renderApp(<AuthGate><Secret /></AuthGate>);
    const list = await screen.findByRole('list', { name: 'Chess notation' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['!!Brilliant', '!Excellent', '+Good', '?Mistake', '??Blunder']);
    expect(items).toHaveLength(GATE_BANDS.length);
  });

  it('Unlock 5D Analysis (an invitation to join) opens the auth dialog on sign-up', async () => {
    renderApp(<AuthGate><Secret /></AuthGate>);
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock 5D Analysis' }));
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:sign-up');
  });

  it('without the fallback card opens the dialog directly', async () => {
    renderApp(<AuthGate showFallback={false}><Secret /></AuthGate>);
    await screen.findByText('Sign in to continue.');
    await waitFor(() => expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:sign-in'));
    expect(screen.queryByRole('heading', { name: 'Authentication Required' })).toBeNull();
  });

  it('renders the protected content when signed in', async () => {
    renderApp(<AuthGate><Secret /></AuthGate>, { auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Protected screen' })).toBeInTheDocument();
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('closed');
  });
});
