import type { FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppDeps } from '../app';
import type { Mailer } from '../mail/mailer';
import { loadConfig, type Config } from '../config';
import { createTestDatabase, type TestDatabase } from './database';
import type { Clock } from '../clock';

/** A clock a test can move: starts at real time, `advance` jumps it forward. */
export function movableClock(): Clock & { advance(hours: number): void } {
  let offsetMs = 0;
  return Object.assign(() => new Date(Date.now() + offsetMs), { advance: (hours: number) => void (offsetMs += hours * 3_600_000) });
}

/** A tiny built web app (index.html with the meta placeholder + one hashed asset) for SPA tests. */
export function fakeWebRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kibitz-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--server-meta--></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("kibitz")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { setup?: (app: FastifyInstance) => void; logger?: NonNullable<Parameters<typeof buildApp>[1]>['logger']; mailer?: Mailer; clock?: Clock; ai?: AppDeps['ai']; database?: TestDatabase } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_ORIGIN: 'http://localhost:3000',
    WEB_ROOT: fakeWebRoot(),
    BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    // Score on the request thread: a pool per test app would start a thread (and tsx) each time.
    // scorer.test.ts and the API test with SCORING_THREADS=1 cover the thread.
    SCORING_THREADS: '0',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, ...(options.mailer ? { mailer: options.mailer } : {}), ...(options.clock ? { clock: options.clock } : {}), ...(options.ai ? { ai: options.ai } : {}) }, { logger: options.logger ?? false });
  options.setup?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
