// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TAGLINE } from '../../../core/version';
import { loading, renderApp, signedIn } from '../../test/render';
import { Header } from './header';

describe('header', () => {
  it('shows the page name and the subtitle', () => {
    renderApp(<Header onOpenMenu={() => {}} menuOpen={false} />, { route: '/terms' });
    expect(screen.getByTestId('page-name')).toHaveTextContent('Terms of Service');
    expect(screen.getByText(TAGLINE)).toBeInTheDocument();
  });

  it('names unknown paths as not found', () => {
    renderApp(<Header onOpenMenu={() => {}} menuOpen={false} />, { route: '/nowhere' });
    expect(screen.getByTestId('page-name')).toHaveTextContent('Page Not Found');
  });

  it('shows a spinner while the auth state loads', () => {
    renderApp(<Header onOpenMenu={() => {}} menuOpen={false} />, { auth: loading });
    expect(screen.getByRole('img', { name: 'Checking sign-in status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In / Register' })).toBeNull();
  });

  it('signed out: Upgrade to Pro links to pricing and Sign In / Register opens the auth dialog', async () => {
    renderApp(<Header onOpenMenu={() => {}} menuOpen={false} />);
    expect(await screen.findByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('closed');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In / Register' }));
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:sign-in');
  });

  it('signed in: no sign-in button', async () => {
    renderApp(<Header onOpenMenu={() => {}} menuOpen={false} />, { auth: signedIn() });
    await vi.waitFor(() => expect(screen.queryByRole('img', { name: 'Checking sign-in status' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Sign In / Register' })).toBeNull();
  });

  it('the menu button reports the drawer state', async () => {
    const onOpen = vi.fn();
    renderApp(<Header onOpenMenu={onOpen} menuOpen={false} />);
    const button = screen.getByRole('button', { name: 'Open navigation' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
