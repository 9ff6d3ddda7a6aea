// The built app (npm run build first) on a free port and a scratch embedded database, with a signed-up
// user's page in Debian Chromium: what the browser benchmarks measure against. Torn down afterwards.
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/server/test/ports';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
export const dist = process.env.KIBITZ_DIST ?? 'dist';

async function waitForHealth(origin: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Runs `measure` with a page of a user signed up as `user` (1280×800) on the built app. */
export async function withBuiltApp(user: string, measure: (page: Page, origin: string) => Promise<void>): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `kibitz-${user}-`));
  const server = spawn(process.execPath, [join(dist, 'server', 'main.js')], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: `${dist}/web`, APP_ORIGIN: origin, NODE_ENV: 'test', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    await waitForHealth(origin);
    const page = await browser.newPage({ baseURL: origin, viewport: { width: 1280, height: 800 } });
    const { signUpThroughApi } = await import('../e2e/accounts');
    await signUpThroughApi(page, origin, user);
    await measure(page, origin);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
