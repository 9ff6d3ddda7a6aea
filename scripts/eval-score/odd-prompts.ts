// Dev aid (odd half only): oasst1 prompts, criteria vs quality. node --import tsx scripts/eval-score/odd-prompts.ts [dump]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './data-dir';
import { analyzeConversation } from '../../src/core/scoring';
import { spearman, partialSpearman } from './stats';

type ContextMessage = { role: string; content?: string; text?: string };
type SignalReport = { key: string; value: number };
const role = (r: string) => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant') as 'user' | 'assistant';
const rows = readFileSync(join(sharedDataDir(), 'oasst1-en-prompts-labelled.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((_, i) => i % 2 === 1);
const res = rows.map((r) => analyzeConversation({ messages: [...r.context.map((m: ContextMessage) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') })), { role: 'user', content: r.prompt }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages.at(-1)!);
const q = rows.map((r) => Number(r.quality));
const sc = res.map((m) => m.score.overall);
console.log('rho', spearman(sc, q).toFixed(3), 'partial', partialSpearman(sc, q, rows.map((r) => r.prompt.length)).toFixed(3));
for (const d of ['strategic', 'tactical', 'cognitive', 'innovation', 'context'] as const) console.log(d, spearman(res.map((m) => m.score.dimensions[d]), q).toFixed(3));
const keys = new Set(res.flatMap((m) => (m.signals ?? []).map((s: SignalReport) => s.key)));
for (const k of [...keys].sort()) {
  const idx = res.map((m, i) => [i, (m.signals ?? []).find((s: SignalReport) => s.key === k)?.value] as const).filter(([, v]) => v !== undefined);
  if (idx.length < 20) continue;
  console.log(k.padEnd(34), 'n', String(idx.length).padStart(3), 'rho', spearman(idx.map(([, v]) => v as number), idx.map(([i]) => q[i]!)).toFixed(3), 'partial', partialSpearman(idx.map(([, v]) => v as number), idx.map(([i]) => q[i]!), idx.map(([i]) => rows[i].prompt.length)).toFixed(3));
}
if (process.argv[2] === 'dump') {
  const order = res.map((_, i) => i).sort((a, b) => (q[b]! - q[a]!));
  for (const i of [...order.slice(0, 25), ...order.slice(-25)]) console.log(`\nq ${q[i]!.toFixed(2)} score ${sc[i]} depth ${rows[i].depth} | ${rows[i].prompt.slice(0, 300).replace(/\n/g, ' ')}\n   ${res[i]!.score.explanation.slice(0, 250)}`);
}
if (process.argv[2] === 'kinds') {
  const by = new Map<string, number[]>();
  res.forEach((m, i) => { const k = `${m.score.kind}${rows[i].depth === 0 ? ' (opening)' : ''}`; by.set(k, [...(by.get(k) ?? []), i]); });
  for (const [k, idx] of by) {
    const mq = idx.reduce((a, i) => a + q[i]!, 0) / idx.length, ms = idx.reduce((a, i) => a + sc[i]!, 0) / idx.length;
    console.log(k.padEnd(28), 'n', String(idx.length).padStart(3), 'mean q', mq.toFixed(2), 'mean score', ms.toFixed(1), 'rho within', idx.length > 10 ? spearman(idx.map((i) => sc[i]!), idx.map((i) => q[i]!)).toFixed(3) : '-');
  }
}
if (process.argv[2] === 'signal') {
  const key = process.argv[3]!;
  res.forEach((m, i) => { const s = (m.signals ?? []).find((x: SignalReport) => x.key === key); if (s) console.log(`${s.value.toFixed(2)} q ${q[i]!.toFixed(2)} | ${rows[i].prompt.slice(0, 160).replace(/\n/g, ' ')}`); });
}
if (process.argv[2] === 'low') res.forEach((m, i) => { if (q[i]! >= 0.75 && sc[i]! < 62 && m.score.rated !== false) console.log(`q ${q[i]!.toFixed(2)} s ${sc[i]} ${m.score.kind} d${rows[i].depth} | ${rows[i].prompt.slice(0, 200).replace(/\n/g, ' ')}\n    ${m.score.explanation.slice(0, 260)}`); });
if (process.argv[2] === 'high') res.forEach((m, i) => { if (q[i]! <= 0.34 && sc[i]! >= 70 && m.score.rated !== false) console.log(`q ${q[i]!.toFixed(2)} s ${sc[i]} ${m.score.kind} d${rows[i].depth} | ${rows[i].prompt.slice(0, 200).replace(/\n/g, ' ')}\n    ${m.score.explanation.slice(0, 260)}`); });
if (process.argv[2] === 'noask') { const xs: number[] = []; res.forEach((m, i) => { const s = (m.signals ?? []).find((x: SignalReport) => x.key === 'tactical.ask'); if (s && s.value <= 0.25) { xs.push(i); console.log(`q ${q[i]!.toFixed(2)} s ${sc[i]} ${m.score.kind} | ${rows[i].prompt.slice(0, 110).replace(/\n/g, ' ')}`); } }); console.log('n', xs.length, 'mean q', (xs.reduce((a, i) => a + q[i]!, 0) / xs.length).toFixed(2), 'mean s', (xs.reduce((a, i) => a + sc[i]!, 0) / xs.length).toFixed(1), '| all mean q', (q.reduce((a, b) => a + b, 0) / q.length).toFixed(2)); }
