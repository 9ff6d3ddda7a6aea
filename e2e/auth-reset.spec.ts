import { test, expect, PHONE } from './fixtures';
import { lastMailedLink, mailCount, shootViewport, shootViewportBoth, newEmail, sessionCookie, signUpThroughApi, submitAuthDialog } from './accounts';

const SENT = 'If an account exists for that email, a link to reset your password is on its way. Check your inbox.';

test('forgot password: request a link in the dialog, set a new password, sign in with it', async ({ page, baseURL, shoot }) => {
  test.setTimeout(90_000);
  const { email, password: oldPassword } = await signUpThroughApi(page, baseURL!, 'reset');
  await page.context().clearCookies();
  const before = await mailCount(page, email);

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In / Register' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
  await signIn.getByLabel('Email', { exact: true }).fill(email);
  await signIn.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(forgot.getByLabel('Email', { exact: true })).toHaveValue(email);
  await shootViewport(page, 'auth-dialog-forgot');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(SENT);
  await shootViewportBoth(page, 'auth-dialog-forgot-sent');

  // The reset link lands on /auth/reset-password?token=…
  const link = await lastMailedLink(page, email, { after: before });
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const newPassword = 'brand-new-secret-7';
  await page.getByLabel(/^New password/).fill('short');
  await expect(page.getByText('Use at least 6 characters.')).toBeVisible();
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The passwords do not match.');
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Show passwords' }).click();
  await shoot('auth-reset-form');
  await page.setViewportSize(PHONE);
  await shoot('auth-reset-form');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await shoot('auth-reset-done');
  await page.setViewportSize(PHONE);
  await shoot('auth-reset-done');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Sign in with the new password from the success state; it moves on to /analyze.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await submitAuthDialog(dialog, email, newPassword, 'Sign In');
  await expect(dialog.getByRole('status')).toHaveText('Welcome back! Redirecting...');
  await page.waitForURL(/\/analyze$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect((await sessionCookie(page))?.httpOnly).toBe(true);

  // The old password no longer works, and the link cannot be used twice.
  const origin = new URL(baseURL!).origin;
  const old = await page.request.post('/api/auth/sign-in/email', { data: { email, password: oldPassword }, headers: { origin } });
  expect(old.status()).toBe(401);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?error=INVALID_TOKEN$/);
});

test('an unknown address gets the same answer', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In / Register' }).click();
  await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email', { exact: true }).fill(newEmail('nobody'));
  await shootViewport(page, 'auth-dialog-forgot');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(SENT);
  await forgot.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

for (const viewport of [{ name: 'desktop', size: { width: 1280, height: 800 } }, { name: 'phone', size: PHONE }]) {
  test(`an invalid or expired reset link says so and offers a new one (${viewport.name})`, async ({ page, shoot }) => {
    await page.setViewportSize(viewport.size);
    await page.goto('/api/auth/reset-password/not-a-real-token?callbackURL=%2Fauth%2Freset-password');
    await expect(page).toHaveURL(/\/auth\/reset-password\?error=INVALID_TOKEN$/);
    await expect(page.getByRole('heading', { name: 'Reset link not valid' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired. Request a new one below.');
    await shoot('auth-reset-invalid');
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });
}
