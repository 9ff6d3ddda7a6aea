/**
 * The person's preferences (spec section 3 "Settings") for every screen: GET /settings when signed
 * in, the defaults otherwise. Changes are optimistic (the screen changes at once; a failed save
 * reverts and says so). The theme is applied live (spec section 4 rule via lib/theme), compact mode
 * and motion are exposed as flags and as data attributes on <html> for CSS.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Settings, SettingsPatch, Theme } from '../../core/settings';
import { DEFAULT_SETTINGS } from '../../core/settings-defaults';
import { useAuth } from '../features/auth';
import { api } from './api';
import { applyTheme } from './theme';

export const SETTINGS_QUERY_KEY = ['settings'] as const;
const THEME_STORAGE_KEY = 'kibitz.theme';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings';
export const SETTINGS_RESET_FAILED = 'Failed to reset settings';

export type NotificationKind = 'completion' | 'patterns' | 'insights';

export interface SettingsState {
  readonly settings: Settings;
  /** 'loading' until auth and (when signed in) the server answered; 'default' when signed out. */
  readonly status: 'default' | 'loading' | 'ready' | 'error';
  /** Saves a change (optimistic; reverts with a toast on failure). */
  readonly update: (patch: SettingsPatch) => Promise<boolean>;
  /** Back to the defaults on the server (optimistic as well). */
  readonly reset: () => Promise<boolean>;
  readonly compactMode: boolean;
  /** Animations wanted by the setting and not refused by the OS (prefers-reduced-motion). */
  readonly animations: boolean;
  readonly showNotation: boolean;
  /** Shows a notification of that kind when the settings allow it: a toast, and the browser's too once permitted. */
  /**
   * Tells the person (Notifications settings): a toast, and a system notification while the tab is
   * hidden. `{toast: false}` when the screen shows it in its own layout and only a hidden tab needs telling.
   */
  readonly notify: (kind: NotificationKind, title: string, body?: string, options?: { toast?: boolean }) => void;
}

const SettingsContext = createContext<SettingsState | null>(null);

function readStoredTheme(): Theme | null {
  try {
    const t = window.localStorage.getItem(THEME_STORAGE_KEY);
    return t === 'dark' || t === 'light' || t === 'system' ? t : null;
  } catch {
    return null;
  }
}

function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode: the theme still applies, it just is not remembered before sign-in answers.
  }
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const mql = window.matchMedia(REDUCED_MOTION);
  mql.addEventListener?.('change', onChange);
  return () => mql.removeEventListener?.('change', onChange);
}
const reducedMotionNow = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION).matches : false);

/** Whether the operating system asks for reduced motion, kept current. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, reducedMotionNow, () => false);
}

/** Browser notifications are only shown once the person allowed them (asked on a click in Settings). */
export function browserNotificationsAllowed(): boolean {
  return typeof window.Notification === 'function' && window.Notification.permission === 'granted';
}

const KIND_SETTING: Record<NotificationKind, keyof Pick<Settings, 'notifyOnCompletion' | 'notifyOnPatterns' | 'notifyOnInsights'>> = {
  completion: 'notifyOnCompletion',
  patterns: 'notifyOnPatterns',
  insights: 'notifyOnInsights',
};

/** Pure rule: is a notification of this kind wanted? */
export function wantsNotification(settings: Settings, kind: NotificationKind): boolean {
  return settings.enableNotifications && settings[KIND_SETTING[kind]];
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const { status: authStatus, user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = authStatus === 'signed-in' && !!user;
  const queryKey = useMemo(() => [...SETTINGS_QUERY_KEY, user?.id ?? 'anonymous'] as const, [user?.id]);
  const [storedTheme] = useState(readStoredTheme);

  const query = useQuery({
    queryKey,
    queryFn: async () => (await api.getSettings()).settings,
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });

  const settings: Settings = useMemo(() => {
    if (signedIn && query.data) return query.data;
    // Before the server answers, the last theme this browser used avoids a flash of the wrong theme.
    return storedTheme ? { ...DEFAULT_SETTINGS, theme: storedTheme } : { ...DEFAULT_SETTINGS };
  }, [signedIn, query.data, storedTheme]);

  // While the auth state is unknown, the settings are too: screens wait instead of showing defaults that then jump.
  const status: SettingsState['status'] = authStatus === 'loading' ? 'loading' : !signedIn ? 'default' : query.isError ? 'error' : query.data ? 'ready' : 'loading';

  // Theme: applied before paint so a change never shows a frame of the old one.
  useLayoutEffect(() => {
    applyTheme(settings.theme);
    if (signedIn && query.data) storeTheme(settings.theme);
  }, [settings.theme, signedIn, query.data]);

  const reducedMotion = usePrefersReducedMotion();
  const animations = settings.animationsEnabled && !reducedMotion;
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-compact', settings.compactMode);
    root.toggleAttribute('data-reduce-motion', !animations);
  }, [settings.compactMode, animations]);

  const save = useMutation({
    mutationFn: (patch: SettingsPatch) => api.updateSettings(patch),
  });
  const resetMutation = useMutation({ mutationFn: () => api.resetSettings() });

  const update = useCallback(
    async (patch: SettingsPatch): Promise<boolean> => {
      const previous = queryClient.getQueryData<Settings>(queryKey) ?? settings;
      queryClient.setQueryData<Settings>(queryKey, { ...previous, ...patch });
      if (!signedIn) return true;
      try {
        const { settings: saved } = await save.mutateAsync(patch);
        // Later optimistic changes may be in flight: only the fields of this patch take the server's word.
        queryClient.setQueryData<Settings>(queryKey, (current) => {
          const base = current ?? saved;
          const confirmed = Object.fromEntries(Object.keys(patch).map((k) => [k, saved[k as keyof Settings]]));
          return { ...base, ...confirmed };
        });
        return true;
      } catch {
        queryClient.setQueryData<Settings>(queryKey, (current) => {
          const base = current ?? previous;
          const reverted = Object.fromEntries(Object.keys(patch).map((k) => [k, previous[k as keyof Settings]]));
          return { ...base, ...reverted };
        });
        toast.error(SETTINGS_SAVE_FAILED);
        return false;
      }
    },
    [queryClient, queryKey, settings, signedIn, save],
  );

  const reset = useCallback(async (): Promise<boolean> => {
    const previous = queryClient.getQueryData<Settings>(queryKey) ?? settings;
    queryClient.setQueryData<Settings>(queryKey, { ...DEFAULT_SETTINGS });
    if (!signedIn) return true;
    try {
      const { settings: saved } = await resetMutation.mutateAsync();
      queryClient.setQueryData<Settings>(queryKey, saved);
      return true;
    } catch {
      queryClient.setQueryData<Settings>(queryKey, previous);
      toast.error(SETTINGS_RESET_FAILED);
      return false;
    }
  }, [queryClient, queryKey, settings, signedIn, resetMutation]);

  const notify = useCallback(
    (kind: NotificationKind, title: string, body?: string, options: { toast?: boolean } = {}) => {
      if (!wantsNotification(settings, kind)) return;
      if (options.toast !== false) toast.info(title, body ? { description: body } : undefined);
      if (browserNotificationsAllowed() && document.visibilityState === 'hidden') {
        try {
          new window.Notification(title, { body, tag: `kibitz-${kind}` });
        } catch {
          // Some browsers only allow notifications from a service worker; the toast already showed it.
        }
      }
    },
    [settings],
  );

  const value = useMemo<SettingsState>(
    () => ({
      settings,
      status,
      update,
      reset,
      compactMode: settings.compactMode,
      animations,
      showNotation: settings.showChessNotation,
      notify,
    }),
    [settings, status, update, reset, animations, notify],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** Outside a provider (isolated component tests) the defaults apply and changes are not saved. */
const FALLBACK: SettingsState = {
  settings: DEFAULT_SETTINGS,
  status: 'default',
  update: () => Promise.resolve(false),
  reset: () => Promise.resolve(false),
  compactMode: DEFAULT_SETTINGS.compactMode,
  animations: DEFAULT_SETTINGS.animationsEnabled,
  showNotation: DEFAULT_SETTINGS.showChessNotation,
  notify: () => {},
};

export function useSettings(): SettingsState {
  return useContext(SettingsContext) ?? FALLBACK;
}
