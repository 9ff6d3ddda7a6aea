/** The route table of spec section 2: paths, screens, access and navigation. */
export type Access = 'open' | 'guarded';
export type PageType =
  | 'homepage'
  | 'analysis'
  | 'verify'
  | 'results'
  | 'dashboard'
  | 'settings'
  | 'pricing'
  | 'terms'
  | 'privacy';

export const PATHS = {
  home: '/',
  analyze: '/analyze',
  verify: '/analyze/verify',
  results: '/analyze/results/:sessionId',
  dashboard: '/dashboard',
  settings: '/settings',
  pricing: '/pricing',
  terms: '/terms',
  privacy: '/privacy',
  authCallback: '/auth/callback',
  resetPassword: '/auth/reset-password',
  practice: '/practice/:sessionId',
} as const;

/** Practice mode of one session (issue 18). */
export function practicePath(sessionId: string): string {
  return `/practice/${encodeURIComponent(sessionId)}`;
}

export function resultsPath(sessionId: string): string {
  return `/analyze/results/${encodeURIComponent(sessionId)}`;
}

export interface RouteInfo {
  readonly path: string;
  readonly screen: string;
  readonly access: Access;
  readonly pageType: PageType;
}

export const ROUTES: readonly RouteInfo[] = [
  { path: PATHS.home, screen: 'Home', access: 'open', pageType: 'homepage' },
  { path: PATHS.analyze, screen: 'Analyze', access: 'guarded', pageType: 'analysis' },
  { path: PATHS.verify, screen: 'Verify Parsed Messages', access: 'guarded', pageType: 'verify' },
  { path: PATHS.results, screen: 'Analysis Results', access: 'guarded', pageType: 'results' },
  { path: PATHS.dashboard, screen: 'Dashboard', access: 'guarded', pageType: 'dashboard' },
  { path: PATHS.settings, screen: 'Settings', access: 'guarded', pageType: 'settings' },
  { path: PATHS.pricing, screen: 'Pricing', access: 'open', pageType: 'pricing' },
  { path: PATHS.terms, screen: 'Terms of Service', access: 'open', pageType: 'terms' },
  { path: PATHS.privacy, screen: 'Privacy Policy', access: 'open', pageType: 'privacy' },
  { path: PATHS.authCallback, screen: 'Email Confirmation', access: 'open', pageType: 'homepage' },
  { path: PATHS.resetPassword, screen: 'Reset Password', access: 'open', pageType: 'homepage' },
  { path: PATHS.practice, screen: 'Practice', access: 'guarded', pageType: 'results' },
  // A public link to a review (issue 18); the server answers it with the review's own metadata.
  { path: '/r/:token', screen: 'Shared Review', access: 'open', pageType: 'results' },
];

function normalise(pathname: string): string {
  const p = pathname.split(/[?#]/, 1)[0] ?? '/';
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : '/';
}

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = normalise(pathname).split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => seg.startsWith(':') ? (b[i] ?? '').length > 0 : seg === b[i]);
}

/** The route a path belongs to, or null for an unknown path (the not-found page). */
export function routeFor(pathname: string): RouteInfo | null {
  return ROUTES.find((r) => matches(r.path, pathname)) ?? null;
}

/** Page type for metadata: derived from the path; any other path counts as homepage (spec section 2). */
export function pageTypeFor(pathname: string): PageType {
  return routeFor(pathname)?.pageType ?? 'homepage';
}

/** Every client route, for the server's SPA fallback. */
export function isClientRoute(pathname: string): boolean {
  return routeFor(pathname) !== null;
}

export interface NavEntry {
  readonly label: string;
  readonly path: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Home', path: PATHS.home },
  { label: 'Analyze', path: PATHS.analyze },
  { label: 'Dashboard', path: PATHS.dashboard },
  { label: 'Pricing', path: PATHS.pricing },
  { label: 'Settings', path: PATHS.settings },
];

/** An entry is active when the path starts with its path; Home only on exactly "/". */
export function isNavActive(entryPath: string, pathname: string): boolean {
  const p = normalise(pathname);
  if (entryPath === '/') return p === '/';
  return p === entryPath || p.startsWith(`${entryPath}/`);
}

/** Header page name for a path. */
export function pageNameFor(pathname: string): string {
  const route = routeFor(pathname);
  if (!route) return 'Page Not Found';
  return route.screen;
}
