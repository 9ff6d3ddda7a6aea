// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_THEME, applyTheme } from './theme';

function mockMatchMedia(dark: boolean) {
  const listeners: ((e: { matches: boolean }) => void)[] = [];
  const mql = {
    matches: dark,
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.push(l),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('matchMedia', vi.fn(() => mql));
  return { emit: (matches: boolean) => listeners.forEach((l) => l({ matches })), mql };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
});

describe('theme', () => {
  it('starts dark (DESIGN decision 5)', () => {
    expect(INITIAL_THEME).toBe('dark');
    applyTheme(INITIAL_THEME);
    expect(document.documentElement).toHaveClass('dark');
  });

  it('light removes the dark class', () => {
    applyTheme('dark');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('system follows the OS preference and its changes', () => {
    const media = mockMatchMedia(false);
    applyTheme('system');
    expect(document.documentElement).not.toHaveClass('dark');
    media.emit(true);
    expect(document.documentElement).toHaveClass('dark');
    applyTheme('light');
    expect(media.mql.removeEventListener).toHaveBeenCalled();
  });
});
