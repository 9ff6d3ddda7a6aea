import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';

/**
 * Starts the server: config (validated once), database (PGlite under DATA_DIR unless
 * DATABASE_URL is set), migrations, HTTP. SIGTERM/SIGINT stop accepting connections, let
 * in-flight requests finish, then close the database.
 */
export async function startServer(config: Config = loadConfig()) {
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  const app = await buildApp({ config, database });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shutdown complete');
      process.exitCode = 0;
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exitCode = 1;
    } finally {
      clearTimeout(force);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appOrigin, database: database.kind === 'pglite' ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)' },
    'Kibitz is ready',
  );
  return { app, database };
}

// Run directly (node dist/server/main.js): start and report configuration errors plainly.
const entry = process.argv[1] ?? '';
if (/[\\/]server[\\/]main\.(js|ts)$/.test(entry)) {
  startServer().catch((err: unknown) => {
    process.stderr.write(`Kibitz could not start: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
