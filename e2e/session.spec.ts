import { test, expect } from './fixtures';
import { signInThroughApi, signUpThroughApi } from './accounts';

test('a confirmed account passes the gate and sees its name in the sidebar', async ({ page, baseURL }) => {
  const { email } = await signUpThroughApi(page, baseURL!, 'session');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toHaveCount(0);
  await expect(page.getByText(email.split('@')[0]!, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a session ended elsewhere returns the tab to the signed-out state when it becomes visible again', async ({ page, baseURL, browser }) => {
  const { email, password } = await signUpThroughApi(page, baseURL!, 'fresh');
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // Another device signs in and out: sign-out is global, so this tab's session ends too.
  const other = await browser.newContext({ baseURL: baseURL! });
  const otherPage = await other.newPage();
  await signInThroughApi(otherPage, baseURL!, email, password);
  const out = await otherPage.request.post('/api/auth/sign-out', { headers: { origin: new URL(baseURL!).origin } });
  expect(out.ok()).toBe(true);
  await other.close();

  // The tab was hidden meanwhile; coming back re-checks the session.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In / Register' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});

