import { test, expect, PHONE } from './fixtures';
import { signUpThroughApi } from './accounts';
import { createSession } from './results-helpers';

const SLOW = { timeout: 20_000 };

test.describe('settings', () => {
  test.describe.configure({ timeout: 120_000 });

  test('changes save, apply live and survive a reload; reset asks first', async ({ page, baseURL, shoot }) => {
    await signUpThroughApi(page, baseURL!, 'settings');
    const id = await createSession(page, baseURL!);
    await page.goto('/settings');
    await expect(page.getByTestId('settings')).toBeVisible(SLOW);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await shoot('settings');

    // Theme light: <html> loses the dark class at once and after a reload.
    const theme = page.getByRole('radiogroup', { name: 'Theme' });
    await theme.getByRole('radio', { name: 'Light' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await shoot('settings-light');

    // System follows prefers-color-scheme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await theme.getByRole('radio', { name: 'System' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await theme.getByRole('radio', { name: 'Light' }).click();

    // Notation off, compact on, notifications master off disables its children.
    await page.getByRole('switch', { name: 'Chess notation' }).click();
    await expect(page.getByRole('switch', { name: 'Chess notation' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('switch', { name: 'Compact mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-compact', '');
    await page.getByRole('switch', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: 'Patterns detected' })).toBeDisabled();
    await page.getByRole('radiogroup', { name: 'Default export format' }).getByRole('radio', { name: 'PDF' }).click();

    // Saved on the server: a reload keeps every change.
    await expect.poll(async () => ((await (await page.request.get('/api/v1/settings')).json()) as { settings: Record<string, unknown> }).settings).toMatchObject({
      theme: 'light',
      showChessNotation: false,
      compactMode: true,
      enableNotifications: false,
      defaultExportFormat: 'pdf',
    });
    await page.reload();
    await expect(page.getByTestId('settings')).toBeVisible(SLOW);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByRole('switch', { name: 'Chess notation' })).toHaveAttribute('aria-checked', 'false');

    // Applied on results: no notation anywhere, light theme.
    await page.goto(`/analyze/results/${id}`);
    await expect(page.getByTestId('message-card')).toHaveCount(8, SLOW);
    await expect(page.getByTestId('notation')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await shoot('results-light-compact');
    await page.setViewportSize(PHONE);
    await shoot('results-light-compact');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Reset: cancel keeps, confirm restores the defaults.
    await page.goto('/settings');
    await expect(page.getByTestId('settings')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Reset all settings?');
    await shoot('settings-reset-dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset settings' }).click();
    await expect(page.getByText('Settings reset to defaults')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('switch', { name: 'Chess notation' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Compact mode' })).toHaveAttribute('aria-checked', 'false');
    await expect.poll(async () => ((await (await page.request.get('/api/v1/settings')).json()) as { settings: Record<string, unknown> }).settings).toMatchObject({ theme: 'dark', showChessNotation: true });
  });

  test('a failed save reverts the switch and says so', async ({ page, baseURL, consoleErrors }) => {
    await signUpThroughApi(page, baseURL!, 'settings-fail');
    await page.goto('/settings');
    await expect(page.getByTestId('settings')).toBeVisible(SLOW);
    await page.route('**/api/v1/settings', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"boom"}' }) : route.continue(),
    );
    await page.getByRole('switch', { name: 'Animations' }).click();
    await expect(page.getByText('Failed to save settings')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Animations' })).toHaveAttribute('aria-checked', 'true');
    expect(consoleErrors.every((e) => e.includes('status of 500'))).toBe(true);
    consoleErrors.length = 0;
  });

  test('phone width', async ({ page, baseURL, shoot }) => {
    await page.setViewportSize(PHONE);
    await signUpThroughApi(page, baseURL!, 'settings-phone');
    await page.goto('/settings');
    await expect(page.getByTestId('settings')).toBeVisible(SLOW);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot('settings');
  });
});
