import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, nodeIo } from '../main';
import type { CliIo, Terminal } from '../command';
import { chatgptConversation, simpleTurns } from '../../core/conversation/exports/fixtures';
import { csvExport, markdownExport } from '../../core/export/index';
import { localSessionDetail } from '../analyze/export-file';
import { analyzeConversation } from '../../core/scoring/index';
import { titleFromMessages } from '../../core/api/title';

type Json = Record<string, unknown>;

/** The real io (files, streams) with stdout and stderr captured and the terminal chosen by the test. */
function capture(terminal: Partial<Terminal> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { ...nodeIo, stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), terminal: { stdoutIsTty: false, stderrIsTty: false, columns: 80, colour: false, ...terminal } };
  return { io, out: () => out.join('\n'), err: () => err.join('\n') };
}

const CONVERSATION = [
  'User: I run a small bakery and need a weekly newsletter. Write a 150-word announcement of our new sourdough class on Saturday at 9am, friendly tone, for regular customers.',
  'Assistant: Here is a draft: "Join us this Saturday at 9am for our first sourdough class..."',
  'User: ok',
  'Assistant: Glad it helps.',
  'User: no',
  'Assistant: Here is a tighter version with a clear call to sign up at the counter.',
].join('\n');

const PROMPTS = {
  strong: 'I am preparing a 10-minute talk for new backend engineers on our team. Explain how our retry policy (exponential backoff, 5 attempts, capped at 30 s) avoids overloading the payment API, in 5 numbered points with one short example each.',
  weak: 'fix it',
};

let dir: string;
const convs = [
  chatgptConversation({ n: 1, title: 'Sourdough newsletter', createTime: 1_700_000_000, turns: simpleTurns('baking bread for the shop', 3) }),
  chatgptConversation({ n: 2, title: 'Locks', createTime: 1_710_000_000, turns: [{ user: 'When do I pick a mutex over a semaphore in Go for a cache shared by 8 workers?', assistant: 'A mutex when one owner at a time holds it; a semaphore to let N in.' }, { user: 'ok thanks', assistant: 'You are welcome.' }] }),
  chatgptConversation({ n: 3, title: 'One line only', createTime: 1_720_000_000, turns: [] }),
  chatgptConversation({ n: 4, title: 'Trip to Lisbon', createTime: 1_730_000_000, turns: simpleTurns('packing for Lisbon in May', 2) }),
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kibitz-analyze-'));
  await writeFile(join(dir, 'chat.txt'), CONVERSATION);
  await writeFile(join(dir, 'export.json'), JSON.stringify(convs));
  await mkdir(join(dir, 'prompts'));
  await writeFile(join(dir, 'prompts', 'strong.md'), PROMPTS.strong);
  await writeFile(join(dir, 'prompts', 'weak.md'), PROMPTS.weak);
  await writeFile(join(dir, 'prompts', 'notes.bin'), 'ignored: not .txt, .md or .json');
  await writeFile(join(dir, 'log.txt'), '2024-05-01 12:00:01 INFO Starting server on port 8080\n2024-05-01 12:00:03 ERROR Failed to connect: ECONNREFUSED 127.0.0.1:5432\n    at Connection.connect (/app/node_modules/pg/lib/connection.js:52:17)\nTraceback (most recent call last):\nValueError: invalid literal');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('kibitz analyze: one conversation', () => {
  it('piped: prints the JSON it always printed ({engineVersion, summary, messages}); --json the same in a terminal', async () => {
    const piped = capture();
    expect(await main(['analyze', join(dir, 'chat.txt')], piped.io)).toBe(0);
    const json = JSON.parse(piped.out()) as { engineVersion: string; summary: { overallScore: number }; messages: { score: { overall: number } }[] };
    expect(Object.keys(json)).toEqual(['engineVersion', 'summary', 'messages']);
    expect(json.messages).toHaveLength(6);
    const tty = capture({ stdoutIsTty: true });
    expect(await main(['analyze', join(dir, 'chat.txt'), '--json'], tty.io)).toBe(0);
    expect(JSON.parse(tty.out())).toEqual(json);
  });

  it('in a terminal: a readable review — every message with score and reason, the overall, key moments, better moves', async () => {
    const tty = capture({ stdoutIsTty: true, columns: 100 });
    expect(await main(['analyze', join(dir, 'chat.txt')], tty.io)).toBe(0);
    const text = tty.out();
    const piped = capture();
    await main(['analyze', join(dir, 'chat.txt')], piped.io);
    const json = JSON.parse(piped.out()) as ReturnType<typeof analyzeConversation>;
    expect(text).toMatch(/^Kibitz review · I run a small bakery/);
    expect(text).toMatch(/\nOverall \d+ (!!|!|\+|=|\?|\?\?) \w+ {2}your play \d+ · trend \w+ · 6 messages/);
    const rows = text.split('\n').filter((l) => /^ {0,2}\d+ {2}(You|Assistant)/.test(l));
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(r.length).toBeLessThanOrEqual(100);
    // Each Mistake or Blunder of the person's gets its better move, word for word (wrapped).
    const weak = json.messages.filter((m) => m.role === 'user' && ['mistake', 'blunder'].includes(m.score.classification) && m.score.rated !== false);
    expect(weak.length).toBeGreaterThan(0);
    const better = text.slice(text.indexOf('\nBetter moves\n'));
    for (const m of weak) expect(better.replace(/\s+/g, ' ')).toContain(m.score.betterMove!.replace(/\s+/g, ' ').trim());
    expect(text).not.toContain('\u001b['); // colour off
  });

  it('colours only when the terminal has them', async () => {
    const tty = capture({ stdoutIsTty: true, colour: true });
    await main(['analyze', join(dir, 'chat.txt')], tty.io);
    expect(tty.out()).toContain('\u001b[');
  });

  it('refuses a log file (exit 1, one line on stderr) and names an export of several conversations (exit 2)', async () => {
    const log = capture();
    expect(await main(['analyze', join(dir, 'log.txt')], log.io)).toBe(1);
    expect(log.out()).toBe('');
    expect(log.err()).toMatch(/^kibitz analyze: This looks like logs or code/);
    const exp = capture();
    expect(await main(['analyze', join(dir, 'export.json')], exp.io)).toBe(2);
    expect(exp.err()).toBe(`kibitz analyze: ${join(dir, 'export.json')} is an export of 4 conversations: analyse them all with --all, or one with --conversation N|ID (see "kibitz analyze --help")`);
  });
});

describe('kibitz analyze: whole exports', () => {
  it('--all: one row per conversation, sorted by score, the same scores as analysing each one alone; totals', async () => {
    const all = capture();
    expect(await main(['analyze', join(dir, 'export.json'), '--all'], all.io)).toBe(0);
    const { conversations, totals } = JSON.parse(all.out()) as { conversations: Json[]; totals: Json };
    expect(conversations).toHaveLength(4);
    expect(totals).toMatchObject({ conversations: 4, analysed: 3, skipped: 1 });
    const scores = conversations.filter((c) => c.overallScore !== null).map((c) => c.overallScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const skipped = conversations.find((c) => c.position === 3)!;
    expect(skipped.skipped).toMatch(/No messages found|at least 2 messages/);
    for (const row of conversations.filter((c) => c.skipped === null)) {
      for (const ref of [String(row.position), row.id as string]) {
        const alone = capture();
        expect(await main(['analyze', join(dir, 'export.json'), '--conversation', ref], alone.io)).toBe(0);
        const json = JSON.parse(alone.out()) as { summary: { overallScore: number }; messages: unknown[] };
        expect([json.summary.overallScore, json.messages.length]).toEqual([row.overallScore, row.messages]);
      }
    }
  });

  it('--all in a terminal: a table with the title, date, messages, score, rating and worst move, then totals', async () => {
    const tty = capture({ stdoutIsTty: true, columns: 120 });
    expect(await main(['analyze', join(dir, 'export.json'), '--all'], tty.io)).toBe(0);
    const lines = tty.out().split('\n');
    expect(lines[0]).toMatch(/^Score +Rating +Msgs +Date +Worst move +Title$/);
    expect(lines.some((l) => /\d+ .+ {2}\d+ {2}2023-11-14 {2}#\d+ .+Sourdough newsletter$/.test(l))).toBe(true);
    expect(tty.out()).toContain('Not analysed (1)');
    expect(tty.out()).toMatch(/4 conversations · 3 analysed · 1 not analysed · \d+ messages · average [\d.]+ · best \d+ · worst \d+/);
  });

  it('--since keeps conversations updated on or after the date', async () => {
    const since = capture();
    expect(await main(['analyze', join(dir, 'export.json'), '--all', '--since', '2024-06-01'], since.io)).toBe(0);
    const { conversations } = JSON.parse(since.out()) as { conversations: Json[] };
    expect(conversations.map((c) => c.position).sort()).toEqual([3, 4]);
  });
});

describe('kibitz analyze: batches and CI', () => {
  it('a folder: its .txt, .md and .json files (each --prompt is one person message); a quoted glob the same', async () => {
    const folder = capture();
    expect(await main(['analyze', join(dir, 'prompts'), '--prompt'], folder.io)).toBe(0);
    const rows = (JSON.parse(folder.out()) as { conversations: Json[] }).conversations;
    expect(rows.map((r) => r.source)).toEqual([join(dir, 'prompts', 'strong.md'), join(dir, 'prompts', 'weak.md')]);
    const glob = capture();
    expect(await main(['analyze', `${dir}/prompts/*.md`, '--prompt'], glob.io)).toBe(0);
    expect((JSON.parse(glob.out()) as { conversations: Json[] }).conversations).toEqual(rows);
    const strong = rows[0]!.overallScore as number;
    const weak = rows[1]!.overallScore as number;
    expect(strong).toBeGreaterThan(weak);
  });

  it('--fail-under: exit 1 and the ones below on stderr; exit 0 when all pass; --messages checks each person message', async () => {
    const json = capture();
    await main(['analyze', join(dir, 'prompts'), '--prompt'], json.io);
    const [strong, weak] = (JSON.parse(json.out()) as { conversations: { overallScore: number }[] }).conversations.map((c) => c.overallScore);
    const bar = Math.floor((strong! + weak!) / 2);
    const fails = capture();
    expect(await main(['analyze', join(dir, 'prompts'), '--prompt', '--fail-under', String(bar)], fails.io)).toBe(1);
    expect(fails.err()).toBe(`kibitz analyze: 1 conversation scores below ${bar}:\n  ${join(dir, 'prompts', 'weak.md')}: ${weak} ${fails.err().split(`${weak} `)[1]}`);
    expect(await main(['analyze', join(dir, 'prompts'), '--prompt', '--fail-under', String(Math.min(strong!, weak!))], capture().io)).toBe(0);
    const msgs = capture();
    expect(await main(['analyze', join(dir, 'chat.txt'), '--fail-under', '60', '--messages'], msgs.io)).toBe(1);
    expect(msgs.err()).toMatch(/person messages? scores? below 60:\n {2}.+chat\.txt message [135]: \d+/);
  });

  it('a file that is not a conversation among many: a row saying why, exit 1', async () => {
    const c = capture();
    expect(await main(['analyze', join(dir, 'chat.txt'), join(dir, 'log.txt')], c.io)).toBe(1);
    const rows = (JSON.parse(c.out()) as { conversations: Json[] }).conversations;
    expect(rows.map((r) => [r.source, r.skipped === null])).toEqual([[join(dir, 'chat.txt'), true], [join(dir, 'log.txt'), false]]);
  });

  it('--jsonl: one result per line, the same scores as one analyze per file; a bad line gets {line, error} and exit 1', async () => {
    const lines = [
      JSON.stringify({ id: 'a', messages: [{ role: 'user', content: PROMPTS.strong }, { role: 'assistant', content: 'Here are five points...' }] }),
      '',
      JSON.stringify({ id: 'b', messages: [{ role: 'user', content: PROMPTS.weak }] }),
      'not json at all',
    ];
    await writeFile(join(dir, 'in.jsonl'), lines.join('\n'));
    const c = capture();
    expect(await main(['analyze', '--jsonl', join(dir, 'in.jsonl')], c.io)).toBe(1);
    const out = c.out().split('\n').map((l) => JSON.parse(l) as Json);
    expect(out.map((o) => [o.line, o.id ?? null, 'error' in o])).toEqual([[1, 'a', false], [3, 'b', false], [4, null, true]]);
    for (const [i, o] of [out[0]!, out[1]!].entries()) {
      const f = join(dir, `line-${i}.json`);
      await writeFile(f, lines[i * 2]!);
      const alone = capture();
      await main(['analyze', f], alone.io);
      const single = JSON.parse(alone.out()) as Json;
      expect({ summary: o.summary, messages: o.messages }).toEqual({ summary: single.summary, messages: single.messages });
    }
  });
});

describe('kibitz analyze --format: the web app\'s export files', () => {
  it('md and csv to a file equal the core exporters on the same session; a folder gets the web app\'s file name', async () => {
    const messages = [
      { role: 'user' as const, content: PROMPTS.strong },
      { role: 'assistant' as const, content: '1. Backoff spreads retries out.\n2. Five attempts cap the load.' },
      { role: 'user' as const, content: PROMPTS.weak },
      { role: 'assistant' as const, content: 'Which part should I fix?' },
    ];
    const conversationFile = join(dir, 'conversation.json');
    await writeFile(conversationFile, JSON.stringify({ messages, sessionGoal: 'Teach the retry policy' }));
    const input = { messages, sessionGoal: 'Teach the retry policy' };
    const detail = localSessionDetail(input, analyzeConversation(input), { title: null, platform: 'other', format: 'json', parsingMethod: 'json', date: null, id: null }, titleFromMessages(messages));
    // The analysis time is the only thing that differs between two runs.
    const undated = (s: string) => s.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'T').replace(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d (AM|PM) UTC/g, 'T');
    for (const [format, exporter] of [['md', markdownExport], ['csv', csvExport]] as const) {
      const out = join(dir, `review.${format}`);
      const c = capture();
      expect(await main(['analyze', conversationFile, '--out', out], c.io)).toBe(0);
      expect(c.err()).toBe(`kibitz analyze: wrote ${out}`);
      expect(undated(await readFile(out, 'utf8'))).toBe(undated(exporter(detail, { includeMetadata: true, includeExplanations: true }).body));
    }
    const folder = capture();
    expect(await main(['analyze', join(dir, 'chat.txt'), '--format', 'json', '--out', dir], folder.io)).toBe(0);
    expect(folder.err()).toMatch(/wrote .+\/kibitz-i-run-a-small-bakery-and-need-a-weekly-n-[0-9a-f]{8}\.json$/);
  });

  it('pdf: a real PDF file', async () => {
    const out = join(dir, 'review.pdf');
    expect(await main(['analyze', join(dir, 'chat.txt'), '--format', 'pdf', '--out', out], capture().io)).toBe(0);
    expect((await readFile(out)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('kibitz: usage errors are one line and exit 2', () => {
  it.each([
    [['analyze', 'chat.txt', '--colour'], 'kibitz analyze: unknown option --colour (see "kibitz analyze --help")'],
    [['analyze', '/no/such/file.txt'], 'kibitz analyze: File not found: /no/such/file.txt (see "kibitz analyze --help")'],
    [['analyze', 'x.txt', '--fail-under', 'high'], 'kibitz analyze: --fail-under must be a score from 0 to 100, got "high" (see "kibitz analyze --help")'],
    [['analyze', 'x.txt', '--messages'], 'kibitz analyze: --messages goes with --fail-under (see "kibitz analyze --help")'],
    [['analyze', 'x.txt', '--since', 'yesterday', '--all'], 'kibitz analyze: --since must be a date such as 2024-05-01, got "yesterday" (see "kibitz analyze --help")'],
    [['analyze', 'x.txt', '--format', 'docx'], 'kibitz analyze: --format must be one of md, csv, json, pdf, got "docx" (see "kibitz analyze --help")'],
    [['analyze', 'x.txt', '--goal'], 'kibitz analyze: option --goal needs a value (see "kibitz analyze --help")'],
    [['parse', 'x.txt', '--bogus'], 'kibitz parse: unknown option --bogus (see "kibitz parse --help")'],
    [['frobnicate'], 'kibitz: unknown command "frobnicate" (run "kibitz --help" for the commands)'],
    [['--verbose'], 'kibitz: unknown option --verbose (run "kibitz --help" for usage)'],
  ])('%j', async (argv, line) => {
    const c = capture();
    expect(await main(argv, c.io)).toBe(2);
    expect(c.err()).toBe(line);
    expect(c.out()).toBe('');
  });

  it('--version prints the app and the engine versions', async () => {
    const c = capture();
    expect(await main(['--version'], c.io)).toBe(0);
    expect(c.out()).toMatch(/^kibitz \d+\.\d+\.\d+ \(engine kibitz-local-5d\/\d+\.\d+\.\d+\)$/);
  });
});
