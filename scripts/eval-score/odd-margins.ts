// Dev aid (odd half only): where the shorter preferred reply loses, by how much, and which signals carry the
// gap (mean contribution to the overall, chosen − rejected, in points), beside the pairs whose preferred reply is longer.
// node --import tsx scripts/eval-score/odd-margins.ts [hh|oa|harm]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './data-dir';
import { analyzeConversation } from '../../src/core/scoring';
import { OVERALL_WEIGHTS } from '../../src/core/scoring/weights';
const role = (r: string) => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant') as 'user' | 'assistant';
const files = { hh: 'hh-helpful-pairs.jsonl', oa: 'oasst1-ranked-reply-pairs.jsonl', harm: 'hh-harmless-pairs.jsonl' } as const;
type Sig = { key: string; weight: number; value: number };
const which = (process.argv[2] ?? 'hh') as keyof typeof files;
const rows = readFileSync(join(sharedDataDir(), files[which]), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((_: unknown, i: number) => i % 2 === 1);
const contrib = (sigs: Sig[], withContext: boolean) => {
  const sumW = new Map<string, number>();
  for (const s of sigs) { const d = s.key.split('.')[0]!; sumW.set(d, (sumW.get(d) ?? 0) + s.weight); }
  const w = OVERALL_WEIGHTS.assistant;
  const total = w.strategic + w.tactical + w.cognitive + w.innovation + (withContext ? w.context : 0);
  const out = new Map<string, number>();
  for (const s of sigs) { const d = s.key.split('.')[0]! as keyof typeof w; if (d === 'context' && !withContext) continue; out.set(s.key, (out.get(s.key) ?? 0) + (w[d] / total) * 130 * s.weight * s.value / sumW.get(d)!); }
  return out;
};
const margins: number[] = [];
const sums = { shortLose: new Map<string, number>(), shortAll: new Map<string, number>(), longAll: new Map<string, number>() };
const counts = { shortLose: 0, shortAll: 0, longAll: 0 };
for (const r of rows) {
  const ctx = r.context.map((m: { role: string; content?: string; text?: string }) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') }));
  const an = (t: string) => analyzeConversation({ messages: [...ctx, { role: 'assistant', content: t }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages.at(-1)!;
  const c = an(r.chosen), j = an(r.rejected);
  if (!c.score.rated || !j.score.rated) continue;
  const shorter = r.chosen.length <= r.rejected.length;
  const hasCtx = ctx.length > 0;
  const cc = contrib((c.signals ?? []) as Sig[], hasCtx), jc = contrib((j.signals ?? []) as Sig[], hasCtx);
  const add = (m: Map<string, number>) => { for (const k of new Set([...cc.keys(), ...jc.keys()])) m.set(k, (m.get(k) ?? 0) + (cc.get(k) ?? 0) - (jc.get(k) ?? 0)); };
  if (shorter) { add(sums.shortAll); counts.shortAll++; if (c.score.overall <= j.score.overall) { margins.push(j.score.overall - c.score.overall); add(sums.shortLose); counts.shortLose++; } }
  else { add(sums.longAll); counts.longAll++; }
}
margins.sort((a, b) => a - b);
console.log(`${which} odd: shorter-preferred lost or tied ${margins.length}; margins ${margins.join(' ')}`);
console.log(`signal`.padEnd(28), 'shorter lost', 'shorter all', 'longer all', `(n ${counts.shortLose}/${counts.shortAll}/${counts.longAll})`);
const keys = new Set([...sums.shortAll.keys(), ...sums.longAll.keys()]);
for (const k of [...keys].sort()) console.log(k.padEnd(28), ((sums.shortLose.get(k) ?? 0) / counts.shortLose).toFixed(2).padStart(12), ((sums.shortAll.get(k) ?? 0) / counts.shortAll).toFixed(2).padStart(11), ((sums.longAll.get(k) ?? 0) / counts.longAll).toFixed(2).padStart(10));
