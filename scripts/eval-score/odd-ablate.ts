// Dev aid (odd half only): leave-one-signal-out (and half-weight) accuracy of the reply pairs, estimated linearly from each signal's share of the overall (no clamping). node --import tsx scripts/eval-score/odd-ablate.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './data-dir';
import { analyzeConversation } from '../../src/core/scoring';
import { OVERALL_WEIGHTS } from '../../src/core/scoring/weights';
const role = (r: string) => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant') as 'user' | 'assistant';
const files = { hh: 'hh-helpful-pairs.jsonl', oa: 'oasst1-ranked-reply-pairs.jsonl', harm: 'hh-harmless-pairs.jsonl' } as const;
type Sig = { key: string; weight: number; value: number };
for (const which of ['hh', 'oa', 'harm'] as const) {
  const rows = readFileSync(join(sharedDataDir(), files[which]), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((_: unknown, i: number) => i % 2 === 1);
  const data: Array<{ shorter: boolean; c: number; j: number; cc: Map<string, number>; jc: Map<string, number> }> = [];
  const contrib = (sigs: Sig[]) => {
    const sumW = new Map<string, number>();
    for (const s of sigs) { const d = s.key.split('.')[0]!; sumW.set(d, (sumW.get(d) ?? 0) + s.weight); }
    const out = new Map<string, number>();
    for (const s of sigs) { const d = s.key.split('.')[0]! as keyof typeof OVERALL_WEIGHTS.assistant; out.set(s.key, (out.get(s.key) ?? 0) + OVERALL_WEIGHTS.assistant[d] * 130 * s.weight * s.value / sumW.get(d)!); }
    return out;
  };
  for (const r of rows) {
    const ctx = r.context.map((m: { role: string; content?: string; text?: string }) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') }));
    const an = (t: string) => analyzeConversation({ messages: [...ctx, { role: 'assistant', content: t }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages.at(-1)!;
    const c = an(r.chosen), j = an(r.rejected);
    data.push({ shorter: r.chosen.length <= r.rejected.length, c: c.score.overall, j: j.score.overall, cc: contrib((c.signals ?? []) as Sig[]), jc: contrib((j.signals ?? []) as Sig[]) });
  }
  const acc = (f: (d: (typeof data)[number]) => number) => { let a = 0, s = 0, ns = 0; for (const d of data) { const x = f(d); const v = x > 0.001 ? 1 : x < -0.001 ? 0 : 0.5; a += v; if (d.shorter) { s += v; ns++; } } return `${(100 * a / data.length).toFixed(1)}/${(100 * s / ns).toFixed(1)}`; };
  console.log(`\n== ${which} odd: base ${acc((d) => d.c - d.j)}   (drop signal -> all/shorter; half weight)`);
  const keys = new Set<string>(); for (const d of data) for (const k of [...d.cc.keys(), ...d.jc.keys()]) keys.add(k);
  for (const k of [...keys].sort()) console.log(`${k.padEnd(28)} ${acc((d) => d.c - d.j - ((d.cc.get(k) ?? 0) - (d.jc.get(k) ?? 0)))}   ${acc((d) => d.c - d.j - 0.5 * ((d.cc.get(k) ?? 0) - (d.jc.get(k) ?? 0)))}`);
}
