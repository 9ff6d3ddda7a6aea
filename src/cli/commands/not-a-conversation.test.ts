import { describe, expect, it } from 'vitest';
import { main } from '../main';
import type { CliIo } from '../command';

function io(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), readInput: async (p) => files[p] ?? '' };
  return { cli, out, err };
}

const LOG = `2024-05-01 12:00:01 INFO Starting server on port 8080
2024-05-01 12:00:02 WARN Deprecated config key "timeout" used
2024-05-01 12:00:03 ERROR Failed to connect to database: ECONNREFUSED 127.0.0.1:5432
    at Connection.connect (/app/node_modules/pg/lib/connection.js:52:17)
Traceback (most recent call last):
ValueError: invalid literal for int()`;

const CONVERSATION = 'User: How do I sort a list of dicts by a key in Python?\nAssistant: Use sorted(items, key=lambda d: d["name"]).\nUser: And newest first?\nAssistant: Add reverse=True.';

describe('input that is not a conversation (the rule of core/conversation/verdict.ts)', () => {
  it.each([
    ['empty standard input', '\n'],
    ['blank text', '   \n\t\n'],
  ])('kibitz parse: %s exits 1, says why on stderr and prints nothing (nothing was read)', async (_name, text) => {
    const { cli, out, err } = io({ '-': text });
    expect(await main(['parse', '-'], cli)).toBe(1);
    expect(out).toEqual([]);
    expect(err.join('')).toMatch(/^kibitz parse: .+/);
  });

  it('kibitz parse: a log file exits 1, says why on stderr, and prints what it read with the verdict', async () => {
    const { cli, out, err } = io({ '-': LOG });
    expect(await main(['parse', '-'], cli)).toBe(1);
    expect(err.join('')).toContain('not a conversation');
    const printed = JSON.parse(out.join('')) as { messages: unknown[]; verdict: { ok: boolean; reason: string } };
    expect(printed.verdict).toMatchObject({ ok: false, reason: 'not-a-conversation' });
    expect(printed.messages.length).toBeGreaterThan(0);
  });

  it('kibitz parse: one message exits 1 (too few to analyse) and prints that message with the verdict', async () => {
    const { cli, out, err } = io({ '-': 'User: How do I sort a list of dicts by a key in Python?' });
    expect(await main(['parse', '-'], cli)).toBe(1);
    expect(err.join('')).toContain('Need at least 2 messages');
    const printed = JSON.parse(out.join('')) as { messages: Array<{ role: string; content: string }>; verdict: { reason: string } };
    expect(printed.messages).toEqual([{ role: 'user', content: 'How do I sort a list of dicts by a key in Python?', index: 0 }]);
    expect(printed.verdict.reason).toBe('too-few');
  });

  it.each([
    ['empty standard input', '\n'],
    ['a log file', LOG],
  ])('kibitz analyze: %s exits 1 without a score', async (_name, text) => {
    const { cli, out, err } = io({ '-': text });
    expect(await main(['analyze', '-'], cli)).toBe(1);
    expect(out).toEqual([]);
    expect(err.join('')).toMatch(/^kibitz analyze: .+/);
  });

  it('a log file gets the same words from parse and analyze', async () => {
    const parse = io({ '-': LOG });
    const analyze = io({ '-': LOG });
    await main(['parse', '-'], parse.cli);
    await main(['analyze', '-'], analyze.cli);
    expect(parse.err.join('').replace('kibitz parse: ', '')).toBe(analyze.err.join('').replace('kibitz analyze: ', ''));
    expect(parse.err.join('')).toContain('not a conversation');
  });

  it('a conversation still parses and scores (exit 0)', async () => {
    expect(await main(['parse', '-'], io({ '-': CONVERSATION }).cli)).toBe(0);
    expect(await main(['analyze', '-'], io({ '-': CONVERSATION }).cli)).toBe(0);
  });
});
