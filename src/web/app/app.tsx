import { BrowserRouter } from 'react-router';
import { createBetterAuthSource } from '../features/auth';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The server's cookie session, created once for the app's lifetime. */
const authSource = createBetterAuthSource();

export function App() {
  return (
    // The router is outside the providers: the auth dialog (mounted by them) takes the person on after signing in.
    <BrowserRouter>
      <AppProviders authSource={authSource}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
