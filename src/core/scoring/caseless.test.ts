/* eslint-disable no-restricted-imports, no-restricted-globals -- test only: reads the repository's evaluation files from disk in Node; never bundled. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEYOND_ASCII, caseless, caselessPatterns, needsUnicode } from './caseless';
// The engine's modules, so that every Caseless they make is registered.
import { analyzeConversation } from './engine';

const repo = join(__dirname, '..', '..', '..');
const jsonl = (file: string): Array<Record<string, unknown>> =>
  readFileSync(join(repo, file), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, unknown>);

/** Real asks and replies (the repository's own evaluation files), each also as one line and upper-cased. */
const realTexts = (): string[] => {
  const out: string[] = [];
  for (const r of jsonl('eval/prompt-pairs/aside.jsonl')) for (const k of ['worse', 'better', 'goal']) if (typeof r[k] === 'string') out.push(r[k] as string);
  for (const r of jsonl('eval/conversations/own.jsonl')) for (const m of r.messages as Array<{ content: string }>) out.push(m.content);
  return out.flatMap((t) => [t, t.replace(/\n/g, ' '), t.toUpperCase()]);
};

/** Letters whose case differs between the two modes or that fold oddly, in texts without ſ, K or surrogates. */
const PLAIN_EDGE_CASES = [
  'İs it legal to keep a found wallet?',
  'ıs ıt legal? Is it ILLEGAL?',
  'Straße STRASSE ẞ ß: write a list',
  'Å Ångström and the Angstrom sign \u212b; ǅ ǆ Ǆ; ﬀ ﬁ ligatures in a table',
  'Give me three examples — “in JSON”, ‘only the code’ … please?',
  'você é não já — write it in French, in 2 sentences',
];
/** Texts where `u` changes answers: the wrapper must take the written pattern for them. */
const SENSITIVE = ['I\u017f it legal? Thank\u017f!', 'a li\u017ft of 3 item\u017f', 'OK, the Kelvin sign: \u212aILL the process', 'Is it legal 😀? Write a list 😀😀 in JSON', 'lone \ud800 surrogate: is it legal?'];

describe('caseless patterns (iu patterns run without u where that cannot change them)', () => {
  it('registers the engine’s patterns', () => {
    expect(analyzeConversation({ messages: [{ role: 'user', content: 'Is it legal?' }] }).messages).toHaveLength(1);
    expect(caselessPatterns().length).toBeGreaterThan(50);
  });

  it('tells which texts need the written pattern', () => {
    for (const t of SENSITIVE) expect(needsUnicode(t), t).toBe(true);
    for (const t of PLAIN_EDGE_CASES) expect(needsUnicode(t), t).toBe(false);
  });

  it('gives every pattern’s answers of the written pattern: tests, matches and counts', () => {
    const texts = [...realTexts(), ...PLAIN_EDGE_CASES, ...SENSITIVE];
    let matched = 0;
    for (const p of caselessPatterns()) {
      for (const t of texts) {
        p.unicode.lastIndex = 0;
        if (p.unicode.global) {
          expect(p.count(t), `${p.unicode} on ${t}`).toBe((t.match(p.unicode) ?? []).length);
          expect([...p.matchAll(t)].map((m) => [m.index, ...m])).toEqual([...t.matchAll(p.unicode)].map((m) => [m.index, ...m]));
        } else {
          const want = p.unicode.exec(t);
          const got = p.exec(t);
          expect(got && [got.index, ...got], `${p.unicode} on ${t}`).toEqual(want && [want.index, ...want]);
          expect(p.test(t)).toBe(want !== null);
          if (want) matched++;
        }
        // On a text without ſ, K or surrogates the twin itself agrees (what makes using it safe).
        if (!needsUnicode(t) && !p.unicode.global) expect(p.ascii.test(t), `${p.ascii} on ${t}`).toBe(p.unicode.test(t));
        // …and so does the lower-case form on the lower-cased text, where its length is kept (tests and counts).
        const lower = t.toLowerCase();
        if (p.lower && !needsUnicode(t) && lower.length === t.length) {
          if (p.lower.global) expect((lower.match(p.lower) ?? []).length, `${p.lower} on ${t}`).toBe((t.match(p.unicode) ?? []).length);
          else expect(p.lower.test(lower), `${p.lower} on ${t}`).toBe(p.unicode.test(t));
        }
      }
    }
    // The texts do exercise the patterns (not only misses).
    expect(matched).toBeGreaterThan(500);
    // Every pattern against every real text, three ways: ~17 s alone on a 2-core machine, more beside the other files.
  }, 90_000);

  it('shows the differences it guards against', () => {
    const s = caseless(/\bitems\b/iu);
    expect(s.unicode.test('item\u017f')).toBe(true);
    expect(s.ascii.test('item\u017f')).toBe(false);
    expect(s.test('item\u017f')).toBe(true);
    const k = caseless(/\bkill\b/iu);
    expect(k.ascii.test('\u212aill it')).toBe(false);
    expect(k.test('\u212aill it')).toBe(true);
    const n = caseless(/^a[^b]c$/iu);
    expect(n.unicode.test('a😀c')).toBe(true);
    expect(n.ascii.test('a😀c')).toBe(false);
    expect(n.test('a😀c')).toBe(true);
  });

  it('has a lower-case form for the engine’s patterns, with letters lower-cased and escapes as written', () => {
    // (The two refused below are made by this test itself: left out, whatever order the tests run in.)
    expect(caselessPatterns().filter((p) => p.lower === null && !['[A-z]x', '\\x41b'].includes(p.unicode.source)).map((p) => p.unicode.source)).toEqual([]);
    expect(caseless(/\bTypeError\W\S/iu).lower!.source).toBe('\\btypeerror\\W\\S');
    expect(caseless(/\bTypeError\b/iu).lower!.flags).toBe('');
    expect(caseless(/\bthings?\b/giu).lower!.flags).toBe('g');
    // A capital in a class could be a range that lower-casing changes ([A-z] holds [ \ ] ^ _ `): no lower-case form.
    expect(caseless(/[A-z]x/iu).lower).toBeNull();
    expect(caseless(/\x41b/iu).lower).toBeNull();
  });

  it('lower-cases into ASCII only İ and the Kelvin sign, and lengthens only İ (why the lower-case form is exact)', () => {
    const intoAscii: number[] = [];
    const lengthens: number[] = [];
    for (let cp = 0x80; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      const lower = ch.toLowerCase();
      if (lower.length !== ch.length) lengthens.push(cp);
      if ([...lower].some((c) => c.charCodeAt(0) < 0x80)) intoAscii.push(cp);
    }
    expect(intoAscii).toEqual([0x130, 0x212a]);
    expect(lengthens).toEqual([0x130]);
    // İ is refused by the length, the Kelvin sign by needsUnicode: both get the written pattern's answer.
    const i = caseless(/^i/iu);
    expect(i.lower!.test('İs it legal?'.toLowerCase())).toBe(true);
    expect(i.unicode.test('İs it legal?')).toBe(false);
    expect(i.test('İs it legal?')).toBe(false);
    expect(caseless(/\bkill\b/giu).count('\u212aill it, kill it')).toBe(2);
  });

  it('finds \\p{L} with i and u exactly where [\\p{L}\\u0345] finds it with u alone (the split patterns rely on it)', () => {
    const withI = /^[\p{L} ]$/iu;
    const without = /^[\p{L}\u0345 ]$/u;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      if (withI.test(ch) !== without.test(ch)) expect.fail(`U+${cp.toString(16)}`);
    }
  });

  it('refuses patterns whose meaning needs u whatever the text', () => {
    expect(() => caseless(/\p{L}+/iu)).toThrow();
    expect(() => caseless(/(a)\1/iu)).toThrow();
    expect(() => caseless(/café/iu)).toThrow();
    expect(() => caseless(/abc/u)).toThrow();
    expect(() => caseless(/\u017ftatute/iu)).toThrow();
    expect(() => caseless(/(?<word>a)\k<word>/iu)).toThrow();
  });
});

// Decision 0050: patterns with `\p{…}` classes run in an ASCII form (`a-z`, `0-9`, `i` without `u`) on
// texts BEYOND_ASCII finds nothing in. That rests on what the written classes hold among ASCII characters.
describe('the ASCII forms of \\p patterns (what the written classes hold among ASCII characters)', () => {
  const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
  it.each([
    [String.raw`[\p{L}-]`, 'iu', /[a-z-]/i],
    [String.raw`[\p{L}\p{N}]`, 'iu', /[a-z0-9]/i],
    [String.raw`[\p{L}\p{N}'’ -]`, 'iu', /[a-z0-9' -]/i],
    [String.raw`[\p{L}\p{N}]`, 'u', /[a-zA-Z0-9]/],
    [String.raw`[\p{Lu}\p{Ll}]`, 'u', /[A-Za-z]/],
    [String.raw`\p{N}`, 'u', /[0-9]/],
    [String.raw`\p{Lu}`, 'u', /[A-Z]/],
    [String.raw`\p{L}`, 'u', /[A-Za-z]/],
    [String.raw`\s`, 'u', /\s/],
    [String.raw`\w`, 'iu', /\w/],
  ])('%s (%s)', (source, flags, form) => {
    for (const ch of ascii) expect(new RegExp(source, flags).test(ch), JSON.stringify(ch)).toBe(form.test(ch));
  });

  it('BEYOND_ASCII finds exactly the characters past U+007F', () => {
    for (const ch of ascii) expect(BEYOND_ASCII.test(ch)).toBe(false);
    for (const ch of ['\u0080', 'é', '’', '—', '\uffff', '😀', '\ud800']) expect(BEYOND_ASCII.test(ch)).toBe(true);
  });
});
