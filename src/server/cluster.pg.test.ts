import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { scratchPostgres } from './test/database';
import { freePort } from './test/ports';

// Runs in the PostgreSQL pass only (TEST_DATABASE_URL): several workers need a shared database.
const adminUrl = process.env.TEST_DATABASE_URL!;

describe('WEB_CONCURRENCY=2', () => {
  it('migrates once, serves from two workers sharing the port and the database, replaces a dead worker, stops cleanly on SIGTERM', async () => {
    const scratch = await scratchPostgres(adminUrl);
    const dataDir = mkdtempSync(join(tmpdir(), 'kibitz-cluster-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: origin, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test', DATABASE_URL: scratch.url, WEB_CONCURRENCY: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const ready = () => output.split('\n').filter((l) => l.includes('Kibitz is ready'));
    try {
      await expect.poll(() => ready().length, { timeout: 90_000, interval: 250 }).toBe(2);
      const pids = new Set(ready().map((l) => (JSON.parse(l) as { pid: number }).pid));
      expect(pids.size).toBe(2);
      expect(pids.has(child.pid!)).toBe(false);

      // Any worker answers any request: a sign-up on one is seen by all (nothing kept in a process).
      const headers = { origin, 'content-type': 'application/json', connection: 'close' };
      const email = `cluster-${Date.now()}@kibitz.test`;
      const up = await fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'a fine password', name: 'c' }) });
      expect(up.status).toBe(200);
      const again = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'a fine password', name: 'c' }) })),
      );
      expect(again.map((r) => r.status)).toEqual(Array(6).fill(422));
      for (let i = 0; i < 6; i++) expect((await fetch(`${origin}/health`, { headers: { connection: 'close' } })).status).toBe(200);

      const db = new pg.Client({ connectionString: scratch.url });
      await db.connect();
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      await db.end();
      expect(rows[0]!.n).toBeGreaterThan(0);
      // The development outbox is one process's memory: it is not offered with several workers.
      expect((await fetch(`${origin}/api/dev/outbox`, { headers: { connection: 'close' } })).status).toBe(404);

      // A worker that dies is replaced.
      process.kill([...pids][0]!, 'SIGKILL');
      await expect.poll(() => ready().length, { timeout: 30_000, interval: 250 }).toBe(3);
      expect(output).toContain('worker died; starting another');
      expect((await fetch(`${origin}/health`, { headers: { connection: 'close' } })).status).toBe(200);

      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output.match(/shutdown complete/g)).toHaveLength(2);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    }
  }, 120_000);
});
