import { describe, expect, it } from 'vitest';
import { countMarkers, MARKER, MARKER_KINDS, tokenize } from './lexicon';
import { scan, sentenceAt, type Scan } from './scan';

/** The scanned words, lower-cased. */
const wordsOf = (s: Scan): string[] => s.lexemes.map((lx) => lx.word);

describe('scan (one pass over a message)', () => {
  it('finds lower-cased words with their offsets, apostrophes inside words kept', () => {
    const s = scan("Don’t panic. It's FINE, isn't it?");
    expect(wordsOf(s)).toEqual(["don't", 'panic', "it's", 'fine', "isn't", 'it']);
    expect(s.text.slice(s.wordStart[3]!, s.wordStart[3]! + 4)).toBe('FINE');
    expect(s.sentences).toBe(2);
    expect(s.questions).toBe(1);
    expect(s.sentenceQuestion).toEqual([false, true]);
  });

  it('splits sentences on terminal punctuation followed by a space, on new lines and after CJK stops', () => {
    expect(scan('One. Two! Three? (Four.) Five').sentences).toBe(5);
    expect(scan('a line\nanother line\n\nthird').sentences).toBe(3);
    expect(scan('v1.2.3 is out').sentences).toBe(1);
    const cjk = scan('今天天气很好。我们去公园吧！');
    expect(cjk.sentences).toBe(2);
    expect(cjk.lexemes.length).toBeGreaterThan(2); // segmented by Intl.Segmenter, not one run
  });

  it('keeps fenced code out of the prose but counts it', () => {
    const s = scan('Fix this:\n```js\nconst x = foo_bar();\n```\nThanks');
    expect(s.codeFences).toBe(2);
    expect(wordsOf(s)).toEqual(['fix', 'this', 'thanks']);
  });

  it('counts numbers (3.5 and 1,000 are one), identifiers, inline code, URLs and capitalised names', () => {
    const s = scan('Use `useMemo` in React 18.2 with 1,000 rows from https://example.com and call parse_rows() in Next.js.');
    expect(s.numbers).toBe(2);
    expect(s.identifiers).toBeGreaterThanOrEqual(2); // useMemo, parse_rows / parse_rows()
    expect(s.inlineCode).toBe(1);
    expect(s.urls).toBe(1);
    expect(s.capitalised).toBeGreaterThanOrEqual(2); // React, Next
  });

  it('counts lines: list items, headings, paragraphs, data rows, error lines', () => {
    const s = scan('# Plan\n\n- one\n- two\n1. three\n\na,b,c\nTypeError: x is undefined');
    expect(s.headings).toBe(1);
    expect(s.listItems).toBe(3);
    expect(s.paragraphs).toBe(3);
    expect(s.dataLines).toBe(1);
    expect(s.errorLines).toBe(1);
  });

  it('counts letters by case; repeated long sentences are loops', () => {
    const s = scan('HELLO there. This sentence is said twice. This sentence is said twice.');
    expect(s.upper).toBe(7);
    expect(s.lowerLetters).toBe(49); // there, his, sentence, is, said, twice (twice over)
    expect(s.repeatedSentences).toBe(1);
  });

  it('finds the sentence holding a character by binary search', () => {
    const s = scan('First one. Second one. Third one.');
    expect(sentenceAt(s, 0)).toBe(0);
    expect(sentenceAt(s, s.text.indexOf('Second'))).toBe(1);
    expect(sentenceAt(s, s.text.length - 1)).toBe(2);
  });

  it('handles empty and symbol-only text', () => {
    expect(wordsOf(scan(''))).toEqual([]);
    expect(scan('???').questions).toBe(1);
    expect(() => scan('😀 🎉 ✨')).not.toThrow();
  });
});

describe('marker lists in one scan', () => {
  it('counts each list separately: longest phrase per position, no overlap within a list', () => {
    const counts = new Array<number>(MARKER_KINDS).fill(0);
    const askAt: number[] = [];
    countMarkers(tokenize("Can you explain it? I'm not sure, maybe it is not sure. Must be at most 5 lines, for example a table."), counts, askAt);
    expect(counts[MARKER.ask]).toBe(1);
    expect(askAt).toEqual([0]);
    expect(counts[MARKER.hedge]).toBe(3); // "i'm not sure" (one, not two), "maybe", "not sure"
    expect(counts[MARKER.constraint]).toBe(2); // must, at most
    expect(counts[MARKER.example]).toBe(1);
    expect(counts[MARKER.format]).toBeGreaterThanOrEqual(2); // lines, example, table
  });
});
