import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dump of a migrated PGlite database; each test file starts from a copy. */
    pgliteTemplate: string;
  }
}

/** Migrates one PGlite database per test run (a cold start costs seconds) and shares its dump. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'kibitz-pglite-template-'));
  const file = join(dir, 'template.tar.gz');
  const client = await PGlite.create();
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
