import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** A paste fixture from e2e/fixtures/pastes. */
export function paste(name: string): string {
  return readFileSync(join('e2e', 'fixtures', 'pastes', name), 'utf8');
}

/** A quick-fire drill: 100 questions and 100 answers, 200 labelled messages in under 4,000 characters (fits the free tier). */
export function drill200(): string {
  const lines: string[] = [];
  for (let n = 1; n <= 100; n++) lines.push(`Me: What is 7 x ${n}?`, `AI: 7 x ${n} = ${7 * n}.`, '');
  return lines.join('\n');
}

export const conversationBox = (page: Page) => page.getByRole('textbox', { name: 'Conversation', exact: true });
export const parseButton = (page: Page) => page.getByRole('button', { name: 'Parse & Verify' });
export const toast = (page: Page, text: string | RegExp): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * The first detection loads the parser's worker and runs it cold: on a busy 2-core CI machine (two
 * test files at once, each with a browser and a server) that took over 5 s, the default wait.
 */
const FIRST_DETECTION_MS = 20_000;

/** Fills the text box and waits until live detection has caught up with it. */
export async function pasteAndDetect(page: Page, text: string): Promise<void> {
  await conversationBox(page).fill(text);
  await expect(page.getByTestId('detection-summary')).toBeVisible({ timeout: FIRST_DETECTION_MS });
  await expect(page.getByTestId('detection-panel')).not.toContainText('Updating...', { timeout: FIRST_DETECTION_MS });
}

/**
 * Puts a long text in the box in one input event, as a paste does, and asks to parse (Ctrl+Enter)
 * in the same task: before live detection (debounced by 500 ms for long texts) can have run.
 * Playwright's fill types a long multi-line text through Chromium's editor, which takes tens of
 * seconds for 100 KB; a paste is one event.
 */
export async function pasteLongAndSubmitAtOnce(page: Page, text: string): Promise<void> {
  await conversationBox(page).evaluate((box, value) => {
    const area = box as HTMLTextAreaElement;
    // React tracks the value through the prototype's setter; set it there so the change is seen.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
    area.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }));
  }, text);
}

/** A mutating API call with the origin header the server's origin guard wants. */
export function originHeader(baseURL: string) {
  return { origin: new URL(baseURL).origin };
}

/** Chromium logs every non-2xx answer as a console error; a test that provokes them on purpose drops exactly those lines. */
export function allowStatuses(consoleErrors: string[], statuses: readonly number[]): void {
  const expected = (line: string) => statuses.some((s) => line.includes(`the server responded with a status of ${s}`));
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (expected(consoleErrors[i]!)) consoleErrors.splice(i, 1);
}

/** Full-page screenshots come out clean (sticky header and bars in place) from the top of the page. */
export async function toTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

