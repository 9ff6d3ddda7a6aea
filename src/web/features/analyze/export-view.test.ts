import { describe, expect, it } from 'vitest';
import { listExport, type ExportConversationSummary } from '../../../core/conversation/exports/index';
import { chatgptConversation, simpleTurns } from '../../../core/conversation/exports/fixtures';
import { analyzeButtonLabel, describeBranches, filterConversations, formatBytes } from './export-view';

const file = JSON.stringify([
  chatgptConversation({ n: 1, title: 'Mutex or semaphore', createTime: 1_717_000_000, turns: simpleTurns('locks', 1) }),
  chatgptConversation({ n: 2, title: 'Trip to Lisbon', createTime: 1_718_000_000, turns: simpleTurns('packing', 1) }),
  chatgptConversation({ n: 3, title: 'Lisbon tram lines', createTime: 1_719_000_000, turns: simpleTurns('trams', 1) }),
]);
const { result } = listExport(file);
const list = (result.ok ? result.listing.conversations : []) as ExportConversationSummary[];

describe('export list search', () => {
  it.each([
    { query: '', titles: ['Mutex or semaphore', 'Trip to Lisbon', 'Lisbon tram lines'] },
    { query: 'lisbon', titles: ['Trip to Lisbon', 'Lisbon tram lines'] },
    { query: '  LISBON   tram ', titles: ['Lisbon tram lines'] },
    { query: '#1', titles: ['Mutex or semaphore'] },
    { query: '000000000002', titles: ['Trip to Lisbon'] },
    { query: 'paris', titles: [] },
  ])('"$query"', ({ query, titles }) => {
    expect(filterConversations(list, query).map((c) => c.title)).toEqual(titles);
  });
});

describe('export row words', () => {
  it.each([
    [{ editedPrompts: 0, regeneratedAnswers: 0 }, null],
    [{ editedPrompts: 1, regeneratedAnswers: 0 }, '1 edit'],
    [{ editedPrompts: 2, regeneratedAnswers: 3 }, '2 edits · 3 regenerations'],
    [{ editedPrompts: 0, regeneratedAnswers: 1 }, '1 regeneration'],
  ])('%j → %s', (b, text) => expect(describeBranches(b)).toBe(text));

  it.each([
    [512, '1 KB'],
    [300 * 1024, '300 KB'],
    [5.5 * 1024 * 1024, '5.5 MB'],
    [61 * 1024 * 1024, '61 MB'],
  ])('%d bytes → %s', (n, text) => expect(formatBytes(n)).toBe(text));

  it('names the button by how many are chosen', () => {
    expect(analyzeButtonLabel(1)).toBe('Analyze this conversation');
    expect(analyzeButtonLabel(3)).toBe('Analyze 3 conversations, one after another');
  });
});
