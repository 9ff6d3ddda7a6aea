import { test as base, expect, type Page } from '@playwright/test';
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

/** Phone-sized viewport used by the mobile checks. */
export const PHONE = { width: 390, height: 844 } as const;
