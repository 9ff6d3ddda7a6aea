import type { Page } from '@playwright/test';
import { test, expect, PHONE } from './fixtures';
import { signUpThroughApi } from './accounts';
import { conversationBox, parseButton, toast, toTop } from './analyze-helpers';
import { chatgptConversation, simpleTurns } from '../src/core/conversation/exports/fixtures';

test.describe.configure({ timeout: 90_000 });

/** A small ChatGPT data export: four conversations, the first with two edited prompts and a regenerated answer. */
function exportFile(): Buffer {
  const conversations = [
    chatgptConversation({
      n: 1,
      title: 'Mutex or semaphore',
      createTime: 1_717_000_000,
      turns: [
        { user: 'When do I pick a mutex over a semaphore?', assistant: 'A mutex has one owner at a time; a semaphore counts permits.', earlierPrompts: ['mutex vs semaphore'] },
        { user: 'Show a Go example, please.', assistant: 'Guard the map with a sync.Mutex: Lock before writing, Unlock after.', earlierAnswers: ['Here is a version with channels.'] },
        { user: 'And how does Rust do it?', assistant: 'Wrap the data in Arc<Mutex<T>> and lock it where you use it.', earlierPrompts: ['rust?'] },
      ],
    }),
    chatgptConversation({ n: 2, title: 'Trip to Lisbon', createTime: 1_718_000_000, turns: simpleTurns('packing for Lisbon', 2) }),
    chatgptConversation({ n: 3, title: 'Lisbon tram lines', createTime: 1_719_000_000, turns: simpleTurns('tram 28', 1) }),
    chatgptConversation({ n: 4, title: 'Sourdough starter', createTime: 1_720_000_000, turns: simpleTurns('feeding a starter', 2) }),
  ];
  return Buffer.from(JSON.stringify(conversations, null, 1));
}

const upload = (page: Page, name: string, buffer: Buffer) =>
  page.locator('#conversation-file').setInputFiles({ name, mimeType: 'application/json', buffer });

test('a data export: the list, search, one picked with its branch note, then two analysed one after another', async ({ page, baseURL, shoot }) => {
  await signUpThroughApi(page, baseURL!, 'export-pick');
  await page.goto('/analyze');
  await upload(page, 'conversations.json', exportFile());

  const rows = page.getByTestId('export-row');
  await expect(page.getByRole('listbox', { name: 'Conversations in the file' })).toBeVisible();
  await expect(page.getByTestId('export-summary')).toHaveText(/^4 conversations · \d+ KB$/);
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Mutex or semaphore');
  await expect(rows.first()).toContainText('6 messages');
  await expect(rows.first()).toContainText('2 edits · 1 regeneration');
  await toTop(page);
  await shoot('export-list');
  await page.setViewportSize(PHONE);
  await shoot('export-list');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Search filters; the keyboard moves into the list and Enter analyses the active one.
  const search = page.getByRole('searchbox', { name: 'Pick the conversation to analyze' });
  await search.fill('lisbon');
  await expect(rows).toHaveCount(2);
  await search.fill('paris');
  await expect(page.getByTestId('export-no-match')).toHaveText('No conversation matches “paris”.');
  await search.fill('mutex');
  await expect(rows).toHaveCount(1);
  await search.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Loaded “Mutex or semaphore”')).toBeVisible();
  await expect(page.getByTestId('export-picker')).toHaveCount(0);
  await expect(page.getByTestId('export-current')).toHaveText('Mutex or semaphore');
  await expect(page.getByTestId('loaded-file')).toHaveText('conversations.json');
  await expect(page.getByTestId('detected-messages')).toHaveText('6 (3 you · 3 AI)');
  await expect(page.getByTestId('detection-panel')).toContainText('This conversation had 2 edited prompts and 1 regenerated answer');
  await parseButton(page).click();
  await expect(page).toHaveURL(/\/analyze\/verify$/);
  await expect(page.getByTestId('verify-message')).toHaveCount(6);
  await expect(page.getByTestId('verify-message').first()).toContainText('When do I pick a mutex over a semaphore?');
  await expect(page.getByTestId('branches-note')).toContainText('2 edited prompts and 1 regenerated answer');
  await toTop(page);
  await shoot('export-verify-branches');

  // Back on the paste screen, choose two more: they are analysed one after another.
  await page.getByRole('button', { name: 'Back to Edit' }).first().click();
  await expect(page.getByTestId('export-current')).toHaveText('Mutex or semaphore');
  await page.getByRole('button', { name: 'Choose another' }).click();
  await rows.filter({ hasText: 'Trip to Lisbon' }).click();
  await rows.filter({ hasText: 'Sourdough starter' }).click();
  await expect(page.getByTestId('export-chosen')).toContainText('2 chosen');
  await page.getByRole('button', { name: 'Analyze 2 conversations, one after another' }).click();
  await expect(page.getByTestId('export-bar')).toContainText('Conversation 1 of 2 chosen: Trip to Lisbon');
  await expect(page.getByTestId('export-next')).toContainText('Next: Sourdough starter.');
  await expect(page.getByTestId('detected-messages')).toHaveText('4 (2 you · 2 AI)');
  await toTop(page);
  await shoot('export-queue');

  for (const [i, title] of ['Trip to Lisbon', 'Sourdough starter'].entries()) {
    await expect(page.getByTestId('export-current')).toHaveText(title);
    await expect(page.getByTestId('detection-panel')).not.toContainText('Updating...');
    await parseButton(page).click();
    await expect(page).toHaveURL(/\/analyze\/verify$/);
    await expect(page.getByTestId('verify-message').first()).toContainText(`about ${title === 'Trip to Lisbon' ? 'packing for Lisbon' : 'feeding a starter'}`);
    await page.getByRole('button', { name: 'Confirm & Analyze' }).first().click();
    await expect(page).toHaveURL(/\/analyze\/results\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Analyze Another Conversation' }).or(page.getByRole('button', { name: 'Analyze Another Conversation' })).click();
    await expect(page).toHaveURL(/\/analyze$/);
    if (i === 0) {
      // The next one loads from the file in a worker: on a loaded machine that can take longer than a check's 10 s.
      await expect(page.getByTestId('export-bar')).toContainText('Conversation 2 of 2 chosen: Sourdough starter', { timeout: 30_000 });
      await expect(toast(page, 'Conversation 2 of 2 loaded: Sourdough starter')).toBeVisible();
    }
  }
  await expect(toast(page, 'That was the last of the conversations you chose from the export.')).toBeVisible();
  await expect(conversationBox(page)).toHaveValue('');
});

test('files that are not usable exports say why', async ({ page, baseURL }) => {
  await signUpThroughApi(page, baseURL!, 'export-errors');
  await page.goto('/analyze');
  await upload(page, 'package.json', Buffer.from('{"name": "kibitz", "version": "1.0.0"}'));
  await expect(page.getByTestId('export-error')).toContainText('This JSON file holds no conversation Kibitz can read.');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(conversationBox(page)).toBeVisible();

  await upload(page, 'empty-export.json', Buffer.from('[]'));
  await expect(page.getByTestId('export-error')).toContainText('This export holds no conversations.');
  await page.getByRole('button', { name: 'Close' }).click();

  const cut = exportFile().subarray(0, 300);
  await upload(page, 'cut.json', cut);
  await expect(page.getByTestId('export-error')).toContainText('This file ends before its first conversation is complete');

  // A file cut off after some conversations still lists the complete ones.
  const whole = exportFile().toString('utf8');
  await page.locator('input[aria-label="Upload another export file"]').setInputFiles({ name: 'partial.json', mimeType: 'application/json', buffer: Buffer.from(whole.slice(0, whole.lastIndexOf('"mapping"'))) });
  await expect(page.getByTestId('export-row')).toHaveCount(3);
  await expect(page.getByTestId('export-warning')).toContainText('the 3 complete ones before it are listed');
});
