// Prerender (decision 0023): the HTML of the app's first render of each page, written at build time
// into <dist>/web/.vite/prerender.json ({route pattern: html}); the server puts it inside #root
// (src/server/http/spa.ts) and the browser hydrates it (src/web/main.tsx).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The pages prerendered, by route pattern, with the path rendered for it. Pages whose first render
 * depends on the URL's query or on data only the browser has (the e-mail link's token pages, a
 * shared review) are not among them: they keep the empty #root.
 */
export const PRERENDERED = {
  '/': '/',
  '/pricing': '/pricing',
  '/terms': '/terms',
  '/privacy': '/privacy',
  // Screens behind sign-in: their first render is the shell and "Checking authentication...".
  '/analyze': '/analyze',
  '/analyze/verify': '/analyze/verify',
  '/analyze/results/:sessionId': '/analyze/results/session',
  '/dashboard': '/dashboard',
  '/settings': '/settings',
  '/practice/:sessionId': '/practice/session',
};

export async function prerender(root, dist) {
  const out = join(root, dist, 'prerender');
  rmSync(out, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--ssr', 'src/web/prerender.tsx', '--outDir', out, '--emptyOutDir', '--sourcemap', 'false', '--manifest', 'false'],
    { cwd: root, stdio: 'inherit' },
  );
  const { renderPage } = await import(pathToFileURL(join(out, 'prerender.js')).href);
  const pages = {};
  for (const [route, path] of Object.entries(PRERENDERED)) pages[route] = await renderPage(path);
  mkdirSync(join(root, dist, 'web', '.vite'), { recursive: true });
  writeFileSync(join(root, dist, 'web', '.vite', 'prerender.json'), JSON.stringify(pages));
  rmSync(out, { recursive: true, force: true });
  return Object.keys(pages).length;
}
