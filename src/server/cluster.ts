import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';

/** A worker that dies within this long of its start is not restarted again at once (crash loop). */
const QUICK_DEATH_MS = 5_000;

/**
 * WEB_CONCURRENCY > 1: this process migrates the database once, then forks that many HTTP workers
 * sharing the port (node:cluster). Each worker is a whole server (startServer) on the same
 * PostgreSQL; nothing is kept in a process, so any worker can answer any request. A worker that
 * dies is replaced; SIGTERM/SIGINT are passed on and the primary exits when every worker has
 * finished its in-flight requests.
 */
export async function runPrimary(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  // Outside production a missing secret is generated into DATA_DIR: do it once, before the workers read it.
  resolveAuthSecret(config.authSecret, config.dataDir);
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }

  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork({ KIBITZ_CLUSTER_WORKER: '1' });
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) log.info('all workers stopped');
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(fork, lived < QUICK_DEATH_MS ? QUICK_DEATH_MS : 0).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < config.workers; i++) fork();
  log.info({ workers: config.workers, url: config.appOrigin }, 'Kibitz is starting its workers');
}

/** Whether this process is a worker forked by runPrimary (it skips the migrations). */
export const isClusterWorker = (): boolean => cluster.isWorker && process.env.KIBITZ_CLUSTER_WORKER === '1';
