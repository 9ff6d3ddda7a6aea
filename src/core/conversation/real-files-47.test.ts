import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { saidMarker } from './vocabulary/speakers';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-47 set), each rebuilt
 * here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 47)', () => {
  // A said-heading ending inside a longer ending of another language: Chinese "回答" ends Japanese "の回答".
  it('reads a Japanese "<name> の回答" heading although a shorter Chinese ending matches first', () => {
    expect(saidMarker('Gemini の回答')).toEqual({ role: 'assistant', name: 'Gemini' });
    expect(saidMarker('ChatGPT 回答')).toEqual({ role: 'assistant', name: 'ChatGPT' });
    expect(saidMarker('設問 の回答')).toBeNull();
  });
  // Gemini in a Japanese UI: the person's pasted code, then "Gemini の回答" over the answer, whose code block's header
  // ("Python") was copied as a bare line over code that opens with a comment.
  it('drops the heading and a code header over a comment that opens code', () => {
    const text = [
      'import csv',
      'from pathlib import Path',
      '',
      'Gemini の回答',
      'このエラーはファイルのパスが原因です。',
      '',
      '次のように書き換えてください。',
      '',
      'Python',
      '# パスを絶対パスにする',
      'import csv',
      'path = Path(__file__).parent / "data.csv"',
    ].join('\n');
    const got = pairs(text);
    expect(got.map((m) => m[0])).toEqual(['user', 'assistant']);
    expect(got[1]?.[1]).toBe('このエラーはファイルのパスが原因です。 次のように書き換えてください。 # パスを絶対パスにする import csv path = Path(__file__).parent / "data.csv"');
  });
  it('keeps a language word over a Markdown heading with prose under it', () => {
    const text = ['User: Which language first?', '', 'Assistant: I would start here:', '', 'Python', '# History', 'Guido started it in 1989.'].join('\n');
    expect(pairs(text)[1]?.[1]).toContain('Python # History');
  });
  // Claude Code copied from the terminal without its "> " prompt marker: the prompt's @-mentioned file shows as a
  // "⎿ Read …" note under it, and a tool called without arguments ("⏺ Update Todos") shows its result behind "⎿".
  it('drops the tool note under a prompt and a bare tool call with its result', () => {
    const text = [
      'please check @src/report.ts and fix the totals,',
      '  they are counted twice now',
      '  ⎿ Read src/report.ts',
      '    (84 lines)',
      '',
      '⏺ I see the problem: the totals are summed in two places. Let me',
      '  remove the second sum.',
      '',
      '⏺ Update(src/report.ts)',
      '  ⎿  Updated src/report.ts with 1 removal',
      '',
      '⏺ The totals are now summed once, in buildReport. Run the tests',
      '  to confirm.',
      '',
      '⏺ Update Todos',
      '  ⎿  ☒ Fix double totals',
      '     ☐ Add a test for totals',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'please check @src/report.ts and fix the totals, they are counted twice now'],
      ['assistant', 'I see the problem: the totals are summed in two places. Let me remove the second sum. The totals are now summed once, in buildReport. Run the tests to confirm.'],
    ]);
  });
  // A ChatGPT page copy (Spanish UI) that opens with the note's and the chat's titles over the assistant's greeting,
  // then "Tú dijiste:" over each prompt: the text over the first prompt heading is an answer's end, the titles the page's.
  it('reads the text over the first "You said" heading as an answer, without the title lines over it', () => {
    const text = [
      'Notas de clase',
      'Listas en Python',
      '¡Buenas, Marta! ¿En qué te ayudo hoy?',
      '',
      '',
      '',
      'Tú dijiste:',
      '¿Cómo invierto una lista?',
      'ChatGPT Plus',
      'Usa lista[::-1] para obtener una copia invertida, o lista.reverse() para invertirla en su sitio.',
      '',
      'Tú dijiste:',
      '¿Y una cadena de texto?',
      'ChatGPT Plus',
      'Las cadenas no cambian, así que usa texto[::-1], que devuelve una cadena nueva con los caracteres al revés.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['assistant', '¡Buenas, Marta! ¿En qué te ayudo hoy?'],
      ['user', '¿Cómo invierto una lista?'],
      ['assistant', 'Usa lista[::-1] para obtener una copia invertida, o lista.reverse() para invertirla en su sitio.'],
      ['user', '¿Y una cadena de texto?'],
      ['assistant', 'Las cadenas no cambian, así que usa texto[::-1], que devuelve una cadena nueva con los caracteres al revés.'],
    ]);
  });
});
