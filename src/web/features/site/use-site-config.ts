import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../../core/site';
import { EMPTY_SITE_CONFIG } from '../../../core/site-defaults';
import { apiGet } from '../../lib/api';

export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const;

export async function fetchSiteConfig(): Promise<SiteConfig> {
  const body = await apiGet<unknown>('/site');
  // The schema (and zod with it) loads after the first paint, keeping the entry bundle small.
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
