import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

let n = 0;
export const E2E_PASSWORD = 'e2e-password-42';

export function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${n++}@kibitz.test`;
}

/** The newest link the development outbox holds for an address (polled: the mail is sent asynchronously). */
export async function lastMailedLink(page: Page, email: string, { after = 0 }: { after?: number } = {}): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await res.json()) as { messages: { links: string[] }[] };
        link = messages.length > after ? messages.at(-1)?.links[0] : undefined;
        return link ?? null;
      },
      { message: `a mail for ${email}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return link!;
}

/** How many mails the development outbox holds for an address. */
export async function mailCount(page: Page, email: string): Promise<number> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: unknown[] }).messages.length;
}

/**
 * Posts to /api/auth like the browser would (the Origin header is required). A 429 from the auth
 * rate limit (10 a minute per IP and path, shared by every test of a run) waits it out once.
 */
async function postAuth(page: Page, baseURL: string, path: string, data: object) {
  const origin = new URL(baseURL).origin;
  let res = await page.request.post(`/api/auth${path}`, { data, headers: { origin } });
  if (res.status() === 429) {
    const wait = Number(res.headers()['x-retry-after'] ?? res.headers()['retry-after'] ?? 60);
    await page.waitForTimeout(Math.min(Math.max(wait, 1), 65) * 1000);
    res = await page.request.post(`/api/auth${path}`, { data, headers: { origin } });
  }
  return res;
}

/** A new, unconfirmed account (no link opened). */
export async function registerThroughApi(page: Page, baseURL: string, tag = 'e2e'): Promise<{ email: string; password: string }> {
  const email = newEmail(tag);
  const res = await postAuth(page, baseURL, '/sign-up/email', { email, password: E2E_PASSWORD, name: email.split('@')[0], callbackURL: '/auth/callback' });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email, password: E2E_PASSWORD };
}

/**
 * A confirmed, signed-in account in the page's browser context, made through the API (sign-up,
 * the mailed confirmation link): for tests of the screens behind the gate, not of the sign-up UI.
 */
export async function signUpThroughApi(page: Page, baseURL: string, tag = 'e2e'): Promise<{ email: string; password: string }> {
  const account = await registerThroughApi(page, baseURL, tag);
  const confirm = await page.request.get(await lastMailedLink(page, account.email), { maxRedirects: 0 });
  if (confirm.status() !== 302) throw new Error(`confirmation failed: ${confirm.status()}`);
  return account;
}

/** Signs an existing account in through the API in the given page's context. */
export async function signInThroughApi(page: Page, baseURL: string, email: string, password: string): Promise<void> {
  const res = await postAuth(page, baseURL, '/sign-in/email', { email, password });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/** Fills the auth dialog's e-mail and password (either mode) and submits it. */
export async function submitAuthDialog(dialog: Locator, email: string, password: string, submit: 'Sign In' | 'Create Account'): Promise<void> {
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
}

/**
 * Chromium logs every non-2xx fetch as a console error ("Failed to load resource: … status of
 * 401"). Tests that provoke such answers on purpose drop exactly those lines; anything else still
 * fails the test.
 */
export function allowHttpErrors(consoleErrors: string[], statuses: readonly number[]): void {
  const expected = (line: string) => statuses.some((s) => line.includes(`Failed to load resource: the server responded with a status of ${s}`));
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (expected(consoleErrors[i]!)) consoleErrors.splice(i, 1);
}

/** The session cookie Better Auth set (kibitz.session_token), if any. */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name.endsWith('kibitz.session_token'));
}

/**
 * A screenshot of what the viewport shows, next to the fixture's full-page ones: an open dialog
 * sits over a fixed backdrop, so a full-page picture would show it small over an unshaded page.
 */
export async function shootViewport(page: Page, name: string): Promise<void> {
  const dir = 'test-results/screenshots';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

/** The viewport at desktop width, then at phone width, then back to desktop. */
export async function shootViewportBoth(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  await shootViewport(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await shootViewport(page, name);
  await page.setViewportSize(before);
}
