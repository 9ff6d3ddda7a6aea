import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrapPglite } from './client';
import { migrationsFolder, runMigrations } from './migrate';
import { createTestDatabase, TEST_DATABASE_KIND } from '../test/database';

/** Each test boots PGlite and runs every migration, some twice: slow on a busy 2-core machine. */
const MIGRATION_TEST_TIMEOUT_MS = 120_000;

/** A copy of the migrations folder that stops after the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'kibitz-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

describe('migration 0002: messages become one document per session', () => {
  it('moves every stored message, in order, with its full score, and drops the old table', async () => {
    const database = wrapPglite(await PGlite.create());
    try {
      await runMigrations(database, migrationsUpTo(2));
      const db = database.pglite!;
      await db.exec(`insert into "user" (id, name, email, email_verified) values ('u1', 'Ann', 'ann@kibitz.test', true);
        insert into analysis_session (id, user_id, title, platform, message_count, character_count, overall_score, trend,
          strategic_avg, tactical_avg, cognitive_avg, innovation_avg, context_avg, engine_version, summary, metadata)
        values ('s1', 'u1', 'T', 'chatgpt', 2, 30, 61, 'stable', 1, 2, 3, 4, 5, 'v', '{"overallScore": 61}', '{"engine": "local"}'),
               ('s2', 'u1', 'Empty', 'claude', 0, 0, 0, 'stable', 0, 0, 0, 0, 0, 'v', '{}', '{}');
        insert into analysis_message values
          ('s1', 1, 'assistant', 'Use a set.', 70, 60, 80, 50, 40, 90, 'excellent', '!', 0.5, 'why', null),
          ('s1', 0, 'user', 'How do I dedupe?', 48, 40, 50, 60, 20, 0, 'mistake', '?', 0.75, 'short ask', 'Say which file.');`);

      await runMigrations(database);

      const { rows } = await db.query<{ id: string; messages: unknown; summary: unknown; metadata: unknown }>('select id, messages, summary, metadata from analysis_session order by id');
      expect(rows).toEqual([
        {
          id: 's1',
          summary: { overallScore: 61 },
          metadata: { engine: 'local' },
          messages: [
            {
              index: 0,
              role: 'user',
              content: 'How do I dedupe?',
              score: { overall: 48, dimensions: { strategic: 40, tactical: 50, cognitive: 60, innovation: 20, context: 0 }, classification: 'mistake', chessNotation: '?', confidence: 0.75, explanation: 'short ask', betterMove: 'Say which file.' },
            },
            {
              index: 1,
              role: 'assistant',
              content: 'Use a set.',
              score: { overall: 70, dimensions: { strategic: 60, tactical: 80, cognitive: 50, innovation: 40, context: 90 }, classification: 'excellent', chessNotation: '!', confidence: 0.5, explanation: 'why', betterMove: null },
            },
          ],
        },
        { id: 's2', summary: {}, metadata: {}, messages: [] },
      ]);
      const { rows: tables } = await db.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_name = 'analysis_message'`);
      expect(tables[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, MIGRATION_TEST_TIMEOUT_MS);
});

describe('migration 0003: how the session documents are stored', () => {
  it('lz4-compresses them in the row where the database has lz4, keeps them uncompressed out of line where it does not', async () => {
    const database = await createTestDatabase();
    try {
      const columns = await database.query<{ attname: string; storage: string; compression: string }>(
        {
          name: 'kibitz_test_document_storage',
          text: `select attname, attstorage as storage, attcompression as compression from pg_attribute
            where attrelid = 'analysis_session'::regclass and attname in ('messages', 'summary', 'metadata') order by attname`,
        },
        [],
      );
      const [hasLz4] = await database.query<{ lz4: boolean }>(
        { name: 'kibitz_test_has_lz4', text: `select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'` },
        [],
      );
      const lz4 = hasLz4?.lz4 ?? false;
      // attstorage: m = main (in the row, compressed), e = external (out of line, uncompressed), x = extended.
      // attcompression: l = lz4, '' = the database default.
      expect(columns).toEqual(
        lz4
          ? [
              { attname: 'messages', storage: 'm', compression: 'l' },
              { attname: 'metadata', storage: 'x', compression: 'l' },
              { attname: 'summary', storage: 'x', compression: 'l' },
            ]
          : [
              { attname: 'messages', storage: 'e', compression: '' },
              { attname: 'metadata', storage: 'x', compression: '' },
              { attname: 'summary', storage: 'x', compression: '' },
            ],
      );
      expect(lz4).toBe(TEST_DATABASE_KIND === 'postgres');
    } finally {
      await database.destroy();
    }
  }, MIGRATION_TEST_TIMEOUT_MS);
});
