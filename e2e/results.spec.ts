import { test, expect, PHONE } from './fixtures';
import { signUpThroughApi } from './accounts';
import { createSession, putSettings } from './results-helpers';
import { parseButton, paste, pasteAndDetect } from './analyze-helpers';

// The machine running these is shared and busy: first renders get a patient timeout.
const SLOW = { timeout: 20_000 };

test.describe('results screen', () => {
  test.describe.configure({ timeout: 120_000 });

  test('tabs, filters, sort, expand, graph click and insights', async ({ page, baseURL, shoot }) => {
    await signUpThroughApi(page, baseURL!, 'results');
    const id = await createSession(page, baseURL!);
    await page.goto(`/analyze/results/${id}`);

    await expect(page.getByTestId('results')).toBeVisible(SLOW);
    await expect(page.getByTestId('badge-id')).toHaveText(`#${id.slice(-8)}`);
    await expect(page.getByTestId('badge-platform')).toHaveText('ChatGPT');
    await expect(page.getByTestId('badge-count')).toHaveText('8 messages');
    await expect(page.getByTestId('badge-date')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/);
    await expect(page.getByTestId('goal-line')).toContainText('Clean up a CSV export');
    await expect(page.getByTestId('context-line')).toContainText('Nightly ETL job');

    const cards = page.getByTestId('message-card');
    await expect(cards).toHaveCount(8);
    const scores = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
    // Courtesies and control moves are shown but not rated: they count in no filter or figure.
    const rated = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-rated') !== 'false'));
    const low = scores.filter((s, i) => rated[i] && s < 60).length;
    const high = scores.filter((s, i) => rated[i] && s >= 80).length;
    expect(low).toBeGreaterThan(0);
    for (const [i, isRated] of rated.entries()) if (!isRated) await expect(cards.nth(i).getByTestId('message-score')).toHaveText('Not rated');

    // Auto-expand under 60 (default on): exactly the low rated messages start open.
    const open = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-expanded') === 'true'));
    expect(open).toEqual(scores.map((s, i) => rated[i] && s < 60));
    await shoot('results-messages');

    // Filters.
    const filters = page.getByRole('radiogroup', { name: 'Filter messages' });
    await filters.getByRole('radio', { name: /Low/ }).click();
    await expect(cards).toHaveCount(low);
    for (const s of await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))))) expect(s).toBeLessThan(60);
    await filters.getByRole('radio', { name: /High/ }).click();
    await expect(cards).toHaveCount(high);
    if (high === 0) await expect(page.getByTestId('no-messages')).toBeVisible();
    await filters.getByRole('radio', { name: /All/ }).click();
    await expect(cards).toHaveCount(8);

    // Sort by score, descending.
    await page.getByRole('radiogroup', { name: 'Sort messages' }).getByRole('radio', { name: 'Score' }).click();
    const sorted = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
    expect(sorted).toEqual([...scores].sort((a, b) => b - a));
    await page.getByRole('radiogroup', { name: 'Sort messages' }).getByRole('radio', { name: 'Order' }).click();
    expect(await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-index'))))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    // Expand all / collapse all / one.
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(page.locator('[data-testid="message-card"][data-expanded="true"]')).toHaveCount(8);
    await shoot('results-expanded');
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(page.locator('[data-testid="message-card"][data-expanded="true"]')).toHaveCount(0);
    const first = cards.first();
    await first.getByRole('button', { expanded: false }).click();
    await expect(first).toHaveAttribute('data-expanded', 'true');
    await expect(first.getByRole('meter')).toHaveCount(5);
    await expect(first.getByTestId('confidence')).toBeVisible();
    await expect(first.getByTestId('explanation')).toBeVisible();
    await shoot('results-expanded');

    // Keyboard: the header button toggles with Enter.
    await first.getByRole('button', { expanded: true }).focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('data-expanded', 'false');

    // Evaluation graph: a click over the last move opens message 8.
    const graph = page.getByTestId('evaluation-graph').getByTestId('evaluation-chart');
    await expect(graph).toBeVisible();
    const box = (await graph.boundingBox())!;
    await page.mouse.move(box.x + box.width - 14, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width - 14, box.y + box.height / 2);
    const last = page.locator('[data-testid="message-card"][data-index="7"]');
    await expect(last).toHaveAttribute('data-expanded', 'true');
    await expect(last.getByRole('button', { expanded: true })).toBeFocused();

    // Dimensions tab: 5 boxes per message row.
    await page.getByRole('tab', { name: 'Dimensions' }).click();
    await expect(page.getByTestId('dimension-average')).toHaveCount(5);
    // Clicked, the tab has focus but not the keyboard's ring (Chromium drew one after every click).
    expect(await page.getByRole('tab', { name: 'Dimensions' }).evaluate((el) => el === document.activeElement && !el.matches(':focus-visible'))).toBe(true);
    const rows = page.getByTestId('dimension-boxes');
    await expect(rows).toHaveCount(8);
    await expect(rows.first().locator(':scope > div')).toHaveCount(5);
    await shoot('results-dimensions');

    // Insights tab, reached with the keyboard from the tab list.
    await page.getByRole('tab', { name: 'Dimensions' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('insights-score')).toBeVisible();
    await expect(page.getByText('Aggregate stats')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Low-score alerts/ })).toBeVisible();
    await shoot('results-insights');
  });

  test('exports every format and copies the public share link', async ({ page, baseURL, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await signUpThroughApi(page, baseURL!, 'export');
    const id = await createSession(page, baseURL!);
    await page.goto(`/analyze/results/${id}`);
    await expect(page.getByTestId('results')).toBeVisible(SLOW);

    const expected = { JSON: 'json', CSV: 'csv', Markdown: 'md', PDF: 'pdf' } as const;
    for (const [label, ext] of Object.entries(expected)) {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^kibitz-[a-z0-9-]+-${id.slice(-8)}\\.${ext}$`));
      const toastText = label === 'JSON' ? 'Analysis results exported successfully!' : `Session exported as ${label}`;
      await expect(page.getByText(toastText)).toBeVisible();
    }

    // Share makes a public link (issue 18); Copy puts it, not the guarded results URL, on the clipboard.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Create public link' }).click();
    const link = await page.getByTestId('public-link').inputValue();
    expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{32}$/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test('not-found, invalid id, notation hidden and the floating overlay', async ({ page, baseURL, shoot, consoleErrors }) => {
    await signUpThroughApi(page, baseURL!, 'notfound');
    await page.goto('/analyze/results/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('The requested analysis session could not be found.')).toBeVisible(SLOW);
    // The browser logs the 404 answer itself; that one line is expected here, nothing else is.
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    consoleErrors.length = 0;
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Analysis' })).toBeVisible();
    await shoot('results-not-found');
    await page.goto('/analyze/results/not-a-session');
    await expect(page.getByRole('heading', { name: 'Invalid session ID' })).toBeVisible(SLOW);

    const id = await createSession(page, baseURL!);
    await page.goto(`/analyze/results/${id}`);
    await expect(page.getByTestId('message-card').first().getByTestId('notation')).toBeVisible(SLOW);
    // Overlay appears once the score card scrolls away.
    await expect(page.getByTestId('score-overlay')).toHaveAttribute('data-visible', 'false');
    await page.getByRole('navigation', { name: 'Next steps' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('score-overlay')).toHaveAttribute('data-visible', 'true');

    await putSettings(page, baseURL!, { showChessNotation: false, showFloatingOverlay: false });
    await page.reload();
    await expect(page.getByTestId('message-card')).toHaveCount(8, SLOW);
    await expect(page.getByTestId('notation')).toHaveCount(0);
    await expect(page.getByTestId('score-overlay')).toHaveCount(0);
  });

  test('phone width: readable, nothing wider than the screen', async ({ page, baseURL, shoot }) => {
    await page.setViewportSize(PHONE);
    await signUpThroughApi(page, baseURL!, 'phone');
    const id = await createSession(page, baseURL!);
    await page.goto(`/analyze/results/${id}`);
    await expect(page.getByTestId('message-card')).toHaveCount(8, SLOW);
    await expect(page.getByTestId('evaluation-graph').getByTestId('evaluation-chart')).toBeVisible(SLOW);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot('results-messages');
    await page.getByRole('tab', { name: 'Dimensions' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot('results-dimensions');
    await page.getByRole('tab', { name: 'Insights' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot('results-insights');
  });
});

test.describe('new insights', () => {
  test.describe.configure({ timeout: 120_000 });

  test('are announced once, in the page under the header, after a new analysis only; never over the score or the tabs', async ({ page, baseURL, shoot }) => {
    await signUpThroughApi(page, baseURL!, 'new-insights');
    // An older result, opened as any result is from the dashboard: nothing is announced.
    const older = await createSession(page, baseURL!);
    await page.goto(`/analyze/results/${older}`);
    await expect(page.getByTestId('results')).toBeVisible(SLOW);
    await expect(page.getByTestId('message-card').first()).toBeVisible();
    await expect(page.getByTestId('new-insights')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'New insights ready' })).toHaveCount(0);

    // A new analysis through paste and verify: the notice, in the flow of the page, no toast.
    await page.goto('/analyze');
    await pasteAndDetect(page, paste('chatgpt-web.txt'));
    await parseButton(page).click();
    await expect(page).toHaveURL(/\/analyze\/verify$/);
    await page.getByRole('button', { name: 'Confirm & Analyze' }).click();
    await expect(page).toHaveURL(/\/analyze\/results\/[0-9a-f-]{36}$/, SLOW);
    const notice = page.getByTestId('new-insights');
    await expect(notice).toBeVisible(SLOW);
    await expect(notice).toContainText('New insights ready');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'New insights ready' })).toHaveCount(0);
    const overlaps = async () => {
      const box = (await notice.boundingBox())!;
      const others = [await page.getByTestId('overall-score').boundingBox(), await page.getByRole('tablist', { name: 'Result views' }).boundingBox()];
      return others.some((o) => o && box.x < o.x + o.width && o.x < box.x + box.width && box.y < o.y + o.height && o.y < box.y + box.height);
    };
    expect(await overlaps()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot('results-new-insights');
    await page.setViewportSize(PHONE);
    expect(await overlaps()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot('results-new-insights');
    await page.setViewportSize({ width: 1280, height: 800 });

    // See insights opens the Insights tab.
    await notice.getByRole('button', { name: 'See insights' }).click();
    await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
    await expect(notice).toHaveCount(0);

    // Once: a reload, or opening it again from the dashboard, is opening an old result.
    await page.reload();
    await expect(page.getByTestId('message-card').first()).toBeVisible(SLOW);
    await expect(page.getByTestId('new-insights')).toHaveCount(0);
    const url = page.url();
    await page.goto('/dashboard');
    await page.getByTestId('session-row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId('message-card').first()).toBeVisible(SLOW);
    await expect(page.getByTestId('new-insights')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'New insights ready' })).toHaveCount(0);
  });
});
