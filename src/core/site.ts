import * as z from 'zod/mini';

/**
 * Facts about the people behind the site. DESIGN.md decision 7: nothing that claims a fact
 * (rating, testimonial, contact address, location) is hard-coded; it comes from configuration and
 * the pages leave it out when it is not configured.
 *
 * Written with zod/mini (the same checks, functions instead of methods): the browser checks the
 * server's answer with it on every page, and zod/mini brings only the checks used (about 6 KB
 * compressed) where zod's full build is about 24 KB (docs/decisions/0014). Where the full build is
 * loaded too (the server), its English messages apply to these checks as well.
 */
const text = () => z.nullable(z.string().check(z.minLength(1)));
export const siteConfigSchema = z.object({
  contactEmail: z.nullable(z.email()),
  creatorName: text(),
  creatorBio: text(),
  location: text(),
  rating: z.nullable(z.object({ value: z.number().check(z.minimum(1), z.maximum(5)), count: z.int().check(z.positive()) })),
  testimonial: z.nullable(z.object({ quote: z.string().check(z.minLength(1)), author: z.string().check(z.minLength(1)) })),
  socialLinks: z.array(z.object({ label: z.string(), url: z.url() })),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

// Zod-free values live in site-defaults.ts so the browser's first bundle need not load zod.
export { EMPTY_SITE_CONFIG, socialLabel } from './site-defaults';
