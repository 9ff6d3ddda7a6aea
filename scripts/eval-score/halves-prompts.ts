// `node --import tsx scripts/eval-score/halves-prompts.ts` (dev aid, seconds): oasst1 prompt-quality Spearman per half, and the prompt-pair accuracies.
import { readFileSync, existsSync } from 'node:fs';
import { analyzeConversation } from '../../src/core/scoring';
import { spearman, partialSpearman, accuracy } from './stats';
import { join } from 'node:path';
import { sharedDataDir } from './data-dir';
const role = (r: string) => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant') as 'user' | 'assistant';
const rows = readFileSync(join(sharedDataDir(), 'oasst1-en-prompts-labelled.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const sc = rows.map((r) => analyzeConversation({ messages: [...r.context.map((m: { role: string; content?: string; text?: string }) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') })), { role: 'user', content: r.prompt }] }, { analysisDepth: 'quick', generateSuggestions: false }).messages.at(-1)!.score.overall);
const out: string[] = [];
for (const h of [0, 1]) {
  const idx = rows.map((_, i) => i).filter((i) => i % 2 === h);
  out.push(`rho${h ? 'odd' : 'even'} ${spearman(idx.map((i) => sc[i]!), idx.map((i) => Number(rows[i].quality))).toFixed(3)} (partial ${partialSpearman(idx.map((i) => sc[i]!), idx.map((i) => Number(rows[i].quality)), idx.map((i) => rows[i].prompt.length)).toFixed(3)})`);
}
for (const [name, file] of <Array<[string, string]>>[['dev', join(sharedDataDir(), 'prompt-pairs-dev.jsonl')], ['aside', 'eval/prompt-pairs/aside.jsonl'], ['aside2', 'eval/prompt-pairs/aside-2.jsonl']]) {
  if (!existsSync(file)) continue;
  const pr = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const s = (t: string, g?: string) => analyzeConversation({ messages: [{ role: 'user', content: t }], ...(g ? { sessionGoal: g } : {}) }, { analysisDepth: 'quick', generateSuggestions: false }).messages[0]!.score.overall;
  out.push(`${name} ${(100 * accuracy(pr.map((p) => [s(p.better, p.goal), s(p.worse, p.goal)] as const))).toFixed(1)}`);
}
console.log(out.join('  '));
