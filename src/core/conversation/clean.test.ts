import { describe, expect, it } from 'vitest';
import { cleanMessage, isInsideSentence } from './clean';
import { buildContext } from './context';

const raw = (lines: string[]) => ({ lines, fenced: lines.map(() => false) });

describe('isInsideSentence: a button name the person wrote inside a sentence stays', () => {
  it.each([
    { paste: 'bug report quoting a button, sentence running on in lower case', lines: ['The only button on the screen says', 'Copy', 'and nothing happens when I press it.'], kept: 'Copy' },
    { paste: 'a question about a menu item, going on with a dash', lines: ['PS: the menu item is literally called', '分享', '— is that the one you mean?'], kept: '分享' },
  ])('$paste', ({ lines, kept }) => {
    expect(isInsideSentence(raw(lines), 1)).toBe(true);
    expect(cleanMessage(raw(lines))).toContain(`\n${kept}\n`);
  });

  it.each([
    { paste: 'buttons under a finished answer', lines: ['That is all you need to know.', 'Copy', 'Regenerate'] },
    { paste: 'a copy button between a code label and code starting in upper case', lines: ['Here is the script for you', 'Copy', 'Import the module first.'] },
  ])('$paste: the button goes', ({ lines }) => {
    expect(isInsideSentence(raw(lines), 1)).toBe(false);
    expect(cleanMessage(raw(lines))).not.toContain('Copy');
  });
});

describe('code-block headers the copy kept as a line of their own', () => {
  it.each([
    { paste: 'Gemini: "Code" over a fence that the copy left open', lines: ['Sure thing!', '', 'Code', '```markdown', '# Title'], gone: 'Code' },
    { paste: 'Gemini: a language line over a closed fence', lines: ['Here it is:', '', 'python', '```python', 'print(1)', '```'], gone: 'python' },
    { paste: 'Claude: the language right under the line that introduces the code', lines: ['Interpreted Language Example (Python):', 'python', 'def greeting(name):', '    return name'], gone: 'python' },
  ])('$paste', ({ lines, gone }) => {
    // Fences marked as the parser marks them.
    const ctx = buildContext(lines.join('\n'));
    expect(cleanMessage({ lines: ctx.lines, fenced: ctx.fenced }).split('\n')).not.toContain(gone);
  });

  it.each([
    { paste: 'a list of languages under a colon stays', lines: ['The languages I use:', 'python', 'java'] },
    { paste: 'a word the person wrote over a fence, in a paragraph', lines: ['I wrote this in', 'python', '```python', 'print(1)', '```'] },
  ])('$paste', ({ lines }) => {
    expect(cleanMessage(raw(lines))).toContain('python');
  });
});
