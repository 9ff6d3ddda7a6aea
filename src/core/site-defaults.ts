import type { SiteConfig } from './site';

/** Values of site.ts that need no zod (re-exported there): the browser's entry bundle imports these. */
export const EMPTY_SITE_CONFIG: SiteConfig = {
  contactEmail: null,
  creatorName: null,
  creatorBio: null,
  location: null,
  rating: null,
  testimonial: null,
  socialLinks: [],
};

/** Names a social link by its host, so a configured URL needs no separate label. */
export function socialLabel(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
  const known: Record<string, string> = {
    'github.com': 'GitHub',
    'x.com': 'X',
    'twitter.com': 'X',
    'linkedin.com': 'LinkedIn',
    'youtube.com': 'YouTube',
    'bsky.app': 'Bluesky',
    'mastodon.social': 'Mastodon',
    'discord.gg': 'Discord',
  };
  return known[host] ?? host;
}
