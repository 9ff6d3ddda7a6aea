import { describe, expect, it } from 'vitest';
import { isEndJunk } from './chrome';
import { parseConversation } from './parse';
import { fencedBlocks } from './text';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-34 set, odd
 * half), each rebuilt here with text of our own: one mechanism per shape.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 34)', () => {
  it('a closing fence glued to the code\'s last line ends the block, so the next turn\'s label is read (a chat exporter\'s output)', () => {
    const text = [
      '**Human:** Show me a loop in VBScript.',
      '',
      '**Assistant:** Here it is:',
      '',
      '```vb',
      'For i = 1 To 3',
      '  WScript.Echo i',
      'Next```',
      '',
      '**Human:** And in Python?',
      '',
      '**Assistant:** Like this:',
      '',
      '```python',
      'for i in range(1, 4):',
      '    print(i)',
      '```',
    ].join('\n');
    expect(pairs(text).map(([role]) => role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(pairs(text)[2]).toEqual(['user', 'And in Python?']);
  });

  it('only a fence run at the very end of a code line closes the block: inline code and a longer run do not', () => {
    expect(fencedBlocks(['```', 'a = 1```', 'b'])).toEqual([[0, 1]]);
    expect(fencedBlocks(['```', 'say `x```', 'b', '```'])).toEqual([[0, 3]]);
    expect(fencedBlocks(['```', 'a ````', 'b', '```'])).toEqual([[0, 3]]);
  });

  it('a chat quoted in a blog post ("Me:" / "ChatGPT:" taking turns under a long intro) is read by its labels, not as paragraphs', () => {
    const intro = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of my notes on rebuilding a laptop: credentials, editors, shell settings and the rest of a working day.`).join('\n\n');
    const chat = [
      'Me: How do I open a terminal inside my editor?',
      '',
      'ChatGPT: Use the :terminal command; it opens a shell in a split.',
      '',
      'Me: Can a macro run it with the current file?',
      '',
      'ChatGPT: Yes: build the command with expand(\'%:p\') and pass it to :terminal.',
    ].join('\n');
    expect(pairs(`${intro}\n\n${chat}`).map(([role, content]) => [role, (content ?? '').slice(0, 30)])).toEqual([
      ['user', 'How do I open a terminal insid'],
      ['assistant', 'Use the :terminal command; it '],
      ['user', 'Can a macro run it with the cu'],
      ['assistant', 'Yes: build the command with ex'],
    ]);
  });

  it('an exporter\'s credit with its link after the last answer is no text of it; a sentence that starts alike is', () => {
    expect(isEndJunk('Powered by [ChatGPT Exporter](https://www.example.com)')).toBe(true);
    expect(isEndJunk('Made with fresh basil and a little lemon.')).toBe(false);
    const text = '## Prompt:\nWhich host is cheaper?\n\n## Response:\nThe droplet, by about a third.\n\n---\nPowered by [Some Exporter](https://exporter.example.com)';
    expect(pairs(text)).toEqual([
      ['user', 'Which host is cheaper?'],
      ['assistant', 'The droplet, by about a third.'],
    ]);
  });
});
