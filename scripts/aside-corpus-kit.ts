// What the kept-aside parser corpora builders share (scripts/build-aside-parser*-corpus.ts): the
// conversations they draw from shared/data, a seeded picker so each build is deterministic, the
// template shape and the writer of the corpus layout of shared/corpus/parse.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Msg {
  role: 'user' | 'assistant';
  content: string;
}
export interface Conv {
  id: string;
  messages: Msg[];
}

/** A template: the paste text from the conversation, plus what it is. */
export interface Template {
  family: string;
  variant: string;
  flags: string[];
  pool: 'plain' | 'markdown';
  render: (c: Conv, n: number) => string;
}

const DATA = '/work/shared/data';

export function loadConversations(file: string): Conv[] {
  return readFileSync(join(DATA, file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Conv);
}

/** hh-rlhf helpful conversations with no list markers or markdown, so a rendered page or a terminal shows them as written. */
export function plainConversations(taken: ReadonlySet<string> = new Set()): Conv[] {
  return loadConversations('hh-rlhf-conversations.jsonl').filter(
    (c) => c.id.startsWith('hh-helpful') && !taken.has(c.id) && c.messages.length >= 4 && c.messages.every((m) => !/^\s*(\d+[.)]|[-*•#>])\s/m.test(m.content) && !m.content.includes('`')),
  );
}

/** A linear congruential generator: the same seed gives the same corpus. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Picks conversations at random, each at most once, cut to their first messages. */
export function conversationPicker(rand: () => number): (pool: Conv[], maxMessages: number) => Conv {
  const used = new Set<string>();
  return (pool, maxMessages) => {
    for (;;) {
      const c = pool[Math.floor(rand() * pool.length)] as Conv;
      if (used.has(c.id)) continue;
      used.add(c.id);
      return { id: c.id, messages: c.messages.slice(0, maxMessages).map((m) => ({ role: m.role, content: m.content.trim() })) };
    }
  };
}

export const time = (n: number, k: number): string => `${9 + ((n + k) % 3)}:${String((7 * k + 3 * n) % 60).padStart(2, '0')}`;
export const body = (c: Conv, f: (m: Msg, k: number) => string, sep = '\n\n'): string => c.messages.map(f).join(sep);

/**
 * Writes one case per template in `order` (plain pool: 8 messages, markdown: 4), shuffled so the
 * case names say nothing, as case-NNNN.txt and case-NNNN.expected.json. Returns the count.
 */
export function writeCorpus(out: string, order: readonly Template[], pools: { plain: Conv[]; markdown: Conv[] }, rand: () => number): number {
  const pick = conversationPicker(rand);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const cases: { t: Template; c: Conv }[] = order.map((t) => ({ t, c: pick(t.pool === 'plain' ? pools.plain : pools.markdown, t.pool === 'plain' ? 8 : 4) }));
  for (let i = cases.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cases[i], cases[j]] = [cases[j] as (typeof cases)[number], cases[i] as (typeof cases)[number]];
  }
  let n = 0;
  for (const { t, c } of cases) {
    n++;
    const name = `case-${String(n).padStart(4, '0')}`;
    writeFileSync(join(out, `${name}.txt`), `${t.render(c, n)}\n`);
    const expected = { format_family: t.family, platform: 'other', variant: t.variant, flags: t.flags, sources: [c.id], messages: c.messages };
    writeFileSync(join(out, `${name}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);
  }
  return n;
}
