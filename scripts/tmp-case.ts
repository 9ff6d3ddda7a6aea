import { readFileSync } from 'node:fs';
import { parseConversation } from '../src/core/conversation';
const dir = process.argv[2]; 
for (const c of process.argv.slice(3)) {
  const text = readFileSync(`${dir}/case-${c}.txt`, 'utf8');
  const exp = JSON.parse(readFileSync(`${dir}/case-${c}.expected.json`, 'utf8'));
  const got = parseConversation(text);
  console.log(`=== ${c} exp ${exp.messages.length} got ${got.messages.length} fmt ${got.detection?.format ?? ''} ${JSON.stringify((got as any).detection?.detectionMethod ?? (got as any).detection)?.slice(0,200)}`);
  const n = Math.max(exp.messages.length, got.messages.length);
  for (let i = 0; i < n; i++) {
    const e = exp.messages[i], g = got.messages[i];
    const same = e && g && e.role === g.role && e.content.trim() === g.content.trim();
    if (!same) console.log(`  [${i}] EXP ${e?.role} ${JSON.stringify(e?.content.slice(0,150))}\n      GOT ${g?.role} ${JSON.stringify(g?.content.slice(0,150))}`);
  }
}
