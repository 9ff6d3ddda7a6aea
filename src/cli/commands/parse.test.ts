import { describe, expect, it } from 'vitest';
import { main } from '../main';
import type { CliIo } from '../command';
import { chatgptConversation, simpleTurns } from '../../core/conversation/exports/fixtures';

function io(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), readInput: async (p) => files[p] ?? '' };
  return { cli, out, err };
}

describe('kibitz parse', () => {
  it('prints messages and detection as JSON', async () => {
    const { cli, out } = io({ '-': 'User: hi\nAssistant: hello' });
    expect(await main(['parse', '-'], cli)).toBe(0);
    const json = JSON.parse(out.join('')) as { messages: unknown[]; detection: { format: string; confidence: number } };
    expect(json.messages).toEqual([{ role: 'user', content: 'hi', index: 0 }, { role: 'assistant', content: 'hello', index: 1 }]);
    expect(json.detection.format).toBe('standard_labeled');
  });

  it('rejects a bad --platform and too-large input', async () => {
    const a = io({ f: 'x' });
    expect(await main(['parse', 'f', '--platform', 'bard'], a.cli)).toBe(2);
    const b = io({ f: 'x'.repeat(500_001) });
    expect(await main(['parse', 'f'], b.cli)).toBe(1);
    expect(b.err.join('')).toMatch(/500,000/);
  });
});

describe('kibitz parse on a whole data export', () => {
  const convs = [
    chatgptConversation({
      n: 1,
      title: 'Mutex or semaphore',
      createTime: 1_717_000_000,
      turns: [{ user: 'When do I pick a mutex?', assistant: 'When one owner at a time holds it.', earlierPrompts: ['mutex?'] }, ...simpleTurns('locks', 1)],
    }),
    chatgptConversation({ n: 2, title: 'Trip to Lisbon', createTime: 1_718_000_000, turns: simpleTurns('packing', 2) }),
    chatgptConversation({ n: 3, title: 'Long one', createTime: 1_719_000_000, turns: [{ user: 'a'.repeat(300_000), assistant: 'b'.repeat(300_000) }] }),
  ];
  const file = JSON.stringify(convs);
  const id2 = convs[1]!.conversation_id;

  /** The same io, reading in small chunks as the real one streams. */
  function chunked(files: Record<string, string>) {
    const base = io(files);
    const cli: CliIo = {
      ...base.cli,
      readChunks: async function* (p) {
        const bytes = new TextEncoder().encode(files[p] ?? '');
        for (let i = 0; i < bytes.length; i += 997) yield bytes.slice(i, i + 997);
      },
    };
    return { ...base, cli };
  }

  it('--list prints a table with position, id, date, messages, characters and title, and how to pick one', async () => {
    const { cli, out } = chunked({ 'c.json': file });
    expect(await main(['parse', 'c.json', '--list'], cli)).toBe(0);
    const lines = out.join('\n').split('\n');
    expect(lines[0]).toMatch(/^#\s+ID\s+Updated \(UTC\)\s+Messages\s+Characters\s+Title$/);
    expect(lines[2]).toMatch(new RegExp(`^2  ${id2}  2024-06-10 \\d\\d:\\d\\d\\s+4\\s+[\\d,]+\\s+Trip to Lisbon$`));
    expect(lines[3]).toMatch(/600,000\*\s+Long one$/);
    expect(out.join('\n')).toContain('3 conversations. * over 500,000 characters: too long to analyse at once.');
    expect(out.join('\n')).toContain('Parse one: kibitz parse c.json --conversation <# or ID>');
  });

  it('--list --json prints the list as JSON, with the branch counts', async () => {
    const { cli, out } = chunked({ 'c.json': file });
    expect(await main(['parse', 'c.json', '--list', '--json'], cli)).toBe(0);
    const json = JSON.parse(out.join('')) as { conversations: { position: number; id: string; messageCount: number; branches: unknown }[] };
    expect(json.conversations.map((c) => [c.position, c.id, c.messageCount])).toEqual([[1, convs[0]!.conversation_id, 4], [2, id2, 4], [3, convs[2]!.conversation_id, 2]]);
    expect(json.conversations[0]!.branches).toEqual({ editedPrompts: 1, regeneratedAnswers: 0 });
  });

  it('--conversation picks by id or position; the limit applies to that conversation, not the 600 KB file', async () => {
    for (const ref of [id2, '2']) {
      const { cli, out } = chunked({ 'c.json': file });
      expect(await main(['parse', 'c.json', '--conversation', ref], cli)).toBe(0);
      const json = JSON.parse(out.join('')) as { conversation: { position: number; title: string }; messages: unknown[] };
      expect(json.conversation).toMatchObject({ position: 2, title: 'Trip to Lisbon' });
      expect(json.messages).toHaveLength(4);
    }
    const first = chunked({ 'c.json': file });
    expect(await main(['parse', 'c.json', '--conversation', '1'], first.cli)).toBe(0);
    const json = JSON.parse(first.out.join('')) as { detection: { branches: unknown; issues: string[] } };
    expect(json.detection.branches).toEqual({ editedPrompts: 1, regeneratedAnswers: 0 });
    expect(json.detection.issues).toContain('This conversation had 1 edited prompt; the version shown in the chat is used.');
    const long = chunked({ 'c.json': file });
    expect(await main(['parse', 'c.json', '--conversation', '3'], long.cli)).toBe(1);
    expect(long.err.join('')).toContain('This conversation has 600,000 characters');
  });

  it('says how to see the ids when the conversation is unknown, and when the file is no export', async () => {
    const a = chunked({ 'c.json': file });
    expect(await main(['parse', 'c.json', '--conversation', 'nope'], a.cli)).toBe(1);
    expect(a.err.join('')).toBe('kibitz parse: c.json has no conversation "nope" (it holds 3). Run "kibitz parse c.json --list" to see their ids and positions.');
    const b = chunked({ 'notes.txt': 'User: hi\nAssistant: hello' });
    expect(await main(['parse', 'notes.txt', '--list'], b.cli)).toBe(1);
    expect(b.err.join('')).toBe('kibitz parse: notes.txt: This file is not JSON, so it is not a conversation export.');
    const c = io({ 'p.json': '{"name": "kibitz"}' });
    expect(await main(['parse', 'p.json', '--list'], c.cli)).toBe(1);
    expect(c.err.join('')).toMatch(/holds no conversation Kibitz can read/);
  });

  it('asks for --conversation when a plain parse meets several conversations; parses a single one directly', async () => {
    const many = io({ 'c.json': file });
    expect(await main(['parse', 'c.json'], many.cli)).toBe(2);
    expect(many.err.join('')).toContain('c.json is an export of 3 conversations. See them with --list, then parse one with --conversation ID');
    const one = io({ 'one.json': JSON.stringify([convs[1]]) });
    expect(await main(['parse', 'one.json'], one.cli)).toBe(0);
    expect((JSON.parse(one.out.join('')) as { messages: unknown[] }).messages).toHaveLength(4);
  });

  it('rejects --json without --list and --list with --conversation', async () => {
    expect(await main(['parse', 'c.json', '--json'], io({}).cli)).toBe(2);
    expect(await main(['parse', 'c.json', '--list', '--conversation', '1'], io({}).cli)).toBe(2);
  });
});
