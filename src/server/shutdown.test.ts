import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from './test/app';
import { freePort } from './test/ports';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish and refuses new work while closing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const t = await createTestApp({}, {
      setup: (app) =>
        app.get('/api/v1/test/slow', async () => {
          await gate;
          return { done: true };
        }),
    });
    const port = await freePort();
    await t.app.listen({ port, host: '127.0.0.1' });
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/test/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = t.app.close();
    await new Promise((r) => setTimeout(r, 50));
    // New work while closing: refused at the socket or answered 503, never served normally.
    const late = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(3_000) }).then(
      (r) => `status ${r.status}`,
      (e: Error) => `error ${(e.cause as { code?: string } | undefined)?.code ?? e.name}`,
    );
    expect(late).toMatch(/^(status 503|error ECONNREFUSED|error UND_ERR_SOCKET)$/);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await t.database.destroy();
  });

  it('the real server process exits cleanly on SIGTERM after closing the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kibitz-shutdown-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
        child.stdout.on('data', () => {
          if (output.includes('Kibitz is ready')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('shutdown complete');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
