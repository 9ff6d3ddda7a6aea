import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeFor } from '../../core/routes';
import { PRERENDERED } from '../../../scripts/prerender.mjs';
import { dataPreloads, hasSessionCookie, readPrerendered, ROUTE_MODULES, routePreloads, withAppHtml } from './spa';

describe('route chunk preloads', () => {
  it('names each route’s chunks the first script does not bring, from the Vite manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kibitz-web-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/web/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_button.js'], dynamicImports: ['src/web/app/routes/home.tsx'] },
        '_button.js': { file: 'assets/button-2.js' },
        '_marketing.js': { file: 'assets/marketing-3.js', imports: ['_button.js'] },
        'src/web/app/routes/home.tsx': { file: 'assets/home-4.js', imports: ['src/web/main.tsx', '_button.js', '_marketing.js'] },
      }),
    );
    const preloads = routePreloads(dir);
    expect(preloads.get('/')).toBe('<link rel="modulepreload" crossorigin href="/assets/home-4.js">\n    <link rel="modulepreload" crossorigin href="/assets/marketing-3.js">');
    expect(preloads.has('/pricing')).toBe(false);
    expect(routePreloads(mkdtempSync(join(tmpdir(), 'kibitz-web-'))).size).toBe(0);
  });

  it('knows the module of every route the app loads lazily', () => {
    const router = readFileSync(join('src', 'web', 'app', 'router.tsx'), 'utf8');
    const lazy = [...router.matchAll(/import\('\.\/routes\/([\w-]+)'\)/g)].map((m) => `src/web/app/routes/${m[1]}.tsx`);
    const known = Object.values(ROUTE_MODULES);
    for (const module of known) expect(existsSync(module), module).toBe(true);
    // Every lazily loaded screen except the not-found page belongs to a route.
    expect(lazy.filter((m) => !m.endsWith('not-found.tsx')).sort()).toEqual([...known].sort());
  });
});

const ID = '0f8e2b1c-3a4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('data preloads: the answers a page reads as it boots are fetched alongside its scripts', () => {
  const hrefs = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('every page: who is signed in (the exact URL the auth source fetches) and the site facts', () => {
    const source = readFileSync(join('src', 'web', 'features', 'auth', 'better-auth-source.ts'), 'utf8');
    expect(source).toContain('fetch(SESSION_CHECK_URL');
    expect(hrefs(dataPreloads('/'))).toEqual(['/api/auth/get-session?disableCookieCache=true', '/api/v1/site']);
  });

  it('nothing that can fail for a signed-out visitor: without a sign-in cookie a results page does not preload its session', () => {
    expect(hrefs(dataPreloads('/analyze/results/6f1c2a'))).toEqual(['/api/auth/get-session?disableCookieCache=true', '/api/v1/site']);
    expect(hrefs(dataPreloads('/analyze/results/6f1c2a', false))).toEqual(['/api/auth/get-session?disableCookieCache=true', '/api/v1/site']);
    expect(dataPreloads('/no/such/page', true)).toBe('');
  });

  it('signed in, a results page fetches its session and the settings with the page (decision 0029)', () => {
    expect(hrefs(dataPreloads(`/analyze/results/${ID}`, true))).toEqual([
      '/api/auth/get-session?disableCookieCache=true',
      '/api/v1/site',
      `/api/v1/sessions/${ID}`,
      '/api/v1/settings',
    ]);
  });

  // The screen asks only for an id of the session-id shape (web/shared/review/logic.ts isValidSessionId).
  it.each([
    [ID, true],
    [ID.toUpperCase(), true],
    ['not-a-session', false],
    ['6f1c2a', false],
    [`${ID}x`, false],
    ['a%20b%22', false],
    ['%E0%A4%A', false],
  ])('results page for %j: preloads its session: %s', (id, expected) => {
    expect(hrefs(dataPreloads(`/analyze/results/${id}`, true)).some((h) => h?.startsWith('/api/v1/sessions/'))).toBe(expected);
  });

  it.each([
    ['kibitz.session_token=abc.def', true],
    ['theme=dark; kibitz.session_token=abc', true],
    ['__Secure-kibitz.session_token=abc', true],
    ['kibitz.session_token=', false],
    ['xkibitz.session_token=abc', false],
    ['kibitz.session_data=abc', false],
    ['', false],
    [undefined, false],
  ])('cookie %j carries a session: %s', (cookie, expected) => expect(hasSessionCookie(cookie)).toBe(expected));
});

describe('prerendered pages (decision 0023)', () => {
  it('puts the build’s first render of a route inside #root, and nothing for a page without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kibitz-web-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'prerender.json'), JSON.stringify({ '/': '<h1>Home $& $1</h1>' }));
    const pages = readPrerendered(dir);
    const template = '<div id="root"><!--app-html--></div>';
    // Replacement patterns ($&, $1) in the page's text stay text.
    expect(withAppHtml(template, pages.get('/'))).toBe('<div id="root"><h1>Home $& $1</h1></div>');
    expect(withAppHtml(template, pages.get('/pricing'))).toBe('<div id="root"></div>');
    expect(readPrerendered(mkdtempSync(join(tmpdir(), 'kibitz-web-'))).size).toBe(0);
  });

  it('prerenders route patterns the server knows, each with a path of that route', () => {
    for (const [pattern, path] of Object.entries(PRERENDERED)) expect(routeFor(path)?.path, path).toBe(pattern);
  });
});
