import { describe, expect, it } from 'vitest';
import { BEYOND_ASCII, endsWithQuestionMark } from './text';

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

// Decision 0050: patterns with `\p{…}` classes run in an ASCII form (`a-z`, `0-9`, `i` without `u`) on
// texts BEYOND_ASCII finds nothing in. That rests on what the written classes hold among ASCII characters.
describe('the ASCII forms of \\p patterns (what the written classes hold among ASCII characters)', () => {
  const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
  it.each([
    [String.raw`[\p{L}-]`, 'iu', /[a-z-]/i],
    [String.raw`[\p{L}\p{N}]`, 'iu', /[a-z0-9]/i],
    [String.raw`[\p{L}\p{N}'’ -]`, 'iu', /[a-z0-9' -]/i],
    [String.raw`[\p{L}\p{N}]`, 'u', /[a-zA-Z0-9]/],
    [String.raw`[\p{Lu}\p{Ll}]`, 'u', /[A-Za-z]/],
    [String.raw`\p{N}`, 'u', /[0-9]/],
    [String.raw`\p{Lu}`, 'u', /[A-Z]/],
    [String.raw`\p{L}`, 'u', /[A-Za-z]/],
    [String.raw`\s`, 'u', /\s/],
    [String.raw`\w`, 'iu', /\w/],
  ])('%s (%s)', (source, flags, form) => {
    for (const ch of ascii) expect(new RegExp(source, flags).test(ch), JSON.stringify(ch)).toBe(form.test(ch));
  });

  it('BEYOND_ASCII finds exactly the characters past U+007F', () => {
    for (const ch of ascii) expect(BEYOND_ASCII.test(ch)).toBe(false);
    for (const ch of ['\u0080', 'é', '’', '—', '\uffff', '😀', '\ud800']) expect(BEYOND_ASCII.test(ch)).toBe(true);
  });
});
