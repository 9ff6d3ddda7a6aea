import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import type { SiteConfig } from '../../../core/site';
import { pageMetadata, type PageMetadata as PageMetadataValue } from '../../../core/seo';
import { isSharedReviewPath } from '../../../core/sharing/index';
import { useSiteConfig } from '../site';

/** The server puts the first page's metadata into index.html for crawlers; the SPA takes over at boot. */
export function removeServerMeta(doc: Document = document): void {
  doc.querySelectorAll('[data-server-meta]').forEach((el) => el.remove());
}

/** JSON for a script element: "<" escaped so the text can never close the element. */
export function serialiseJsonLd(item: object): string {
  return JSON.stringify(item).replace(/</g, '\\u003c');
}

/**
 * Renders the metadata of a path with React 19's head hoisting (<title>, <meta>, <link>) and the
 * JSON-LD as a script in <head>.
 */
export function MetadataTags({ pathname, origin, site }: { pathname: string; origin: string; site: SiteConfig }) {
  return <MetaTags meta={pageMetadata(pathname, origin, site)} />;
}

const subscribeNever = () => () => {};

/**
 * False while React hydrates the server's HTML (decision 0023), true after: a portal has no place in
 * that HTML, so one rendered during hydration would be matched against the page and fail it.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}

/** The tags of one page's metadata (a page with metadata of its own, like a shared review, renders these). */
export function MetaTags({ meta }: { meta: PageMetadataValue }) {
  const hydrated = useHydrated();
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="robots" content={meta.robots} />
      <link rel="canonical" href={meta.canonical} />
      {Object.entries(meta.openGraph).map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {Object.entries(meta.twitter).map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      {hydrated
        ? createPortal(
            meta.jsonLd.map((item, i) => (
              <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(item) }} />
            )),
            document.head,
          )
        : null}
    </>
  );
}

/** Metadata for the current route, from the page-type rule of spec section 2. */
export function PageMetadata() {
  const { pathname } = useLocation();
  const { site } = useSiteConfig();
  // A shared review's page renders its own (the review's title, card and robots rule).
  if (isSharedReviewPath(pathname)) return null;
  // The build's prerender (no document): the server writes each page's tags into the head itself.
  if (typeof document === 'undefined') return null;
  return <MetadataTags pathname={pathname} origin={window.location.origin} site={site} />;
}
