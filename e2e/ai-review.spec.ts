import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { AI_REVIEW_NOT_CONFIGURED, AI_REVIEW_PRO_ONLY } from '../src/core/api/ai-review';
import { FakeAiProvider } from '../src/server/test/fake-ai-provider';
import { signUpThroughApi } from './accounts';
import { parseButton, pasteAndDetect } from './analyze-helpers';
import { expect, PHONE, test } from './fixtures';

/**
 * AI review in the browser (issue 17). The run's own server has no AI provider configured: there
 * the switch says AI review is not set up. A second server of the same build, started here, has one
 * — a local fake that speaks the OpenAI Chat Completions wire format, so every answer is scripted:
 * a Free account sees the switch locked with the way to Pro; a Pro account (made by the operator
 * command `kibitz users grant`) turns it on, sees the local review at once, then the progress and
 * the AI judgments fill in without a reload.
 */
const dist = process.env.KIBITZ_DIST ?? 'dist';
const aiPort = Number(process.env.E2E_PORT ?? 4319) + 1;
const aiURL = `http://127.0.0.1:${aiPort}`;
const MODEL = 'llama3.1-e2e';
const SCREENSHOTS = 'test-results/screenshots';

test.describe.configure({ mode: 'serial' });

const fake = new FakeAiProvider();
const dataDir = mkdtempSync(join(tmpdir(), 'kibitz-e2e-ai-'));
let fakeUrl = '';
let server: ChildProcess | null = null;

function serverEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(aiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: `${dist}/web`,
    APP_ORIGIN: aiURL,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fakeUrl,
    AI_MODEL: MODEL,
    // Long enough for a held answer (the test releases it) on a busy machine.
    AI_TIMEOUT_MS: '120000',
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  };
}

async function startServer(): Promise<void> {
  const child = spawn(process.execPath, [`${dist}/server/main.js`], { env: serverEnv(), stdio: ['ignore', 'inherit', 'inherit'] });
  server = child;
  // A first start migrates a new database: on a busy machine that can take a while.
  const end = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the AI server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${aiURL}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error('the AI server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A context on the AI server, whose console errors fail the test like the fixture's page does. */
async function aiContext(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: aiURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

let pro: Awaited<ReturnType<typeof aiContext>>;
let free: Awaited<ReturnType<typeof aiContext>>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(360_000);
  fakeUrl = await fake.start();
  await startServer();
  pro = await aiContext(browser);
  free = await aiContext(browser);
  const proAccount = await signUpThroughApi(pro.page, aiURL, 'ai-pro');
  await signUpThroughApi(free.page, aiURL, 'ai-free');
  // The operator command, on the server's own database (the embedded one wants the server stopped).
  await stopServer();
  // dist/cli/main.js exports run() (bin/kibitz.js calls it): the same `kibitz users grant`, from this build.
  const cli = `const { run } = await import(${JSON.stringify(pathToFileURL(resolve(dist, 'cli', 'main.js')).href)}); await run(process.argv.slice(1));`;
  const granted = execFileSync(process.execPath, ['--input-type=module', '-e', cli, 'users', 'grant', proAccount.email, 'pro', '--days', '30'], { env: serverEnv(), encoding: 'utf8' });
  expect(granted).toContain(`Granted Pro to ${proAccount.email} for 30 days.`);
  await startServer();
});

test.afterAll(async () => {
  await pro?.context.close();
  await free?.context.close();
  await stopServer();
  await fake.stop();
});

test.afterEach(() => {
  expect(pro.errors, 'browser console errors (Pro)').toEqual([]);
  expect(free.errors, 'browser console errors (Free)').toEqual([]);
});

/** What the viewport shows around `target` (scrolled to the top of the screen), at desktop and at phone width. */
async function shootBoth(page: Page, name: string, target: Locator): Promise<void> {
  for (const size of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    // 'instant': the page scrolls smoothly by default, and a picture taken mid-scroll shows the wrong place.
    // Twice: cards off screen are laid out only when near (content-visibility), which moves what follows.
    for (let i = 0; i < 2; i++) {
      await target.evaluate((el) => {
        el.scrollIntoView({ block: 'start', behavior: 'instant' });
        window.scrollBy({ top: -90, behavior: 'instant' });
      });
      await page.waitForTimeout(200);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${size.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A screen's first paint loads its lazy chunk: on a busy 2-core machine that can take longer than the default wait. */
const FIRST_PAINT = { timeout: 30_000 };

const aiSwitch = (page: Page) => page.getByRole('switch', { name: /Smart parsing/ });

test('with no provider configured, the switch is off and says AI review is not set up', async ({ page, baseURL }) => {
  await signUpThroughApi(page, baseURL!, 'ai-none');
  await page.goto('/analyze');
  await expect(page.getByTestId('ai-switch')).toHaveAttribute('data-state', 'not-configured', FIRST_PAINT);
  await expect(aiSwitch(page)).toBeDisabled();
  await expect(page.getByTestId('ai-switch-reason')).toContainText(AI_REVIEW_NOT_CONFIGURED);
  await shootBoth(page, 'ai-switch-not-configured', page.getByTestId('ai-switch'));
});

test('a Free account sees the switch locked, with the way to Pro', async () => {
  const { page } = free;
  await page.goto('/analyze');
  await expect(page.getByTestId('ai-switch')).toHaveAttribute('data-state', 'locked', FIRST_PAINT);
  await expect(aiSwitch(page)).toBeDisabled();
  await expect(page.getByTestId('ai-switch-reason')).toContainText(AI_REVIEW_PRO_ONLY);
  await shootBoth(page, 'ai-switch-locked', page.getByTestId('ai-switch'));
  await page.getByTestId('ai-upgrade-link').click();
  await expect(page).toHaveURL(/\/pricing$/, FIRST_PAINT);
  expect(fake.requests).toHaveLength(0);
});

/** Eight messages of the person (one weak), labelled: the local parser is sure, so it splits them. */
const CONVERSATION = [
  'User: fix it',
  'Assistant: Could you share the code and the error you see?',
  'User: I need a Python function that removes duplicate rows from a 2 GB CSV while streaming, keeping the header and memory under 200 MB. Return the function and a pytest test.',
  'Assistant: Here is a streaming version with a set of row hashes and a test that writes three rows with one duplicate.',
  'User: The hashes set still grows with unique rows. Could an on-disk Bloom filter keep us under 200 MB, and what false-positive rate keeps lost rows under 10 per million?',
  'Assistant: At 1e-5 a Bloom filter for 2 million rows needs about 6 MB and 17 hash functions.',
  'User: Good. Now write the Bloom filter version with mmap, keeping the function signature dedupe(src, dst) unchanged.',
  'Assistant: Here it is, with the bit array in an mmap-ed file and 17 hash functions from two base hashes.',
  'User: Add a --dry-run flag that only counts duplicates and prints the count, without writing dst.',
  'Assistant: Added: with --dry-run the function counts duplicates and prints the total.',
  'User: Our rows sometimes differ only in trailing spaces. Treat those as duplicates too, but keep the first row exactly as it was.',
  'Assistant: The key now strips trailing spaces per field before hashing; the written row is untouched.',
  'User: Write three pytest cases: trailing spaces, an empty file with only a header, and a file of 100,000 identical rows.',
  'Assistant: Here are the three tests, using tmp_path.',
  'User: Finally, a short README section for the team explaining the memory bound and the false-positive trade-off, under 120 words.',
  'Assistant: Here is the README section.',
].join('\n');

test('a Pro account turns AI review on: the local review at once, then progress and the AI judgments without a reload', async () => {
  test.setTimeout(120_000);
  const { page } = pro;
  fake.requests.length = 0;
  // The first window (six messages) answers after a while, agreeing with nothing the local engine
  // said about "fix it"; the second window's answers are invalid twice: those two messages keep the
  // local judgment, and the results say so.
  fake.scoresFor = (index) => (index === 0 ? { strategic: 95, tactical: 95, cognitive: 95, innovation: 95, context: 95 } : { strategic: 72, tactical: 70, cognitive: 68, innovation: 60, context: 75 });
  // Each window answers when the test releases it: every step is seen, however busy the machine.
  fake.script({ kind: 'held' }, { kind: 'held', invalid: true }, { kind: 'invalid' });

  await page.goto('/analyze');
  await expect(page.getByTestId('ai-switch')).toHaveAttribute('data-state', 'pro', FIRST_PAINT);
  await expect(aiSwitch(page)).toBeEnabled();
  await expect(page.getByTestId('ai-privacy')).toHaveText('Off: nothing leaves this server; the local engine reviews your conversation.');
  await aiSwitch(page).click();
  await expect(aiSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('ai-privacy')).toHaveText(`When on, your conversation and session goal are sent to this server’s own AI model (model ${MODEL}). No account data is sent.`);
  await pasteAndDetect(page, CONVERSATION);
  await shootBoth(page, 'ai-switch-pro-on', page.getByTestId('ai-switch'));

  await parseButton(page).click();
  await expect(page).toHaveURL(/\/analyze\/verify$/, FIRST_PAINT);
  // The local parser was sure of this split (confidence 0.95): the model was not asked to split it.
  await expect(page.getByTestId('info-method')).toHaveText('Server smart parsing (local parser)', FIRST_PAINT);
  await page.getByRole('button', { name: 'Confirm & Analyze' }).click();
  await expect(page).toHaveURL(/\/results\//, FIRST_PAINT);
  // A mark that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The local review is there at once, while the AI review is still to come.
  const panel = page.getByTestId('ai-review-panel');
  await expect(page.getByTestId('message-card').first()).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId('overall-score')).toBeVisible();
  await expect(panel).toHaveAttribute('data-state', /pending|running/);
  await expect(page.getByTestId('ai-mark')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/ai-results-pending-1280.png` });

  // The first window's six judgments arrive while the second is still out.
  await fake.release();
  await expect(page.getByTestId('ai-mark')).toHaveCount(6, { timeout: 30_000 });
  await expect(page.getByTestId('ai-progress-text')).toHaveText('AI review in progress: 6 of 8 messages judged');
  await expect(panel).toHaveAttribute('data-state', 'running');
  await page.screenshot({ path: `${SCREENSHOTS}/ai-results-progress-1280.png` });

  // Then the whole review.
  await fake.release();
  await expect(page.getByTestId('ai-reviewed-by')).toHaveText(`Reviewed by ${MODEL}`, { timeout: 30_000 });
  await expect(page.getByTestId('ai-mark')).toHaveCount(8);
  await expect(page.getByTestId('ai-fallback-note')).toHaveText('2 messages kept the local engine’s judgment: the model’s answers were invalid twice.');
  await expect(page.locator('[data-testid="ai-mark"][data-source="local-fallback"]')).toHaveCount(2);
  // "fix it": the local engine and the model are far apart, and the card says so.
  const fixIt = page.locator('[data-testid="message-card"][data-index="0"]');
  await expect(fixIt.getByTestId('ai-mark')).toHaveAttribute('data-disagrees', 'true');
  if ((await fixIt.getAttribute('data-expanded')) !== 'true') await fixIt.getByRole('button', { expanded: false }).first().click();
  await expect(fixIt.getByTestId('ai-judgment')).toContainText(`AI review · ${MODEL}`);
  await expect(fixIt.getByTestId('ai-disagreement')).toContainText('The AI and the local engine differ by');
  await expect(fixIt.getByTestId('ai-explanation')).toHaveText("The model's view of message 0: clear ask, the goal is left unsaid.");
  await expect(fixIt.getByTestId('ai-better-move')).toContainText('Message 0, rewritten with its goal stated.');
  const fellBack = page.locator('[data-testid="message-card"][data-index="14"]');
  await fellBack.getByRole('button', { expanded: false }).first().click();
  await expect(fellBack.getByTestId('ai-judgment')).toHaveText('The AI model’s answers for this message were invalid twice, so the local engine’s judgment stands.');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await shootBoth(page, 'ai-results-done', panel);
  await shootBoth(page, 'ai-results-disagreement', fixIt);
  await shootBoth(page, 'ai-results-fallback', fellBack);

  // The stored session names the model; the provider got the model's name and the rubric.
  const sessionId = page.url().split('/results/')[1]!;
  const stored = (await (await page.request.get(`/api/v1/sessions/${sessionId}`)).json()) as { aiReview: { result: { model: string; fallbackCount: number; messages: unknown[] } } };
  expect(stored.aiReview.result).toMatchObject({ model: MODEL, fallbackCount: 2 });
  expect(stored.aiReview.result.messages).toHaveLength(8);
  expect(fake.requests.map((r) => r.body.model)).toEqual([MODEL, MODEL, MODEL]);
});

test('the dashboard lists a failed AI review; Retry runs it again', async () => {
  test.setTimeout(90_000);
  const { page } = pro;
  // The provider refuses (401 is not retried): the job fails at once.
  fake.script({ kind: 'status', status: 401 });
  const res = await page.request.post('/api/v1/analyze', {
    headers: { origin: aiURL },
    data: {
      conversation: { platform: 'chatgpt', messages: [{ role: 'user', content: 'Summarise the attached changelog in five bullet points for the release notes, plain English.', index: 0 }, { role: 'assistant', content: 'Here are five bullet points.', index: 1 }] },
      metadata: { title: 'Release notes summary' },
      options: { useClaudeAnalysis: true },
    },
  });
  expect(res.status()).toBe(200);
  await page.goto('/dashboard');
  const job = page.getByTestId('ai-job').filter({ hasText: 'Release notes summary' });
  await expect(job).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
  await expect(job).toContainText('Failed: The AI provider answered 401');
  await shootBoth(page, 'ai-dashboard-failed', page.getByTestId('ai-jobs'));
  await job.getByRole('button', { name: 'Retry the AI review of Release notes summary' }).click();
  // Retried, the provider answers: the review is done and leaves the list.
  await expect(job).toHaveCount(0, { timeout: 20_000 });
});
