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

// Zod-free values live in site-defaults.ts so the browser's first bundle need not load zod.
export { EMPTY_SITE_CONFIG, socialLabel } from './site-defaults';
