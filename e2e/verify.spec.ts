import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectNoSidewaysOverflow, PHONE } from './fixtures';
import { signUpThroughApi } from './accounts';
import { allowStatuses, drill200, parseButton, pasteAndDetect, toast, toTop } from './analyze-helpers';

test.describe.configure({ timeout: 120_000 });

test('no verify data: toast and back to the paste screen; unreadable data likewise', async ({ page, baseURL }) => {
  await signUpThroughApi(page, baseURL!, 'verify-nodata');
  await page.goto('/analyze/verify');
  await expect(toast(page, 'No conversation data found')).toBeVisible();
  await expect(page).toHaveURL(/\/analyze$/);

  await page.evaluate(() => sessionStorage.setItem('kibitz.verifyData.v1', '{"conversationText": 42'));
  await page.goto('/analyze/verify');
  await expect(toast(page, 'Failed to load conversation data')).toBeVisible();
  await expect(page).toHaveURL(/\/analyze$/);
  expect(await page.evaluate(() => sessionStorage.getItem('kibitz.verifyData.v1'))).toBeNull();
});

test('low confidence banner, failure keeps everything, the server’s 429 message, no messages', async ({ page, baseURL, shoot, consoleErrors }) => {
  await signUpThroughApi(page, baseURL!, 'verify-states');
  await page.goto('/analyze');
  // Only the person's turns are labelled: mixed format, confidence 0.4.
  await pasteAndDetect(
    page,
    'User: Can you explain how closures work in JavaScript, with a small example please?\n\nA closure is a function that remembers the variables from the place where it was created.\n\nUser: So a counter built with a closure keeps its own count between calls?\n\nYes. Each call to makeCounter creates a new scope, so every counter keeps its own count.',
  );
  await parseButton(page).click();
  await expect(page).toHaveURL(/\/analyze\/verify$/);
  await expect(page.getByTestId('low-confidence-banner')).toContainText('Low parsing confidence (40%)');
  await expect(page.getByTestId('info-confidence')).toContainText('Low');
  await toTop(page);
  await shoot('verify-low-confidence');

  // The server fails: the toast says so, the buttons come back, nothing is lost.
  await page.route('**/api/v1/analyze', (route) => route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }));
  await page.getByRole('textbox', { name: 'Message 1 text (user)' }).fill('Explain JavaScript closures with one small example.');
  await page.getByRole('button', { name: 'Confirm & Analyze' }).click();
  await expect(toast(page, 'Analysis failed. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm & Analyze' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Back to Edit' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Message 1 text (user)' })).toHaveValue('Explain JavaScript closures with one small example.');
  await expect(page).toHaveURL(/\/analyze\/verify$/);

  // Over capacity, the server's own message is shown.
  await page.unroute('**/api/v1/analyze');
  const limitMessage = 'Daily limit exceeded! You have 12 characters remaining. Upgrade to Pro for 500k daily characters.';
  await page.route('**/api/v1/analyze', (route) => route.fulfill({ status: 429, json: { code: 'DAILY_LIMIT_EXCEEDED', message: limitMessage } }));
  await page.getByRole('button', { name: 'Confirm & Analyze' }).click();
  await expect(toast(page, limitMessage)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm & Analyze' })).toBeEnabled();

  // A slow server: progress shows and the buttons wait.
  await page.unroute('**/api/v1/analyze');
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/v1/analyze', async (route) => {
    await held;
    await route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'later' } });
  });
  await page.getByRole('button', { name: 'Confirm & Analyze' }).click();
  await expect(page.getByTestId('analysis-progress')).toContainText('Scoring 4 messages across five dimensions...');
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back to Edit' })).toBeDisabled();
  await toTop(page);
  await shoot('verify-analysing');
  release();
  await expect(toast(page, 'Analysis failed. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm & Analyze' })).toBeEnabled();
  await page.unroute('**/api/v1/analyze');

  // Delete everything: Confirm needs at least one message.
  for (let i = 4; i >= 1; i--) await page.getByRole('button', { name: `Delete message ${i}` }).click();
  await expect(page.getByTestId('verify-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm & Analyze' }).click();
  await expect(toast(page, 'No messages to analyze')).toBeVisible();
  await toTop(page);
  await shoot('verify-empty');
  await page.setViewportSize(PHONE);
  await toTop(page);
  await shoot('verify-empty');
  await expectNoSidewaysOverflow(page);
  allowStatuses(consoleErrors, [500, 429, 503]);
});

test('200 messages: Confirm & Analyze to a rendered results page', async ({ page, baseURL, shoot }) => {
  await signUpThroughApi(page, baseURL!, 'verify-200');
  await page.goto('/analyze');
  const text = drill200();
  await pasteAndDetect(page, text);
  await expect(page.getByTestId('detected-messages')).toHaveText('200 (100 you · 100 AI)');
  await parseButton(page).click();
  await expect(page).toHaveURL(/\/analyze\/verify$/);
  await expect(page.getByTestId('verify-message')).toHaveCount(200);
  await expect(page.getByTestId('info-messages')).toHaveText('200');
  await toTop(page);
  await shoot('verify-200');

  const confirm = page.getByRole('button', { name: 'Confirm & Analyze' });
  await confirm.scrollIntoViewIfNeeded();
  const marks: string[] = [];
  page.on('response', (r) => {
    if (/\/api\/v1\/(analyze|sessions\/)/.test(r.url())) marks.push(`${r.request().method()} ${new URL(r.url()).pathname.replace(/[0-9a-f-]{36}/, '{id}')} ${r.status()} at ${Date.now() - started} ms`);
  });
  const started = Date.now();
  await confirm.click();
  await page.waitForURL(/\/analyze\/results\/[0-9a-f-]{36}$/);
  const navigated = Date.now() - started;
  // The results page's first rendered score (overall or a message's).
  await page.locator('[data-testid="overall-score"], [data-testid="message-score"]').first().waitFor({ state: 'visible' });
  const rendered = Date.now() - started;
  console.log(`200-message analysis: results URL after ${navigated} ms, first score rendered after ${rendered} ms (${marks.join('; ')})`);
  test.info().annotations.push({ type: 'timing', description: `200 messages: ${rendered} ms from Confirm & Analyze to the first rendered score` });
  // Generous bounds on two loaded cores; the figures themselves are what the note reports.
  expect(navigated).toBeLessThan(10_000);
  expect(rendered).toBeLessThan(60_000);
});

/** A labelled chat where the copy picked up a rating prompt under every answer, and one reply of the person's hid inside an answer. */
const CHROME_PASTE = `User: How do I read a CSV file in Python? I have a file of orders and want to total the amounts.
Assistant: Use the csv module from the standard library: open the file and loop over csv.reader(f).
Was this helpful?
User: And how do I skip the header row of the file?
Assistant: Call next(reader) once before the loop, or use csv.DictReader to get each row as a dict keyed by the header.
Was this helpful?
Thanks, DictReader worked! Now how do I write the totals to a new CSV file?
Assistant: Open a second file with mode "w" and newline="", then use csv.writer(out).writerow([...]) for each row.
Was this helpful?
`;

const messageBox = (page: Page, n: number, role: 'user' | 'assistant') => page.getByRole('textbox', { name: `Message ${n} text (${role})` });
const allTexts = (page: Page) => page.getByRole('textbox', { name: /^Message \d+ text/ }).evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
const history = (page: Page) => page.getByRole('group', { name: 'Edit history' });

/** The README's pictures of the verify screen, with a message's text tools open. */
async function documentScreen(page: Page, width: number): Promise<void> {
  mkdirSync('docs/screenshots', { recursive: true });
  await page.setViewportSize({ width, height: width < 600 ? PHONE.height : 800 });
  const box = messageBox(page, 2, 'assistant');
  await box.click();
  await page.keyboard.press('Control+End');
  await expect(page.getByRole('button', { name: 'Remove the line “Was this helpful?” from all 3 messages' })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  if (width >= 1024) {
    await toTop(page);
    await page.screenshot({ path: `docs/screenshots/verify-${width}.png`, fullPage: true });
    return;
  }
  // On a phone the page is long and the actions float at the bottom: the screen as the person sees it, card in view.
  await box.evaluate((el) => el.closest('li')!.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `docs/screenshots/verify-${width}.png` });
}

test('fixing the split by hand: split at the cursor, remove a repeated page line everywhere, merge, undo and redo', async ({ page, baseURL, shoot }) => {
  await signUpThroughApi(page, baseURL!, 'verify-fix');
  await page.goto('/analyze');
  await pasteAndDetect(page, CHROME_PASTE);
  await parseButton(page).click();
  await expect(page).toHaveURL(/\/analyze\/verify$/);
  await expect(page.getByTestId('verify-message')).toHaveCount(5);

  // Split: the person's reply is the last line of message 4. Cursor to the start of that line, then Split here.
  const fourth = messageBox(page, 4, 'assistant');
  await fourth.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Home');
  await page.getByRole('button', { name: 'Split message 4 at the cursor' }).click();
  await expect(page.getByTestId('verify-message')).toHaveCount(6);
  const reply = messageBox(page, 5, 'user');
  await expect(reply).toHaveValue('Thanks, DictReader worked! Now how do I write the totals to a new CSV file?');
  await expect(reply).toBeFocused();
  await expect(page.getByTestId('edit-announcement')).toHaveText('Message 4 split in two at the cursor; the new message 5 is marked user');

  await documentScreen(page, 1280);
  await documentScreen(page, PHONE.width);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Remove the rating prompt from every answer: cursor on that line in message 2.
  await messageBox(page, 2, 'assistant').click();
  await page.keyboard.press('Control+End');
  await page.getByRole('button', { name: 'Remove the line “Was this helpful?” from all 3 messages' }).click();
  await expect(toast(page, 'Removed “Was this helpful?” from 3 messages as page chrome')).toBeVisible();
  expect((await allTexts(page)).some((t) => t.includes('Was this helpful?'))).toBe(false);
  await expect(messageBox(page, 2, 'assistant')).toBeFocused();
  await toTop(page);
  await shoot('verify-chrome-removed');

  // Ctrl+Z inside a text box is the box's own; from outside one it undoes the removal, Ctrl+Shift+Z redoes it.
  await page.getByRole('heading', { name: 'Messages', exact: true }).focus();
  await page.keyboard.press('Control+z');
  await expect(messageBox(page, 2, 'assistant')).toHaveValue(/\nWas this helpful\?$/);
  expect((await allTexts(page)).filter((t) => t.includes('Was this helpful?'))).toHaveLength(3);
  await page.keyboard.press('Control+Shift+z');
  expect((await allTexts(page)).some((t) => t.includes('Was this helpful?'))).toBe(false);

  // Merge with the keyboard, take it back from the notification, then redo from the Edit history.
  await page.getByRole('button', { name: 'Merge message 6 into message 5' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('verify-message')).toHaveCount(5);
  await expect(messageBox(page, 5, 'user')).toBeFocused();
  await toast(page, 'Message 6 merged into message 5').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('verify-message')).toHaveCount(6);
  await history(page).getByRole('button', { name: 'Redo: Message 6 merged into message 5' }).click();
  await expect(page.getByTestId('verify-message')).toHaveCount(5);
  await history(page).getByRole('button', { name: 'Undo: Message 6 merged into message 5' }).click();
  await expect(page.getByTestId('verify-message')).toHaveCount(6);

  // A reload keeps the split and the removal; analysing sends the fixed six messages.
  await page.waitForTimeout(400);
  await page.reload();
  await expect(page.getByTestId('verify-message')).toHaveCount(6);
  expect(await allTexts(page)).toEqual([
    'How do I read a CSV file in Python? I have a file of orders and want to total the amounts.',
    'Use the csv module from the standard library: open the file and loop over csv.reader(f).',
    'And how do I skip the header row of the file?',
    'Call next(reader) once before the loop, or use csv.DictReader to get each row as a dict keyed by the header.',
    'Thanks, DictReader worked! Now how do I write the totals to a new CSV file?',
    'Open a second file with mode "w" and newline="", then use csv.writer(out).writerow([...]) for each row.',
  ]);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/analyze') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Confirm & Analyze' }).click();
  const body = (await sent).postDataJSON() as { conversation: { messages: { role: string }[] } };
  expect(body.conversation.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
  await expect(page).toHaveURL(/\/analyze\/results\/[0-9a-f-]{36}$/);
});

test('a label-less page copy in a Spanish UI: turns from the buttons around each answer, and the guess is said', async ({ page, baseURL, shoot }) => {
  await signUpThroughApi(page, baseURL!, 'verify-labelless');
  await page.goto('/analyze');
  // Kimi-like page: sidebar, no speaker labels, a button strip after every answer, a thinking line, composer.
  await pasteAndDetect(
    page,
    [
      'Kimi', 'Nuevo chat', 'Historial', 'Receta de pan', '',
      '¿Cómo hago pan sin levadura?', 'Puedes hacer pan de soda: mezcla harina, bicarbonato, sal y suero de leche, y hornea 30 minutos.',
      'Copiar', 'Regenerar', 'Compartir', '',
      '¿Y sin suero de leche?', 'Pensó durante 12 s', 'Usa leche con una cucharada de zumo de limón y déjala reposar diez minutos.',
      'Copiar', 'Regenerar', 'Compartir', '', 'Pregunta lo que quieras',
    ].join('\n'),
  );
  await parseButton(page).click();
  await expect(page).toHaveURL(/\/analyze\/verify$/);
  await expect(page.getByRole('textbox', { name: 'Message 1 text (user)' })).toHaveValue('¿Cómo hago pan sin levadura?');
  await expect(page.getByRole('textbox', { name: 'Message 2 text (assistant)' })).toHaveValue(/^Puedes hacer pan de soda/);
  await expect(page.getByRole('textbox', { name: 'Message 3 text (user)' })).toHaveValue('¿Y sin suero de leche?');
  await expect(page.getByRole('textbox', { name: 'Message 4 text (assistant)' })).toHaveValue(/^Usa leche con una cucharada/);
  await expect(page.getByRole('textbox', { name: /Message 5 text/ })).toHaveCount(0);
  await expect(page.getByTestId('parse-guesses')).toContainText('turns were found from the page’s buttons');
  await toTop(page);
  await shoot('verify-label-less-copy');
});
