import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../../core/site';
import { EMPTY_SITE_CONFIG } from '../../../core/site-defaults';
import { apiGet } from '../../lib/api';

export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const;

/**
 * Resolves when the browser is idle (or after `timeout` ms at the latest): work that no first paint
 * needs waits there instead of competing with hydration and the page's own data.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

export async function fetchSiteConfig(): Promise<SiteConfig> {
  const body = await apiGet<unknown>('/site');
  // The schema (and zod with it) loads after the first paint, keeping the entry bundle small, and
  // once the page is idle (decision 0029): Lighthouse traces (mobile defaults) showed the answer,
  // preloaded with the page, arriving while the prerendered page was still hydrating; its update
  // made React hydrate the rest in one long task, and the schema's two chunks (16 KB) and their
  // round trips were fetched before the results page's first contentful render.
  await whenIdle();
  const { siteConfigSchema } = await import('../../../core/site');
  return siteConfigSchema.parse(body);
}

/**
 * Facts about the site's operator (DESIGN decision 7). Until it loads, or if it cannot be loaded,
 * the empty configuration is used, so pages simply leave those facts out.
 */
export function useSiteConfig(): { site: SiteConfig; isLoaded: boolean } {
  const query = useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: fetchSiteConfig,
    staleTime: Infinity,
    retry: 1,
  });
  return { site: query.data ?? EMPTY_SITE_CONFIG, isLoaded: query.isSuccess };
}
