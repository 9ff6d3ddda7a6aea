// `node --import tsx scripts/eval-score/split-gap.ts` (dev aid, seconds): is the oasst1 prompt rubric fitted to the
// half it was diagnosed on? Compares the odd/even gap in Spearman ρ (score vs human quality) with the gaps of 400
// random half splits, beside the same figures for log length alone (which nobody tuned). A gap beyond the random
// splits' 95th percentile, where length shows a typical one, says the rubric learnt the diagnosed half.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeConversation } from '../../src/core/scoring';
import { sharedDataDir } from './data-dir';
import { logLen, quantile, randomHalves, spearman } from './stats';

type Row = { context: Array<{ role: string; content?: string; text?: string }>; prompt: string; quality: number };
const role = (r: string): 'user' | 'assistant' => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant');
const rows: Row[] = readFileSync(join(sharedDataDir(), 'oasst1-en-prompts-labelled.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);
const score = rows.map((r) => analyzeConversation({ messages: [...r.context.map((m) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') })), { role: 'user' as const, content: r.prompt }] }, { analysisDepth: 'quick', generateSuggestions: false }).messages.at(-1)!.score.overall);
const length = rows.map((r) => logLen(r.prompt));
const quality = rows.map((r) => Number(r.quality));
const rho = (idx: readonly number[], xs: readonly number[]): number => spearman(idx.map((i) => xs[i]!), idx.map((i) => quality[i]!));
const gap = (a: readonly number[], b: readonly number[], xs: readonly number[]): number => Math.abs(rho(a, xs) - rho(b, xs));

const odd = rows.map((_, i) => i).filter((i) => i % 2 === 1);
const even = rows.map((_, i) => i).filter((i) => i % 2 === 0);
const scoreGaps: number[] = [];
const lengthGaps: number[] = [];
for (const [a, b] of randomHalves(rows.map((_, i) => i), 400)) {
  scoreGaps.push(gap(a, b, score));
  lengthGaps.push(gap(a, b, length));
}
const p = (xs: number[], q: number): string => quantile(xs, q).toFixed(3);
console.log(`score  ρ odd ${rho(odd, score).toFixed(3)}  even ${rho(even, score).toFixed(3)}  gap ${gap(odd, even, score).toFixed(3)}  random splits: median ${p(scoreGaps, 0.5)}, 95th percentile ${p(scoreGaps, 0.95)}`);
console.log(`length ρ odd ${rho(odd, length).toFixed(3)}  even ${rho(even, length).toFixed(3)}  gap ${gap(odd, even, length).toFixed(3)}  random splits: median ${p(lengthGaps, 0.5)}, 95th percentile ${p(lengthGaps, 0.95)}`);
