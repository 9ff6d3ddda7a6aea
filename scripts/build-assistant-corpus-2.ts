// `node --import tsx scripts/build-assistant-corpus-2.ts`: writes eval/corpus/assistants-2, a blind check of
// the conversation parser (see eval/README.md). Deterministic: seeded PRNG, no network, real conversation text
// from shared/data. Written without reading the parser, docs/formats.md, the other corpus generators or the
// other eval corpora: the page templates (scripts/assistants-2/templates.ts) and label styles
// (scripts/assistants-2/transcripts.ts) are the author's own knowledge of what people paste, each with a note
// on what it is based on and how sure it is.
//
// ~157 "select all, copy" web pages of 21 assistant UIs in 10 UI languages + 48 hand-written / exporter
// transcripts in 16 label styles. Same layout as shared/corpus/parse: case-NNNN.txt + case-NNNN.expected.json.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME, type Lang } from './assistants-2/chrome';
import { type Conv, int, loadPools, type Msg, pick, prng, type Rng, sharedDir, shuffle } from './assistants-2/data';
import { Page } from './assistants-2/page';
import { TEMPLATES } from './assistants-2/templates';
import { STYLES, writeStyle } from './assistants-2/transcripts';

export interface Case {
  text: string;
  expected: {
    format_family: string;
    platform: string;
    variant: string;
    flags: string[];
    sources: string[];
    messages: Msg[];
  };
}

/** UI language per web case: every language in turn, English twice per round. */
const LANG_CYCLE: Lang[] = ['en', 'es', 'pt', 'fr', 'de', 'it', 'en', 'ru', 'zh', 'ja', 'ko'];

const exchanges = (ms: Msg[]) => Math.ceil(ms.length / 2);

/** How many exchanges a case gets: mostly short, up to 12. */
function targetExchanges(r: Rng): number {
  const x = r();
  if (x < 0.25) return 1;
  if (x < 0.47) return 2;
  if (x < 0.65) return 3;
  if (x < 0.77) return 4;
  if (x < 0.89) return int(r, 5, 6);
  return int(r, 7, 12);
}

/** Puts a line equal to a UI button word inside a user message (it is the person's text: it stays). */
function withButtonWord(msgs: Msg[], word: string, r: Rng): Msg[] | null {
  const idx = msgs.map((m, i) => (m.role === 'user' && m.content.length > 30 ? i : -1)).filter((i) => i >= 0);
  if (!idx.length) return null;
  const i = pick(r, idx);
  const text = msgs[i]!.content;
  const cut = /[.?!:]\s+|\n/g;
  cut.lastIndex = 15;
  const at = cut.exec(text);
  const content = at && at.index + at[0].length < text.length - 5
    ? `${text.slice(0, at.index + at[0].length).trimEnd()}\n${word}\n${text.slice(at.index + at[0].length).trimStart()}`
    : `${text}\n${word}\nWhat does that one do?`;
  return msgs.map((m, k) => (k === i ? { ...m, content } : m));
}

export function build(repo: string): Case[] {
  const r = prng(20261127);
  const pools = loadPools(sharedDir(repo), r);
  const take = (pool: Conv[]): Conv => {
    const c = pool.shift();
    if (!c) throw new Error('conversation pool exhausted');
    return c;
  };

  /** A conversation for one case: real text, trimmed or stitched to a target length, each source used once. */
  function conversation(lang: Lang, kind: 'any' | 'plain' | 'transcript'): { msgs: Msg[]; sources: string[]; flags: string[] } {
    const flags: string[] = [];
    let target = targetExchanges(r);
    const native = pools.native.get(lang);
    let base: Conv;
    if (kind === 'any' && lang !== 'en' && native?.length && r() < 0.6) {
      // Native-language rows are single (rarely two) exchanges: they are not stitched.
      base = take(native);
      target = exchanges(base.messages);
      flags.push('non_english');
    } else if (kind === 'plain') base = take(pools.hh);
    else if (target === 1) base = take(r() < 0.75 ? pools.md : pools.oa);
    else if (target <= 3) base = take(r() < 0.4 ? pools.oa : pools.hh);
    else base = take(pools.hh);
    let msgs = base.messages.slice(0, Math.max(2, target * 2));
    const sources = [base.id];
    // Short targets keep the conversation as it is; long ones stitch further real conversations on.
    while (target >= 5 && exchanges(msgs) < target) {
      const more = take(pools.hh);
      msgs = [...msgs, ...more.messages.slice(0, (target - exchanges(msgs)) * 2)];
      sources.push(more.id);
    }
    if (sources.length > 1) flags.push('stitched');
    if (msgs.length >= 20) flags.push('long_20plus');
    return { msgs, sources, flags };
  }

  const cases: Case[] = [];
  let k = 0;
  let promptAt = 0;
  const prompts = (n: number) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(pools.shortPrompts[(promptAt++) % pools.shortPrompts.length]!);
    return out;
  };

  for (const { t, cases: n, plain } of TEMPLATES) {
    for (let j = 0; j < n; j++, k++) {
      const lang = LANG_CYCLE[k % LANG_CYCLE.length]!;
      const L = CHROME[lang];
      const conv = conversation(lang, plain ? 'plain' : 'any');
      const flags = new Set<string>(['page_chrome', `lang:${lang}`, ...conv.flags]);
      let msgs = conv.msgs;
      if (k % 7 === 3) {
        const injected = withButtonWord(msgs, pick(r, t.buttons(L)), r);
        if (injected) {
          msgs = injected;
          flags.add('button_word_in_message');
        }
      }
      const page = new Page();
      const firstAsk = msgs[0]!.content.split('\n')[0]!.trim();
      const variant = t.build(page, {
        r,
        L,
        lang,
        conv: { id: conv.sources[0]!, messages: msgs },
        titles: [firstAsk, ...prompts(11)],
        followups: prompts(5),
      });
      for (const f of page.flags) flags.add(f);
      const crlf = k % 17 === 5;
      if (crlf) flags.add('crlf');
      if (msgs.length === 1) flags.add('single_user_message');
      cases.push({
        text: page.text(crlf),
        expected: {
          format_family: `${t.platform}_web_copy`,
          platform: t.platform,
          variant,
          flags: [...flags].sort(),
          sources: conv.sources,
          messages: page.messages,
        },
      });
    }
  }

  for (const style of Object.keys(STYLES)) {
    for (let j = 0; j < 3; j++) {
      const conv = conversation('en', 'transcript');
      const out = writeStyle(style, conv.msgs, r);
      const bot = out.names[1].toLowerCase();
      const platform = ['chatgpt', 'claude', 'gemini', 'copilot'].find((p) => bot.includes(p)) ?? 'other';
      const flags = new Set<string>([`lang:${out.lang}`, `names:${out.names.join('/')}`, ...conv.flags]);
      if (conv.msgs.some((m) => /```/.test(m.content))) flags.add('code_blocks');
      const crlf = (k++ % 13) === 4;
      if (crlf) flags.add('crlf');
      cases.push({
        text: crlf ? out.text.replace(/\n/g, '\r\n') : out.text,
        expected: {
          format_family: 'label_styles',
          platform,
          variant: style,
          flags: [...flags].sort(),
          sources: conv.sources,
          messages: out.messages.map((m) => ({ role: m.role, content: m.content.trim() })),
        },
      });
    }
  }
  return shuffle(r, cases);
}

export function write(dir: string, cases: Case[]): void {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (/^case-\d+\./.test(f)) rmSync(join(dir, f));
  cases.forEach((c, i) => {
    const id = `case-${String(i + 1).padStart(4, '0')}`;
    writeFileSync(join(dir, `${id}.txt`), c.text);
    writeFileSync(join(dir, `${id}.expected.json`), `${JSON.stringify(c.expected, null, 2)}\n`);
  });
}

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cases = build(repo);
  write(join(repo, 'eval', 'corpus', 'assistants-2'), cases);
  console.log(`assistants-2: ${cases.length} cases`);
}
