import { describe, expect, it } from 'vitest';
import { buildContext, codeUnderHeaders } from './context';
import { parseLabelLine } from './labels';
import { parseConversation } from './parse';

const marks = (lines: string[]) => {
  const trimmed = lines.map((l) => l.trim());
  return codeUnderHeaders(lines, trimmed, lines.map(() => false)).flatMap((m, i) => (m ? [i] : []));
};

describe('codeUnderHeaders: the code under a page\'s code header, whose fence the copy lost', () => {
  it('YAML keys under "yaml" / "复制" / "下载" are code down to the prose set apart under it (probe-rendered-2 case 14)', () => {
    expect(marks(['yaml', '复制', '下载', 'account:', '  type: object', '  properties:', '    id:', '      type: integer', '', 'This schema defines a player account.'])).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('ends at a line under a blank line that is no code and has nothing indented under it ("You said:" / "thanks")', () => {
    expect(marks(['bash', 'Copy code', 'pip install numpy', '', 'You said:', 'thanks'])).toEqual([2, 3]);
  });

  it('starts only under a language the page names: Gemini\'s "share" / "more_vert" icons head no code', () => {
    expect(marks(['share', 'more_vert', 'You said', 'Why would you say that?'])).toEqual([]);
  });

  it('a "properties:" key in the answer\'s YAML is no speaker label', () => {
    const text = ['example yaml schema for an mmo player account', '', 'Thought for 9 seconds', '', 'yaml', 'Copy', 'Download', 'player:', '  type: object', '  properties:', '    id:', '      type: integer', '    characters:', '      type: array', '      items:', '        type: object', '        properties:', '          name:', '            type: string', '', 'Message DeepSeek'].join('\n');
    expect(parseConversation(text).messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });
});

describe('block openers set in as code are no speaker labels (probe-rendered-2 case 5)', () => {
  it.each([
    ['        try:', null],
    ['    finally:', null],
    ['\texcept KeyboardInterrupt:', null],
  ])('%j', (line, expected) => {
    expect(parseLabelLine(line)).toBe(expected);
  });

  it('a name at the margin still labels its turn', () => {
    expect(parseLabelLine('Assistant:')).toMatchObject({ name: 'Assistant' });
  });
});

describe('an identifier with its colon over indented lines is a label of code (probe-a3-twin case 38)', () => {
  it('"Asm_Add_7:" over "  push {r4, lr}" is no speaker; "Dana:" over an indented line still is', () => {
    const code = buildContext(['Asm_Add_7:', '  push {r4, lr}', '  bl Add_7'].join('\n'));
    expect(code.labels[0]).toBeNull();
    const speaker = buildContext(['Dana:', '  hello there'].join('\n'));
    expect(speaker.labels[0]).toMatchObject({ name: 'Dana' });
  });
});
