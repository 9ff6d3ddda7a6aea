import type { Page } from '@playwright/test';
import { pageMetadata } from '../src/core/seo';
import { siteConfigSchema, type SiteConfig } from '../src/core/site';
import { test, expect, PHONE } from './fixtures';

/** The open pages of spec section 2, with the level-1 heading each must show. */
const OPEN_PAGES = [
  { name: 'home', path: '/', heading: /annotated like a grandmaster/ },
  { name: 'pricing', path: '/pricing', heading: 'Better prompts, measured move by move' },
  { name: 'terms', path: '/terms', heading: 'Terms of Service' },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
] as const;

async function siteConfig(page: Page): Promise<SiteConfig> {
  const res = await page.request.get('/api/v1/site');
  expect(res.ok()).toBe(true);
  return siteConfigSchema.parse(await res.json());
}

async function jsonLd(page: Page): Promise<{ '@type': string; aggregateRating?: unknown }[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as { '@type': string });
}

/** Checks the head against the metadata core computes for the path: the SPA's tags, nothing left from the server. */
async function expectMetadata(page: Page, path: string, baseURL: string) {
  const meta = pageMetadata(path, baseURL, await siteConfig(page));
  await expect(page).toHaveTitle(meta.title);
  await expect(page.locator('[data-server-meta]')).toHaveCount(0);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', meta.robots);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', meta.canonical);
  for (const [property, content] of Object.entries(meta.openGraph)) {
    await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', content);
  }
  for (const [name, content] of Object.entries(meta.twitter)) {
    await expect(page.locator(`meta[name="${name}"]`)).toHaveAttribute('content', content);
  }
  return meta;
}

for (const p of OPEN_PAGES) {
  test(`${p.path} renders with its metadata, at desktop and phone width`, async ({ page, shoot, baseURL }) => {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    const meta = await expectMetadata(page, p.path, baseURL!);
    expect(meta.canonical).toBe(`${baseURL}${p.path}`);

    const types = (await jsonLd(page)).map((d) => d['@type']);
    expect(types).toEqual(p.path === '/' ? ['WebApplication', 'FAQPage'] : ['WebApplication']);

    // The social card the tags point to exists.
    const card = await page.request.get('/social-card.png');
    expect(card.ok()).toBe(true);
    expect(card.headers()['content-type']).toContain('image/png');

    await shoot(p.name);
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    // Nothing may stick out sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await shoot(p.name);
  });
}

test('no rating is claimed unless the site configures one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const site = await siteConfig(page);
  const app = (await jsonLd(page)).find((d) => d['@type'] === 'WebApplication');
  expect(app?.aggregateRating === undefined).toBe(site.rating === null);
});

test('home: hero links, legend, five dimensions, live demo, footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Analyzing' }).first()).toHaveAttribute('href', '/analyze');
  await expect(page.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByTestId('legend-band')).toHaveText([/!!Brilliant/, /!Excellent/, /\+Good/, /=Average/, /\?Mistake/, /\?\?Blunder/]);
  await expect(page.getByTestId(/^dimension-/)).toHaveCount(5);
  await expect(page.getByTestId('dimension-context')).toContainText('NEW');
  await expect(page.getByTestId('demo-overall')).toContainText('79');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});

test('terms: table of contents jumps to an anchored section', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('July 21, 2025')).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await expect(toc.getByRole('link')).toHaveCount(10);
  await toc.getByRole('link', { name: 'Termination' }).click();
  await expect(page).toHaveURL(/\/terms#termination$/);
  await expect(page.getByRole('heading', { name: /Termination/, level: 2 })).toBeInViewport();
  await page.getByRole('link', { name: 'View Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByTestId('data-right')).toHaveText([/Access/, /Correct/, /Delete/, /Port/]);
});

test('pricing: three plans, View Pricing Plans scrolls to them, signed-out upgrade opens sign-in', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByTestId(/^plan-/)).toHaveCount(3);
  await expect(page.getByTestId('plan-monthly')).toContainText('Most Popular');
  await expect(page.getByTestId('plan-free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await page.getByRole('button', { name: 'View Pricing Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Plans', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Sign In to Upgrade' })).toBeVisible();
});

test('unknown paths inside the app show the not-found page with a way home', async ({ page, shoot }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server answers unknown URLs itself; inside the SPA an unknown location renders the not-found page.
  // The home page is painted from its prerendered HTML before the app hydrates, and a popstate sent
  // before the router listens is lost (seen once, on a loaded CI run): send it until it is heard.
  await expect(async () => {
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('page-name')).toHaveText('Page Not Found');
  await shoot('not-found');
  await page.setViewportSize(PHONE);
  await shoot('not-found');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/auth/callback renders outside the main layout', async ({ page, shoot }) => {
  await page.goto('/auth/callback');
  // Without a token the page shows "Processing…" for 500 ms, then says the confirmation failed; on a
  // loaded machine the first state can pass between two polls, so either state shows the page rendered.
  await expect(page.getByText('Processing your confirmation...').or(page.getByRole('heading', { level: 1, name: 'Confirmation Failed' }))).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await shoot('auth-callback');
});
