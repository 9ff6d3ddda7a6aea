import { readFile } from 'node:fs/promises';
import { test, expect, PHONE } from './fixtures';
import { E2E_PASSWORD, signUpThroughApi, submitAuthDialog } from './accounts';
import { paste, pasteAndDetect, parseButton, toast, toTop } from './analyze-helpers';

/**
 * Issue 7 item 7, in one go through the UI: sign in, paste a ChatGPT copy and a Claude copy with
 * Edit/Retry lines, verify (edit a message, switch a role), analyse, read the results (tabs,
 * filters, sort, expand), export every format, open from the dashboard, delete, change settings
 * and see them applied.
 */
test('the whole journey: sign in → paste → verify → results → export → dashboard → delete → settings', async ({ page, baseURL, shoot }) => {
  test.setTimeout(240_000);
  const SLOW = { timeout: 30_000 };

  // Sign in through the dialog (the account itself is made and confirmed through the API).
  const { email } = await signUpThroughApi(page, baseURL!, 'journey');
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In / Register' }).click();
  const dialog = page.getByRole('dialog');
  await submitAuthDialog(dialog, email, E2E_PASSWORD, 'Sign In');
  await expect(dialog.getByText('Welcome back! Redirecting...')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible(SLOW);

  // 1. A ChatGPT copy: paste, verify, edit message 2, switch message 3's role, analyse.
  await page.goto('/analyze');
  await pasteAndDetect(page, paste('chatgpt-web.txt'));
  await expect(page.getByTestId('detected-platform')).toHaveText('ChatGPT');
  await page.getByLabel('Session goal (optional)').fill('Fix my CSV totals script');
  await parseButton(page).click();
  await expect(page).toHaveURL(/\/analyze\/verify$/);
  await expect(page.getByTestId('verify-message')).toHaveCount(6);
  const edited = 'That happens because csv gives you strings: convert each value with float() before adding them up.';
  await page.getByRole('textbox', { name: 'Message 2 text (assistant)' }).fill(edited);
  await page.getByRole('button', { name: 'Switch message 3 to assistant' }).click();
  await expect(page.getByTestId('verify-message').nth(2)).toHaveAttribute('data-role', 'assistant');
  await page.getByRole('button', { name: 'Confirm & Analyze' }).click();
  await expect(toast(page, 'Analysis completed! Redirecting to results...')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/analyze\/results\/[0-9a-f-]{36}$/, SLOW);
  const chatgptId = page.url().split('/').pop()!;
  await expect(page.getByTestId('results')).toBeVisible(SLOW);
  await expect(page.getByTestId('goal-line')).toContainText('Fix my CSV totals script');
  await expect(page.getByTestId('message-card').nth(1)).toContainText(edited.slice(0, 40));

  // 2. A Claude copy with Edit/Retry lines.
  await page.goto('/analyze');
  await pasteAndDetect(page, paste('claude-edit-retry.txt'));
  await expect(page.getByTestId('detected-platform')).toHaveText('Claude');
  await expect(page.getByTestId('detected-edit-retry')).toContainText('3 edits, 3 retries');
  await parseButton(page).click();
  await expect(page).toHaveURL(/\/analyze\/verify$/);
  await expect(page.getByTestId('info-edits')).toHaveText('3');
  await page.getByRole('button', { name: 'Confirm & Analyze' }).click();
  await expect(page).toHaveURL(/\/analyze\/results\/[0-9a-f-]{36}$/, SLOW);
  const claudeId = page.url().split('/').pop()!;
  await expect(page.getByTestId('results')).toBeVisible(SLOW);
  await expect(page.getByTestId('badge-platform')).toHaveText('Claude');

  // 3. Results: tabs, filters, sort, expand.
  const cards = page.getByTestId('message-card');
  // The cards render after the results frame (a loaded machine showed the frame with none yet): wait for them before counting.
  await expect(cards.first()).toBeVisible(SLOW);
  const n = await cards.count();
  expect(n).toBeGreaterThan(1);
  const scores = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
  await page.getByRole('radiogroup', { name: 'Filter messages' }).getByRole('radio', { name: /Low/ }).click();
  await expect(cards).toHaveCount(scores.filter((s) => s < 60).length);
  await page.getByRole('radiogroup', { name: 'Filter messages' }).getByRole('radio', { name: /High/ }).click();
  await expect(cards).toHaveCount(scores.filter((s) => s >= 80).length);
  await page.getByRole('radiogroup', { name: 'Filter messages' }).getByRole('radio', { name: /All/ }).click();
  await page.getByRole('radiogroup', { name: 'Sort messages' }).getByRole('radio', { name: 'Score' }).click();
  expect(await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))))).toEqual([...scores].sort((a, b) => b - a));
  await page.getByRole('radiogroup', { name: 'Sort messages' }).getByRole('radio', { name: 'Order' }).click();
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.locator('[data-testid="message-card"][data-expanded="true"]')).toHaveCount(n);
  await toTop(page);
  await shoot('journey-results');
  await page.getByRole('tab', { name: 'Dimensions' }).click();
  await expect(page.getByTestId('dimension-boxes')).toHaveCount(n);
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByTestId('insights-score')).toBeVisible();
  await page.getByRole('tab', { name: /Messages/ }).click();

  // 4. Export every format.
  for (const [label, ext] of [
    ['JSON', 'json'],
    ['CSV', 'csv'],
    ['Markdown', 'md'],
    ['PDF', 'pdf'],
  ] as const) {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`${claudeId.slice(-8)}\\.${ext}$`));
    const bytes = await readFile((await file.path())!);
    expect(bytes.length).toBeGreaterThan(100);
    if (ext === 'pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (ext === 'json') expect((JSON.parse(bytes.toString()) as { session: { id: string } }).session.id).toBe(claudeId);
  }

  // 5. Open from the dashboard, then delete with confirmation.
  await page.getByRole('link', { name: 'View All Analyses' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2, SLOW);
  await toTop(page);
  await shoot('journey-dashboard');
  await page.locator(`[data-testid="session-row"][data-id="${chatgptId}"]`).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/analyze/results/${chatgptId}$`));
  await expect(page.getByTestId('results')).toBeVisible(SLOW);
  await page.getByTestId('results').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(rows).toHaveCount(2, SLOW);
  await page.locator(`[data-testid="session-row"][data-id="${chatgptId}"]`).getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete session' }).click();
  await expect(page.getByText('Session deleted successfully')).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect((await page.request.get(`/api/v1/sessions/${chatgptId}`)).status()).toBe(404);

  // 6. Settings: light theme and no notation, applied at once and on the results.
  await page.goto('/settings');
  await expect(page.getByTestId('settings')).toBeVisible(SLOW);
  await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('switch', { name: 'Chess notation' }).click();
  await page.getByRole('switch', { name: 'Auto-expand low scores' }).click();
  await expect(page.getByRole('switch', { name: 'Auto-expand low scores' })).toHaveAttribute('aria-checked', 'false');
  await page.goto(`/analyze/results/${claudeId}`);
  await expect(page.getByTestId('results')).toBeVisible(SLOW);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByTestId('notation')).toHaveCount(0);
  await expect(page.locator('[data-testid="message-card"][data-expanded="true"]')).toHaveCount(0);
  await shoot('journey-results-light');
  await page.setViewportSize(PHONE);
  await shoot('journey-results-light');
});
