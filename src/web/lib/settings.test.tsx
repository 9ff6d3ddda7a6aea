// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../core/settings-defaults';
import type { Settings } from '../../core/settings';
import { renderApp, signedIn } from '../test/render';
import { useSettings, wantsNotification } from './settings';

const latest: { current: ReturnType<typeof useSettings> | null } = { current: null };
function Probe() {
  const s = useSettings();
  useEffect(() => {
    latest.current = s;
  });
  return <output data-testid="probe">{`${s.status}:${s.settings.theme}:${s.showNotation}`}</output>;
}

function mockServer(initial: Partial<Settings>, { failPut = false } = {}) {
  let stored: Settings = { ...DEFAULT_SETTINGS, ...initial };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/settings') && method === 'GET') return new Response(JSON.stringify({ settings: stored, defaults: DEFAULT_SETTINGS }), { status: 200 });
    if (url.endsWith('/settings') && method === 'PUT') {
      if (failPut) return new Response('{"code":"X","message":"boom"}', { status: 500 });
      stored = { ...stored, ...(JSON.parse(String(init?.body)) as Partial<Settings>) };
      return new Response(JSON.stringify({ settings: stored }), { status: 200 });
    }
    if (url.endsWith('/settings/reset')) {
      stored = { ...DEFAULT_SETTINGS };
      return new Response(JSON.stringify({ settings: stored }), { status: 200 });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { get: () => stored, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  latest.current = null;
  document.documentElement.className = '';
  localStorage.clear();
});

describe('SettingsProvider', () => {
  it('signed out: the defaults, nothing fetched, dark theme', async () => {
    const { fetchMock } = mockServer({});
    renderApp(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('default:dark:true'));
    expect(document.documentElement).toHaveClass('dark');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/settings'))).toBe(false);
  });

  it('signed in: loads the stored settings and applies the theme (light removes dark)', async () => {
    mockServer({ theme: 'light', showChessNotation: false });
    renderApp(<Probe />, { auth: signedIn() });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('ready:light:false'));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('kibitz.theme')).toBe('light');
  });

  it('updates optimistically and saves; reset goes back to the defaults', async () => {
    const server = mockServer({});
    renderApp(<Probe />, { auth: signedIn() });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('ready:dark:true'));
    await act(async () => {
      await latest.current!.update({ theme: 'light', compactMode: true });
    });
    // As after reset below: the re-render with the new settings may come after the call resolves.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('ready:light:true'));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(document.documentElement).toHaveAttribute('data-compact');
    expect(server.get()).toMatchObject({ theme: 'light', compactMode: true });
    await act(async () => {
      await latest.current!.reset();
    });
    // The provider re-renders with the reset settings after the call resolves, not always within it.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('ready:dark:true'));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(server.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('a failed save reverts the change and says so', async () => {
    mockServer({}, { failPut: true });
    renderApp(<Probe />, { auth: signedIn() });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('ready:dark:true'));
    let ok = true;
    await act(async () => {
      ok = await latest.current!.update({ showChessNotation: false });
    });
    expect(ok).toBe(false);
    expect(screen.getByTestId('probe')).toHaveTextContent('ready:dark:true');
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
  });

  it('animations follow prefers-reduced-motion as well as the setting', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), addEventListener: () => {}, removeEventListener: () => {} }));
    mockServer({ animationsEnabled: true });
    renderApp(<Probe />, { auth: signedIn() });
    await waitFor(() => expect(latest.current?.status).toBe('ready'));
    expect(latest.current!.animations).toBe(false);
    expect(document.documentElement).toHaveAttribute('data-reduce-motion');
  });
});

describe('notification rule', () => {
  it.each([
    [{}, 'completion', true],
    [{ enableNotifications: false }, 'completion', false],
    [{ notifyOnPatterns: false }, 'patterns', false],
    [{ notifyOnPatterns: false }, 'insights', true],
    [{ notifyOnInsights: false }, 'insights', false],
  ] as const)('%j %s → %s', (patch, kind, wanted) => {
    expect(wantsNotification({ ...DEFAULT_SETTINGS, ...patch }, kind)).toBe(wanted);
  });
});
