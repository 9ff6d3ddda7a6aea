import { describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { rowsOf } from './db/rows';
import { scratchPostgres, TEST_DATABASE_KIND } from './test/database';
import { freePort } from './test/ports';
import { analysisRequest } from './test/users';

/** The real server process (as `npm start` runs it) on `storage`, with its output collected. */
function startServer(port: number, storage: { dataDir: string; databaseUrl: string }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: origin, DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl, LOG_LEVEL: 'info', NODE_ENV: 'test', SCORING_THREADS: '0', AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, origin, output: '' };
  child.stdout!.on('data', (d) => (server.output += String(d)));
  child.stderr!.on('data', (d) => (server.output += String(d)));
  return server;
}

async function ready(server: ReturnType<typeof startServer>) {
  await expect.poll(() => server.output.includes('Kibitz is ready'), { timeout: 90_000, interval: 100 }).toBe(true);
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** A confirmed, signed-in user of the running server: its session cookie. */
async function signedIn(server: ReturnType<typeof startServer>, email: string): Promise<string> {
  const headers = { origin: server.origin, 'content-type': 'application/json' };
  const up = await fetch(`${server.origin}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'a fine password', name: 'd', callbackURL: '/auth/callback' }) });
  expect(up.status).toBe(200);
  // The development outbox prints the confirmation link; following it signs the person in.
  await expect.poll(() => server.output.includes(`To: ${email}`), { timeout: 10_000, interval: 50 }).toBe(true);
  const link = server.output.split(`To: ${email}`)[1]!.match(/Link: (\S+)/)![1]!;
  const confirmed = await fetch(link, { redirect: 'manual' });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('session_token');
  return cookie;
}

describe(`kill -9 under load on ${TEST_DATABASE_KIND}`, () => {
  it('keeps every acknowledged session and counts exactly what it kept', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kibitz-kill9-'));
    const scratch = process.env.TEST_DATABASE_URL ? await scratchPostgres(process.env.TEST_DATABASE_URL) : null;
    const storage = { dataDir, databaseUrl: scratch?.url ?? '' };
    const port = await freePort();
    let server = startServer(port, storage);
    try {
      await ready(server);
      // Free accounts (5 analyses a day each), each sent more than it may store, all at once.
      const users = await Promise.all([0, 1, 2].map((i) => signedIn(server, `kill9-${i}-${Date.now()}@kibitz.test`)));
      const body = JSON.stringify(analysisRequest());
      const acknowledged: { cookie: string; id: string }[] = [];
      const settled = users.flatMap((cookie) =>
        Array.from({ length: 8 }, () =>
          fetch(`${server.origin}/api/v1/analyze`, { method: 'POST', headers: { origin: server.origin, cookie, 'content-type': 'application/json' }, body })
            .then(async (res) => {
              if (res.status === 200) acknowledged.push({ cookie, id: ((await res.json()) as { sessionId: string }).sessionId });
            })
            .catch(() => undefined),
        ),
      );
      // Killed once a few analyses are acknowledged: the rest are in flight, in the database or on the wire.
      await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 1 }).toBeGreaterThanOrEqual(3);
      server.child.kill('SIGKILL');
      await exited(server.child);
      await Promise.all(settled);
      const kept = [...acknowledged];

      server = startServer(port, storage);
      await ready(server);
      for (const { cookie, id } of kept) {
        const res = await fetch(`${server.origin}/api/v1/sessions/${id}`, { headers: { cookie } });
        expect(res.status, id).toBe(200);
      }
      server.child.kill('SIGTERM');
      await exited(server.child);

      // Counters match what was stored, user by user: no analysis counted and lost, none kept uncounted.
      const database = await openDatabase({ dataDir, databaseUrl: storage.databaseUrl || null });
      try {
        const rows = rowsOf<{ user_id: string; sessions: number; characters: number; analyses: number | null; counted: number | null }>(
          await database.db.execute(sql`
            select s.user_id, count(*)::int as sessions, sum(s.character_count)::int as characters,
              max(u.analyses)::int as analyses, max(u.characters)::int as counted
            from analysis_session s left join daily_usage u on u.user_id = s.user_id
            group by s.user_id`),
        );
        expect(rows.reduce((n, r) => n + r.sessions, 0)).toBeGreaterThanOrEqual(kept.length);
        for (const r of rows) {
          expect(r.sessions).toBeLessThanOrEqual(5);
          expect(r.analyses, r.user_id).toBe(r.sessions);
          expect(r.counted, r.user_id).toBe(r.characters);
        }
      } finally {
        await database.close();
      }
    } finally {
      server.child.kill('SIGKILL');
      await exited(server.child);
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    }
  }, 180_000);
});
