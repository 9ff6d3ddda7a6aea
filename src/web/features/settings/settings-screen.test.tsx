// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../core/settings-defaults';
import type { Settings } from '../../../core/settings';
import { renderApp, signedIn } from '../../test/render';
import { SettingsScreen } from './settings-screen';

let stored: Settings;
const puts: unknown[] = [];
function server() {
  stored = { ...DEFAULT_SETTINGS };
  puts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'PUT') {
        const patch = JSON.parse(String(init?.body)) as Partial<Settings>;
        puts.push(patch);
        stored = { ...stored, ...patch };
      }
      if (url.endsWith('/settings/reset')) stored = { ...DEFAULT_SETTINGS };
      return new Response(JSON.stringify({ settings: stored, defaults: DEFAULT_SETTINGS }), { status: 200 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
});

describe('settings screen', () => {
  it('shows all 18 preferences in four groups', async () => {
    server();
    renderApp(<SettingsScreen />, { auth: signedIn() });
    await screen.findByTestId('settings');
    for (const g of ['Appearance', 'Analysis', 'Notifications', 'Export']) expect(screen.getByRole('region', { name: g })).toBeInTheDocument();
    // 15 booleans as switches, 3 choices as radio groups.
    expect(screen.getAllByRole('switch')).toHaveLength(15);
    for (const name of ['Theme', 'Default analysis depth', 'Default export format']) expect(screen.getByRole('radiogroup', { name })).toBeInTheDocument();
    expect(Object.keys(DEFAULT_SETTINGS)).toHaveLength(18);
  });

  it('saves a change at once and applies the theme', async () => {
    server();
    renderApp(<SettingsScreen />, { auth: signedIn() });
    await screen.findByTestId('settings');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Theme' })).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('switch', { name: 'Chess notation' }));
    await waitFor(() => expect(puts).toEqual([{ theme: 'light' }, { showChessNotation: false }]));
    expect(screen.getByRole('switch', { name: 'Chess notation' })).toHaveAttribute('aria-checked', 'false');
  });

  it('turning notifications off disables the three kinds', async () => {
    server();
    renderApp(<SettingsScreen />, { auth: signedIn() });
    await screen.findByTestId('settings');
    await userEvent.click(screen.getByRole('switch', { name: 'Notifications' }));
    for (const name of ['Analysis completed', 'Patterns detected', 'New insights']) expect(screen.getByRole('switch', { name })).toBeDisabled();
  });

  it('reset asks for confirmation first', async () => {
    server();
    renderApp(<SettingsScreen />, { auth: signedIn() });
    await screen.findByTestId('settings');
    await userEvent.click(screen.getByRole('switch', { name: 'Compact mode' }));
    await waitFor(() => expect(stored.compactMode).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stored.compactMode).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset settings' }));
    await waitFor(() => expect(stored).toEqual(DEFAULT_SETTINGS));
    expect(await screen.findByText('Settings reset to defaults')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Compact mode' })).toHaveAttribute('aria-checked', 'false');
  });
});
