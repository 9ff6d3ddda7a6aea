import { test, expect, PHONE } from './fixtures';
import { signUpThroughApi } from './accounts';
import { analysisRequest, createSession, MIXED_CONVERSATION } from './results-helpers';

const SLOW = { timeout: 20_000 };

test.describe('dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('empty state for a new account', async ({ page, baseURL, shoot }) => {
    await signUpThroughApi(page, baseURL!, 'dash-empty');
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-empty')).toBeVisible(SLOW);
    await expect(page.getByRole('link', { name: 'Analyze your first conversation' })).toHaveAttribute('href', '/analyze');
    await shoot('dashboard-empty');
    await page.setViewportSize(PHONE);
    await shoot('dashboard-empty');
  });

  test('list, analytics, real Load More, open, export, bulk export, delete', async ({ page, baseURL, shoot }) => {
    await signUpThroughApi(page, baseURL!, 'dash');
    const ids: string[] = [];
    ids.push(await createSession(page, baseURL!));
    ids.push(await createSession(page, baseURL!, analysisRequest({ messages: MIXED_CONVERSATION.slice(2, 6), goal: 'Stream a dedupe' })));
    ids.push(await createSession(page, baseURL!, analysisRequest({ messages: MIXED_CONVERSATION.slice(0, 4), goal: 'Debug quickly', context: null })));

    // The free tier allows 5 analyses a day, so 21 sessions cannot be made here. The app asks for
    // pages of 20; this test lets the real server answer pages of 2 instead (same offsets, same
    // totals), so Load More runs through genuine server pagination: 2 rows, then the 3rd, then no button.
    const requested: string[] = [];
    await page.route('**/api/v1/sessions?*', async (route) => {
      const url = new URL(route.request().url());
      requested.push(url.search);
      expect(url.searchParams.get('limit')).toBe('20');
      url.searchParams.set('limit', '2');
      await route.continue({ url: url.toString() });
    });

    await page.goto('/dashboard');
    const rows = page.getByTestId('session-row');
    await expect(rows).toHaveCount(2, SLOW);
    await expect(page.getByTestId('stat-sessions')).toContainText('3');
    await expect(page.getByTestId('scores-chart').locator('.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('dimensions-chart').locator('.recharts-surface')).toBeVisible();
    // Both charts take keyboard focus: each has a name there, not its run of tick labels.
    await expect(page.getByRole('application', { name: 'Scores over time: 3 sessions of the last 30 days' })).toBeVisible();
    await expect(page.getByRole('application', { name: /^Dimension averages of your messages: Strategic \d+, Tactical \d+, Cognitive \d+, Innovation \d+, Context \d+$/ })).toBeVisible();
    // Each figure is named for what it is over.
    await expect(page.getByTestId('stat-average')).toContainText('All messages');
    await shoot('dashboard');
    await page.getByRole('button', { name: 'Load More Sessions' }).click();
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Load More Sessions' })).toHaveCount(0);
    expect(requested).toEqual(['?limit=20&offset=0', '?limit=20&offset=2']);
    // Newest first: the last created session heads the list.
    await expect(rows.first()).toHaveAttribute('data-id', ids[2]!);

    // Export one session as CSV from its row.
    await rows.first().getByRole('button', { name: /^Export / }).click();
    let download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^CSV/ }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`${ids[2]!.slice(-8)}\\.csv$`));
    await expect(page.getByText('Session exported as CSV')).toBeVisible();

    // Bulk: select all loaded, one JSON file holding all three.
    await page.getByRole('checkbox', { name: /^Select all \d+ sessions shown/ }).click();
    await expect(page.getByTestId('selected-count')).toHaveText('3 selected');
    await page.getByRole('button', { name: 'Export selected' }).click();
    download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^JSON/ }).click();
    const bulk = await download;
    expect(bulk.suggestedFilename()).toMatch(/^kibitz-sessions-\d{4}-\d{2}-\d{2}-3\.json$/);
    const body = JSON.parse(await (await import('node:fs/promises')).readFile((await bulk.path())!, 'utf8')) as { count: number; sessions: { session: { id: string } }[] };
    expect(body.count).toBe(3);
    expect(body.sessions.map((s) => s.session.id).sort()).toEqual([...ids].sort());
    await expect(page.getByText('3 sessions exported as JSON')).toBeVisible();

    // Bulk PDF: one download per selected session.
    await rows.nth(1).getByRole('checkbox').click();
    await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
    const pdfs: string[] = [];
    page.on('download', (d) => pdfs.push(d.suggestedFilename()));
    await page.getByRole('button', { name: 'Export selected' }).click();
    await page.getByRole('menuitem', { name: /^PDF/ }).click();
    await expect(page.getByText('2 sessions exported as PDF')).toBeVisible(SLOW);
    expect(pdfs).toHaveLength(2);
    for (const f of pdfs) expect(f).toMatch(/\.pdf$/);

    // Delete with confirmation: cancel keeps it, confirm removes it.
    const victim = rows.first();
    await victim.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete this session?');
    await shoot('dashboard-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(3);
    await victim.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete session' }).click();
    await expect(page.getByText('Session deleted successfully')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(page.locator(`[data-id="${ids[2]}"]`)).toHaveCount(0);

    // Open from the dashboard.
    await rows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/analyze/results/${ids[1]}$`));
    await expect(page.getByTestId('results')).toBeVisible(SLOW);

    await page.unroute('**/api/v1/sessions?*');
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await expect(rows).toHaveCount(2, SLOW);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Each row's title and facts have the row's width (the score and actions go under them).
    for (const row of await rows.all()) {
      const [link, whole] = await Promise.all([row.getByTestId('session-link').boundingBox(), row.boundingBox()]);
      expect(link!.width).toBeGreaterThan(whole!.width * 0.75);
    }
    await shoot('dashboard');
  });

  test('error card with Try Again, and loading skeletons', async ({ page, baseURL, shoot, consoleErrors }) => {
    await signUpThroughApi(page, baseURL!, 'dash-error');
    let fail = true;
    await page.route('**/api/v1/sessions/analytics/overview*', async (route) => {
      if (fail) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'boom' }) });
      else await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByText('Failed to load dashboard data. Please try again.')).toBeVisible(SLOW);
    await expect(page.getByText('Failed to load dashboard data', { exact: true })).toBeVisible();
    await shoot('dashboard-error');
    // The browser logs the stubbed 500 answers; those lines are expected here.
    expect(consoleErrors.every((e) => e.includes('status of 500'))).toBe(true);
    consoleErrors.length = 0;
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('dashboard-empty')).toBeVisible(SLOW);

    // Loading: hold the list answer and look at the skeletons.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v1/sessions?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByTestId('dashboard-loading')).toBeVisible(SLOW);
    await shoot('dashboard-loading');
    release();
    await expect(page.getByTestId('dashboard-empty')).toBeVisible(SLOW);
  });
});
