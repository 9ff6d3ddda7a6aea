import { test, expect, PHONE } from './fixtures';
import { lastMailedLink, registerThroughApi } from './accounts';

const EXPIRED = 'Your confirmation link has expired. Please sign up again to get a new link.';
const FAILED = 'Authentication failed. Please try again.';
const NO_DATA = 'No authentication data found. Please try the confirmation link again or sign up again.';

for (const viewport of [{ name: 'desktop', size: { width: 1280, height: 800 } }, { name: 'phone', size: PHONE }]) {
  test.describe(`auth callback (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport.size));

    test('shows progress first, then an expired link as expired', async ({ page, shoot }) => {
      // Hold the session read so the processing state can be seen and photographed.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/auth/get-session*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/auth/callback?error=TOKEN_EXPIRED');
      await expect(page.getByRole('progressbar', { name: 'Processing your confirmation' })).toBeVisible();
      await expect(page.getByText('Processing your confirmation...')).toBeVisible();
      await shoot('auth-callback-loading');
      release();

      await expect(page.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(EXPIRED);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      await expect(page.getByText(/^Still having trouble\?/)).toBeVisible();
      await shoot('auth-callback-expired');

      // Try Again offers a fresh sign-up (a new link).
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('dialog', { name: 'Join Kibitz' })).toBeVisible();
    });

    test('a real but invalid confirmation link shows the error state', async ({ page, shoot }) => {
      await page.goto('/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Fauth%2Fcallback');
      await expect(page).toHaveURL(/\/auth\/callback\?error=INVALID_TOKEN$/);
      await expect(page.getByRole('heading', { name: 'Confirmation Failed' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(FAILED);
      await shoot('auth-callback-error');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('without a session or an error: no authentication data', async ({ page, shoot }) => {
      await page.goto('/auth/callback');
      await expect(page.getByRole('alert')).toHaveText(NO_DATA);
      await shoot('auth-callback-no-data');
    });
  });
}

test('an error description from the link is shown as is', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied&error_description=Email+link+is+invalid');
  await expect(page.getByRole('alert')).toHaveText('Email link is invalid');
});

test('a used confirmation link confirms once; opened again without a session it has no data to show', async ({ page, baseURL, shoot }) => {
  const { email } = await registerThroughApi(page, baseURL!, 'reuse');
  const link = await lastMailedLink(page, email);
  await page.setViewportSize(PHONE);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible({ timeout: 10_000 });
  await shoot('auth-callback-success');
  await page.waitForURL(/\/analyze$/, { timeout: 15_000 });

  // Leave the app first: a request the analysis page sends while the cookies are being cleared
  // would be answered 401 and logged as a console error.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/callback$/);
  await expect(page.getByRole('alert')).toHaveText(NO_DATA);
});

test('the callback waits 500 ms before reading the session and redirects 3 s after success', async ({ page, baseURL }) => {
  const { email } = await registerThroughApi(page, baseURL!, 'clock');
  const link = await lastMailedLink(page, email);
  // Confirm outside the page (the cookie lands in the shared jar), then watch the page's timers on a fake clock.
  const confirm = await page.request.get(link, { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);

  const reads: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/get-session')) reads.push(Date.now());
  });
  await page.clock.install();
  await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
  await page.goto('/auth/callback');
  // The page's code is a lazy chunk. When React has shown the loading fallback first, it reveals the
  // page on a timer, which the paused clock holds: step 1 ms at a time until the page shows. The page
  // then started its 500 ms wait within the last step.
  const processing = page.getByText('Processing your confirmation...');
  for (let step = 0; step < 2_000 && !(await processing.isVisible()); step++) await page.clock.runFor(1);
  await expect(processing).toBeVisible();
  await expect.poll(() => reads.length).toBe(1); // the app's own session load only
  await page.clock.runFor(498);
  await expect(processing).toBeVisible();
  expect(reads).toHaveLength(1);
  await page.clock.runFor(2);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
  await page.clock.runFor(2_999);
  await expect(page).toHaveURL(/\/auth\/callback$/);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/analyze$/);
  // Replace-navigation: Back does not return to the callback page.
  await page.goBack().catch(() => null);
  await expect(page).not.toHaveURL(/\/auth\/callback/);
});
