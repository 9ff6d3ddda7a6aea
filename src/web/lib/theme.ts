import type { Theme } from '../../core/settings-defaults';
import { DEFAULT_SETTINGS } from '../../core/settings-defaults';

/**
 * The one place that applies a theme to the document (spec section 4, DESIGN decision 5):
 * dark adds the `dark` class, light removes it, system follows the OS colour-scheme preference
 * and keeps following it while it is selected.
 */
const DARK_QUERY = '(prefers-color-scheme: dark)';
let stopFollowingSystem: (() => void) | null = null;

function setDark(root: HTMLElement, dark: boolean): void {
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  if (theme === 'dark' || theme === 'light') {
    setDark(root, theme === 'dark');
    return;
  }
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  setDark(root, media?.matches ?? true);
  if (media) {
    const onChange = (e: MediaQueryListEvent) => setDark(root, e.matches);
    media.addEventListener('change', onChange);
    stopFollowingSystem = () => media.removeEventListener('change', onChange);
  }
}

/** Theme used before any stored preference is known. */
export const INITIAL_THEME: Theme = DEFAULT_SETTINGS.theme;
