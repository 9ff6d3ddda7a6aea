import { BrowserRouter } from 'react-router';
import { createBetterAuthSource, type AuthSource } from '../features/auth';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * Everything inside the router: the browser app (below) and the build's prerender
 * (src/web/prerender.tsx) render this same tree, so the prerendered HTML is what the app's first
 * render produces and hydrates without a mismatch.
 */
export function AppTree({ authSource }: { authSource?: AuthSource }) {
  return (
    // The router is outside the providers: the auth dialog (mounted by them) takes the person on after signing in.
    <AppProviders authSource={authSource}>
      <AppRoutes />
    </AppProviders>
  );
}

/** The server's cookie session, created once for the app's lifetime. */
const authSource = createBetterAuthSource();

export function App() {
  return (
    <BrowserRouter>
      <AppTree authSource={authSource} />
    </BrowserRouter>
  );
}
