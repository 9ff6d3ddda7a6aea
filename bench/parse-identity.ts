// Dumps parseConversation's JSON for every paste the project keeps (the shared parse corpus, the
// eval corpora, the benchmark's paste styles at several sizes), one line each, so a speed change can
// be checked byte for byte: run before and after, then `cmp` the two files (as bench/score-identity.ts
// does for the engine).
// Usage: node --import tsx bench/parse-identity.ts OUT.jsonl
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConversation } from '../src/core/conversation/index';
import { build, styles } from './suites/parse';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = [process.env.KIBITZ_SHARED ?? '', join(repo, '..', 'shared'), '/work/shared'].find((d) => d && existsSync(join(d, 'corpus')));
const out = process.argv[2];
if (!out) throw new Error('usage: parse-identity.ts OUT.jsonl');

/** Text and JSON files under a folder (expected outputs left out), in a stable order. */
function inputsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...inputsUnder(path));
    else if (/\.(?:txt|md|json|jsonl)$/.test(name) && !name.includes('.expected.')) found.push(path);
  }
  return found;
}

const cases: Array<[string, string]> = [];
for (const [label, dir] of [['shared', shared ? join(shared, 'corpus') : ''], ['eval', join(repo, 'eval', 'corpus')]] as const) {
  for (const path of inputsUnder(dir)) cases.push([`${label}:${relative(dir, path)}`, readFileSync(path, 'utf8')]);
}
for (const [name, style] of Object.entries(styles)) for (const size of [5_000, 50_000, 499_000]) cases.push([`bench:${name}:${size}`, build(style, size)]);

const lines = cases.map(([id, text]) => JSON.stringify({ id, result: parseConversation(text) }));
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${cases.length} pastes -> ${out}`);
