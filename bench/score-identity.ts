// Dumps analyzeConversation's JSON (deep depth: scores, reasons, signals, better moves and their
// scores) for every conversation of the shared data and eval/conversations/own.jsonl, one line each,
// so a speed change can be checked byte for byte: run before and after, then `cmp` the two files.
// Usage: node --import tsx bench/score-identity.ts OUT.jsonl
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeConversation } from '../src/core/scoring';
import type { Role } from '../src/core/conversation/types';
import { conversation, corpusMessages } from './suites/score';

type Msg = { role: Role; content: string };
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = [process.env.KIBITZ_SHARED ? join(process.env.KIBITZ_SHARED, 'data') : '', join(repo, '..', 'shared', 'data'), '/work/shared/data'].find((d) => d && existsSync(d));
if (!dataDir) throw new Error('score-identity: no data directory (set KIBITZ_SHARED)');
const out = process.argv[2];
if (!out) throw new Error('usage: score-identity.ts OUT.jsonl');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const load = (file: string): any[] => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const role = (r: string): Role => (r === 'user' || r === 'human' || r === 'prompter' ? 'user' : 'assistant');
const msgs = (c: Array<{ role: string; content?: string; text?: string }>): Msg[] => c.map((m) => ({ role: role(m.role), content: String(m.content ?? m.text ?? '') }));

const cases: Array<[string, Msg[]]> = [];
for (const f of ['hh-rlhf-conversations.jsonl', 'markdown-chat-conversations.jsonl']) for (const r of load(join(dataDir, f))) cases.push([`${f}:${r.id}`, msgs(r.messages)]);
for (const r of load(join(repo, 'eval', 'conversations', 'own.jsonl'))) cases.push([`own:${r.id}`, msgs(r.messages)]);
for (const r of load(join(dataDir, 'oasst1-en-prompts-labelled.jsonl'))) cases.push([`oasst-prompt:${r.id}`, [...msgs(r.context), { role: 'user', content: r.prompt }]]);
for (const r of load(join(dataDir, 'oasst1-en-replies-labelled.jsonl'))) cases.push([`oasst-reply:${r.id}`, [...msgs(r.context), { role: 'assistant', content: r.reply }]]);
for (const f of ['hh-helpful-pairs.jsonl', 'hh-harmless-pairs.jsonl', 'oasst1-ranked-reply-pairs.jsonl']) {
  for (const r of load(join(dataDir, f))) {
    cases.push([`${f}:${r.id}:chosen`, [...msgs(r.context), { role: 'assistant', content: r.chosen }]]);
    cases.push([`${f}:${r.id}:rejected`, [...msgs(r.context), { role: 'assistant', content: r.rejected }]]);
  }
}
// The benchmark's long conversations (cycled corpus messages), the input the speed figures measure.
const pool = corpusMessages();
for (let r = 0; r < 7; r++) cases.push([`bench-1000:${r}`, conversation(pool, 1000, r * 997)]);

const lines: string[] = [];
for (const [id, messages] of cases) {
  lines.push(JSON.stringify({ id, deep: analyzeConversation({ messages }, { analysisDepth: 'deep' }) }));
  lines.push(JSON.stringify({ id, quick: analyzeConversation({ messages }, { analysisDepth: 'quick', generateSuggestions: false }) }));
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${cases.length} conversations -> ${out}`);
