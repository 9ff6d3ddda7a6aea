import { describe, expect, it } from 'vitest';
import { endsWithQuestionMark } from './text';

describe('endsWithQuestionMark (what /[?？]\\s*$/u answers)', () => {
  it.each([
    ['Is it?', true],
    ['Is it?  \n\t', true],
    ['是吗？', true],
    ['Is it?\u00a0\u2003\u3000\ufeff', true],
    ['Is it?\u2028', true],
    ['Is it? No.', false],
    ['?', true],
    ['', false],
    ['   ', false],
    ['Really?!', false],
    ['Is it?\u200b', false], // a zero-width space is not white space
  ])('%j → %s', (text, want) => {
    expect(endsWithQuestionMark(text)).toBe(want);
    expect(/[?？]\s*$/u.test(text)).toBe(want);
  });
});
