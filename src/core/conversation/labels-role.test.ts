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
