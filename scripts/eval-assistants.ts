// `npm run eval:assistants [-- --show N]`: the leave-one-assistant-out check. Runs the parse
// evaluation (scripts/eval-parse.ts, unchanged metric) over eval/corpus/assistants and prints message
// accuracy and conversation exact match per assistant (web copies: one format family per assistant;
// all cases: by platform), per UI language (flag lang:xx) and overall. The corpus is a check built by
// scripts/build-assistant-corpus.ts; see eval/README.md. Do not tune the parser against it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = join(repo, 'eval', 'corpus', 'assistants');
if (!existsSync(corpus)) {
  console.error(`eval-assistants: no corpus at ${corpus} (run: node --import tsx scripts/build-assistant-corpus.ts)`);
  process.exit(2);
}
const extra = process.argv.slice(2);
const run = spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'scripts', 'eval-parse.ts'), corpus, '--by', 'platform', '--by', 'flag:lang', ...extra], {
  cwd: repo,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.stderr) process.stderr.write(run.stderr);
if (run.status !== 0) {
  process.stdout.write(run.stdout ?? '');
  process.exit(run.status ?? 1);
}
const out = run.stdout ?? '';
process.stdout.write(out);
const last = /parse accuracy: message (\S+) conversation (\S+)/.exec(out);
if (last) console.log(`assistants accuracy: message ${last[1]} conversation ${last[2]}`);
