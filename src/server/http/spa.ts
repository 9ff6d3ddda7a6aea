import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isClientRoute, PATHS, routeFor } from '../../core/routes';
import { pageMetadata, type PageMetadata } from '../../core/seo';
import { SESSION_CHECK_URL } from '../../core/auth';
import { SHARED_REVIEW_ROUTE } from '../../core/sharing/index';
import type { Config } from '../config';
import { sendApiNotFound } from './errors';

const META_PLACEHOLDER = '<!--server-meta-->';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script> must not be able to close the tag. */
const escapeJsonForScript = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Head tags of a page's metadata, marked so the app replaces them (data-server-meta) once it boots. */
export function metaTags(meta: PageMetadata): string {
  const tags = [
    `<title data-server-meta>${escapeHtml(meta.title)}</title>`,
    `<meta data-server-meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta data-server-meta name="robots" content="${meta.robots}">`,
    `<link data-server-meta rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    ...Object.entries(meta.openGraph).map(([k, v]) => `<meta data-server-meta property="${k}" content="${escapeHtml(v)}">`),
    ...Object.entries(meta.twitter).map(([k, v]) => `<meta data-server-meta name="${k}" content="${escapeHtml(v)}">`),
    ...meta.jsonLd.map((d) => `<script data-server-meta type="application/ld+json">${escapeJsonForScript(JSON.stringify(d))}</script>`),
  ];
  return tags.join('\n    ');
}

/** What every page reads as it boots: who is signed in, and the site's facts (footer, sidebar). */
const APP_DATA: readonly string[] = [SESSION_CHECK_URL, '/api/v1/site'];

/**
 * The API answers a screen reads as soon as it mounts, by route (web/lib/api.ts paths), for a visitor
 * whose request carries a sign-in cookie: screens behind sign-in read them only once signed in.
 * Without the cookie nothing is preloaded, so a signed-out visitor's browser logs no failed
 * resource (a preload that fails is logged where the app's own fetch is handled quietly). A stale
 * cookie (the session ended) costs one such log line; a session that does not exist is logged by
 * the app's own fetch anyway. Measured (decision 0029): on the results page the session and the
 * settings were fetched only after the first script had run and the sign-in answer arrived (about
 * 1.0 s in under Lighthouse's mobile defaults); preloaded, they start with the page.
 */
const SIGNED_IN_SCREEN_DATA: Readonly<Record<string, (params: Readonly<Record<string, string>>) => readonly string[]>> = {
  // Only an id the screen would ask for (web/shared/review/logic.ts isValidSessionId): it answers
  // "Invalid session ID" for others without a request.
  [PATHS.results]: ({ sessionId }) => (sessionId && SESSION_ID.test(sessionId) ? [`/api/v1/sessions/${encodeURIComponent(sessionId)}`, '/api/v1/settings'] : []),
};
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Better Auth's session cookie (cookiePrefix "kibitz"; "__Secure-" in front over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?kibitz\.session_token=[^;\s]/;
export const hasSessionCookie = (cookieHeader: string | undefined): boolean => SESSION_COOKIE.test(cookieHeader ?? '');

/**
 * `<link rel="preload" as="fetch">` for the answers the requested page reads as it boots, so they are
 * fetched while its scripts load instead of after they have run: Lighthouse (mobile defaults) showed
 * every page reading who is signed in only after its scripts ran (about 1.9 s in on the results
 * page, whose guard waits on that answer); preloaded, it starts at about 0.5 s. The browser reuses the preloaded answer for the app's own fetch (same URL,
 * same-origin credentials; web/lib/api.ts sends no request headers a GET would not).
 */
export function dataPreloads(pathname: string, signedIn = false): string {
  const route = routeFor(pathname);
  if (!route) return '';
  const screen = signedIn ? (SIGNED_IN_SCREEN_DATA[route.path]?.(routeParams(route.path, pathname)) ?? []) : [];
  const urls = [...APP_DATA, ...screen];
  return urls.map((u) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(u)}">`).join('\n    ');
}

/** ":name" segments of a route pattern read from a path ("/analyze/results/:sessionId"). */
function routeParams(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/');
  const values = pathname.split('/');
  const out: Record<string, string> = {};
  names.forEach((n, i) => {
    if (!n.startsWith(':') || !values[i]) return;
    try {
      out[n.slice(1)] = decodeURIComponent(values[i]!);
    } catch {
      // A malformed escape names no session: nothing to preload.
    }
  });
  return out;
}

/**
 * Head tags for the first request of a page, so crawlers and link previews see the page's
 * metadata without running the app. The app replaces them (data-server-meta) once it boots.
 */
export function renderHeadTags(pathname: string, config: Pick<Config, 'appOrigin' | 'site'>): string {
  return metaTags(pageMetadata(pathname, config.appOrigin, config.site));
}

/** The built app's index.html, or null when the web app is not built. */
export function readAppTemplate(webRoot: string): string | null {
  const indexPath = join(webRoot, 'index.html');
  return existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
}

/** index.html with these head tags in place of the placeholder. */
export const withHead = (template: string, head: string): string => template.replace(META_PLACEHOLDER, head);

const APP_HTML_PLACEHOLDER = '<!--app-html-->';

/**
 * The build's prerendered first render of each page, by route pattern (scripts/prerender.mjs,
 * decision 0023); empty when the build has none (the app then renders into an empty #root).
 */
export function readPrerendered(webRoot: string): ReadonlyMap<string, string> {
  const path = join(webRoot, '.vite', 'prerender.json');
  if (!existsSync(path)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>));
}

/** The page's prerendered HTML inside #root (the placeholder goes either way). */
export const withAppHtml = (html: string, appHtml: string | undefined): string => html.replace(APP_HTML_PLACEHOLDER, () => appHtml ?? '');

/** The module of each route's screen, as src/web/app/router.tsx loads it (React.lazy). */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  [PATHS.home]: 'src/web/app/routes/home.tsx',
  [PATHS.pricing]: 'src/web/app/routes/pricing.tsx',
  [PATHS.terms]: 'src/web/app/routes/terms.tsx',
  [PATHS.privacy]: 'src/web/app/routes/privacy.tsx',
  [PATHS.analyze]: 'src/web/app/routes/analyze.tsx',
  [PATHS.verify]: 'src/web/app/routes/verify.tsx',
  [PATHS.results]: 'src/web/app/routes/results.tsx',
  [PATHS.dashboard]: 'src/web/app/routes/dashboard.tsx',
  [PATHS.settings]: 'src/web/app/routes/settings.tsx',
  [PATHS.authCallback]: 'src/web/app/routes/auth-callback.tsx',
  [PATHS.resetPassword]: 'src/web/app/routes/reset-password.tsx',
  [SHARED_REVIEW_ROUTE]: 'src/web/app/routes/shared-review.tsx',
  [PATHS.practice]: 'src/web/app/routes/practice.tsx',
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * For each route, `<link rel="modulepreload">` tags for its screen's chunks that the first script
 * does not already bring (index.html preloads those): the browser fetches them alongside the first
 * script instead of after it has run, one round trip less before the page paints. Empty without a
 * Vite manifest (a build without one still works, one round trip slower).
 */
export function routePreloads(webRoot: string): Map<string, string> {
  const out = new Map<string, string>();
  const path = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(path)) return out;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
  };
  const inEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, inEntry);
  for (const [route, module] of Object.entries(ROUTE_MODULES)) {
    const files = new Set<string>();
    closure(module, files);
    const links = [...files].filter((f) => !inEntry.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`);
    if (links.length) out.set(route, links.join('\n    '));
  }
  return out;
}

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, index.html (never
 * cached) for every client route, and a 404 index.html (the app's not-found page) for other paths.
 * API paths never fall through to the app: they answer JSON.
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const template = readAppTemplate(config.webRoot);
  const preloads = routePreloads(config.webRoot);
  const prerendered = readPrerendered(config.webRoot);
  if (!template) {
    app.log.warn({ webRoot: config.webRoot }, 'web app not built (run npm run build); only the API is served');
  } else {
    await app.register(fastifyStatic, {
      root: config.webRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes file.js.br and file.js.gz beside file.js (scripts/precompress.mjs): the
      // best the client accepts is sent, with Content-Encoding and Vary: Accept-Encoding. The copies
      // are not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', '.vite/**'],
      setHeaders(res, path) {
        const immutable = path.includes(`${join(config.webRoot, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

  const serveApp = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(request, reply);
    }
    if (!template) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built. Run `npm run build` and restart.');
    }
    const route = routeFor(pathname);
    const preload = route ? preloads.get(route.path) : undefined;
    const data = dataPreloads(pathname, hasSessionCookie(request.headers.cookie));
    const head = withHead(template, renderHeadTags(pathname, config) + (preload ? `\n    ${preload}` : '') + (data ? `\n    ${data}` : ''));
    const html = withAppHtml(head, route ? prerendered.get(route.path) : undefined);
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  // The page is a route (every GET no other route takes), not only the not-found handler: routes
  // get the compression hook (./compression.ts), the not-found handler does not.
  app.get('/*', serveApp);
  app.setNotFoundHandler(serveApp);
}
