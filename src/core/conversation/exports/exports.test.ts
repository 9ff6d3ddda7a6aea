import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';
import { chatgptConversation, claudeConversation, simpleTurns, type ConversationSpec } from './fixtures';
import { EXPORT_MESSAGES, ExportLister, findConversation, listExport, pickConversation, readSourceBytes, type ExportConversationSummary } from './index';

const edited: ConversationSpec = {
  n: 1,
  title: 'Mutex or semaphore',
  createTime: 1_717_000_000,
  turns: [
    { user: 'When do I pick a mutex over a semaphore?', assistant: 'A mutex has an owner; a semaphore counts.', earlierPrompts: ['mutex vs semaphore'] },
    { user: 'Show a Go example.', assistant: 'Use sync.Mutex around the map.', earlierAnswers: ['Here is a channel version.'] },
    { user: 'And in Rust?', assistant: 'Wrap it in Arc<Mutex<T>>.', earlierPrompts: ['rust?', 'And Rust'] },
  ],
};
const plain: ConversationSpec = { n: 2, title: null, createTime: 1_718_000_000, turns: simpleTurns('CSV parsing', 2) };
const third: ConversationSpec = { n: 3, title: 'Trip to Lisbon', createTime: 1_719_000_000, turns: simpleTurns('packing', 1) };

const chatgptFile = JSON.stringify([chatgptConversation(edited), chatgptConversation(plain), chatgptConversation(third)], null, 2);
const claudeFile = JSON.stringify([claudeConversation(edited), claudeConversation(plain), claudeConversation(third)]);
const sharegptFile = JSON.stringify([
  { id: 'sg-1', conversations: [{ from: 'human', value: 'Hi there, name three rivers.' }, { from: 'gpt', value: 'Nile, Amazon, Danube.' }] },
  { id: 'sg-2', conversations: [{ from: 'system', value: 'Be brief.' }, { from: 'human', value: 'Two plus two?' }, { from: 'gpt', value: 'Four.' }] },
]);
const openaiLines = [
  JSON.stringify({ id: 7, title: 'Haiku', messages: [{ role: 'user', content: 'Write a haiku.' }, { role: 'assistant', content: [{ type: 'text', text: 'Old pond, frog jumps in.' }] }] }),
  JSON.stringify({ messages: [{ role: 'system', content: 'x' }, { role: 'user', content: 'Say hi' }, { role: 'assistant', content: 'Hi!' }] }),
].join('\n');
const bareList = JSON.stringify([{ role: 'user', content: 'What is a monad?' }, { role: 'assistant', content: 'A way to chain computations.' }]);

function listed(input: string): ExportConversationSummary[] {
  const { result } = listExport(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.listing.conversations;
}

const line = (s: ExportConversationSummary) => ({ position: s.position, id: s.id, title: s.title, messages: s.messageCount, branches: s.branches, parser: s.parser });

describe('listing an export', () => {
  it.each([
    {
      name: 'ChatGPT conversations.json',
      file: chatgptFile,
      expected: [
        { position: 1, id: '000000c0-0000-4000-8000-000000000001', title: 'Mutex or semaphore', messages: 6, branches: { editedPrompts: 2, regeneratedAnswers: 1 }, parser: 'chatgpt_export_json' },
        { position: 2, id: '000000c0-0000-4000-8000-000000000002', title: 'Question 1 about CSV parsing: how should I handle step 1?', messages: 4, branches: { editedPrompts: 0, regeneratedAnswers: 0 }, parser: 'chatgpt_export_json' },
        { position: 3, id: '000000c0-0000-4000-8000-000000000003', title: 'Trip to Lisbon', messages: 2, branches: { editedPrompts: 0, regeneratedAnswers: 0 }, parser: 'chatgpt_export_json' },
      ],
    },
    {
      name: 'Claude export',
      file: claudeFile,
      expected: [
        { position: 1, id: '000000c1-0000-4000-8000-000000000001', title: 'Mutex or semaphore', messages: 6, branches: { editedPrompts: 2, regeneratedAnswers: 1 }, parser: 'claude_export_json' },
        { position: 2, id: '000000c1-0000-4000-8000-000000000002', title: 'Question 1 about CSV parsing: how should I handle step 1?', messages: 4, branches: { editedPrompts: 0, regeneratedAnswers: 0 }, parser: 'claude_export_json' },
        { position: 3, id: '000000c1-0000-4000-8000-000000000003', title: 'Trip to Lisbon', messages: 2, branches: { editedPrompts: 0, regeneratedAnswers: 0 }, parser: 'claude_export_json' },
      ],
    },
    {
      name: 'array of ShareGPT conversations',
      file: sharegptFile,
      expected: [
        { position: 1, id: 'sg-1', title: 'Hi there, name three rivers.', messages: 2, branches: { editedPrompts: 0, regeneratedAnswers: 0 }, parser: 'sharegpt_json' },
        { position: 2, id: 'sg-2', title: 'Two plus two?', messages: 2, branches: { editedPrompts: 0, regeneratedAnswers: 0 }, parser: 'sharegpt_json' },
      ],
    },
    {
      name: 'JSON Lines of OpenAI-messages conversations',
      file: openaiLines,
      expected: [
        { position: 1, id: '7', title: 'Haiku', messages: 2, branches: { editedPrompts: 0, regeneratedAnswers: 0 }, parser: 'openai_messages_json' },
        { position: 2, id: null, title: 'Say hi', messages: 2, branches: { editedPrompts: 0, regeneratedAnswers: 0 }, parser: 'openai_messages_json' },
      ],
    },
    {
      name: 'a bare list of messages (one conversation)',
      file: bareList,
      expected: [{ position: 1, id: null, title: 'What is a monad?', messages: 2, branches: { editedPrompts: 0, regeneratedAnswers: 0 }, parser: 'openai_messages_json' }],
    },
  ])('$name', ({ file, expected }) => {
    expect(listed(file).map(line)).toEqual(expected);
  });

  it('gives dates as ISO text and characters of the shown messages only', () => {
    const [first] = listed(chatgptFile);
    expect(first!.createdAt).toBe('2024-05-29T16:26:40.123Z');
    expect(first!.updatedAt! > first!.createdAt!).toBe(true);
    const shown = parseConversation(JSON.stringify(chatgptConversation(edited))).messages;
    expect(first!.characters).toBe(shown.reduce((n, m) => n + m.content.length, 0));
    const [claude] = listed(claudeFile);
    expect(claude!.createdAt).toBe('2024-05-29T16:26:40.000Z');
  });

  it('reads the same list whatever the chunk size (strings with escapes, quotes and UTF-8 split anywhere)', () => {
    const bytes = new TextEncoder().encode(`\ufeff${chatgptFile}`);
    const whole = listed(chatgptFile);
    for (const size of [1, 2, 3, 7, 64, 4096]) {
      const lister = new ExportLister();
      for (let i = 0; i < bytes.length; i += size) lister.push(bytes.slice(i, i + size));
      const result = lister.finish();
      expect(result.ok && result.listing.conversations.map(line)).toEqual(whole.map(line));
    }
  });

  it('records byte ranges that read each conversation back alone', () => {
    const bytes = new TextEncoder().encode(claudeFile);
    for (const s of listed(claudeFile)) {
      const value = readSourceBytes(bytes.subarray(s.source.start, s.source.end), s.source) as { uuid: string };
      expect(value.uuid).toBe(s.id);
    }
    const list = listed(bareList)[0]!;
    expect(readSourceBytes(new TextEncoder().encode(bareList).subarray(list.source.start, list.source.end), list.source)).toEqual(JSON.parse(bareList));
  });
});

describe('files that are not (whole) exports', () => {
  const twoThenCut = chatgptFile.slice(0, chatgptFile.lastIndexOf('"mapping"'));
  it.each([
    { name: 'text', file: 'User: hi\nAssistant: hello', code: 'NOT_JSON', message: EXPORT_MESSAGES.notJson },
    { name: 'JSON of something else', file: '{"name": "kibitz", "version": "1.0.0"}', code: 'NOT_AN_EXPORT', message: EXPORT_MESSAGES.notAnExport },
    { name: 'an array of numbers', file: '[1, 2, 3]', code: 'NOT_AN_EXPORT', message: EXPORT_MESSAGES.notAnExport },
    { name: 'an empty export', file: ' [ ] ', code: 'NO_CONVERSATIONS', message: EXPORT_MESSAGES.noConversations },
    { name: 'cut before the first conversation ends', file: chatgptFile.slice(0, 500), code: 'BROKEN_JSON', message: EXPORT_MESSAGES.truncatedEmpty },
    { name: 'a stray bracket', file: '}{', code: 'NOT_JSON', message: EXPORT_MESSAGES.notJson },
    { name: 'broken inside its only conversation', file: '[{"mapping": {,}}]', code: 'BROKEN_JSON', message: EXPORT_MESSAGES.invalid },
  ])('$name → $code', ({ file, code, message }) => {
    const { result } = listExport(file);
    expect(result).toEqual({ ok: false, error: { code, message } });
  });

  it('lists the complete conversations of a cut-off file and says it was cut', () => {
    const { result } = listExport(twoThenCut);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.listing.conversations).toHaveLength(2);
    expect(result.listing.warnings).toEqual([EXPORT_MESSAGES.truncated(2)]);
  });

  it('leaves out broken and foreign entries with a warning', () => {
    const file = `[${JSON.stringify(chatgptConversation(third))}, {"note": "not a chat"}, {"mapping": {"a": }}]`;
    const { result } = listExport(file);
    expect(result.ok && result.listing.conversations.map((c) => c.title)).toEqual(['Trip to Lisbon']);
    expect(result.ok && result.listing.warnings).toEqual([EXPORT_MESSAGES.unreadable(1), EXPORT_MESSAGES.skipped(1)]);
  });
});

describe('picking one conversation', () => {
  const cases = [
    { name: 'ChatGPT with edits and a regeneration', file: chatgptFile, ref: '000000c0-0000-4000-8000-000000000001', index: 0 },
    { name: 'ChatGPT by position', file: chatgptFile, ref: '3', index: 2 },
    { name: 'Claude with edits and a regeneration', file: claudeFile, ref: '1', index: 0 },
    { name: 'Claude by id', file: claudeFile, ref: '000000c1-0000-4000-8000-000000000002', index: 1 },
    { name: 'ShareGPT', file: sharegptFile, ref: 'sg-2', index: 1 },
    { name: 'OpenAI messages', file: `[${openaiLines.split('\n').join(',')}]`, ref: '7', index: 0 },
    { name: 'a bare message list', file: bareList, ref: '1', index: -1 },
  ];
  it.each(cases)('$name: the same result as parsing that conversation alone', ({ file, ref, index }) => {
    const all = JSON.parse(file) as unknown[];
    const single = index < 0 ? all : all[index];
    const summary = findConversation(listed(file), ref)!;
    expect(summary).not.toBeNull();
    const bytes = new TextEncoder().encode(file);
    const picked = pickConversation(readSourceBytes(bytes.subarray(summary.source.start, summary.source.end), summary.source), summary);
    expect(picked.result).toEqual(parseConversation(JSON.stringify(single)));
    expect(picked.result.messages).toHaveLength(summary.messageCount);
    // The hand-off text is what the paste screen passes on: it must parse the same.
    expect(parseConversation(picked.text)).toEqual(picked.result);
    expect(picked.text.length).toBeLessThanOrEqual(JSON.stringify(single).length);
  });

  it('follows the shown path and notes the edits and the regeneration in plain words', () => {
    const picked = pickConversation(chatgptConversation(edited));
    expect(picked.result.messages.map((m) => m.content)).toEqual([
      'When do I pick a mutex over a semaphore?',
      'A mutex has an owner; a semaphore counts.',
      'Show a Go example.',
      'Use sync.Mutex around the map.',
      'And in Rust?',
      'Wrap it in Arc<Mutex<T>>.',
    ]);
    expect(picked.result.detection.branches).toEqual({ editedPrompts: 2, regeneratedAnswers: 1 });
    expect(picked.result.detection.issues).toContain('This conversation had 2 edited prompts and 1 regenerated answer; the version shown in the chat is used.');
    const claude = pickConversation(claudeConversation({ ...edited, turns: edited.turns.slice(1, 2) }));
    expect(claude.result.detection.issues).toContain('This conversation had 1 regenerated answer; the version shown in the chat is used.');
    expect(pickConversation(chatgptConversation(third)).result.detection.issues.join(' ')).not.toMatch(/edited|regenerated/);
  });

  it('applies the character limit to the conversation, never to the file', () => {
    const long = 'a'.repeat(100_000);
    const big = chatgptConversation({ n: 9, title: 'Long', createTime: 1_720_000_000, turns: Array.from({ length: 3 }, () => ({ user: long, assistant: long })) });
    const file = JSON.stringify([big, chatgptConversation(third)]);
    const [tooBig, small] = listed(file);
    expect(tooBig!.tooLarge).toBe(true);
    expect(small!.tooLarge).toBe(false);
    expect(pickConversation(big).result.error).toMatchObject({ code: 'CONVERSATION_TOO_LARGE', message: expect.stringContaining('600,000 characters') });
    expect(pickConversation(chatgptConversation(third)).result.messages).toHaveLength(2);
  });

  it('finds by id before position, and nothing for an unknown reference', () => {
    const list = listed(sharegptFile.replace('"sg-1"', '"2"'));
    expect(findConversation(list, '2')!.position).toBe(1);
    expect(findConversation(list, '1')!.position).toBe(1);
    expect(findConversation(list, '3')).toBeNull();
    expect(findConversation(list, 'nope')).toBeNull();
    expect(findConversation(list, ' ')).toBeNull();
  });
});
