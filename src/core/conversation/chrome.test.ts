import { describe, expect, it } from 'vitest';
import { isMessageChrome, isPageChrome, withoutGluedTail, withoutTruncationNote } from './chrome';
import { parseConversation } from './parse';

describe('attachment chips', () => {
  it('a file chip made of words, with its type line a blank line lower (a real Copilot copy), is not the prompt', () => {
    const text = 'You said\nHybrid Blockchain System for Secure Storage of Academic Records.docx\n\nDoc\nAnalyze the objectives\nCopilot said\nSure, let us start with the first one.';
    expect(parseConversation(text).messages.map((m) => m.content)).toEqual(['Analyze the objectives', 'Sure, let us start with the first one.']);
  });
});

describe('page text run onto the last line', () => {
  it.each([
    ['…making it faster than brute force.RetryClaude does not have the ability to run the code it generates yet.Claude can make mistakes. Please double-check responses.', '…making it faster than brute force.'],
    ['Let me know if you need more.No file chosenNo file chosen', 'Let me know if you need more.'],
    ['The Retry button resends it. Copy that line.', 'The Retry button resends it. Copy that line.'],
  ])('%s', (line, kept) => {
    expect(withoutGluedTail(line)).toBe(kept);
  });
});

describe('chrome lines', () => {
  it.each([
    ['No file chosenNo file chosen', 'a browser file input copied twice without a break (a real ChatGPT page copy)'],
    ['? Web searchCopy', 'the composer help button, a tool and a copy button run together'],
    ['RetryClaude can make mistakes. Please double-check responses.', 'Claude’s last button glued to its disclaimer'],
  ])('%s is page chrome: %s', (line) => {
    expect(isPageChrome(line)).toBe(true);
  });

  it.each([
    'The iPhone is great.',
    'See JavaScript: The Good Parts.',
    'McDonald',
    'Copy the file to the server.',
  ])('%s is text', (line) => {
    expect(isPageChrome(line)).toBe(false);
    expect(isMessageChrome(line)).toBe(false);
  });
});

describe('an exporter\'s truncation note', () => {
  it.each([
    // a Claude Code session archived to Markdown by a chat-archive ingester
    ['(b) the NE ... [+262 chars truncated]', '(b) the NE'],
    ['the rest of the log [truncated]', 'the rest of the log'],
    ['output continues… (truncated 40 lines)', 'output continues'],
    // a person's own words about truncation stay
    ['Why is my output truncated?', 'Why is my output truncated?'],
    ['The field is [not truncated]', 'The field is [not truncated]'],
  ])('%s', (line, kept) => {
    expect(withoutTruncationNote(line)).toBe(kept);
  });
});
