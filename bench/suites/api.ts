// POST /api/v1/analyze under load: a 20-message conversation, 32 concurrent clients (autocannon), each
// a signed-in user of its own, against the real server process on PostgreSQL. Prints requests/s,
// p50, p90, p99 and the CPU each part spends per request.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
// The suite creates a scratch database there and drops it afterwards.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIERS } from '../../src/core/plans';
import { freePort } from '../../src/server/test/ports';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 5;
const USERS = Math.max(1, Number(process.env.BENCH_USERS ?? CONNECTIONS));
// One process by default: on a 2-core machine that also runs PostgreSQL and the load generator,
// two workers measured slower (decision 0009). WEB_CONCURRENCY chooses.
const WORKERS = Number(process.env.WEB_CONCURRENCY ?? 1);

/**
 * Signs up a user through the API, confirms the address in the database (the mail is not what is
 * measured, and with several workers no single process holds the development outbox), signs in:
 * the session cookie.
 */
async function signedInCookie(origin: string, db: pg.Client, email: string): Promise<string> {
  const password = 'bench password 1';
  const headers = { origin, 'content-type': 'application/json' };
  const up = await fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: 'bench', callbackURL: '/auth/callback' }) });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  await db.query('update "user" set email_verified = true where email = $1', [email]);
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

interface ProcessCpu {
  readonly pid: number;
  readonly parent: number;
  readonly name: string;
  /** CPU seconds (user + system) used so far. */
  readonly seconds: number;
}

/** Every process of this machine with its CPU time, from /proc (Linux); empty elsewhere. */
function processes(): ProcessCpu[] {
  const out: ProcessCpu[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // state, ppid, ..., utime (12th) and stime (13th) after the name, in clock ticks (USER_HZ = 100)
      out.push({ pid: Number(pid), parent: Number(fields[1]), name, seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/** CPU seconds of the server process and its children (cluster workers), and of every PostgreSQL process. */
function cpuSeconds(serverPid: number | undefined): { server: number | null; postgres: number } {
  const all = processes();
  const own = all.find((p) => p.pid === serverPid);
  const sum = (list: ProcessCpu[]) => list.reduce((n, p) => n + p.seconds, 0);
  return {
    server: own ? own.seconds + sum(all.filter((p) => p.parent === serverPid)) : null,
    postgres: sum(all.filter((p) => p.name === 'postgres')),
  };
}

/** Busy and total CPU time of the whole machine so far, from /proc/stat; null elsewhere. */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    return { busy: total - ticks[3]! - (ticks[4] ?? 0), total };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p-th percentile (0-100] of ascending values: the smallest value that p% of them do not exceed. */
function percentile(ascending: readonly number[], p: number): number {
  return ascending[Math.min(ascending.length - 1, Math.max(0, Math.ceil((p / 100) * ascending.length) - 1))]!;
}

/** The node flags `npm start` passes (package.json "start": `node <flags> scripts/start.mjs`). */
function startNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** A 20-message conversation of realistic length (about 6,000 characters). */
function conversation() {
  const asks = [
    'I am building a small Flask API for our team dashboard. The /metrics endpoint takes 2 seconds. How do I find what is slow? We use PostgreSQL 15 and SQLAlchemy 2.',
    'The profiler shows 80% of the time in one query that joins orders and customers. Here is the query plan: Seq Scan on orders (cost=0.00..4821.00 rows=210000). What index would help?',
    'Added the index on orders(customer_id, created_at). Now 300 ms. Can we cache the result for 60 seconds without serving stale data after a write?',
    'Good. Write the invalidation as a decorator for the three write endpoints, with a unit test using pytest.',
    'The test fails with "RuntimeError: Working outside of application context". How do I set that up in the fixture?',
  ];
  const reply = (i: number) =>
    `Here is a step-by-step answer for point ${i + 1}.\n\n1. Measure first: enable the profiler and record one slow request.\n2. Look at the slowest query and run EXPLAIN ANALYZE on it.\n3. Add a composite index matching the WHERE and ORDER BY columns.\n\n\`\`\`python\n@app.route("/metrics")\ndef metrics():\n    return jsonify(compute_metrics())\n\`\`\`\n\nThis keeps the endpoint simple while the cache absorbs repeated reads.`;
  const messages = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? { role: 'user', content: asks[(i / 2) % asks.length]! } : { role: 'assistant', content: reply(i) }));
  return {
    conversation: { messages: messages.map((m, index) => ({ ...m, index })), platform: 'chatgpt' },
    metadata: { sessionGoal: 'Make the metrics endpoint fast', projectContext: 'Flask + PostgreSQL team dashboard', parsingMethod: 'speaker_labels', format: 'standard_labeled' },
    options: { analysisDepth: 'standard', enablePatternDetection: true, generateSuggestions: true },
  };
}

export async function run(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    console.log(`api: no PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//…@')} — set BENCH_DATABASE_URL to run this suite`);
    return;
  }
  const name = `kibitz_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The built server when there is one (what production runs), else the sources through tsx.
  const built = join(repo, 'dist', 'server', 'main.js');
  const entry = existsSync(built) ? [built] : ['--import', 'tsx', join(repo, 'src/server/main.ts')];
  // The node flags of `npm start` (the server runs as in production); BENCH_PROFILE=dir writes a V8 CPU
  // profile of the server; BENCH_NODE_ARGS adds node flags to it.
  const nodeArgs = [
    ...startNodeFlags(),
    ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : []),
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  const server = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: origin, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000', WEB_CONCURRENCY: String(WORKERS), BETTER_AUTH_SECRET: randomBytes(32).toString('hex') },
    stdio: ['ignore', process.env.BENCH_SERVER_OUTPUT ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${origin}/health`).catch(() => null))?.ok) break;
      if (i > 240) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    // Confirmed users with enterprise capacity (the limit is not what is measured): by default one
    // per client, as 32 people analysing at once; BENCH_USERS=1 puts every client on one account.
    const headers = { origin, 'content-type': 'application/json' };
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++) cookies.push(await signedInCookie(origin, db, `bench-${Date.now()}-${i}@kibitz.test`));
    await db.query(`insert into user_tier (user_id, tier, expires_at) select id, 'enterprise', null from "user"`);
    // The daily capacity is not what is measured: zero a counter once it is half used, so each user's
    // row is touched about every ten seconds and few analyses ever wait on the reset's row lock.
    const halfLimit = Math.floor(TIERS.enterprise.dailyCharacterLimit / 2);
    const clearUsage = setInterval(() => void db.query('update daily_usage set characters = 0, analyses = 0 where characters > $1', [halfLimit]).catch(() => {}), 500);

    const body = JSON.stringify(conversation());
    const warm = await fetch(`${origin}/api/v1/analyze`, { method: 'POST', headers: { ...headers, cookie: cookies[0]! }, body });
    if (!warm.ok) throw new Error(`warm-up analysis failed: ${warm.status} ${await warm.text()}`);
    // One autocannon instance per client, each with its user's cookie, running the warm-up and the
    // measurement without a break: the measured requests go over connections already open and
    // clients already out of step, as under steady load. (Separate runs would start the measurement
    // with 32 new connections sending at the same instant, a burst that made up a quarter of the
    // slowest 1% of a 10 s run.)
    const window = { open: false, latencies: [] as number[], failed: 0 };
    const runs = Array.from({ length: CONNECTIONS }, (_, i) => new Promise<void>((resolve, reject) => {
      const options = { url: `${origin}/api/v1/analyze`, method: 'POST' as const, headers: { ...headers, cookie: cookies[i % cookies.length]! }, body, connections: 1, duration: WARM_UP_S + DURATION_S + 1 };
      const run = autocannon(options, (err) => (err ? reject(err) : resolve()));
      run.on('response', (_client: unknown, status: number, _bytes: number, responseTimeMs: number) => {
        if (!window.open) return;
        if (status >= 200 && status < 300) window.latencies.push(responseTimeMs);
        else window.failed++;
      });
      run.on('reqError', () => {
        if (window.open) window.failed++;
      });
    }));
    // Long enough for V8 to finish optimising the hot code, which it does on a helper thread.
    await sleep(WARM_UP_S * 1000);

    window.open = true;
    const cpu0 = cpuSeconds(server.pid);
    const machine0 = machineCpu();
    const self0 = process.cpuUsage();
    await sleep(DURATION_S * 1000);
    window.open = false;
    const cpu1 = cpuSeconds(server.pid);
    const machine1 = machineCpu();
    const self1 = process.cpuUsage(self0);
    await Promise.all(runs);
    clearInterval(clearUsage);
    await db.end();
    const latencies = window.latencies.sort((a, b) => a - b);
    const completed = latencies.length;
    const ms = (p: number) => (completed ? Math.round(percentile(latencies, p)) : '-');
    console.log(`api: POST /api/v1/analyze, 20 messages (${body.length.toLocaleString('en-US')} bytes), ${CONNECTIONS} clients, ${USERS === 1 ? 'one user' : `${USERS} users`}, ${DURATION_S} s, PostgreSQL, server ${entry.length === 1 ? 'dist (built)' : 'sources (tsx)'} ${nodeArgs.join(' ')}, ${WORKERS} worker${WORKERS === 1 ? '' : 's'}, LOG_LEVEL=warn (no request log lines)`);
    console.log(`  requests/s  ${(completed / DURATION_S).toFixed(0)} (total ${completed}, non-2xx/errors ${window.failed})`);
    console.log(`  latency     p50 ${ms(50)} ms   p90 ${ms(90)} ms   p99 ${ms(99)} ms   max ${ms(100)} ms`);
    if (cpu0.server !== null && cpu1.server !== null && completed > 0) {
      const perRequest = (seconds: number) => `${((seconds * 1000) / completed).toFixed(2)} ms`;
      console.log(
        `  CPU per request: server ${perRequest(cpu1.server - cpu0.server)}, PostgreSQL ${perRequest(cpu1.postgres - cpu0.postgres)} (0 when it runs elsewhere), load generator ${perRequest((self1.user + self1.system) / 1e6)}`,
      );
    }
    if (machine0 && machine1) {
      console.log(`  machine     ${((100 * (machine1.busy - machine0.busy)) / (machine1.total - machine0.total)).toFixed(0)}% of all cores busy (server, PostgreSQL and the load generator share them)`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
