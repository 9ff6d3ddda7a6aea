import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { AuthDialogHost, AuthProvider, type AuthSource } from '../features/auth';
import { SettingsProvider, useSettings } from '../lib/settings';

/** Toasts of spec section 9: bottom-right, 4 s, region 'Notifications', focus with Alt+T. */
export const TOAST_OPTIONS = {
  position: 'bottom-right',
  duration: 4000,
  containerAriaLabel: 'Notifications',
  hotkey: ['altKey', 'KeyT'],
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/** The toasts follow the theme setting (dark, light or the system's). */
function SettingsToaster() {
  const { settings } = useSettings();
  return (
    <Toaster
      position={TOAST_OPTIONS.position}
      duration={TOAST_OPTIONS.duration}
      containerAriaLabel={TOAST_OPTIONS.containerAriaLabel}
      hotkey={[...TOAST_OPTIONS.hotkey]}
      theme={settings.theme}
      richColors
      closeButton
    />
  );
}

export function AppProviders({
  children,
  queryClient,
  authSource,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  authSource?: AuthSource;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider source={authSource}>
        <SettingsProvider>
          {children}
          <AuthDialogHost />
          <SettingsToaster />
        </SettingsProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
