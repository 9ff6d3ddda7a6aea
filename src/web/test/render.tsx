import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { EMPTY_SITE_CONFIG, type SiteConfig } from '../../core/site';
import { AppProviders, createQueryClient } from '../app/providers';
import { useAuthDialog, type AuthSource, type AuthUser } from '../features/auth';
import { SITE_CONFIG_QUERY_KEY } from '../features/site';

export const signedOut: AuthSource = { getUser: () => Promise.resolve(null) };
export const loading: AuthSource = { getUser: () => new Promise<AuthUser | null>(() => {}) };
export function signedIn(email = 'ada@example.com'): AuthSource {
  return { getUser: () => Promise.resolve({ id: 'u1', email }), signOut: () => Promise.resolve() };
}

/** Shows whether the auth dialog was asked to open, so tests can see openAuthDialog calls. */
export function DialogProbe() {
  const { open, mode } = useAuthDialog();
  return <output data-testid="dialog-probe">{open ? `open:${mode}` : 'closed'}</output>;
}

/** Renders inside the app's providers and a memory router, with the site configuration preloaded. */
export function renderApp(
  ui: ReactElement,
  { route = '/', auth = signedOut, site = EMPTY_SITE_CONFIG }: { route?: string; auth?: AuthSource; site?: Partial<SiteConfig> } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SITE_CONFIG_QUERY_KEY, { ...EMPTY_SITE_CONFIG, ...site });
  const wrap = (children: ReactNode) => (
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient} authSource={auth}>
        {children}
        <DialogProbe />
      </AppProviders>
    </MemoryRouter>
  );
  return render(wrap(ui));
}
