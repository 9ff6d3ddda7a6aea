/**
 * The build's prerender (scripts/prerender.mjs, decision 0023): the HTML of the app's first render
 * of a page, written at build time so the server can send it inside #root. The browser paints the
 * page from that HTML and the app hydrates it (main.tsx) instead of building it from nothing.
 *
 * The first render is the same for every visitor: who is signed in, the site's facts and the
 * person's settings are not known yet (each has a loading or empty state), and the tree is the
 * app's own (AppTree), so what is written here is what the browser's first render produces.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app';

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** The HTML inside #root for a path; every lazy screen on the way is loaded and rendered. */
export async function renderPage(pathname: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppTree />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (err) => void errors.push(err),
      // Every boundary inline: a large one would otherwise be sent hidden and moved in place by an
      // inline script, which the Content-Security-Policy (script-src 'self') refuses to run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamText(prelude);
  if (errors.length) throw new Error(`prerender of ${pathname} failed: ${String(errors[0])}`);
  return html;
}
