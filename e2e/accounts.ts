import type { Page } from '@playwright/test';

let n = 0;
export const E2E_PASSWORD = 'e2e-password-42';

export function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${n++}@kibitz.test`;
}

/** The newest link the development outbox holds for an address. */
export async function lastMailedLink(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { links: string[] }[] };
  const link = messages.at(-1)?.links[0];
  if (!link) throw new Error(`no mail for ${email}`);
  return link;
}

/**
 * A confirmed, signed-in account in the page's browser context, made through the API (sign-up,
 * the mailed confirmation link): for tests of the screens behind the gate, not of the sign-up UI.
 */
export async function signUpThroughApi(page: Page, baseURL: string, tag = 'e2e'): Promise<{ email: string; password: string }> {
  const email = newEmail(tag);
  const origin = new URL(baseURL).origin;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: E2E_PASSWORD, name: email.split('@')[0], callbackURL: '/auth/callback' },
    headers: { origin },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const confirm = await page.request.get(await lastMailedLink(page, email), { maxRedirects: 0 });
  if (confirm.status() !== 302) throw new Error(`confirmation failed: ${confirm.status()}`);
  return { email, password: E2E_PASSWORD };
}
