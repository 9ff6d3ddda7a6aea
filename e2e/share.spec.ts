import { mkdirSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { allowHttpErrors, signUpThroughApi } from './accounts';
import { documentScreenshot, expect, expectNoSidewaysOverflow, PHONE, test } from './fixtures';
import { analysisRequest, createSession } from './results-helpers';

const SLOW = { timeout: 20_000 };

/** Presses Tab until the locator has the focus (at most `max` times), then checks it has. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Whether the focus is inside the share dialog (not lost to the page behind it). */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="share-dialog"]')));

test.describe('public share links (issue 18)', () => {
  test('create a link, open it with no cookies, look at the card, revoke it', async ({ page, baseURL, browser, shoot, consoleErrors }) => {
    test.setTimeout(120_000);
    const { email } = await signUpThroughApi(page, baseURL!, 'share');
    const sharedId = await createSession(page, baseURL!, { ...analysisRequest(), metadata: { ...analysisRequest().metadata, title: 'Nightly CSV clean-up' } } as ReturnType<typeof analysisRequest>);
    const otherId = await createSession(page, baseURL!, { ...analysisRequest(), metadata: { ...analysisRequest().metadata, title: 'Private other session' } } as ReturnType<typeof analysisRequest>);

    // The owner: Share → Create public link.
    await page.goto(`/analyze/results/${sharedId}`);
    await expect(page.getByTestId('results')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Create public link' }).click();
    const link = await page.getByTestId('public-link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/r/[A-Za-z0-9_-]{32}$`));
    const token = link.split('/r/')[1]!;
    expect(token).not.toContain(sharedId);
    await shoot('share-dialog', page);
    await page.keyboard.press('Escape');
    // Closing gives the button the focus back.
    await expect(page.getByTestId('share-dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeFocused();

    // The dashboard marks the shared session, and only it.
    await page.goto('/dashboard');
    await expect(page.locator(`[data-testid="session-row"][data-id="${sharedId}"] [data-testid="shared-mark"]`)).toBeVisible(SLOW);
    await expect(page.locator(`[data-testid="session-row"][data-id="${otherId}"] [data-testid="shared-mark"]`)).toHaveCount(0);

    // A stranger: a fresh browser context with no cookies.
    const stranger = await browser.newContext({ baseURL });
    expect(await stranger.cookies()).toEqual([]);
    const visitor = await stranger.newPage();
    const strangerErrors: string[] = [];
    visitor.on('console', (m) => m.type() === 'error' && strangerErrors.push(m.text()));
    const apiAnswers: string[] = [];
    visitor.on('response', async (res) => {
      if (res.url().includes('/api/')) apiAnswers.push(`${res.url()} ${await res.text().catch(() => '')}`);
    });
    const served = await visitor.goto(link);
    expect(served?.status()).toBe(200);
    const servedHtml = await served!.text();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Nightly CSV clean-up' })).toBeVisible(SLOW);
    await expect(visitor.getByTestId('shared-review')).toBeVisible();
    await expect(visitor.getByRole('tab', { name: /Messages/ })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await shoot('shared-review', visitor);
    await documentScreenshot(visitor, 'shared-review');
    await visitor.setViewportSize(PHONE);
    await expect(visitor.getByTestId('shared-review')).toBeVisible();
    // Nothing may stick out sideways at phone width.
    await expectNoSidewaysOverflow(visitor);
    await shoot('shared-review', visitor);
    await documentScreenshot(visitor, 'shared-review');
    // The slash form is the same page.
    const slash = await visitor.goto(`${link}/`);
    expect(slash?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Nightly CSV clean-up' })).toBeVisible(SLOW);
    await expectNoSidewaysOverflow(visitor);

    // The served HTML names the card and the review; nothing of the owner anywhere.
    const cardUrl = `${baseURL}/r/${token}/card.png`;
    expect(servedHtml).toContain(`<meta data-server-meta property="og:image" content="${cardUrl}">`);
    expect(servedHtml).toContain(`<meta data-server-meta name="twitter:image" content="${cardUrl}">`);
    expect(servedHtml).toContain('<title data-server-meta>Nightly CSV clean-up — Kibitz review</title>');
    expect(servedHtml).toContain('name="robots" content="noindex,nofollow"');
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', cardUrl);
    const rendered = await visitor.content();
    const apiJson = await (await stranger.request.get(`/api/v1/public/reviews/${token}`)).text();
    expect(apiAnswers.length).toBeGreaterThan(0);
    for (const text of [servedHtml, rendered, apiJson, ...apiAnswers]) {
      for (const leak of [email, email.split('@')[0]!, sharedId, otherId, 'Private other session']) expect(text).not.toContain(leak);
    }

    // The social card: a 1200×630 PNG (kept for a person to look at).
    const card = await stranger.request.get(cardUrl);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const png = await card.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    mkdirSync('test-results/screenshots', { recursive: true });
    writeFileSync('test-results/screenshots/share-card.png', png);
    writeFileSync('docs/screenshots/share-card.png', png);

    // The owner revokes; the same URL answers 404, page and API.
    await page.goto(`/analyze/results/${sharedId}`);
    await expect(page.getByTestId('results')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByTestId('public-link')).toHaveValue(link);
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByRole('button', { name: 'Create public link' })).toBeVisible();

    const gone = await visitor.goto(link);
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByTestId('shared-review-not-found')).toBeVisible(SLOW);
    expect(await gone!.text()).not.toContain('Nightly CSV clean-up');
    const goneApi = await stranger.request.get(`/api/v1/public/reviews/${token}`);
    expect(goneApi.status()).toBe(404);
    expect(await goneApi.json()).toEqual({ code: 'NOT_FOUND', message: 'Review not found' });
    expect((await stranger.request.get(cardUrl)).status()).toBe(404);
    await shoot('shared-review-revoked', visitor);
    allowHttpErrors(strangerErrors, [404]);
    expect(strangerErrors).toEqual([]);
    await stranger.close();
    expect(consoleErrors).toEqual([]);
  });

  test('the share dialog with the keyboard only: open, create a link, copy it, revoke it', async ({ page, baseURL, context }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await signUpThroughApi(page, baseURL!, 'share-keys');
    const id = await createSession(page, baseURL!);
    await page.goto(`/analyze/results/${id}`);
    await expect(page.getByTestId('results')).toBeVisible(SLOW);

    const shareButton = page.getByRole('button', { name: 'Share', exact: true });
    await tabTo(page, shareButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('share-dialog');
    await expect(dialog).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);

    await tabTo(page, dialog.getByRole('button', { name: 'Create public link' }));
    await page.keyboard.press('Enter');
    const link = dialog.getByTestId('public-link');
    await expect(link).toHaveValue(new RegExp(`^${baseURL}/r/[A-Za-z0-9_-]{32}$`), SLOW);
    const url = await link.inputValue();
    // The button pressed is gone: the focus goes to the link's Copy button, not to the page behind.
    const copy = dialog.getByRole('button', { name: 'Copy' });
    await expect(copy).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await tabTo(page, dialog.getByRole('button', { name: 'Revoke link' }));
    await page.keyboard.press('Enter');
    const create = dialog.getByRole('button', { name: 'Create public link' });
    await expect(create).toBeVisible(SLOW);
    // Likewise after revoking: the focus stays in the dialog, on what can be done next.
    await expect(create).toBeFocused();
    expect((await page.request.get(url.replace(baseURL!, ''))).status()).toBe(404);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(shareButton).toBeFocused();
  });
});
