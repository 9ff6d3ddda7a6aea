import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isClientRoute } from '../../core/routes';
import { pageMetadata } from '../../core/seo';
import type { Config } from '../config';
import { sendApiNotFound } from './errors';

const META_PLACEHOLDER = '<!--server-meta-->';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script> must not be able to close the tag. */
const escapeJsonForScript = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Head tags for the first request of a page, so crawlers and link previews see the page's
 * metadata without running the app. The app replaces them (data-server-meta) once it boots.
 */
export function renderHeadTags(pathname: string, config: Pick<Config, 'appOrigin' | 'site'>): string {
  const meta = pageMetadata(pathname, config.appOrigin, config.site);
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

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, index.html (never
 * cached) for every client route, and a 404 index.html (the app's not-found page) for other paths.
 * API paths never fall through to the app: they answer JSON.
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const indexPath = join(config.webRoot, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
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
      globIgnore: ['**/*.br', '**/*.gz'],
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
    const html = template.replace(META_PLACEHOLDER, renderHeadTags(pathname, config));
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
