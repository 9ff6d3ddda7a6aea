import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../main';
import type { CliIo } from '../command';
import { openDatabase, type Database } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { user } from '../../server/db/schema/index';
import { scratchPostgres } from '../../server/test/database';

/**
 * `kibitz users grant/show` as the operator runs them, on the embedded database in a DATA_DIR and,
 * when TEST_DATABASE_URL is set, on a PostgreSQL database of its own.
 */
function io() {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), readInput: async () => '' };
  return { cli, out, err };
}

const targets: { name: string; env: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> }[] = [
  {
    name: 'PGlite',
    env: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kibitz-users-'));
      return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  targets.push({
    name: 'PostgreSQL',
    env: async () => {
      const scratch = await scratchPostgres(adminUrl);
      return { env: { DATABASE_URL: scratch.url }, cleanup: () => scratch.drop() };
    },
  });
}

describe.each(targets)('kibitz users on $name', ({ env: makeEnv }) => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  let target: Awaited<ReturnType<(typeof targets)[number]['env']>>;

  async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
    const database = await openDatabase({ databaseUrl: target.env.DATABASE_URL ?? null, dataDir: target.env.DATA_DIR ?? '' });
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    target = await makeEnv();
    delete process.env.DATABASE_URL;
    Object.assign(process.env, target.env);
    await withDatabase(async (database) => {
      await runMigrations(database);
      await database.db.insert(user).values({ id: 'cli-user', name: 'Cli Person', email: 'cli@kibitz.test', emailVerified: true });
    });
  }, 60_000);
  afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await target?.cleanup();
  });

  it('shows a Free account, grants Pro for 30 days, then shows Pro with its end', async () => {
    const before = io();
    expect(await main(['users', 'show', 'cli@kibitz.test'], before.cli)).toBe(0);
    expect(before.out.join('\n')).toMatch(/Tier: +free — plan Free/);
    expect(before.out.join('\n')).toMatch(/Today: +0 \/ 5,000 characters, 0 \/ 5 analyses/);

    const granted = io();
    const start = Date.now();
    expect(await main(['users', 'grant', 'cli@kibitz.test', 'pro', '--days', '30'], granted.cli)).toBe(0);
    expect(granted.out[0]).toBe('Granted Pro to cli@kibitz.test for 30 days.');
    expect(granted.out.join('\n')).toMatch(/Tier: +pro/);

    const shown = io();
    expect(await main(['users', 'show', 'cli@kibitz.test', '--json'], shown.cli)).toBe(0);
    const report = JSON.parse(shown.out.join('')) as { billing: { tier: string; endsAt: string }; usage: { today: { charactersLimit: number } } };
    expect(report.billing.tier).toBe('pro');
    expect(Date.parse(report.billing.endsAt) - start).toBeGreaterThanOrEqual(30 * 24 * 3_600_000 - 1_000);
    expect(Date.parse(report.billing.endsAt) - start).toBeLessThan(30 * 24 * 3_600_000 + 60_000);
    expect(report.usage.today.charactersLimit).toBe(500_000);
  }, 60_000);

  it('says so for an unknown e-mail and for bad arguments', async () => {
    const unknown = io();
    expect(await main(['users', 'show', 'nobody@kibitz.test'], unknown.cli)).toBe(1);
    expect(unknown.err.join('')).toContain('No user with the e-mail address nobody@kibitz.test');
    for (const args of [['users', 'grant', 'cli@kibitz.test', 'pro'], ['users', 'grant', 'cli@kibitz.test', 'enterprise', '--days', '3'], ['users', 'fly'], ['users', 'grant', 'cli@kibitz.test', 'pro', '--days', '0']]) {
      const bad = io();
      expect(await main(args, bad.cli), args.join(' ')).toBe(2);
    }
  }, 60_000);
});
