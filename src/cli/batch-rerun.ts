// bin/kibitz.js starts Node with TurboFan off (its shebang): right for one conversation, which ends
// before the optimising compiler pays for itself, wrong for a batch (an export's --all, a folder,
// --jsonl, or a whole export read to list it or pick one conversation of it), which runs the same
// code for seconds once its input is large. V8 flags cannot be changed safely once Node runs
// (undefined behaviour; it crashed runs, docs/decisions/0025), so a batch runs the command once more
// in a child Node with TurboFan on; one more start-up is small against a batch (decision 0025, addendum).
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { constants } from 'node:os';

/**
 * How much input makes a run long enough for TurboFan. Measured (CPU of every Node of the run, built
 * CLI, decision 0025 addendum): 600 short conversations in --jsonl (0.6 MB) and a folder of 60 cost
 * 30–45 % more CPU with TurboFan than without; a 9 MB export's --all 14 % less (~5 % after the
 * re-run's own start-up); a 60 MB export's --all half (16.6 → 8.0 s). Standard input (size unknown)
 * stays in the first Node.
 */
export const LONG_RUN_BYTES = 8 << 20;

/** Total bytes of the named files ("-", standard input, and unreadable paths count 0). */
export async function inputBytes(files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(files.map((f) => (f === '-' ? 0 : stat(f).then((s) => (s.isFile() ? s.size : 0), () => 0))));
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * Flags bin/kibitz.js gives Node for one-input runs that a batch runs without. The young generation's
 * cap is one (decision 0050): it is measured on single conversations; a batch keeps V8's default, as
 * the server's throughput wants room for garbage (decision 0010).
 */
export const ONE_RUN_FLAGS: readonly string[] = ['--no-turbofan', '--no-opt', '--max-semi-space-size=4'];

/**
 * Node's arguments to run this command again for a batch, or null when this process already runs
 * as a batch should (no one-run flag: `node bin/kibitz.js`, tests, the child itself).
 */
export function batchRerunArgs(execArgv: readonly string[], argv: readonly string[]): string[] | null {
  if (!execArgv.some((a) => ONE_RUN_FLAGS.includes(a))) return null;
  if (!argv[1]) return null;
  return [...execArgv.filter((a) => !ONE_RUN_FLAGS.includes(a)), argv[1], ...argv.slice(2)];
}

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * When FILES hold at least LONG_RUN_BYTES, runs the command again as batchRerunArgs says, with this process's standard streams (nothing has
 * been read from standard input yet), and gives back its exit code; null when no re-run is needed.
 * A signal sent to this process alone is passed on; a child stopped by one of those signals stops this
 * one the same way; any other signal death is the shell's 128 + its number.
 */
export async function rerunAsBatch(files: readonly string[]): Promise<number | null> {
  const args = batchRerunArgs(process.execArgv, process.argv);
  if (!args || (await inputBytes(files)) < LONG_RUN_BYTES) return null;
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const s of FORWARDED) process.on(s, forward);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c, s) => resolve([c, s]));
  });
  for (const s of FORWARDED) process.off(s, forward);
  if (signal && (FORWARDED as readonly string[]).includes(signal)) process.kill(process.pid, signal);
  return code ?? 128 + (constants.signals[signal!] ?? 0);
}
