// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../core/routes';
import { renderApp } from '../test/render';
import { AppRoutes } from './router';

// Pages are lazy chunks: the first import of each takes a moment under jsdom.
const LAZY = { timeout: 10_000 };

describe('route table', () => {
  it.each(ROUTES.filter((r) => r.access === 'guarded').map((r) => r.path.replace(':sessionId', 'abc123')))(
    'guards %s with the sign-in gate',
    async (path) => {
      renderApp(<AppRoutes />, { route: path });
      expect(await screen.findByRole('heading', { name: 'Authentication Required' }, LAZY)).toBeInTheDocument();
    },
  );

  it.each([
    ['/', /annotated like a grandmaster/],
    ['/pricing', /measured move by move/],
    ['/terms', /Terms of Service/],
    ['/privacy', /Privacy Policy/],
  ])('renders the open page %s', async (path, heading) => {
    renderApp(<AppRoutes />, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the not-found page with a link home for unknown paths', async () => {
    renderApp(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('renders /auth/callback outside the main layout', async () => {
    renderApp(<AppRoutes />, { route: '/auth/callback' });
    expect(await screen.findByText('Processing your confirmation...', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
