import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { removeServerMeta } from './features/seo';
import { INITIAL_THEME, applyTheme } from './lib/theme';
import './styles/index.css';

// The server's metadata tags are for crawlers; from here on React renders them per route.
removeServerMeta();
applyTheme(INITIAL_THEME);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
