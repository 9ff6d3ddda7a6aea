// `node --import tsx scripts/eval-score/pairs-halves.ts [--show-odd]` (dev aid, seconds): prompt-pair accuracy,
// overall and where the better prompt is the shorter one, per half (odd / even id number) of every pair set.
// aside-3's even half is blind: only its summary figures are ever printed. `--show-odd` lists the pairs
// of aside-3's odd half (the diagnosis half) that were lost or tied, with the reasons of both prompts.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeConversation } from '../../src/core/scoring';
import { accuracy } from './stats';
import { sharedDataDir } from './data-dir';

interface Pair { id: string; better: string; worse: string; goal?: string }
const analyse = (t: string, g?: string) => analyzeConversation({ messages: [{ role: 'user', content: t }], ...(g ? { sessionGoal: g } : {}) }, { analysisDepth: 'quick', generateSuggestions: false }).messages[0]!.score;
const idNumber = (id: string): number => Number(/(\d+)\s*$/.exec(id)?.[1] ?? NaN);
const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : 'n/a');
const figure = (rows: Array<{ p: Pair; b: number; w: number }>): string => {
  const shorter = rows.filter((r) => r.p.better.length < r.p.worse.length);
  const won = (xs: typeof rows) => `${xs.filter((r) => r.b > r.w).length}/${xs.filter((r) => r.b === r.w).length}/${xs.filter((r) => r.b < r.w).length}`;
  return `${pct(accuracy(rows.map((r) => [r.b, r.w] as const)))} (n=${rows.length}); shorter-better ${pct(accuracy(shorter.map((r) => [r.b, r.w] as const)))} (n=${shorter.length}, won/tied/lost ${won(shorter)})`;
};

const showOdd = process.argv.includes('--show-odd');
const sets: Array<[string, string]> = [
  ['dev', join(sharedDataDir(), 'prompt-pairs-dev.jsonl')],
  ['aside', 'eval/prompt-pairs/aside.jsonl'],
  ['aside-2', 'eval/prompt-pairs/aside-2.jsonl'],
  ['aside-3', 'eval/prompt-pairs/aside-3.jsonl'],
];
for (const [name, file] of sets) {
  if (!existsSync(file)) continue;
  const pairs: Pair[] = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const rows = pairs.map((p) => ({ p, b: analyse(p.better, p.goal).overall, w: analyse(p.worse, p.goal).overall }));
  const odd = rows.filter((r) => idNumber(r.p.id) % 2 === 1);
  const even = rows.filter((r) => idNumber(r.p.id) % 2 === 0);
  console.log(`${name.padEnd(8)} all ${figure(rows)}\n${''.padEnd(8)} odd ${figure(odd)}\n${''.padEnd(8)} even ${figure(even)}`);
  if (showOdd && name === 'aside-3') {
    for (const r of odd.filter((x) => !(x.b > x.w))) {
      const rs = (t: string) => analyse(t, r.p.goal).explanation.replace(/\n/g, ' | ');
      console.log(`\n  ${r.p.id} better ${r.b} vs worse ${r.w}${r.p.better.length < r.p.worse.length ? ' (better shorter)' : ''}\n    better: ${r.p.better}\n      ${rs(r.p.better)}\n    worse:  ${r.p.worse}\n      ${rs(r.p.worse)}`);
    }
  }
}
