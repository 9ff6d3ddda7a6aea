// `node --import tsx scripts/eval-score/split-gap-replies.ts` (dev aid, ~10 s): are the reply grades fitted to the
// half they were diagnosed on? For each reply-pair set, the odd/even gap in accuracy (all pairs, and pairs whose
// preferred reply is not longer) beside the gaps of 400 random half splits, and the same for log length alone
// (which nobody tuned). Summary figures only: no case of either half is printed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeConversation } from '../../src/core/scoring';
import { sharedDataDir } from './data-dir';
import { logLen, quantile, randomHalves } from './stats';

type Row = { context: Array<{ role: string; content?: string; text?: string }>; chosen: string; rejected: string };
const role = (r: string): 'user' | 'assistant' => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant');
const p = (xs: number[], q: number): string => (100 * quantile(xs, q)).toFixed(1);
for (const [name, file] of [['hh-helpful', 'hh-helpful-pairs.jsonl'], ['oasst1 ranked', 'oasst1-ranked-reply-pairs.jsonl'], ['hh-harmless', 'hh-harmless-pairs.jsonl']] as const) {
  const rows: Row[] = readFileSync(join(sharedDataDir(), file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);
  const vote = (c: number, j: number): number => (c > j ? 1 : c === j ? 0.5 : 0);
  const engine = rows.map((r) => {
    const ctx = r.context.map((m) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') }));
    const sc = (t: string) => analyzeConversation({ messages: [...ctx, { role: 'assistant', content: t }] }, { analysisDepth: 'quick', generateSuggestions: false }).messages.at(-1)!.score.overall;
    return vote(sc(r.chosen), sc(r.rejected));
  });
  const length = rows.map((r) => vote(logLen(r.chosen), logLen(r.rejected)));
  const shorter = rows.map((r) => r.chosen.length <= r.rejected.length);
  const acc = (idx: readonly number[], v: readonly number[]): number => idx.reduce((s, i) => s + v[i]!, 0) / Math.max(1, idx.length);
  for (const [label, keep] of [['all pairs', () => true], ['preferred not longer', (i: number) => shorter[i]!]] as const) {
    const pool = rows.map((_, i) => i).filter((i) => keep(i));
    const odd = pool.filter((i) => i % 2 === 1);
    const even = pool.filter((i) => i % 2 === 0);
    const gaps: number[] = [];
    // The engine's gap beyond length's on the same split: how much more the engine learnt the odd half
    // than a scorer nobody tuned finds it easier.
    const beyond: number[] = [];
    for (const [a, b] of randomHalves(pool, 400)) {
      gaps.push(Math.abs(acc(a, engine) - acc(b, engine)));
      beyond.push(Math.abs(acc(a, engine) - acc(b, engine) - (acc(a, length) - acc(b, length))));
    }
    const gap = acc(odd, engine) - acc(even, engine);
    const lengthGap = acc(odd, length) - acc(even, length);
    console.log(`${name.padEnd(14)} ${label.padEnd(21)} odd ${(100 * acc(odd, engine)).toFixed(1)}  even ${(100 * acc(even, engine)).toFixed(1)}  gap ${(100 * gap).toFixed(1)} (random splits: median ${p(gaps, 0.5)}, 95th ${p(gaps, 0.95)})  length alone odd ${(100 * acc(odd, length)).toFixed(1)} even ${(100 * acc(even, length)).toFixed(1)}  gap beyond length ${(100 * (gap - lengthGap)).toFixed(1)} (random splits: median ${p(beyond, 0.5)}, 95th ${p(beyond, 0.95)})`);
  }
}
