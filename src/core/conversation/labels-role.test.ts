import { describe, expect, it } from 'vitest';
import { roleOfName } from './labels';
import { parseConversation } from './parse';

describe('roleOfName: a role stated or a note in parentheses after a name', () => {
  it.each([
    ['Dana (user)', 'user'],
    ['Jarvis (AI)', 'assistant'],
    // A study log committed to GitHub (realfiles-33) notes what each of Kimi's turns does: "**Kimi（主动回忆）：**".
    ['Kimi（主动回忆）', 'assistant'],
    ['Claude (after the fix)', 'assistant'],
    ['Bob (note)', null],
  ])('%s -> %s', (name, role) => expect(roleOfName(name)).toBe(role));

  it('a log whose assistant turns carry a note after the name reads as one conversation', () => {
    const paste = '**我：** 什么是 API？\n\n**Kimi（讲解）：** API 是程序之间的接口。\n\n**我：** 和 App 有什么区别？\n\n**Kimi（主动回忆）：** App 是给人用的，API 是给程序用的。\n';
    expect(parseConversation(paste).messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
});

describe('emojiBeforeWords: a party\'s emoji opening the line before the message, with no colon', () => {
  it('reads the emoji as the speaker in one exchange of long lines', () => {
    const paste = [
      '🙋 how long can cooked rice stay in the fridge before it goes bad, and does reheating it make it safe again?',
      '',
      '🤖 Cooked rice keeps for about four to six days in the fridge if it was cooled quickly after cooking.',
      '',
      'Reheating kills many germs but not the toxins some of them leave behind, so cool it fast next time.',
    ].join('\n');
    expect(parseConversation(paste).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ')])).toEqual([
      ['user', 'how long can cooked rice stay in the fridge before it goes bad, and does reheating it make it safe again?'],
      ['assistant', 'Cooked rice keeps for about four to six days in the fridge if it was cooled quickly after cooking. Reheating kills many germs but not the toxins some of them leave behind, so cool it fast next time.'],
    ]);
  });

  it('a short sentence after the emoji is the message, not a name ("🙋 Good to know.")', () => {
    const paste = ['🙋 Which is the longest river in Europe?', '', '🤖 The Volga.', '', '🙋 Good to know.', '', '🤖 Glad it helps.'].join('\n');
    expect(parseConversation(paste).messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Which is the longest river in Europe?'], ['assistant', 'The Volga.'], ['user', 'Good to know.'], ['assistant', 'Glad it helps.'],
    ]);
  });
});
