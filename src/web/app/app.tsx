import { BrowserRouter } from 'react-router';
import { createBetterAuthSource } from '../features/auth';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The server's cookie session, created once for the app's lifetime. */
const authSource = createBetterAuthSource();

export function App() {
  return (
    <AppProviders authSource={authSource}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
