// Scoring engine speed: time for 10, 100 and 1,000-message conversations and throughput in MB/s.
// Messages are real text from the shared corpora (cycled), so lengths and markdown are realistic.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeConversation } from '../../src/core/scoring';
import type { Role } from '../../src/core/conversation/types';

type Msg = { role: Role; content: string };

export function corpusMessages(): Msg[] {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const dir = [process.env.KIBITZ_SHARED ? join(process.env.KIBITZ_SHARED, 'data') : '', join(repo, '..', 'shared', 'data'), '/work/shared/data'].find((d) => d && existsSync(join(d, 'hh-rlhf-conversations.jsonl')));
  if (!dir) {
    // No shared data: a synthetic mix of short and long messages.
    return Array.from({ length: 200 }, (_, i) => ({ role: (i % 2 ? 'assistant' : 'user') as Role, content: `Message ${i}: ${'please explain how caching works in a web app with an example. '.repeat(1 + (i % 7))}` }));
  }
  const out: Msg[] = [];
  for (const f of ['hh-rlhf-conversations.jsonl', 'markdown-chat-conversations.jsonl']) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      for (const m of (JSON.parse(line) as { messages: Msg[] }).messages) out.push(m);
    }
  }
  return out;
}

export function conversation(pool: readonly Msg[], n: number, offset: number): Msg[] {
  // Alternate roles whatever the pool holds, so the shape is a real back-and-forth.
  return Array.from({ length: n }, (_, i) => ({ role: (i % 2 ? 'assistant' : 'user') as Role, content: pool[(offset + i) % pool.length]!.content }));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** CPU time of this process in ms (user + system): less sensitive than wall time to other processes' load. */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export function run(): void {
  const pool = corpusMessages();
  for (let w = 0; w < 5; w++) analyzeConversation({ messages: conversation(pool, 1000, w * 1000) }); // warm-up (JIT, caches)
  const rows: string[] = [];
  const perMessage: number[] = [];
  const sizes = [10, 100, 1000, 5000];
  for (const n of sizes) {
    const times: number[] = [];
    const cpus: number[] = [];
    let bytes = 0;
    const reps = n >= 5000 ? 5 : n === 1000 ? 15 : 25;
    for (let r = 0; r < reps; r++) {
      // The same 7 conversations for every run of a size (rotating), so the median compares like with like.
      const messages = conversation(pool, n, (r % 7) * 997);
      bytes += messages.reduce((s, m) => s + new TextEncoder().encode(m.content).length, 0);
      const c0 = cpuMs();
      const t0 = performance.now();
      analyzeConversation({ messages }, { analysisDepth: 'standard' });
      times.push(performance.now() - t0);
      cpus.push(cpuMs() - c0);
    }
    const ms = median(times);
    const mb = bytes / reps / 1e6;
    perMessage.push(ms / n);
    rows.push(`${String(n).padStart(5)} messages  ${ms.toFixed(1).padStart(7)} ms wall (min ${Math.min(...times).toFixed(1)}), ${median(cpus).toFixed(1).padStart(6)} ms CPU  (${(ms / n).toFixed(3)} ms/message, ${mb.toFixed(2)} MB, ${(mb / (ms / 1000)).toFixed(1)} MB/s)`);
  }
  console.log('analyzeConversation, standard depth, median of repeated runs:');
  for (const r of rows) console.log(`  ${r}`);
  console.log(`  growth: per-message time 100 -> 1,000 messages x${(perMessage[2]! / perMessage[1]!).toFixed(2)}, 1,000 -> 5,000 x${(perMessage[3]! / perMessage[2]!).toFixed(2)} (1.0 = linear)`);
  longMessages();
}

/**
 * One person message near the size limit, in shapes that make a rule read its text again and again: many short
 * paragraphs, one line of commas, a long list. Session 38 found two of them quadratic (8.5 s and 4.8 s at 360 K and
 * 120 K characters); printed at two sizes so a return of the quadratic shows as a ratio far above 2.
 */
function longMessages(): void {
  const shapes: Array<[string, (n: number) => string]> = [
    ['short paragraphs', (n) => 'Some words here.\n\n'.repeat(n)],
    ['one line of commas', (n) => `${'word, '.repeat(n)}end`],
    ['a list', (n) => '- item one\n'.repeat(n)],
  ];
  console.log('one long person message (analyzeConversation, standard depth, one run each):');
  for (const [name, make] of shapes) {
    const ms = [10_000, 20_000].map((n) => {
      const t0 = performance.now();
      analyzeConversation({ messages: [{ role: 'user', content: make(n) }] });
      return performance.now() - t0;
    });
    console.log(`  ${name.padEnd(20)} ${make(10_000).length.toLocaleString('en')} chars ${ms[0]!.toFixed(0)} ms, twice as long ${ms[1]!.toFixed(0)} ms (x${(ms[1]! / ms[0]!).toFixed(1)})`);
  }
}
