import cluster from 'node:cluster';
import { buildApp } from './app';
import { isClusterWorker, runPrimary } from './cluster';
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
    // Cluster workers find the database migrated by their primary.
    if (!isClusterWorker()) await runMigrations(database);
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
      // A cluster worker's channel to its primary would keep it alive: close it so the process ends.
      if (cluster.isWorker) cluster.worker?.disconnect();
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appOrigin, database: database.kind === 'pglite' ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)', pid: process.pid },
    'Kibitz is ready',
  );
  return { app, database };
}

/** The server as `npm start` and `kibitz serve` run it: one process, or WEB_CONCURRENCY workers. */
export async function run(config: Config = loadConfig()): Promise<void> {
  if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
  else await startServer(config);
}

// Run directly (node dist/server/main.js): start and report configuration errors plainly.
const entry = process.argv[1] ?? '';
if (/[\\/]server[\\/]main\.(js|ts)$/.test(entry)) {
  run().catch((err: unknown) => {
    process.stderr.write(`Kibitz could not start: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
