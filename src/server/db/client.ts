import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as schema from './schema/index';
import { JsonDocument } from './json-document';

export type Schema = typeof schema;
/** The common type of the PGlite and node-postgres Drizzle databases: services never care which. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A fixed statement run straight on the driver, for the few queries on the hot path of every request
 * (session lookup, storing an analysis): no query builder, and on PostgreSQL a named prepared
 * statement, so the server parses and plans it once per connection instead of on every call.
 */
export interface Statement {
  /** Unique per text: PostgreSQL keeps one prepared statement under this name per connection. */
  readonly name: string;
  readonly text: string;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: AppDb;
  /** Runs a fixed statement with `$1…` parameters (a JsonDocument for a json one) and answers its rows. */
  query<T>(statement: Statement, values: readonly unknown[]): Promise<T[]>;
  /** A real round-trip; rejects when the database does not answer within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance (embedded only), for tests that clone or dump it. */
  readonly pglite?: PGlite;
  /** The pool (PostgreSQL only), e.g. for migrations under an advisory lock. */
  readonly pool?: pg.Pool;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async query<T>(statement: Statement, values: readonly unknown[]) {
      const params = values.map((value) => (value instanceof JsonDocument ? value.text : value));
      return (await client.query<T>(statement.text, params)).rows;
    },
    async ping(timeoutMs = 2_000) {
      if (client.closed) throw new Error('embedded database is closed');
      await withTimeout(client.query('select 1'), timeoutMs, 'embedded database');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  return wrapPglite(client);
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process: idle clients report on the pool, clients in
  // use on themselves. The failing query rejects, the API answers 503 and /health reports it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    pool,
    async query<T>(statement: Statement, values: readonly unknown[]) {
      // A Buffer parameter is sent in binary format, which for json is the document's text.
      const params = values.map((value) => (value instanceof JsonDocument ? value.bytes : value));
      return (await pool.query<T & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: params })).rows;
    },
    async ping(timeoutMs = 2_000) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs, 'PostgreSQL');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
