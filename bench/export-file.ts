// Writes a realistic ChatGPT conversations.json for the export benchmarks: 400 conversations,
// about 60 MB, 10-50 turns each, long answers with code, and edits and regenerations in about a
// third of them. Deterministic (seeded); written to a temp folder at bench time, never committed.
import { createWriteStream } from 'node:fs';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatgptConversation, type TurnSpec } from '../src/core/conversation/exports/fixtures';

const WORDS = (
  'the service retries failed requests with backoff until a limit is reached and then reports the error to the caller ' +
  'we can cache the result per user and invalidate it when the settings change so the page stays fast under load ' +
  'naïve approaches copy the whole list each time; a running total keeps the cost linear — “measure first”, then tune'
).split(' ');
const CODE = '```ts\nexport async function retry<T>(call: () => Promise<T>, attempts = 5): Promise<T> {\n  for (let i = 0; ; i++) {\n    try {\n      return await call();\n    } catch (err) {\n      if (i + 1 >= attempts) throw err;\n      await new Promise((r) => setTimeout(r, 2 ** i * 100));\n    }\n  }\n}\n```';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function text(rand: () => number, chars: number): string {
  const out: string[] = [];
  let n = 0;
  while (n < chars) {
    const w = WORDS[Math.floor(rand() * WORDS.length)]!;
    out.push(w);
    n += w.length + 1;
    if (rand() < 0.02) out.push('\n\n');
  }
  return out.join(' ');
}

function turns(rand: () => number, branched: boolean): TurnSpec[] {
  const count = 10 + Math.floor(rand() * 41);
  return Array.from({ length: count }, () => {
    const turn: TurnSpec = {
      user: text(rand, 100 + Math.floor(rand() * 500)),
      assistant: `${text(rand, 1300 + Math.floor(rand() * 3800))}${rand() < 0.3 ? `\n\n${CODE}\n\n${text(rand, 200)}` : ''}`,
    };
    if (branched && rand() < 0.08) turn.earlierPrompts = [text(rand, 150)];
    if (branched && rand() < 0.08) turn.earlierAnswers = [text(rand, 1500)];
    return turn;
  });
}

export interface GeneratedExport {
  path: string;
  bytes: number;
  conversations: number;
  lastId: string;
}

export async function writeChatgptExport(conversations = 400, dir?: string): Promise<GeneratedExport> {
  const folder = dir ?? (await mkdtemp(join(tmpdir(), 'kibitz-export-bench-')));
  const path = join(folder, 'conversations.json');
  const out = createWriteStream(path);
  const write = (s: string) => new Promise<void>((resolve) => (out.write(s) ? resolve() : out.once('drain', resolve)));
  const rand = rng(42);
  let lastId = '';
  await write('[');
  for (let n = 1; n <= conversations; n++) {
    const conv = chatgptConversation({ n, title: text(rand, 30).replace(/\s+/g, ' ').trim(), createTime: 1_690_000_000 + n * 86_400, turns: turns(rand, rand() < 0.35) });
    lastId = conv.conversation_id;
    await write(`${n > 1 ? ', ' : ''}${JSON.stringify(conv)}`);
  }
  await write(']');
  await new Promise<void>((resolve) => out.end(resolve));
  return { path, bytes: (await stat(path)).size, conversations, lastId };
}
