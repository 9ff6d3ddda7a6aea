// The command as a process: bin/kibitz.js (the built CLI; it builds itself when missing or stale),
// its exit codes, what goes to stdout and stderr, and JSON when piped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'kibitz.js');
let dir: string;
const run = (args: string[], input?: string) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', input, env: { ...process.env, NO_COLOR: '', FORCE_COLOR: undefined } });
const kibitz = (...args: string[]) => run(args);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kibitz-process-'));
  await writeFile(join(dir, 'chat.txt'), 'User: How do I sort a list of dicts by a key in Python?\nAssistant: Use sorted(items, key=lambda d: d["name"]).\nUser: And newest first?\nAssistant: Add reverse=True.\n');
  await writeFile(join(dir, 'weak.md'), 'fix it');
  kibitz('--version'); // builds dist/cli if it is missing or stale, before the timed-out tests
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

// Whole processes on a shared, busy machine: seconds, not milliseconds.
describe('bin/kibitz.js exit codes', { timeout: 60_000 }, () => {
  it('0: --help, --version, analyze (JSON on a pipe, nothing on stderr)', () => {
    expect(kibitz('--help')).toMatchObject({ status: 0, stderr: '' });
    const version = kibitz('--version');
    expect([version.status, version.stdout]).toEqual([0, expect.stringMatching(/^kibitz \S+ \(engine \S+\)\n$/)]);
    const analyze = kibitz('analyze', join(dir, 'chat.txt'));
    expect([analyze.status, analyze.stderr]).toEqual([0, '']);
    expect(Object.keys(JSON.parse(analyze.stdout) as object)).toEqual(['engineVersion', 'summary', 'messages']);
  });

  it('1: below --fail-under (which one on stderr), or not a conversation', () => {
    const bar = kibitz('analyze', join(dir, 'weak.md'), '--prompt', '--fail-under', '90');
    expect(bar.status).toBe(1);
    expect(bar.stderr).toMatch(/^kibitz analyze: 1 conversation scores below 90:\n {2}.+weak\.md: \d+ /);
    expect(kibitz('analyze', join(dir, 'weak.md')).status).toBe(1);
    // An empty standard input holds no conversation: exit 1 and one line saying so.
    for (const command of ['parse', 'analyze']) {
      const empty = run([command, '-'], '\n');
      expect([empty.status, empty.stdout, empty.stderr]).toEqual([1, '', `kibitz ${command}: No messages found: the text is empty or too short to hold a conversation.\n`]);
    }
  });

  it('2: unknown option, unreadable file, unknown command — one line on stderr, nothing on stdout', () => {
    for (const args of [['analyze', join(dir, 'chat.txt'), '--nope'], ['analyze', join(dir, 'missing.txt')], ['analyze', dir, '--format', 'md'], ['nope']]) {
      const r = kibitz(...args);
      expect([r.status, r.stdout, r.stderr.trimEnd().split('\n').length]).toEqual([2, '', 1]);
    }
  });
});

describe('bin/kibitz.js when its reader stops early', { timeout: 60_000 }, () => {
  it('exits quietly (status 0, nothing on stderr) when stdout is closed, as `| head` does', async () => {
    const line = JSON.stringify({ messages: [{ role: 'user', content: 'How do I sort a list of dicts by a key in Python?' }, { role: 'assistant', content: 'Use sorted(items, key=lambda d: d["name"]).' }] });
    const file = join(dir, 'many.jsonl');
    await writeFile(file, `${Array.from({ length: 400 }, () => line).join('\n')}\n`); // far more output than a pipe holds
    const child = spawn(process.execPath, [bin, 'analyze', '--jsonl', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect([status, stderr]).toEqual([0, '']);
  });
});
