// `npm run lighthouse [-- ORIGIN]`: Lighthouse (mobile defaults: emulated phone, simulated slow 4G and
// 4x CPU slowdown) on the home, pricing and a results page of a running, built server. It builds
// and starts nothing: `npm run build && npm start` (or any server) first. The results page needs a
// signed-in person with a stored analysis: the script signs up through the API, confirms the address
// with the link the development outbox holds, signs in, analyses a short conversation and hands the
// session cookie to Lighthouse. Each page is run LIGHTHOUSE_RUNS times (default 3) in a fresh
// Chromium; the table shows the median run (by performance score) of each page.
// It measures; it asserts nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const origin = (process.argv[2] ?? process.env.LIGHTHOUSE_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** A folder: every run's full JSON report is written there. */
const OUT = process.env.LIGHTHOUSE_OUT;
/** Comma-separated page names (home, pricing, results) to run only those. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((s) => s.trim()).filter(Boolean);

// Root in a container: no sandbox; and no background traffic to the (absent) outside network.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Page {
  readonly name: string;
  readonly path: string;
  readonly cookie?: string;
}

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  scriptBytes: number;
  unusedScriptBytes: number;
  requests: number;
  /** Lighthouse's CPU benchmark of the machine during the run: lower means a slower or busier CPU, and higher CPU-bound figures (TBT). */
  benchmarkIndex: number;
  failedAudits: string[];
}

const headers = { origin, 'content-type': 'application/json' };

async function post(path: string, body: unknown, cookie?: string): Promise<Response> {
  const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { ...headers, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Sign-up, the mailed confirmation link (development outbox), sign-in: the session cookie. */
async function signedInCookie(): Promise<string> {
  const email = `lighthouse-${Date.now()}@kibitz.test`;
  const password = 'lighthouse password 1';
  await post('/api/auth/sign-up/email', { email, password, name: 'lighthouse', callbackURL: '/auth/callback' });
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const res = await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    if (res.status === 404) throw new Error('the server has no development outbox (/api/dev/outbox): run it without NODE_ENV=production, SMTP_URL or WEB_CONCURRENCY>1');
    const { messages } = (await res.json()) as { messages: { links: string[] }[] };
    link = messages.at(-1)?.links[0];
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  const confirmed = await fetch(link, { redirect: 'manual' });
  if (confirmed.status >= 400) throw new Error(`confirmation failed: ${confirmed.status}`);
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  return signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** An eight-message conversation (about 2,400 characters: within the free tier's day). */
function conversation() {
  const turns = [
    ['user', 'I maintain a small Express API. Requests to /reports take 3 seconds under load. How do I find out where the time goes? Node 20, PostgreSQL 15.'],
    ['assistant', 'Start by measuring rather than guessing.\n\n1. Add timing around the handler and each query (console.time or a tracing middleware).\n2. Run EXPLAIN ANALYZE on the slowest query.\n3. Profile the process with --cpu-prof under load to see if JavaScript work dominates.\n\nShare what the slowest query plan shows and we can pick an index.'],
    ['user', 'The plan shows a sequential scan over 400k rows of events filtered by account_id and ordered by created_at. What index should I add?'],
    ['assistant', 'A composite index matching the filter and the order:\n\n```sql\ncreate index concurrently events_account_created on events (account_id, created_at desc);\n```\n\nWith it PostgreSQL can read the newest rows of one account directly and stop after the LIMIT, instead of sorting every row.'],
    ['user', 'That brought it to 250 ms. Can I cache the response for a minute without showing stale data after someone adds an event?'],
    ['assistant', 'Yes: cache per account with a short TTL and delete the key on every write for that account. Keep the cache key explicit (reports:<account>) so the write path can invalidate it, and set the TTL as a safety net for writes that bypass the API.'],
    ['user', 'Write the invalidation as middleware for the three write routes, with a test.'],
    ['assistant', 'Here is a middleware that deletes the account key after a successful write, and a test that checks the next read misses the cache. Register it after authentication so the account id is known, and only invalidate on 2xx answers.'],
  ] as const;
  return {
    conversation: { messages: turns.map(([role, content], index) => ({ role, content, index })), platform: 'chatgpt' },
    metadata: { sessionGoal: 'Make the reports endpoint fast', projectContext: null, title: null },
    options: {},
  };
}

function median<T>(runs: T[], key: (t: T) => number): T {
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function audit(page: Page, run: number): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (OUT) {
      mkdirSync(OUT, { recursive: true });
      writeFileSync(join(OUT, `${page.name}-${run + 1}.json`), JSON.stringify(lhr));
    }
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined)?.items ?? [];
    const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
    const failedAudits = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a!.id);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: num('largest-contentful-paint'),
      fcpMs: num('first-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      transferBytes: num('total-byte-weight'),
      scriptBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? NaN,
      requests: items.find((i) => i.resourceType === 'total')?.requestCount ?? NaN,
      unusedScriptBytes: unused?.overallSavingsBytes ?? 0,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const health = await fetch(`${origin}/health`).catch(() => null);
  if (!health?.ok) throw new Error(`no Kibitz server answers at ${origin} (npm run build && npm start, or pass its origin)`);

  const pages: Page[] = [
    { name: 'home', path: '/' },
    { name: 'pricing', path: '/pricing' },
  ];
  if (!ONLY || ONLY.includes('results')) {
    const cookie = await signedInCookie();
    const analysis = (await (await post('/api/v1/analyze', conversation(), cookie)).json()) as { sessionId: string };
    pages.push({ name: 'results', path: `/analyze/results/${analysis.sessionId}`, cookie });
  }
  const chosen = pages.filter((p) => !ONLY || ONLY.includes(p.name));

  console.log(`lighthouse: ${origin}, mobile defaults (simulated throttling), ${RUNS} run${RUNS === 1 ? '' : 's'} a page, Chromium ${CHROME_PATH}`);
  const rows: [Page, Figures][] = [];
  for (const page of chosen) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A run whose trace Chromium could not record (NO_NAVSTART on a busy machine) is run again once.
      const f = await audit(page, i).catch((err: Error) => {
        console.log(`  ${page.name} run ${i + 1}: ${err.message.split('\n')[0]}; running it again`);
        return audit(page, i);
      });
      runs.push(f);
      console.log(`  ${page.name} run ${i + 1}: performance ${f.performance}, accessibility ${f.accessibility}, LCP ${sec(f.lcpMs)}, FCP ${sec(f.fcpMs)}, TBT ${Math.round(f.tbtMs)} ms, transfer ${kb(f.transferBytes)}, CPU benchmark ${f.benchmarkIndex}`);
    }
    rows.push([page, median(runs, (f) => f.performance)]);
  }

  console.log('\nmedian run of each page:');
  console.log('| page | performance | accessibility | LCP | FCP | TBT | CLS | transfer | scripts | unused script | requests |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [page, f] of rows) {
    console.log(`| ${page.name} | ${f.performance} | ${f.accessibility} | ${sec(f.lcpMs)} | ${sec(f.fcpMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${kb(f.transferBytes)} | ${kb(f.scriptBytes)} | ${kb(f.unusedScriptBytes)} | ${f.requests} |`);
  }
  for (const [page, f] of rows) {
    if (f.failedAudits.length) console.log(`${page.name}: accessibility audits not passed: ${f.failedAudits.join(', ')}`);
  }
}

await main();
