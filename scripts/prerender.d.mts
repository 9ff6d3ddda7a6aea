/** Route pattern -> the path rendered for it (scripts/prerender.mjs). */
export const PRERENDERED: Readonly<Record<string, string>>;
export function prerender(root: string, dist: string): Promise<number>;
