import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { removeServerMeta } from './features/seo';
import { INITIAL_THEME, applyTheme } from './lib/theme';
import './styles/index.css';

// The server's metadata tags are for crawlers; from here on React renders them per route.
removeServerMeta();
applyTheme(INITIAL_THEME);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server sends most pages with the app's first render already inside #root (decision 0023):
// hydrate it, once the page's screen is loaded (its chunk is preloaded with the page), so the whole
// page hydrates in one pass. As a transition, React hydrates in slices of a few milliseconds and
// lets the browser handle input between them: the page is already painted, nothing waits for it.
// Other pages (and the development server) arrive with an empty #root.
if (root.firstElementChild) {
  const hydrate = () => startTransition(() => void hydrateRoot(root, app));
  preloadScreen(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(root).render(app);
}
