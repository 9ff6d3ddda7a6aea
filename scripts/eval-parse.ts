// `npm run eval:parse [-- DIR] [--show N] [--filter RE] [--json] [--by KEY]...`: runs the parser in-process over a
// parse corpus (NAME.txt|json + NAME.expected.json) and prints the metric of the corpus README:
// message accuracy (in-order LCS on role + normalised content), conversation exact match, role
// accuracy (order-preserving pairing at bigram Dice >= 0.5), precision, per-family table, worst cases.
// `--by platform|variant|flag|flag:PREFIX` (repeatable) adds a table broken down by that field of the
// expected file (flag:lang = only flags starting with "lang:"); without it the output is unchanged.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConversation } from '../src/core/conversation/index';

interface Expected {
  format_family?: string;
  platform?: string;
  variant?: string;
  flags?: string[];
  messages: { role: string; content: string }[];
}

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function defaultDir(): string {
  const shared = [process.env.KIBITZ_SHARED, join(repo, '..', 'shared'), '/work/shared'].find((d) => d && existsSync(d));
  return join(shared ?? join(repo, '..', 'shared'), 'corpus', 'parse');
}

const args = process.argv.slice(2);
let dir: string | null = null;
let show = 0;
let filter: RegExp | null = null;
let asJson = false;
const byKeys: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i] as string;
  if (a === '--show') show = Number(args[++i]) || 0;
  else if (a === '--filter') filter = new RegExp(args[++i] ?? '');
  else if (a === '--json') asJson = true;
  else if (a === '--by') {
    const key = args[++i] ?? '';
    if (!/^(platform|variant|flag|flag:.+)$/.test(key)) {
      console.error(`eval-parse: --by takes platform, variant, flag or flag:PREFIX (got ${key || 'nothing'})`);
      process.exit(2);
    }
    byKeys.push(key);
  }
  else if (a.startsWith('--')) {
    console.error(`eval-parse: unknown option ${a}`);
    process.exit(2);
  } else dir = a;
}
dir = resolve(dir ?? defaultDir());
if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(`eval-parse: not a directory: ${dir} (pass a corpus directory or set KIBITZ_SHARED)`);
  process.exit(2);
}

const norm = (s: string) => s.replace(/\r\n?/g, '\n').normalize('NFC').trim().replace(/\s+/g, ' ');

function bigrams(s: string): Map<string, number> {
  const m = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) {
    const g = s.slice(i, i + 2);
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

function dice(a: string, b: string, A: Map<string, number>, B: Map<string, number>): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const la = Math.max(1, a.length - 1);
  const lb = Math.max(1, b.length - 1);
  if (Math.min(la, lb) / Math.max(la, lb) < 0.34) return 0;
  let inter = 0;
  const [S, L] = A.size < B.size ? [A, B] : [B, A];
  for (const [g, n] of S) {
    const k = L.get(g);
    if (k) inter += Math.min(n, k);
  }
  return (2 * inter) / (la + lb);
}

interface Score {
  n: number;
  k: number;
  matched: number;
  rolesOk: number;
  simSum: number;
  pairs: number;
  exact: boolean;
  diff: string | null;
}

function scoreCase(expected: Expected['messages'], got: { role: string; content: string }[]): Score {
  const E = expected.map((m) => ({ role: m.role.trim().toLowerCase(), c: norm(m.content) }));
  const P = got.map((m) => ({ role: m.role.trim().toLowerCase(), c: norm(m.content) }));
  const n = E.length;
  const k = P.length;
  const L = Array.from({ length: n + 1 }, () => new Int32Array(k + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = k - 1; j >= 0; j--) {
      const row = L[i] as Int32Array;
      const below = L[i + 1] as Int32Array;
      row[j] = E[i]!.role === P[j]!.role && E[i]!.c === P[j]!.c ? below[j + 1]! + 1 : Math.max(below[j]!, row[j + 1]!);
    }
  const matched = L[0]![0]!;
  const EB = E.map((e) => bigrams(e.c));
  const PB = P.map((p) => bigrams(p.c));
  const sim = E.map((e, i) => P.map((p, j) => {
    const s = dice(e.c, p.c, EB[i]!, PB[j]!);
    return s >= 0.5 ? s : 0;
  }));
  const D = Array.from({ length: n + 1 }, () => new Float64Array(k + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = k - 1; j >= 0; j--) {
      const s = sim[i]![j]!;
      D[i]![j] = Math.max(D[i + 1]![j]!, D[i]![j + 1]!, s > 0 ? D[i + 1]![j + 1]! + s : -1);
    }
  let i = 0;
  let j = 0;
  let rolesOk = 0;
  let pairs = 0;
  let simSum = 0;
  while (i < n && j < k) {
    const s = sim[i]![j]!;
    if (s > 0 && Math.abs(D[i]![j]! - (D[i + 1]![j + 1]! + s)) < 1e-9) {
      pairs++;
      simSum += s;
      if (E[i]!.role === P[j]!.role) rolesOk++;
      i++;
      j++;
    } else if (D[i]![j] === D[i + 1]![j]) i++;
    else j++;
  }
  const exact = n === k && matched === n;
  let diff: string | null = null;
  if (!exact) {
    for (let x = 0; x < Math.max(n, k); x++) {
      const e = E[x];
      const p = P[x];
      if (!e || !p || e.role !== p.role || e.c !== p.c) {
        const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…` : s);
        diff = `#${x} (expected ${n}, got ${k})\n    expected: ${e ? `[${e.role}] ${cut(e.c)}` : '(none)'}\n    got:      ${p ? `[${p.role}] ${cut(p.c)}` : '(none)'}`;
        break;
      }
    }
  }
  return { n, k, matched, rolesOk, simSum, pairs, exact, diff };
}

interface Agg {
  cases: number;
  exact: number;
  n: number;
  k: number;
  matched: number;
  rolesOk: number;
}
const agg = (): Agg => ({ cases: 0, exact: 0, n: 0, k: 0, matched: 0, rolesOk: 0 });
function add(a: Agg, s: Score): void {
  a.cases++;
  if (s.exact) a.exact++;
  a.n += s.n;
  a.k += s.k;
  a.matched += s.matched;
  a.rolesOk += s.rolesOk;
}
const pct = (x: number, y: number) => (y === 0 ? '  -  ' : `${((100 * x) / y).toFixed(1)}%`);

const total = agg();
const byFamily = new Map<string, Agg>();
const byKey = new Map<string, Map<string, Agg>>(byKeys.map((k) => [k, new Map<string, Agg>()]));
function groupsOf(key: string, e: Expected): string[] {
  if (key === 'platform') return [e.platform ?? 'unknown'];
  if (key === 'variant') return [`${e.format_family ?? 'unknown'}/${e.variant ?? 'unknown'}`];
  const prefix = key === 'flag' ? '' : `${key.slice(5)}:`;
  const fl = (e.flags ?? []).filter((f) => f.startsWith(prefix));
  return fl.length > 0 ? fl : key === 'flag' ? ['(no flags)'] : [`${prefix}?`];
}
const results: { name: string; family: string; s: Score; ms: number }[] = [];
let parseMs = 0;
for (const f of readdirSync(dir).sort()) {
  const m = /^(.+)\.(txt|json|jsonl|md|text)$/.exec(f);
  if (!m || f.endsWith('.expected.json')) continue;
  const name = m[1] as string;
  const expPath = join(dir, `${name}.expected.json`);
  if (!existsSync(expPath)) continue;
  const expected = JSON.parse(readFileSync(expPath, 'utf8')) as Expected;
  const family = expected.format_family ?? 'unknown';
  if (filter && !filter.test(name) && !filter.test(family)) continue;
  const input = readFileSync(join(dir, f), 'utf8');
  const t0 = performance.now();
  const result = parseConversation(input);
  const ms = performance.now() - t0;
  parseMs += ms;
  const s = scoreCase(expected.messages, result.messages);
  add(total, s);
  let fa = byFamily.get(family);
  if (!fa) byFamily.set(family, (fa = agg()));
  add(fa, s);
  for (const [key, groups] of byKey)
    for (const g of groupsOf(key, expected)) {
      let ga = groups.get(g);
      if (!ga) groups.set(g, (ga = agg()));
      add(ga, s);
    }
  results.push({ name, family, s, ms });
}
if (total.cases === 0) {
  console.error(`eval-parse: no cases in ${dir}`);
  process.exit(2);
}

if (asJson) {
  console.log(JSON.stringify({ dir, cases: total.cases, messageAccuracy: total.matched / total.n, conversationExact: total.exact / total.cases, roleAccuracy: total.rolesOk / total.n, precision: total.matched / Math.max(1, total.k) }));
}
console.log(`corpus: ${dir} (${total.cases} cases, ${total.n} expected messages, parse time ${parseMs.toFixed(0)} ms)`);
console.log('');
const head = `${'format family'.padEnd(26)} ${'cases'.padStart(5)} ${'message'.padStart(8)} ${'exact'.padStart(8)} ${'role'.padStart(8)} ${'precision'.padStart(9)}`;
console.log(head);
console.log('-'.repeat(head.length));
const row = (label: string, a: Agg) =>
  console.log(`${label.padEnd(26)} ${String(a.cases).padStart(5)} ${pct(a.matched, a.n).padStart(8)} ${pct(a.exact, a.cases).padStart(8)} ${pct(a.rolesOk, a.n).padStart(8)} ${pct(a.matched, a.k).padStart(9)}`);
for (const [family, a] of [...byFamily.entries()].sort()) row(family, a);
console.log('-'.repeat(head.length));
row('all', total);
console.log('');
for (const [key, groups] of byKey) {
  const h = `${`by ${key}`.padEnd(26)} ${'cases'.padStart(5)} ${'message'.padStart(8)} ${'exact'.padStart(8)} ${'role'.padStart(8)} ${'precision'.padStart(9)}`;
  console.log(h);
  console.log('-'.repeat(h.length));
  for (const [g, a] of [...groups.entries()].sort()) row(g, a);
  console.log('');
}

const worst = results.filter((r) => !r.s.exact).sort((a, b) => a.s.matched / Math.max(1, a.s.n) - b.s.matched / Math.max(1, b.s.n)).slice(0, Math.max(10, show));
if (worst.length > 0) {
  console.log('worst cases:');
  for (const r of worst) console.log(`  ${r.name} ${r.family.padEnd(24)} matched ${r.s.matched}/${r.s.n}, returned ${r.s.k}`);
  console.log('');
}
for (const r of worst.slice(0, show)) console.log(`${r.name} ${r.family}: first difference at ${r.s.diff ?? ''}\n`);
console.log(`message accuracy ${pct(total.matched, total.n)}, conversation exact match ${pct(total.exact, total.cases)}, role accuracy ${pct(total.rolesOk, total.n)}, precision ${pct(total.matched, total.k)}`);
console.log(`parse accuracy: message ${pct(total.matched, total.n)} conversation ${pct(total.exact, total.cases)}`);
