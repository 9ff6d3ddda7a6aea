import { z } from 'zod';

/**
 * Facts about the people behind the site. DESIGN.md decision 7: nothing that claims a fact
 * (rating, testimonial, contact address, location) is hard-coded; it comes from configuration and
 * the pages leave it out when it is not configured.
 */
export const siteConfigSchema = z.object({
  contactEmail: z.email().nullable(),
  creatorName: z.string().min(1).nullable(),
  creatorBio: z.string().min(1).nullable(),
  location: z.string().min(1).nullable(),
  rating: z.object({ value: z.number().min(1).max(5), count: z.number().int().positive() }).nullable(),
  testimonial: z.object({ quote: z.string().min(1), author: z.string().min(1) }).nullable(),
  socialLinks: z.array(z.object({ label: z.string(), url: z.url() })),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

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
