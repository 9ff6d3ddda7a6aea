// The `kibitz` command as a person runs it: whole processes of bin/kibitz.js (the built CLI), the
// median of 10 runs each. Start-up (--help, a small analyze, a 500 KB parse), the cost of size beyond
// start-up, --all over a generated 60 MB export (time and peak memory), and --jsonl against one
// process per conversation. Prints figures and targets; asserts nothing (tests check correctness).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism as cpuCount, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConversation } from '../../src/core/conversation/index';
import { analyzeConversation } from '../../src/core/scoring/index';
import { writeChatgptExport } from '../export-file';
import { build, styles } from './parse';
import { conversation, corpusMessages } from './score';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(repo, 'bin', 'kibitz.js');
const RUNS = 10;
/** The V8 flags bin/kibitz.js gives Node for one input: the arguments after `node` on its shebang line. */
const shebang = readFileSync(bin, 'utf8').split('\n', 1)[0]!.split(/\s+/);
const oneRunFlags = shebang.slice(shebang.indexOf('node') + 1);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${Math.round(n)} ms`;

let statFile = '';
const cpuAtExit = join(repo, 'bench', 'cpu-at-exit.cjs');

/**
 * Wall time of one whole process (spawn to exit), its exit code (or the signal that ended it, and
 * the first line it wrote on stderr), and its CPU time (user + system, all threads; written by
 * bench/cpu-at-exit.cjs, preloaded): on a shared machine CPU time shows what load does to the wall
 * time. null CPU when the process ended without running its exit handlers (a crash).
 */
function once(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): { ms: number; cpu: number | null; code: number | null; failure: string; out: string } {
  rmSync(statFile, { force: true });
  const nodeOptions = `${env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(cpuAtExit)}`.trim();
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd: repo, encoding: 'utf8', maxBuffer: 256 << 20, env: { ...env, NO_COLOR: '1', NODE_OPTIONS: nodeOptions, KIBITZ_BENCH_CPU_FILE: statFile } });
  const wall = performance.now() - t0;
  const cpu = existsSync(statFile) ? Number(readFileSync(statFile, 'utf8')) / 1000 : null;
  const failure = r.status === 0 ? '' : `${r.signal ? `killed by ${r.signal}` : `exit ${r.status}`}${r.stderr ? `: ${r.stderr.trim().split('\n')[0]!.slice(0, 160)}` : ''}`;
  return { ms: wall, cpu, code: r.status, failure, out: r.stdout };
}

/** Median CPU time of the last medianOf call (NaN when a run ended without reporting it). */
let lastCpu = NaN;
function medianOf(args: string[], cmd = bin, env: NodeJS.ProcessEnv = process.env): number {
  once(cmd, args, env); // one untimed run: the file cache is warm for every timed one
  const runs = Array.from({ length: RUNS }, () => once(cmd, args, env));
  lastCpu = runs.some((r) => r.cpu === null) ? NaN : median(runs.map((r) => r.cpu!));
  return median(runs.map((r) => r.ms));
}

function line(label: string, value: number, target?: number, cpu = lastCpu): void {
  // The target is read on wall time (whole processes, as a person waits); CPU time says what the
  // machine's load added to it.
  const met = (n: number) => (n < target! ? 'met' : 'NOT met');
  const verdict = target === undefined ? '' : `  (target < ${target} ms: ${met(value)}${Number.isNaN(cpu) ? '' : `; by CPU time ${met(cpu)}`})`;
  console.log(`  ${label.padEnd(60)} ${ms(value).padStart(8)}${Number.isNaN(cpu) ? '' : ` (CPU ${ms(cpu)})`}${verdict}`);
}

/** Peak resident memory of a process: GNU time's %M when installed, else VmHWM read from /proc while it runs. */
async function peakRun(args: string[]): Promise<{ ms: number; cpuMs: number; peakMb: number; code: number | null; out: string }> {
  const gnuTime = existsSync('/usr/bin/time');
  const t0 = performance.now();
  const child = gnuTime ? spawn('/usr/bin/time', ['-f', '%M %U %S', bin, ...args], { cwd: repo }) : spawn(bin, args, { cwd: repo });
  let out = '';
  let err = '';
  let hwm = 0;
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const poll = setInterval(() => {
    try {
      const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      if (kb) hwm = Math.max(hwm, Number(kb));
    } catch {
      // gone
    }
  }, 20);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(poll);
  const wall = performance.now() - t0;
  const [kb, user, sys] = gnuTime ? err.trim().split('\n').pop()!.split(' ').map(Number) : [hwm, NaN, NaN];
  return { ms: wall, cpuMs: (user! + sys!) * 1000, peakMb: kb! / 1024, code, out };
}

interface TableRow {
  position: number;
  messages: number;
  overallScore: number | null;
  classification: string | null;
  notation: string | null;
  trend: string | null;
  worstMove: { index: number; score: number; notation: string; explanation: string } | null;
}

interface AloneResult {
  summary: { overallScore: number; classification: string; chessNotation: string; stats: { trend: string } };
  messages: { index: number; role: string; score: { overall: number; rated?: boolean; chessNotation: string; explanation: string } }[];
}

/**
 * --all's rows against `analyze EXPORT --conversation N --json` (one process per conversation, the
 * full analysis), for `count` conversations spread over the export (BENCH_CLI_ALL_CHECK=400: all).
 * The row's fields are read from the lone analysis here, not through the CLI's own row code.
 */
function compareWithAlone(path: string, table: { conversations: TableRow[] }, count: number): void {
  const byPosition = new Map(table.conversations.map((r) => [r.position, r]));
  const positions = [...byPosition.keys()].sort((a, b) => a - b);
  const step = Math.max(1, positions.length / Math.min(count, positions.length));
  const picked = [...new Set(Array.from({ length: Math.min(count, positions.length) }, (_, i) => positions[Math.floor(i * step)]!))];
  const differing: string[] = [];
  for (const position of picked) {
    const r = once(bin, ['analyze', path, '--conversation', String(position), '--json']);
    const row = byPosition.get(position)!;
    if (r.code !== 0) {
      differing.push(`#${position}: alone ${r.failure}`);
      continue;
    }
    const alone = JSON.parse(r.out) as AloneResult;
    let worst: AloneResult['messages'][number] | undefined;
    for (const m of alone.messages) if (m.role === 'user' && m.score.rated !== false && (!worst || m.score.overall < worst.score.overall)) worst = m;
    const expected = {
      messages: alone.messages.length,
      overallScore: alone.summary.overallScore,
      classification: alone.summary.classification,
      notation: alone.summary.chessNotation,
      trend: alone.summary.stats.trend,
      worstMove: worst ? { index: worst.index, score: worst.score.overall, notation: worst.score.chessNotation, explanation: worst.score.explanation } : null,
    };
    const got = { messages: row.messages, overallScore: row.overallScore, classification: row.classification, notation: row.notation, trend: row.trend, worstMove: row.worstMove };
    if (JSON.stringify(got) !== JSON.stringify(expected)) differing.push(`#${position}: --all ${JSON.stringify(got).slice(0, 120)}, alone ${JSON.stringify(expected).slice(0, 120)}`);
  }
  console.log(`  table rows equal to analysing the conversation alone (--conversation N, full analysis): ${picked.length - differing.length}/${picked.length} checked (BENCH_CLI_ALL_CHECK=${positions.length} checks every one)`);
  for (const d of differing.slice(0, 10)) console.log(`    differs: ${d}`);
}

export async function run(): Promise<void> {
  const { buildCli } = (await import(join(repo, 'scripts', 'build-cli.mjs'))) as { buildCli: () => Promise<unknown> };
  await buildCli();
  const dir = await mkdtemp(join(tmpdir(), 'kibitz-cli-bench-'));
  statFile = join(dir, 'time.txt');
  console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpuCount()} CPUs (wall times grow with it; CPU times much less)`);
  try {
    const pool = corpusMessages();
    const small = join(dir, 'small.txt');
    writeFileSync(small, 'User: How do I sort a list of dicts by a key in Python?\nAssistant: Use sorted(items, key=lambda d: d["name"]).\nUser: And newest first?\nAssistant: Add reverse=True.\n');
    const twoJson = join(dir, 'two.json');
    writeFileSync(twoJson, JSON.stringify({ messages: conversation(pool, 2, 0) }));
    const thousand = conversation(pool, 1000, 0);
    const thousandJson = join(dir, 'thousand.json');
    writeFileSync(thousandJson, JSON.stringify({ messages: thousand }));
    const paste500 = join(dir, 'paste-500k.txt');
    writeFileSync(paste500, build(styles.transcript!, 500 * 1024 - 12_000)); // just under the 500,000-character limit
    const paste499 = join(dir, 'paste-499k.txt');
    const text499 = build(styles.transcript!, 499_000);
    writeFileSync(paste499, text499);

    console.log(`whole processes of bin/kibitz.js (built CLI), median of ${RUNS} runs, NO_COLOR=1, stdout piped:`);
    const node = medianOf(['-e', '0'], process.execPath);
    line('node -e 0 (Node start-up alone, for reference)', node);
    line('kibitz --help', medianOf(['--help']), 150);
    line('kibitz --version', medianOf(['--version']));
    const smallAnalyze = medianOf(['analyze', small]);
    line('kibitz analyze small.txt (4 messages)', smallAnalyze, 250);
    const smallParse = medianOf(['parse', small]);
    const smallParseCpu = lastCpu;
    line('kibitz parse small.txt', smallParse);
    line(`kibitz parse paste-500k.txt (${Math.round(readFileSync(paste500, 'utf8').length / 1000)} K characters)`, medianOf(['parse', paste500]), 300);
    if (process.env.NODE_EXTRA_CA_CERTS) {
      // Node reads every certificate of NODE_EXTRA_CA_CERTS before it runs any JavaScript: on this
      // machine (144 certificates) that is ~80% of `node -e 0`'s instructions. The same runs without it:
      const env = { ...process.env, NODE_EXTRA_CA_CERTS: undefined };
      console.log(`the same without NODE_EXTRA_CA_CERTS (set here to ${process.env.NODE_EXTRA_CA_CERTS}; Node parses it at every start):`);
      line('node -e 0', medianOf(['-e', '0'], process.execPath, env));
      line('kibitz --help', medianOf(['--help'], bin, env), 150);
      line('kibitz analyze small.txt (4 messages)', medianOf(['analyze', small], bin, env), 250);
      line(`kibitz parse paste-500k.txt`, medianOf(['parse', paste500], bin, env), 300);
    }

    console.log('cost of size beyond start-up (median of the big run minus the median of the same command on a small input):');
    const two = medianOf(['analyze', twoJson]);
    const twoCpu = lastCpu;
    const big = medianOf(['analyze', thousandJson]);
    const bigCpu = lastCpu;
    for (let i = 0; i < 5; i++) analyzeConversation({ messages: thousand });
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      analyzeConversation({ messages: thousand });
      warm.push(performance.now() - s);
    }
    line(`analyze 1,000 messages (${ms(big)}) − analyze 2 messages (${ms(two)})`, big - two, 100, bigCpu - twoCpu);
    console.log(`    in process, warm: ${ms(median(warm))}`);
    // Where it goes: the same analyses in fresh processes started with the flags the command starts with.
    const cold = Array.from({ length: 5 }, () => spawnSync(process.execPath, [...oneRunFlags, '--import', 'tsx', join(repo, 'bench', 'cold-analysis.ts'), twoJson, thousandJson], { cwd: repo, encoding: 'utf8' }))
      .filter((r) => r.status === 0)
      .map((r) => JSON.parse(r.stdout) as { smallMs: number; coldMs: number; againMs: number });
    if (cold.length) console.log(`    in a fresh process started as the CLI starts (node ${oneRunFlags.join(' ')}), CPU: 2 messages ${ms(median(cold.map((c) => c.smallMs)))}, then 1,000 messages ${ms(median(cold.map((c) => c.coldMs)))}, the same 1,000 again ${ms(median(cold.map((c) => c.againMs)))} (code, regular expressions and inline caches ready: the unoptimised engine's own time)`);
    const p499 = medianOf(['parse', paste499]);
    const p499Cpu = lastCpu;
    const pw: number[] = [];
    for (let i = 0; i < 8; i++) {
      const s = performance.now();
      parseConversation(text499);
      pw.push(performance.now() - s);
    }
    line(`parse a 499,000-character paste (${ms(p499)}) − parse small (${ms(smallParse)})`, p499 - smallParse, 50, p499Cpu - smallParseCpu);
    console.log(`    in process, warm: ${ms(median(pw.slice(3)))}`);

    // BENCH_CLI_STARTUP=1: the start-up and size figures only (about a minute), e.g. to re-measure on a quieter machine.
    if (process.env.BENCH_CLI_STARTUP === '1') return;
    // 60 MB is over LONG_RUN_BYTES: the command runs it again in a Node with TurboFan; the CPU time
    // (GNU time) counts both Nodes.
    console.log('--all over a generated export:');
    const exp = await writeChatgptExport(400, dir);
    const all = await peakRun(['analyze', exp.path, '--all', '--json']);
    const rows = all.code === 0 ? (JSON.parse(all.out) as { totals: { analysed: number; skipped: number; messages: number } }).totals : null;
    console.log(`  ${(exp.bytes / (1024 * 1024)).toFixed(1)} MB, ${exp.conversations} conversations: ${(all.ms / 1000).toFixed(1)} s wall (target < 20 s; CPU ${(all.cpuMs / 1000).toFixed(1)} s), peak RSS ${Math.round(all.peakMb)} MB (target < 400 MB), exit ${all.code}`);
    if (rows) console.log(`  ${rows.analysed} analysed, ${rows.skipped} not analysed, ${rows.messages} messages`);
    if (all.code === 0) compareWithAlone(exp.path, JSON.parse(all.out) as { conversations: TableRow[] }, Number(process.env.BENCH_CLI_ALL_CHECK ?? 10));

    console.log('--jsonl against one process per conversation:');
    const lines = readFileSync(join(repo, '..', 'shared', 'data', 'hh-rlhf-conversations.jsonl'), 'utf8').split('\n').filter(Boolean);
    const wanted = Number(process.env.BENCH_CLI_JSONL ?? 600);
    const picked = lines.slice(0, wanted);
    const jsonlFile = join(dir, 'conversations.jsonl');
    writeFileSync(jsonlFile, `${picked.join('\n')}\n`);
    // bin/kibitz.js rebuilds itself when a source changes: a rebuild during these minutes would compare
    // two engines (the likely cause of an earlier 596/600), so the build is checked before and after.
    const buildStamp = () => readFileSync(join(repo, 'dist', 'cli', 'inputs.json'), 'utf8');
    const builtBefore = buildStamp();
    const j0 = performance.now();
    const jl = once(bin, ['analyze', '--jsonl', jsonlFile]);
    const jsonlMs = performance.now() - j0;
    const jsonlScores = jl.out.trim().split('\n').map((l) => JSON.parse(l) as { summary?: { overallScore: number }; messages?: { score: { overall: number } }[] });
    let separateMs = 0;
    let identical = 0;
    const differing: string[] = [];
    for (const [i, text] of picked.entries()) {
      const f = join(dir, `one-${i}.json`);
      writeFileSync(f, text);
      const r = once(bin, ['analyze', f, '--json']);
      separateMs += r.ms;
      const alone = r.code === 0 ? (JSON.parse(r.out) as { summary: { overallScore: number }; messages: { score: { overall: number } }[] }) : null;
      const batch = jsonlScores[i];
      const same = alone && batch?.summary ? alone.summary.overallScore === batch.summary.overallScore && JSON.stringify(alone.messages.map((m) => m.score.overall)) === JSON.stringify(batch.messages!.map((m) => m.score.overall)) : !alone && !batch?.summary;
      if (same) identical++;
      else differing.push(`line ${i + 1}: alone ${alone ? alone.summary.overallScore : r.failure}, --jsonl ${batch?.summary ? batch.summary.overallScore : 'error'}`);
    }
    console.log(`  --jsonl, ${picked.length} conversations in one process: ${(jsonlMs / 1000).toFixed(1)} s (exit ${jl.code})`);
    console.log(`  ${picked.length} separate kibitz analyze runs: ${(separateMs / 1000).toFixed(1)} s`);
    console.log(`  speed-up ×${(separateMs / jsonlMs).toFixed(1)} (target ≥ ×10); identical scores (overall and every message): ${identical}/${picked.length}`);
    for (const d of differing.slice(0, 10)) console.log(`    differs: ${d}`);
    if (buildStamp() !== builtBefore) console.log('  NOTE: the CLI was rebuilt during this comparison (a source changed): the two sides ran different builds, rerun it');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
