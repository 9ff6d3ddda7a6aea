// The assistants-2 corpus generator: its output is well-formed (the dev corpus layout), every expected
// message can be found in its paste in order, and the committed corpus is what the generator writes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS } from './assistants-2/chrome';
import { norm, renderCopy } from './assistants-2/render';
import { build, type Case } from './build-assistant-corpus-2';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(repo, 'eval', 'corpus', 'assistants-2');
const shared = [process.env.KIBITZ_SHARED, join(repo, '..', 'shared'), '/work/shared'].find((d) => d && existsSync(d));

/** Each non-empty line of each message, normalised, found in the normalised paste after the previous one. */
function foundInOrder(text: string, messages: Array<{ content: string }>): string | null {
  const hay = norm(text);
  let at = 0;
  for (const [i, m] of messages.entries()) {
    for (const line of m.content.split('\n').map(norm).filter(Boolean)) {
      const k = hay.indexOf(line, at);
      if (k < 0) return `message ${i}: "${line.slice(0, 60)}" not found after offset ${at}`;
      at = k + line.length;
    }
  }
  return null;
}

describe('renderCopy (what a browser copies from rendered Markdown)', () => {
  const chrome = { before: (l: string) => [l || 'text', 'Copy code'] };
  it.each([
    ['list markers go', '- one\n- **two**\n1. three', 'one\ntwo\nthree'],
    ['emphasis goes, snake_case and 2*3*4 stay', 'a *b* _c_ snake_case_name 2*3*4', 'a b c snake_case_name 2*3*4'],
    ['tables become tab-separated rows', '| a | b |\n|---|---|\n| `x` | y |', 'a\tb\nx\ty'],
    ['headings and links lose their markup', '## Title\nSee [the docs](https://example.com/a_(b)).', 'Title\nSee the docs.'],
    ['code keeps its text; the header is not content', '```python\nprint(1)\n```', 'print(1)'],
  ])('%s', (_n, md, expected) => {
    const out = renderCopy(md, chrome);
    expect(out.expected).toBe(expected);
  });
  it('puts the UI header lines above code in the paste only', () => {
    const out = renderCopy('Run:\n```bash\nls -la\n```', chrome);
    expect(out.paste).toBe('Run:\nbash\nCopy code\nls -la');
    expect(out.expected).toBe('Run:\nls -la');
  });
});

describe.skipIf(!shared)('assistants-2 corpus', () => {
  const names = readdirSync(dir).filter((f) => f.endsWith('.expected.json')).sort();
  const cases = names.map((f) => ({
    name: f.replace('.expected.json', ''),
    expected: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Case['expected'],
    text: readFileSync(join(dir, f.replace('.expected.json', '.txt')), 'utf8'),
  }));

  it('has about 200 cases, each with a paste and the dev corpus fields', () => {
    expect(cases.length).toBeGreaterThanOrEqual(190);
    for (const c of cases) {
      expect(Object.keys(c.expected).sort()).toEqual(['flags', 'format_family', 'messages', 'platform', 'sources', 'variant']);
      expect(c.expected.sources.length).toBeGreaterThan(0);
      expect(c.expected.flags.filter((f) => /^lang:[a-z]{2}$/.test(f))).toHaveLength(1);
    }
  });

  it('every expected message is non-empty with role user or assistant, and the first is the user', () => {
    for (const c of cases) {
      expect(c.expected.messages.length, c.name).toBeGreaterThan(0);
      expect(c.expected.messages[0]!.role, c.name).toBe('user');
      for (const m of c.expected.messages) {
        expect(['user', 'assistant'], c.name).toContain(m.role);
        expect(m.content.trim().length, c.name).toBeGreaterThan(0);
      }
    }
  });

  it("each case's expected contents appear in its paste, in order", () => {
    const misses = cases.map((c) => [c.name, foundInOrder(c.text, c.expected.messages)]).filter(([, e]) => e);
    expect(misses).toEqual([]);
  });

  it('covers every UI language with at least 12 web copies and at least 40 transcripts', () => {
    const web = cases.filter((c) => c.expected.format_family.endsWith('_web_copy'));
    for (const l of LANGS) expect(web.filter((c) => c.expected.flags.includes(`lang:${l}`)).length, l).toBeGreaterThanOrEqual(12);
    expect(cases.filter((c) => c.expected.format_family === 'label_styles').length).toBeGreaterThanOrEqual(40);
    expect(new Set(web.map((c) => c.expected.platform)).size).toBeGreaterThanOrEqual(18);
  });

  it('the committed corpus is what the generator writes (deterministic)', () => {
    const built = build(repo);
    expect(built.length).toBe(cases.length);
    built.forEach((b, i) => {
      expect(b.text, cases[i]!.name).toBe(cases[i]!.text);
      expect(b.expected, cases[i]!.name).toEqual(cases[i]!.expected);
    });
  });
});
