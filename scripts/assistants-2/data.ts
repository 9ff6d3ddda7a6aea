// Real conversation text for the assistants-2 corpus, read from shared/data (see shared/data/SOURCES*.md):
// hh-rlhf conversations, markdown-chat (arena-hard / mt-bench prompts with GPT-4 / o3-mini answers,
// some in Russian, Chinese, Japanese, Korean, Spanish, French, German) and oasst1 validation paths
// (context + best-ranked reply). Every conversation is used at most once in the whole set, and the
// conversations the label grids use (scripts/eval-label-grid.ts slices) are left out.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from './chrome';

export type Role = 'user' | 'assistant';
export interface Msg {
  role: Role;
  content: string;
}
export interface Conv {
  id: string;
  messages: Msg[];
}

export type Rng = () => number;

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
export const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export function shuffle<T>(r: Rng, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
  }
  return xs;
}

export function sharedDir(repo: string): string {
  const d = [process.env.KIBITZ_SHARED, join(repo, '..', 'shared'), '/work/shared'].find((x) => x && existsSync(x));
  if (!d) throw new Error('no shared folder (set KIBITZ_SHARED)');
  return d;
}

const jsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as T);

const alternates = (ms: Msg[]) => ms.length > 0 && ms.every((m, i) => m.role === (i % 2 ? 'assistant' : 'user') && m.content.trim());

/** Script/stop-word guess of a prompt's language; 'en' for the rest. */
export function guessLang(s: string): Lang | 'other' {
  if (/[\u3040-\u30ff]/.test(s)) return 'ja';
  if (/[\uac00-\ud7af]/.test(s)) return 'ko';
  if (/[\u4e00-\u9fff]/.test(s)) return 'zh';
  if (/[\u0400-\u04ff]/.test(s)) return 'ru';
  if (/[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}]/u.test(s)) return 'other';
  const w = s.toLowerCase();
  const score = (words: string[]) => words.filter((x) => new RegExp(`(^|[^\\p{L}])${x}([^\\p{L}]|$)`, 'u').test(w)).length;
  const table: Array<[Lang, string[]]> = [
    ['es', ['el', 'los', 'para', 'una', 'que', 'del', 'las', 'por', 'dame', 'crea', 'cómo']],
    ['fr', ['une', 'les', 'pour', 'des', 'est', 'avec', 'dans', 'moi', 'peux-tu', 'donner']],
    ['de', ['der', 'die', 'und', 'ist', 'nicht', 'dass', 'ein', 'eine', 'keine', 'berechne']],
    ['it', ['della', 'che', 'il', 'gli', 'sono', 'una', 'per', 'non']],
    ['pt', ['não', 'você', 'uma', 'para', 'com', 'os', 'em', 'que']],
    ['en', ['the', 'and', 'is', 'to', 'of', 'you', 'what', 'how', 'i']],
  ];
  let best: [Lang, number] = ['en', 0];
  for (const [l, ws] of table) {
    const sc = score(ws);
    if (sc > best[1]) best = [l, sc];
  }
  return best[0];
}

export interface Pools {
  hh: Conv[];
  md: Conv[];
  oa: Conv[];
  native: Map<Lang, Conv[]>;
  /** Short real prompts (oasst1 first turns), for suggested follow-ups and sidebar titles. */
  shortPrompts: string[];
  /** The label grid's held-out-2 slice (hh and md), kept out of the pools above. */
  gridHh: Conv[];
  gridMd: Conv[];
}

/** The label grids' conversation slices (scripts/eval-label-grid.ts), so this corpus does not reuse them. */
export const GRID_SLICES = { hh: [[40, 48], [200, 208], [400, 408]], md: [[30, 34], [120, 124], [200, 204]] } as const;

export function loadPools(shared: string, r: Rng): Pools {
  const data = (f: string) => join(shared, 'data', f);
  const hhAll = jsonl<{ id: string; messages: Msg[] }>(data('hh-rlhf-conversations.jsonl'));
  const mdAll = jsonl<{ id: string; messages: Msg[] }>(data('markdown-chat-conversations.jsonl'));
  const gridHhList = hhAll.filter((c) => c.messages.length >= 4 && c.messages.length <= 8);
  const gridMdList = mdAll.filter((c) => c.messages.length >= 2 && c.messages.every((m) => m.content.length < 2500));
  const excluded = new Set<string>();
  for (const [a, b] of GRID_SLICES.hh) for (const c of gridHhList.slice(a, b)) excluded.add(c.id);
  for (const [a, b] of GRID_SLICES.md) for (const c of gridMdList.slice(a, b)) excluded.add(c.id);
  const clean = (c: { id: string; messages: Msg[] }): Conv => ({
    id: c.id,
    messages: c.messages.map((m) => ({ role: m.role, content: m.content.trim() })),
  });
  // Helpful-base only: the harmless (red-team) rows are mostly refusals to abusive asks, not what people copy.
  const hh = shuffle(r, hhAll.filter((c) => c.id.startsWith('hh-helpful') && !excluded.has(c.id) && alternates(c.messages)).map(clean));
  const native = new Map<Lang, Conv[]>();
  const md: Conv[] = [];
  for (const c of mdAll) {
    if (excluded.has(c.id) || !alternates(c.messages)) continue;
    if (c.messages.some((m) => m.content.length > 6000)) continue;
    const lang = guessLang(c.messages[0]?.content ?? '');
    if (lang === 'other') continue;
    if (lang === 'en') md.push(clean(c));
    else native.set(lang, [...(native.get(lang) ?? []), clean(c)]);
  }
  shuffle(r, md);
  // Rows with tables (few), then code, first: their rendering (tab rows, code headers) is what a copy changes.
  const rich = (c: Conv) => (c.messages.some((m) => /^\s*\|.*\|\s*$/m.test(m.content)) ? 2 : c.messages.some((m) => m.content.includes('```')) ? 1 : 0);
  md.sort((a, b) => rich(b) - rich(a));
  for (const [l, cs] of native) native.set(l, shuffle(r, cs));
  const pairs = jsonl<{ id: string; context: Msg[]; chosen: string }>(data('oasst1-ranked-reply-pairs.jsonl'));
  const oa = shuffle(
    r,
    pairs
      .map((p) => ({ id: p.id, messages: [...p.context, { role: 'assistant' as Role, content: p.chosen }] }))
      .filter((c) => alternates(c.messages) && c.messages.every((m) => m.content.length < 5000))
      .map(clean),
  );
  const prompts = jsonl<{ prompt: string; depth: number }>(data('oasst1-en-prompts-labelled.jsonl'));
  const shortPrompts = shuffle(
    r,
    prompts.filter((p) => p.depth === 0 && p.prompt.length < 80 && p.prompt.length > 12 && !p.prompt.includes('\n')).map((p) => p.prompt.trim()),
  );
  return {
    hh,
    md,
    oa,
    native,
    shortPrompts,
    gridHh: gridHhList.slice(...GRID_SLICES.hh[2]).map(clean),
    gridMd: gridMdList.slice(...GRID_SLICES.md[2]).map(clean),
  };
}
