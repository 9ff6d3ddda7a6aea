export { useSiteConfig, fetchSiteConfig, SITE_CONFIG_QUERY_KEY } from './use-site-config';
