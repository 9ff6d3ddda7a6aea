import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// End-to-end tests run against the real built server (npm run build first) in Debian Chromium.
// Nothing is downloaded: the browser is /usr/bin/chromium (or CHROMIUM_PATH).
const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kibitz-e2e-'));
// The build under test: ./dist unless KIBITZ_DIST names another (npm run build honours it too).
const dist = process.env.KIBITZ_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e${process.env.KIBITZ_DIST ? `-${process.env.KIBITZ_DIST}` : ''}`,
  fullyParallel: false,
  // Test files run two at a time (each signs up its own users); tests inside a file stay in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e-report.json' }]],
  // CI runs on a 2-core machine shared with the built server, two browsers and, at times, other
  // work: a journey of many steps took over 30 s there and a toast over 5 s to appear (2026-11-26,
  // both passing in 8 s on a quiet machine). These are ceilings, not measurements of speed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node ${dist}/server/main.js`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: `${dist}/web`,
      APP_ORIGIN: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1: the per-IP auth limit (tested in the server suite) would
      // otherwise trip across the run.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
