// `node --import tsx scripts/eval-score/length-tilt.ts` (dev aid, ~30 s; summary figures of both halves only): how far a pure
// length penalty, overall − k·ln(1 + words), would move the reply-pair figures. A diagnostic of what reweighting the
// present signals can reach (decision 0051: no k meets "shorter preferred ≥ 60 %" and "oasst1 ≥ 74 %" together), never a
// term to ship: length must earn nothing by itself, in either direction.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './data-dir';
import { analyzeConversation } from '../../src/core/scoring';
const role = (r: string) => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant') as 'user' | 'assistant';
const ks = [0, 1, 2, 3, 4, 6];
for (const [name, file] of [['hh', 'hh-helpful-pairs.jsonl'], ['oa', 'oasst1-ranked-reply-pairs.jsonl'], ['harm', 'hh-harmless-pairs.jsonl']] as const) {
  const rows = readFileSync(join(sharedDataDir(), file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const data = rows.map((r, i) => {
    const ctx = r.context.map((m: { role: string; content?: string; text?: string }) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') }));
    const sc = (t: string) => analyzeConversation({ messages: [...ctx, { role: 'assistant', content: t }] }, { analysisDepth: 'quick', generateSuggestions: false }).messages.at(-1)!.score.overall;
    const lw = (t: string) => Math.log(1 + t.split(/\s+/).filter(Boolean).length);
    return { half: i % 2, c: sc(r.chosen), j: sc(r.rejected), lc: lw(r.chosen), lj: lw(r.rejected), shorter: r.chosen.length <= r.rejected.length };
  });
  for (const k of ks) {
    const acc = (sel: (d: (typeof data)[number]) => boolean) => { let a = 0, n = 0; for (const d of data) { if (!sel(d)) continue; const x = (d.c - k * d.lc) - (d.j - k * d.lj); a += x > 1e-9 ? 1 : x < -1e-9 ? 0 : 0.5; n++; } return (100 * a / n).toFixed(1); };
    console.log(`${name} k=${k}: whole ${acc(() => true)}/${acc((d) => d.shorter)}  odd ${acc((d) => d.half === 1)}/${acc((d) => d.half === 1 && d.shorter)}  even ${acc((d) => d.half === 0)}/${acc((d) => d.half === 0 && d.shorter)}`);
  }
}
