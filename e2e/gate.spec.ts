import { pageMetadata } from '../src/core/seo';
import { EMPTY_SITE_CONFIG } from '../src/core/site';
import { test, expect, PHONE } from './fixtures';

/** Guarded routes of spec section 2 and the navigation entry each belongs to. */
const GUARDED = [
  { path: '/analyze', nav: 'Analyze' },
  { path: '/analyze/verify', nav: 'Analyze' },
  { path: '/analyze/results/3f9c2a7e-41b0-4d8e-9a55-0c1d2e3f4a5b', nav: 'Analyze' },
  { path: '/dashboard', nav: 'Dashboard' },
  { path: '/settings', nav: 'Settings' },
] as const;

for (const g of GUARDED) {
  test(`${g.path} deep-links to the sign-in gate`, async ({ page, baseURL }) => {
    const res = await page.goto(g.path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock 5D Analysis' })).toBeVisible();
    await expect(page.getByText('Free account • 30 seconds setup • No credit card required')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chess notation' }).getByRole('listitem')).toHaveText([
      '!!Brilliant',
      '!Excellent',
      '+Good',
      '?Mistake',
      '??Blunder',
    ]);

    const meta = pageMetadata(g.path, baseURL!, EMPTY_SITE_CONFIG);
    await expect(page).toHaveTitle(meta.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${g.path}`);

    const active = page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
    await expect(active).toHaveText([g.nav]);
  });
}

test('the gate at desktop and phone width', async ({ page, shoot }) => {
  await page.goto('/analyze');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await shoot('gate');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: 'Unlock 5D Analysis' })).toBeVisible();
  await shoot('gate');
});

test('while the session loads: the header spinner and "Checking authentication..."', async ({ page, shoot }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('img', { name: 'Checking sign-in status' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checking authentication...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In / Register' })).toHaveCount(0);
  await shoot('gate-loading');
  release();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Checking sign-in status' })).toHaveCount(0);
});
