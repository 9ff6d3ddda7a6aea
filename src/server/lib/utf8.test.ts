import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8';

describe('utf8Bytes', () => {
  it.each([
    ['empty', ''],
    ['ASCII', '{"a":1,"b":"plain text"}'],
    ['Latin-1 and typographic marks', 'naïve café — “quoted” − 5 …'],
    ['CJK', '日本語のテキストと한국어'],
    ['astral plane (surrogate pairs)', 'emoji 😀🎉 and 𝒳'],
    ['a lone surrogate (replaced as Buffer.from does)', 'broken \ud800 pair'],
    ['longer than the scratch buffer holds', 'ü😀x'.repeat(40_000)],
  ])('%s: the same bytes as Buffer.from', (_name, text) => {
    expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('answers a buffer of its own: later calls do not overwrite earlier results', () => {
    const first = utf8Bytes('first document');
    utf8Bytes('second document, longer than the first');
    expect(first.toString('utf8')).toBe('first document');
  });
});
