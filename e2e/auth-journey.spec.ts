import { test, expect } from './fixtures';
import { E2E_PASSWORD, lastMailedLink, newEmail, sessionCookie, submitAuthDialog } from './accounts';

// The accounts issue's "Must show": register → confirm from the mailed link → sign in → /dashboard
// → sign out, in a real browser. Kept in one file so CI can also run it against PostgreSQL
// (E2E_DATABASE_URL); every run signs up a fresh address, so a shared database is fine.
test('register, confirm, land on /analyze, sign out, sign in again, reach /dashboard', async ({ page, shoot }) => {
  test.setTimeout(90_000);
  const email = newEmail('journey');
  const name = email.split('@')[0]!;

  // 1. Sign up through the dialog the header opens.
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In / Register' }).click();
  await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('dialog', { name: 'Join Kibitz' });
  await submitAuthDialog(signUp, email, E2E_PASSWORD, 'Create Account');
  await expect(signUp.getByRole('status')).toHaveText(
    'Account created! Please check your email and click the confirmation link to activate your account.',
  );
  await expect(signUp).toBeVisible(); // sign-up success stays open
  await signUp.getByRole('button', { name: 'Close' }).click();
  await expect(signUp).toBeHidden();
  expect(await sessionCookie(page)).toBeUndefined(); // no session before the e-mail is confirmed

  // 2. Open the confirmation link from the (development) outbox.
  const link = await lastMailedLink(page, email);
  expect(link).toContain('/api/auth/verify-email?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/callback$/);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(`Welcome to Kibitz, ${email}!`)).toBeVisible();
  await expect(page.getByText('Your email has been confirmed successfully! You can now access all features.')).toBeVisible();
  await expect(page.getByText('Redirecting automatically in 3 seconds...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Analyzing Conversations' })).toHaveAttribute('href', '/analyze');
  await shoot('auth-callback-success');

  // The session cookie the confirmation set is out of the page's reach.
  const cookie = await sessionCookie(page);
  expect(cookie, 'session cookie').toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');

  // 3. After 3 seconds it moves on to /analyze by itself (replacing the callback in history).
  await page.waitForURL(/\/analyze$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toHaveCount(0);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText(name, { exact: true })).toBeVisible();

  // 4. Sign out from the sidebar: the server ends the session, the page shows the signed-out state.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In / Register' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  expect(await sessionCookie(page)).toBeUndefined();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();

  // 5. Sign in again through the dialog the gate opens, on /dashboard.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Unlock 5D Analysis' }).click();
  await page.getByRole('dialog', { name: 'Join Kibitz' }).getByRole('button', { name: 'Sign in', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
  await submitAuthDialog(signIn, email, E2E_PASSWORD, 'Sign In');
  await expect(signIn.getByRole('status')).toHaveText('Welcome back! You are signed in.');
  await expect(signIn).toBeHidden(); // closes after 1 s
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  expect((await sessionCookie(page))?.httpOnly).toBe(true);

  // 6. And sign out again.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
});
