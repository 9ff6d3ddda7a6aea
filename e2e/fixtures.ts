import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/**
 * Every e2e test uses this `test`: any console error or uncaught page error fails the test,
 * and `shoot` saves a full-page screenshot under test-results/screenshots for a person to look at.
 */
export const test = base.extend<{ consoleErrors: string[]; shoot: (name: string, page?: Page) => Promise<void> }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
  shoot: async ({ page }, use, testInfo) => {
    const dir = 'test-results/screenshots';
    mkdirSync(dir, { recursive: true });
    await use(async (name, target = page) => {
      const width = target.viewportSize()?.width ?? 0;
      await target.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
      void testInfo;
    });
  },
});

export { expect };

/**
 * A picture for the README and the docs (docs/screenshots/{name}-{width}.png): the viewport only,
 * with `target` scrolled into the middle when given, so the files stay small and show the point.
 */
export async function documentScreenshot(page: Page, name: string, target?: Locator): Promise<void> {
  mkdirSync('docs/screenshots', { recursive: true });
  // Instant: the page scrolls smoothly (styles/index.css), and a picture taken mid-scroll shows the
  // sticky header and sidebar halfway down over an unpainted band.
  if (target) await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  else await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: `docs/screenshots/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

/** How far the page scrolls sideways (0 when nothing overflows the viewport). */
const sidewaysOverflow = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Nothing sticks out sideways once the page has laid itself out at the current size. Right after a
 * viewport change, charts still have their old width until their ResizeObserver runs (later under
 * load), so the check waits for the page to settle and fails if anything still overflows.
 */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  await expect.poll(() => sidewaysOverflow(page), { timeout: 5000 }).toBe(0);
}

/** Phone-sized viewport used by the mobile checks. */
export const PHONE = { width: 390, height: 844 } as const;
