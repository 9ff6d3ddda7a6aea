// Node's V8 flags for the command (docs/decisions/0025, addendum): bin/kibitz.js's shebang gives them on
// Node's own command line (never v8.setFlagsFromString after start, which crashed runs); a batch runs
// once more in a Node with TurboFan; `node bin/kibitz.js` runs without them. Each Node the command
// starts records its flags through a preloaded script (NODE_OPTIONS, which every child inherits).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LONG_RUN_BYTES } from './batch-rerun';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'kibitz.js');
const ONE_RUN = ['--no-regexp-tier-up', '--no-turbofan', '--max-semi-space-size=4'];
const line = JSON.stringify({ messages: [{ role: 'user', content: 'How do I sort a list of dicts by a key in Python?' }, { role: 'assistant', content: 'Use sorted().' }] });
let dir: string;
let nodesFile: string;
let env: NodeJS.ProcessEnv;

interface NodeSeen {
  pid: number;
  ppid: number;
  execArgv: string[];
}
const nodes = (): NodeSeen[] => (existsSync(nodesFile) ? readFileSync(nodesFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as NodeSeen) : []);

/** As a person runs it: the file itself (its shebang), or through `node`. */
const direct = (args: string[], input?: string) => spawnSync(bin, args, { encoding: 'utf8', input, env });
const throughNode = (args: string[], input?: string) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', input, env });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kibitz-flags-'));
  nodesFile = join(dir, 'nodes.jsonl');
  const preload = join(dir, 'record-node.cjs');
  // KIBITZ_TEST_HOLD_RERUN: the re-run Node (no --no-turbofan) waits 20 s before the command runs, so a test can signal it meanwhile.
  await writeFile(
    preload,
    `require('node:fs').appendFileSync(${JSON.stringify(nodesFile)}, JSON.stringify({ pid: process.pid, ppid: process.ppid, execArgv: process.execArgv }) + '\\n');\n` +
      `if (process.env.KIBITZ_TEST_HOLD_RERUN && !process.execArgv.includes('--no-turbofan')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20000);\n`,
  );
  env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, NODE_OPTIONS: `--require ${preload}` };
  await mkdir(join(dir, 'chats'));
  await writeFile(join(dir, 'chats', 'sort.txt'), 'User: How do I sort a list of dicts by a key in Python?\nAssistant: Use sorted(items, key=lambda d: d["name"]).\nUser: And newest first?\nAssistant: Add reverse=True.\n');
  await writeFile(join(dir, 'chats', 'weak.md'), 'User: fix it\nAssistant: What should I fix?\n');
  // Inputs as large as LONG_RUN_BYTES that are quick to run: two conversations, then blank lines (skipped).
  const padding = `${' '.repeat(1023)}\n`.repeat(Math.ceil(LONG_RUN_BYTES / 1024));
  await writeFile(join(dir, 'big.jsonl'), `${line}\n${JSON.stringify({ messages: [{ role: 'user', content: 'fix it' }, { role: 'assistant', content: 'What should I fix?' }] })}\n${padding}`);
  await mkdir(join(dir, 'big'));
  await writeFile(join(dir, 'big', 'blank.txt'), padding);
  spawnSync(process.execPath, [bin, '--version']); // builds dist/cli if it is missing or stale, before the timed-out tests
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => rmSync(nodesFile, { force: true }));

describe('bin/kibitz.js and the V8 flags', { timeout: 60_000 }, () => {
  it('run as a program, one conversation: one Node, started with the one-run flags', () => {
    const r = direct(['analyze', join(dir, 'chats', 'sort.txt')]);
    expect([r.status, r.signal, r.stderr]).toEqual([0, null, '']);
    expect(nodes().map((n) => n.execArgv)).toEqual([ONE_RUN]);
  });

  it('through `node bin/kibitz.js`: the same output and exit codes, Node without the flags', () => {
    const file = join(dir, 'chats', 'sort.txt');
    const [a, b] = [direct(['analyze', file]), throughNode(['analyze', file])];
    expect(b.stdout).toBe(a.stdout);
    expect(nodes().map((n) => n.execArgv)).toEqual([ONE_RUN, []]);
    const missing = throughNode(['analyze', join(dir, 'missing.txt')]);
    expect([missing.status, missing.signal, missing.stderr.trimEnd().split('\n').length]).toEqual([2, null, 1]);
  });

  it('a small batch stays in one Node: a second start-up would cost more than TurboFan saves it', () => {
    const r = direct(['analyze', join(dir, 'chats'), '--fail-under', '90']);
    expect(nodes().map((n) => n.execArgv)).toEqual([ONE_RUN]);
    expect([r.status, r.stderr]).toEqual([1, expect.stringMatching(/scores? below 90/)]);
  });

  it(`a batch of ${LONG_RUN_BYTES >> 20} MB or more runs again in one child Node with TurboFan: the same output and exit code as in one Node`, () => {
    const args = ['analyze', '--jsonl', join(dir, 'big.jsonl'), '--fail-under', '90'];
    const rerun = direct(args);
    const [parent, child, ...more] = nodes();
    expect(more).toEqual([]);
    expect(parent!.execArgv).toEqual(ONE_RUN);
    expect([child!.ppid, child!.execArgv]).toEqual([parent!.pid, ['--no-regexp-tier-up']]);
    const alone = throughNode(args);
    expect([rerun.status, rerun.stdout, rerun.stderr]).toEqual([1, alone.stdout, alone.stderr]);
    expect(rerun.stdout.trim().split('\n')).toHaveLength(2);
  });

  it('--jsonl from standard input (its size unknown) stays in one Node', () => {
    const r = direct(['analyze', '--jsonl', '-'], `${line}\n${line}\n`);
    expect(nodes()).toHaveLength(1);
    expect([r.status, r.stdout.trim().split('\n').length]).toEqual([0, 2]);
  });

  it('a usage error found in the re-run batch: exit 2, one line, from the child', () => {
    const r = direct(['analyze', join(dir, 'big'), join(dir, 'chats'), '--format', 'md']);
    expect(nodes()).toHaveLength(2);
    expect([r.status, r.signal, r.stdout, r.stderr.trimEnd().split('\n').length]).toEqual([2, null, '', 1]);
  });

  it('SIGTERM to the command ends the child too, and the command by the same signal', async () => {
    const parent = spawn(bin, ['analyze', '--jsonl', join(dir, 'big.jsonl')], { env: { ...env, KIBITZ_TEST_HOLD_RERUN: '1' }, stdio: 'ignore' });
    const deadline = Date.now() + 30_000;
    while (nodes().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const child = nodes()[1]!;
    parent.kill('SIGTERM');
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => parent.on('exit', (c, s) => resolve([c, s])));
    expect([code, signal]).toEqual([null, 'SIGTERM']);
    const alive = () => {
      try {
        process.kill(child.pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const gone = Date.now() + 10_000;
    while (alive() && Date.now() < gone) await new Promise((r) => setTimeout(r, 50));
    const stillAlive = alive();
    if (stillAlive) process.kill(child.pid, 'SIGKILL'); // not left behind when the test fails
    expect(stillAlive).toBe(false);
  });
});
