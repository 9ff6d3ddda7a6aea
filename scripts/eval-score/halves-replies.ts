// `node --import tsx scripts/eval-score/halves-replies.ts` (dev aid, seconds): reply-pair accuracy per half (all / preferred reply not longer), quick depth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './data-dir';
import { analyzeConversation } from '../../src/core/scoring';
const role = (r: string) => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant') as 'user' | 'assistant';
const line: string[] = [];
for (const [name, file] of [['hh', 'hh-helpful-pairs.jsonl'], ['oa', 'oasst1-ranked-reply-pairs.jsonl'], ['harm', 'hh-harmless-pairs.jsonl']] as const) {
  const rows = readFileSync(join(sharedDataDir(), file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  for (const half of [0, 1]) {
    let n = 0, ok = 0, ns = 0, oks = 0;
    rows.forEach((r, i) => {
      if (i % 2 !== half) return;
      const ctx = r.context.map((m: { role: string; content?: string; text?: string }) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') }));
      const sc = (t: string) => analyzeConversation({ messages: [...ctx, { role: 'assistant', content: t }] }, { analysisDepth: 'quick', generateSuggestions: false }).messages.at(-1)!.score.overall;
      const c = sc(r.chosen), j = sc(r.rejected);
      const v = c > j ? 1 : c === j ? 0.5 : 0;
      n++; ok += v;
      if (r.chosen.length <= r.rejected.length) { ns++; oks += v; }
    });
    line.push(`${name}${half ? 'odd' : 'even'} ${(100 * ok / n).toFixed(1)}/${(100 * oks / ns).toFixed(1)}`);
  }
}
console.log(line.join('  '));
