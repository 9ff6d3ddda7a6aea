import { describe, expect, it } from 'vitest';
import { detectEditRetry, detectFormat } from './detect-format';
import { ISSUES, RULE } from './rule';

// Spec section 5 "Format detection rules": every constant is pinned by literal numbers here, so a
// change to RULE (or to the code) fails a row.
const turn = (label: string, text: string) => `${label}: ${text}\n\n`;
const long = 'This paragraph is comfortably longer than twenty characters.';

describe('spec constants', () => {
  it('has the spec numbers', () => {
    expect(RULE.editRetry).toEqual({ bothMarkers: 0.95, twoOrMoreOfOne: 0.85, exactlyOne: 0.7, minMessages: 2, minSegmentChars: 10 });
    expect(RULE.labeled).toEqual({ cap: 0.9, base: 0.6, perSmallerSide: 0.1, balanceRatio: 0.7, unbalancedFactor: 0.8 });
    expect(RULE.mixed).toEqual({ confidence: 0.4, countFactor: 2 });
    expect(RULE.technical).toEqual({ confidence: 0.6, minPatterns: 2, messageCount: 1 });
    expect(RULE.unlabeled).toEqual({ confidence: 0.3, minBlockChars: 20, minBlocks: 2 });
    expect(ISSUES.unbalanced).toBe('Unbalanced user/assistant messages');
    expect(ISSUES.insufficient).toBe('Insufficient content for conversation analysis');
  });
});

describe('detectFormat (table)', () => {
  const rows: { name: string; text: string; format: string; confidence: number; count: number; issues?: string[] }[] = [
    // Edit / Retry lines
    { name: 'both markers', text: 'Question text here\nEdit\nAnswer text here\nRetry\n', format: 'claude_edit_retry', confidence: 0.95, count: 2 },
    { name: 'two edits', text: 'q1 long enough\nEdit\na1 long enough\nq2 long enough\nEdit\n', format: 'claude_edit_retry', confidence: 0.85, count: 2 },
    { name: 'two retries', text: 'a\nRetry\nb\nRetry\nc\nRetry\n', format: 'claude_edit_retry', confidence: 0.85, count: 3 },
    { name: 'exactly one marker', text: 'Only one question here\nEdit\n', format: 'claude_edit_retry', confidence: 0.7, count: 2 },
    { name: 'marker must be the whole line', text: 'Edit this please\nRetry later\n', format: 'unlabeled', confidence: 0.1, count: 1, issues: [ISSUES.insufficient] },
    // Both sides labelled: min(0.9, 0.6 + 0.1 x smaller side)
    { name: '1+1 labels', text: turn('User', 'hi') + turn('Assistant', 'hello'), format: 'standard_labeled', confidence: 0.7, count: 2 },
    { name: '2+2 labels', text: (turn('Human', 'a') + turn('AI', 'b')).repeat(2), format: 'standard_labeled', confidence: 0.8, count: 4 },
    { name: '3+3 labels hit the cap', text: (turn('You', 'a') + turn('ChatGPT', 'b')).repeat(3), format: 'standard_labeled', confidence: 0.9, count: 6 },
    { name: '5+5 labels stay at the cap', text: (turn('Me', 'a') + turn('Bot', 'b')).repeat(5), format: 'standard_labeled', confidence: 0.9, count: 10 },
    // Unbalanced: ratio 2/3 < 0.7 -> x0.8 and the issue; ratio 0.75 is balanced.
    { name: 'unbalanced 3 vs 2', text: turn('User', 'a') + turn('User', 'b') + turn('User', 'c') + turn('Claude', 'd') + turn('Claude', 'e'), format: 'standard_labeled', confidence: 0.8 * 0.8, count: 5, issues: [ISSUES.unbalanced] },
    { name: 'balanced 4 vs 3', text: turn('Person', 'a').repeat(4) + turn('Model', 'b').repeat(3), format: 'standard_labeled', confidence: 0.9, count: 7 },
    // One side only
    { name: 'only user labels', text: turn('User', 'a') + turn('User', 'b') + turn('User', 'c'), format: 'mixed_format', confidence: 0.4, count: 6 },
    { name: 'only assistant labels', text: turn('Gemini', 'a'), format: 'mixed_format', confidence: 0.4, count: 2 },
    // Logs
    { name: 'two log patterns', text: '2024-05-01 12:00:01 ERROR failed\n2024-05-01 12:00:02 INFO retry\n', format: 'technical', confidence: 0.6, count: 1 },
    { name: 'one log pattern is not enough', text: `ERROR ${long}\n\nINFO ${long}\n`, format: 'unlabeled', confidence: 0.3, count: 2 },
    // Blank-line blocks
    { name: 'two long blocks', text: `${long}\n\n${long}\n`, format: 'unlabeled', confidence: 0.3, count: 2 },
    { name: 'short blocks dropped', text: `${long}\n\nshort one\n\n${long}\n`, format: 'unlabeled', confidence: 0.3, count: 2 },
    { name: 'a block of exactly 20 characters is dropped', text: `${long}\n\n${'x'.repeat(20)}\n`, format: 'unlabeled', confidence: 0.1, count: 1, issues: [ISSUES.insufficient] },
    { name: 'a block of 21 characters counts', text: `${long}\n\n${'x'.repeat(21)}\n`, format: 'unlabeled', confidence: 0.3, count: 2 },
    { name: 'empty', text: '', format: 'unlabeled', confidence: 0.1, count: 0, issues: [ISSUES.insufficient] },
  ];
  for (const r of rows) {
    it(r.name, () => {
      const d = detectFormat(r.text);
      expect(d.format).toBe(r.format);
      expect(d.confidence).toBeCloseTo(r.confidence, 10);
      expect(d.messageCount).toBe(r.count);
      expect(d.issues).toEqual(r.issues ?? []);
    });
  }

  it('reads labels written as markdown and the ChatGPT "said" form', () => {
    expect(detectFormat('**User:** a\n\n**Assistant:** b\n').format).toBe('standard_labeled');
    expect(detectFormat('## Human:\na\n\n## Claude:\nb\n').platform).toBe('claude');
    expect(detectFormat('You said:\na\nChatGPT said:\nb\n').platform).toBe('chatgpt');
  });

  it('names the log patterns it found', () => {
    const d = detectFormat('Traceback (most recent call last)\n  File "a.py", line 3\nValueError: bad\n$ python a.py\n');
    expect(d.format).toBe('technical');
    expect(d.patterns).toEqual(expect.arrayContaining(['stack_traces', 'exceptions', 'shell_prompts']));
  });
});

describe('detectEditRetry', () => {
  it('splits at markers, drops short segments, alternates from user', () => {
    const d = detectEditRetry('JP\nHow do I sort a list?\nEdit\nUse sorted(list).\nCopy\nRetry\nok\nEdit\nGreat, anything else to add?\nRetry\n');
    expect(d.isEditRetry).toBe(true);
    expect(d.editCount).toBe(2);
    expect(d.retryCount).toBe(2);
    expect(d.confidence).toBe(0.95);
    expect(d.detectionMethod).toBe('edit_retry_markers');
    // "ok" (2 chars) is dropped; 3 segments remain: user, assistant, user.
    expect(d.parsedMessages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(d.parsedMessages[1]?.content).toBe('Use sorted(list).\nCopy');
    expect(d.conversationFlow).toBe('2U/1A');
    expect(d.finalMessagePairs).toBe(1);
    expect(d.parsedMessages.every((m, i) => m.index === i && m.editable)).toBe(true);
  });

  it('segments of exactly 10 characters are kept, 9 dropped', () => {
    expect(detectEditRetry('0123456789\nEdit\n012345678\nRetry\n').parsedMessages.map((m) => m.content)).toEqual(['0123456789']);
  });

  it('reports nothing without markers', () => {
    const d = detectEditRetry('User: hi\nAssistant: hello');
    expect(d).toMatchObject({ isEditRetry: false, editCount: 0, retryCount: 0, confidence: 0, conversationFlow: '0U/0A', parsedMessages: [] });
  });
});
