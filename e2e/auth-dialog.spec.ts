import type { Page } from '@playwright/test';
import { test, expect, PHONE } from './fixtures';
import { allowHttpErrors, shootViewport, shootViewportBoth, E2E_PASSWORD, newEmail, signUpThroughApi, submitAuthDialog } from './accounts';

const TEXT = {
  unconfirmed: 'Please check your email and click the confirmation link before signing in.',
  wrongPassword: 'Invalid email or password. Please check your credentials.',
  duplicate: 'This email is already registered. Try signing in instead, or check your email for a confirmation link.',
  created: 'Account created! Please check your email and click the confirmation link to activate your account.',
  welcome: 'Welcome back! Redirecting...',
  signedInHere: 'Welcome back! You are signed in.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

async function openFromHeader(page: Page) {
  await page.getByRole('button', { name: 'Sign In / Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function toSignUp(page: Page) {
  await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Sign up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Kibitz' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const viewport of [{ name: 'desktop', size: { width: 1280, height: 800 } }, { name: 'phone', size: PHONE }]) {
  test(`the dialog in both modes, from the header and the gate (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    await page.goto('/');
    const signIn = await openFromHeader(page);
    await expect(signIn.getByText('Sign in to analyze your AI conversations')).toBeVisible();
    // Never a grey button without a reason: submitting empty says what is missing.
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(signIn.getByText('Enter your email address.')).toBeVisible();
    await expect(signIn.getByText('Enter your password.')).toBeVisible();
    await expect(signIn.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await shootViewport(page, 'auth-dialog-sign-in');

    const signUp = await toSignUp(page);
    await expect(signUp.getByText('Create account to start optimizing your AI interactions')).toBeVisible();
    await expect(signUp.getByText('(min 6 characters)')).toBeVisible();
    await expect(signUp.getByRole('listitem')).toHaveText([
      'Check your inbox.',
      'Click the confirmation link.',
      'You are redirected back here.',
      'Start analysing your conversations.',
    ]);
    // A 5-character password: the button stays usable and says why it cannot go on.
    await signUp.getByLabel('Email', { exact: true }).fill('someone@kibitz.test');
    await signUp.getByLabel(/^Password/).fill('12345');
    await expect(signUp.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByRole('alert')).toHaveText('Use at least 6 characters (5 so far).');
    await shootViewport(page, 'auth-dialog-short-password');
    await signUp.getByLabel(/^Password/).fill('123456');
    await expect(signUp.getByRole('alert')).toHaveCount(0);
    await signUp.getByRole('button', { name: 'Show password' }).click();
    await expect(signUp.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
    await shootViewport(page, 'auth-dialog-sign-up');

    // Escape closes it; the gate's button opens it again.
    await page.keyboard.press('Escape');
    await expect(signUp).toBeHidden();
    await page.goto('/analyze');
    // The gate's invitation to join opens the dialog on sign-up.
    await page.getByRole('button', { name: 'Unlock 5D Analysis' }).click();
    await expect(page.getByRole('dialog', { name: 'Join Kibitz' })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Email', { exact: true })).toHaveValue('');
  });
}

test('unconfirmed, wrong password, duplicate and sign-up success show the spec texts exactly', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const email = newEmail('messages');
  await page.goto('/');

  // Sign-up success: the dialog stays open with the message.
  await openFromHeader(page);
  let dialog = await toSignUp(page);
  await submitAuthDialog(dialog, email, E2E_PASSWORD, 'Create Account');
  await expect(dialog.getByRole('status')).toHaveText(TEXT.created);
  // Done: the button cannot send the same registration again.
  await expect(dialog.getByRole('button', { name: 'Account created' })).toBeDisabled();
  await shootViewportBoth(page, 'auth-dialog-created');

  // Signing in before confirming: the info text.
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await submitAuthDialog(dialog, email, E2E_PASSWORD, 'Sign In');
  await expect(dialog.getByRole('status')).toHaveText(TEXT.unconfirmed);
  await shootViewportBoth(page, 'auth-dialog-unconfirmed');

  // A wrong password: the error text.
  await submitAuthDialog(dialog, email, 'not-the-password', 'Sign In');
  await expect(dialog.getByRole('alert')).toHaveText(TEXT.wrongPassword);
  await shootViewportBoth(page, 'auth-dialog-wrong-password');

  // Registering the same address again: the info text.
  dialog = await toSignUp(page);
  await submitAuthDialog(dialog, email, E2E_PASSWORD, 'Create Account');
  await expect(dialog.getByRole('status')).toHaveText(TEXT.duplicate);
  await shootViewportBoth(page, 'auth-dialog-duplicate');

  allowHttpErrors(consoleErrors, [401, 403, 422]);
});

test('a sign-in the server cannot answer shows the generic error', async ({ page, consoleErrors }) => {
  await page.route('**/api/auth/sign-in/email', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const dialog = await openFromHeader(page);
  await submitAuthDialog(dialog, 'nobody@kibitz.test', E2E_PASSWORD, 'Sign In');
  await expect(dialog.getByRole('alert')).toHaveText(TEXT.unexpected);
  await expect(dialog.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await shootViewportBoth(page, 'auth-dialog-unexpected');
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (consoleErrors[i]!.includes('net::ERR_CONNECTION_REFUSED')) consoleErrors.splice(i, 1);
});

test('a successful sign-in on the home page says it redirects, and does: to Analyze', async ({ page, baseURL }) => {
  const { email, password } = await signUpThroughApi(page, baseURL!, 'welcome-home');
  await page.context().clearCookies();
  await page.goto('/');
  const dialog = await openFromHeader(page);
  await submitAuthDialog(dialog, email, password, 'Sign In');
  await expect(dialog.getByRole('status')).toHaveText(TEXT.welcome);
  await expect(dialog.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  await shootViewport(page, 'auth-dialog-redirecting');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/analyze$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analyze a Conversation' })).toBeVisible();
});

test('a successful sign-in on a guarded page says so, closes after a second and opens the page', async ({ page, baseURL }) => {
  const { email, password } = await signUpThroughApi(page, baseURL!, 'welcome');
  await page.context().clearCookies();
  await page.goto('/analyze');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  const dialog = await openFromHeader(page);
  await submitAuthDialog(dialog, email, password, 'Sign In');
  await expect(dialog.getByRole('status')).toHaveText(TEXT.signedInHere);
  await shootViewport(page, 'auth-dialog-welcome');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign In / Register' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
