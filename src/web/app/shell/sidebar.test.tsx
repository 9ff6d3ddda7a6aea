// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES } from '../../../core/routes';
import { renderApp, signedIn } from '../../test/render';
import { SidebarContent } from './sidebar';

function activeLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent ?? '');
}

describe('sidebar', () => {
  it('lists every navigation entry of the route table', () => {
    renderApp(<SidebarContent />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(NAV_ENTRIES.map((e) => e.label));
  });

  it.each([
    ['/', ['Home']],
    ['/analyze', ['Analyze']],
    ['/analyze/verify', ['Analyze']],
    ['/analyze/results/abc123', ['Analyze']],
    ['/dashboard', ['Dashboard']],
    ['/pricing', ['Pricing']],
    ['/settings', ['Settings']],
    ['/terms', []],
    ['/somewhere-else', []],
  ])('on %s marks %j active (Home only on exactly /)', (route, expected) => {
    renderApp(<SidebarContent />, { route });
    expect(activeLabels()).toEqual(expected);
  });

  it('shows the version line with the engine label', () => {
    renderApp(<SidebarContent />);
    expect(screen.getByTestId('version-line')).toHaveTextContent('v1.0.0 · Local 5D engine');
  });

  it('shows social links only when configured', () => {
    const { unmount } = renderApp(<SidebarContent />);
    expect(screen.queryByRole('list', { name: 'Social links' })).toBeNull();
    unmount();
    renderApp(<SidebarContent />, { site: { socialLinks: [{ label: '', url: 'https://github.com/kibitz' }] } });
    const link = within(screen.getByRole('list', { name: 'Social links' })).getByRole('link', { name: /GitHub/ });
    expect(link).toHaveAttribute('href', 'https://github.com/kibitz');
  });

  it('shows the display name and Sign Out when signed in', async () => {
    renderApp(<SidebarContent />, { auth: signedIn('grace.hopper@example.com') });
    expect(await screen.findByText('grace.hopper')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
