import { signUpThroughApi } from './accounts';
import { documentScreenshot, expect, expectNoSidewaysOverflow, PHONE, test } from './fixtures';
import { analysisRequest, createSession } from './results-helpers';
import { GOOD_ATTEMPT, longAttempt, PRACTICE_CONVERSATION } from '../src/server/test/practice-seed';

const SLOW = { timeout: 20_000 };

test.describe('practice mode (issue 18)', () => {
  test('practise three moments with the keyboard only; progress shows on the dashboard after a reload', async ({ page, baseURL, shoot }) => {
    test.setTimeout(180_000);
    await signUpThroughApi(page, baseURL!, 'practice');
    const id = await createSession(page, baseURL!, analysisRequest({ messages: PRACTICE_CONVERSATION }));

    // The dashboard row of the session has its own practice entry (3 moments open), also on a phone.
    await page.goto('/dashboard');
    const entry = page.locator(`[data-testid="session-row"][data-id="${id}"]`).getByTestId('practice-entry');
    await expect(entry).toHaveAttribute('href', `/practice/${id}`, SLOW);
    await expect(entry).toHaveAccessibleName(/: 3 moments to complete$/);
    await page.setViewportSize(PHONE);
    await expect(entry).toBeVisible();
    await expectNoSidewaysOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // From the results page, reach "Practise your key moments" with Tab and open it with Enter.
    await page.goto(`/analyze/results/${id}`);
    await expect(page.getByTestId('results')).toBeVisible(SLOW);
    const practiseLink = page.getByRole('link', { name: 'Practise your key moments' });
    for (let i = 0; i < 40 && !(await practiseLink.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(practiseLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/practice/${id}$`));
    await expect(page.getByTestId('practice-moment')).toBeVisible(SLOW);
    await expect(page.getByText('0 of 3 moments completed')).toBeVisible();

    const textarea = page.getByLabel('Your new version');
    // Pause-to-score in the page: the time from the last input event to the worker's answer.
    await page.evaluate(() => {
      const w = window as unknown as { lastInput: number; scoredAt: number[] };
      w.scoredAt = [];
      document.addEventListener('input', () => (w.lastInput = performance.now()), true);
      document.addEventListener('kibitz:practice-scored', (e) => w.scoredAt.push((e as CustomEvent<{ at: number }>).detail.at));
    });

    for (const [n, attempt] of [
      [1, longAttempt(2000)],
      [2, GOOD_ATTEMPT],
      [3, GOOD_ATTEMPT],
    ] as const) {
      await expect(page.getByTestId('practice-moment')).toHaveAttribute('data-index', String((n - 1) * 2));
      await expect(page.getByText(`Moment ${n} of 3`)).toBeVisible();
      // Its reason in the band's colour, as the review shows the message (not a grey badge).
      const reason = page.getByTestId('moment-reason');
      if ((await reason.textContent()) !== 'Key moment') expect(await reason.getAttribute('class')).toMatch(/text-(orange|red)-/);
      // The original and its score are hidden until the person tries.
      await expect(page.getByTestId('revealed')).toHaveCount(0);
      await expect(textarea).toBeFocused();
      if (n === 2) {
        // Reveal by keyboard: Tab to the button, Enter; the focus lands on what it revealed, and Tab
        // goes on to the text box.
        const revealButton = page.getByRole('button', { name: 'Reveal better move' });
        for (let i = 0; i < 5 && !(await revealButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
        await expect(revealButton).toBeFocused();
        await page.keyboard.press('Enter');
        const revealed = page.getByTestId('revealed');
        await expect(revealed).toBeFocused(SLOW);
        await expect(revealed.getByTestId('original')).toHaveText(PRACTICE_CONVERSATION[2]!.content);
        await expect(revealed.getByTestId('better-move')).not.toBeEmpty();
        await expect(revealButton).toHaveCount(0);
        await page.keyboard.press('Tab');
        await expect(textarea).toBeFocused();
      }
      // Most of the text arrives in one input (as a paste would); the last characters are typed.
      await page.keyboard.insertText(attempt.slice(0, -12));
      await page.keyboard.type(attempt.slice(-12));
      await expect(page.getByTestId('live-overall')).toHaveText(/^\d+$/, SLOW);
      await expect(page.getByTestId('rubric-met').locator('li').first()).toBeVisible();
      // The opening message (moment 1) has no Context: "none", as on the results page, not a 0.
      await expect(page.getByTestId('live-context-none')).toHaveCount(n === 1 ? 1 : 0);
      if (n === 1) {
        await expect(textarea).toHaveValue(attempt);
        expect(attempt.length).toBe(2000);
        // Three pauses: delete and retype the last word, and read how long after the last keystroke the score came.
        for (let pause = 0; pause < 3; pause++) {
          for (let k = 0; k < 6; k++) await page.keyboard.press('Backspace');
          await page.keyboard.type(attempt.slice(-6));
          // The answer to the final text: the first score after the last input event (a score made
          // during a slow keystroke, before it, does not count).
          await expect
            .poll(() =>
              page.evaluate(() => {
                const w = window as unknown as { lastInput: number; scoredAt: number[] };
                return (w.scoredAt.at(-1) ?? 0) > w.lastInput;
              }),
            )
            .toBe(true);
          const lag = await page.evaluate(() => {
            const w = window as unknown as { lastInput: number; scoredAt: number[] };
            return w.scoredAt.find((t) => t > w.lastInput)! - w.lastInput;
          });
          console.log(`practice: live score of a ${attempt.length}-character attempt arrived ${lag.toFixed(0)} ms after the last keystroke`);
        }
        await expect(textarea).toHaveValue(attempt);
        await documentScreenshot(page, 'practice-live', page.getByTestId('live-score'));
        await page.setViewportSize(PHONE);
        await expect(page.getByTestId('live-overall')).toBeVisible();
        // Nothing may stick out sideways at phone width.
        await expectNoSidewaysOverflow(page);
        await shoot('practice-live');
        await documentScreenshot(page, 'practice-live', page.getByTestId('live-score'));
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await page.keyboard.press('Control+Enter');
      await expect(page.getByTestId('attempt-result')).toContainText('Moment completed', SLOW);
      await expect(page.getByTestId('revealed')).toBeVisible();
      await expect(page.getByTestId('original')).toHaveText(PRACTICE_CONVERSATION[(n - 1) * 2]!.content);
      await expect(page.getByText(`${n} of 3 moments completed`)).toBeVisible(SLOW);
      if (n < 3) {
        await expect(page.getByRole('button', { name: 'Next moment' })).toBeFocused();
        await page.keyboard.press('Enter');
      }
    }
    await expect(page.getByTestId('practice-all-done')).toBeVisible();
    await shoot('practice-done');

    // Saved: after a reload the session shows all three completed, and the dashboard the progress.
    await page.reload();
    await expect(page.getByText('3 of 3 moments completed')).toBeVisible(SLOW);
    await page.goto('/dashboard');
    await page.reload();
    const card = page.getByTestId('practice-progress');
    await expect(card).toBeVisible(SLOW);
    await expect(page.getByTestId('practice-completed')).toContainText('3');
    await expect(page.getByTestId('practice-streak')).toContainText('1 day');
    await expect(page.getByTestId('practice-gain')).toContainText('+');
    // Nothing left to practise in the session: its row has no practice entry any more.
    await expect(page.locator(`[data-testid="session-row"][data-id="${id}"]`)).toBeVisible();
    await expect(page.getByTestId('practice-entry')).toHaveCount(0);
    await shoot('practice-dashboard');
    await page.setViewportSize(PHONE);
    await expect(card).toBeVisible();
    await expectNoSidewaysOverflow(page);
    await shoot('practice-dashboard');
    await documentScreenshot(page, 'practice-dashboard', card);
  });

  test("another user's session cannot be practised", async ({ page, baseURL, browser, consoleErrors }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, baseURL!, 'owner');
    const id = await createSession(page, baseURL!, analysisRequest({ messages: PRACTICE_CONVERSATION }));
    const other = await browser.newContext({ baseURL });
    const intruder = await other.newPage();
    await signUpThroughApi(intruder, baseURL!, 'intruder');
    for (const [method, url] of [
      ['GET', `/api/v1/practice/sessions/${id}`],
      ['GET', `/api/v1/practice/sessions/${id}/moments/0`],
      ['POST', `/api/v1/practice/sessions/${id}/moments/0/reveal`],
      ['POST', `/api/v1/practice/sessions/${id}/moments/0/attempts`],
    ] as const) {
      const res = method === 'GET' ? await intruder.request.get(url) : await intruder.request.post(url, { data: { text: GOOD_ATTEMPT }, headers: { origin: new URL(baseURL!).origin } });
      expect(res.status(), url).toBe(404);
      expect(await res.text()).not.toContain('fix it');
    }
    await intruder.goto(`/practice/${id}`);
    await expect(intruder.getByTestId('practice-not-found')).toBeVisible(SLOW);
    await other.close();
    expect(consoleErrors).toEqual([]);
  });
});
