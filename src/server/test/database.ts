import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, wrapPglite, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

/** Which database the server tests run on: PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. */
export const TEST_DATABASE_KIND: Database['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /** Closes the database and removes everything the test made (the PostgreSQL database itself). */
  destroy(): Promise<void>;
}

async function pgliteFromTemplate(): Promise<TestDatabase> {
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  const database = wrapPglite(client);
  return { ...database, destroy: () => database.close() };
}

/** An empty PostgreSQL database of its own on the server of `adminUrl`; drop() removes it. */
export async function scratchPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kibitz_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh, migrated PostgreSQL database per call, dropped by destroy(). */
async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const scratch = await scratchPostgres(adminUrl);
  const database = openPostgres(scratch.url);
  await runMigrations(database);
  return {
    ...database,
    async destroy() {
      await database.close();
      await scratch.drop();
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? freshPostgres(url) : pgliteFromTemplate();
}
