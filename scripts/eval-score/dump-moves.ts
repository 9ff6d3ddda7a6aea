// `node --import tsx scripts/eval-score/dump-moves.ts [OUT]` — a dev aid for reading better moves: dumps the 300 weak person messages of the better-move check (same walk as checks.ts
// deepChecks) with the message before, the better move and what it adds, as JSON lines.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { analyzeConversation } from '../../src/core/scoring';
import { readJsonl } from './checks';
import { contentWords } from './stats';
import { sharedDataDir } from './data-dir';
const dataDir = sharedDataDir();
const role = (r: string) => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant') as 'user' | 'assistant';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const toConv = (c: any) => ({ id: String(c.id), messages: (c.messages as Array<{ role: string; content?: string; text?: string }>).map((m) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') })) });
const hh = readJsonl(join(dataDir, 'hh-rlhf-conversations.jsonl')).map(toConv);
const md = readJsonl(join(dataDir, 'markdown-chat-conversations.jsonl')).map(toConv);
const convs = [];
for (let i = 0; i < Math.max(hh.length, md.length); i++) { if (i < hh.length) convs.push(hh[i]!); if (i < md.length) convs.push(md[i]!); }
const out: string[] = [];
for (const c of convs) {
  if (out.length >= 300) break;
  const res = analyzeConversation({ messages: c.messages }, { analysisDepth: 'deep', generateSuggestions: true });
  for (const m of res.messages) {
    const s = m.score;
    if (out.length < 300 && m.role === 'user' && s.rated !== false && s.betterMove && s.overall < 60) {
      const orig = new Set(contentWords(m.content));
      const added = [...new Set(contentWords(s.betterMove))].filter((x) => !orig.has(x));
      const missed = (m.signals ?? []).filter((x) => x.value < 0.5).map((x) => x.key);
      out.push(JSON.stringify({ conv: c.id, index: m.index, prev: c.messages[m.index - 1]?.content.slice(0, 300) ?? '', original: m.content, better: s.betterMove, overall: s.overall, bs: m.betterMoveScore, added: added.join(' '), missed }));
    }
  }
}
writeFileSync(process.argv[2] ?? '/tmp/ks/moves.jsonl', out.join('\n') + '\n');
