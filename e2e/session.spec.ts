import { test, expect } from './fixtures';
import { signUpThroughApi } from './accounts';

test('a confirmed account passes the gate and sees its name in the sidebar', async ({ page, baseURL }) => {
  const { email } = await signUpThroughApi(page, baseURL!, 'session');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toHaveCount(0);
  await expect(page.getByText(email.split('@')[0]!, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
