// Dev aid (odd half only): per-signal votes on reply pairs. node --import tsx scripts/eval-score/odd-diag.ts [hh|oa|harm] [dump]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './data-dir';
import { analyzeConversation } from '../../src/core/scoring';
const role = (r: string) => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant') as 'user' | 'assistant';
const files = { hh: 'hh-helpful-pairs.jsonl', oa: 'oasst1-ranked-reply-pairs.jsonl', harm: 'hh-harmless-pairs.jsonl' } as const;
const which = (process.argv[2] ?? 'hh') as keyof typeof files;
const dump = process.argv[3] === 'dump';
const rows = readFileSync(join(sharedDataDir(), files[which]), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((_, i) => i % 2 === 1);
const votes = new Map<string, { right: number; wrong: number; rightS: number; wrongS: number }>();
for (const r of rows) {
  const ctx = r.context.map((m: { role: string; content?: string; text?: string }) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') }));
  const an = (t: string) => analyzeConversation({ messages: [...ctx, { role: 'assistant', content: t }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages.at(-1)!;
  const c = an(r.chosen), j = an(r.rejected);
  const shorter = r.chosen.length <= r.rejected.length;
  const sig = (m: typeof c) => new Map((m.signals ?? []).map((s: { key: string; value: number }) => [s.key, s.value] as const));
  const sc = sig(c), sj = sig(j);
  for (const k of new Set([...sc.keys(), ...sj.keys()])) {
    const a = sc.get(k) ?? -1, b = sj.get(k) ?? -1;
    if (a === b) continue;
    const v = votes.get(k) ?? { right: 0, wrong: 0, rightS: 0, wrongS: 0 };
    if (a > b) { v.right++; if (shorter) v.rightS++; } else { v.wrong++; if (shorter) v.wrongS++; }
    votes.set(k, v);
  }
  if (dump && c.score.overall <= j.score.overall) {
    console.log(`\n=== ${r.id} ${shorter ? 'SHORTER' : 'longer'} chosen ${c.score.overall} rejected ${j.score.overall}`);
    console.log('ASK:', ctx.at(-1)?.content.slice(0, 400).replace(/\n/g, ' '));
    console.log('CHOSEN:', r.chosen.slice(0, 500).replace(/\n/g, ' '));
    console.log('  ', c.score.explanation.slice(0, 300));
    console.log('REJECTED:', r.rejected.slice(0, 500).replace(/\n/g, ' '));
    console.log('  ', j.score.explanation.slice(0, 300));
  }
}
for (const [k, v] of [...votes.entries()].sort()) console.log(k.padEnd(30), `right ${v.right} wrong ${v.wrong}  | shorter-pref right ${v.rightS} wrong ${v.wrongS}`);
