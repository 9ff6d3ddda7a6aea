import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { outboxMailer } from '../mail/mailer';
import { fakeWebRoot } from '../test/app';
import { scratchPostgres } from '../test/database';
import { DatabaseProxy } from '../test/tcp-proxy';
import { analysisRequest, api, signedInUser } from '../test/users';
import type { FastifyInstance } from 'fastify';

// Runs in the PostgreSQL pass only (TEST_DATABASE_URL): it needs a database server to cut off.
const adminUrl = process.env.TEST_DATABASE_URL!;

describe('PostgreSQL stops in the middle of an analysis', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let proxy: DatabaseProxy;
  let database: Database;
  let app: FastifyInstance;
  const mailer = outboxMailer(() => {});

  beforeAll(async () => {
    scratch = await scratchPostgres(adminUrl);
    const direct = openPostgres(scratch.url);
    await runMigrations(direct);
    await direct.close();
    const target = new URL(scratch.url);
    proxy = new DatabaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(scratch.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(await proxy.listen());
    database = openPostgres(proxied.toString());
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_ORIGIN: 'http://localhost:3000', WEB_ROOT: fakeWebRoot(), BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789', DATABASE_URL: proxied.toString() });
    app = await buildApp({ config, database, mailer }, { logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await scratch.drop();
  });

  it('keeps no partial session, answers 503 while down, and recovers when the database is back', async () => {
    const user = await signedInUser(app, mailer, 'outage');
    const U = api(app, user.client);

    proxy.stopWhenSent('insert into analysis_session');
    const during = await U.post('/api/v1/analyze', analysisRequest());
    expect(proxy.tripped).toBe(true);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The database is not available. Please try again shortly.' });

    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    const list = await U.get('/api/v1/sessions');
    expect(list.statusCode).toBe(503);
    expect(list.json().code).toBe('SERVICE_UNAVAILABLE');

    proxy.start();
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/health' })).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await U.get('/api/v1/sessions')).json()).toMatchObject({ total: 0, sessions: [] });
    expect((await U.get('/api/v1/analyze/usage-stats')).json().today).toMatchObject({ characters: 0, analyses: 0 });
    expect((await U.post('/api/v1/analyze', analysisRequest())).statusCode).toBe(200);
    expect((await U.get('/api/v1/sessions')).json().total).toBe(1);
  });
});
