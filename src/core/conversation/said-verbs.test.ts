import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';

// A ChatGPT page copied in a UI language the vocabulary does not list (Dutch, Swedish): the headings
// share their verb with the assistant's ("Je zei:" / "ChatGPT zei:"). Modelled on a real Dutch copy
// committed to GitHub (realfiles-32); the texts here are our own.
describe('said-headings learnt from the page', () => {
  it.each([
    ['Dutch', 'Je zei:', 'ChatGPT zei:'],
    ['Swedish', 'Du sa:', 'ChatGPT sa:'],
  ])('%s headings split the turns', (_lang, you, bot) => {
    const paste = ['Chatgeschiedenis', '', you, 'Hoe sluit ik een relais aan?', '', bot, 'Gebruik een transistor.', '', 'Stap 1:', 'Verbind de basis.', '', you, 'En de diode?', ''].join('\n');
    const { messages } = parseConversation(paste);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages[0]?.content).toBe('Hoe sluit ik een relais aan?');
    expect(messages[1]?.content).toContain('Verbind de basis.');
  });

  it('an assistant name and a word with no partner heading stays text ("Claude Code:" over a list)', () => {
    const paste = 'User: which tools do you use?\n\nAssistant: Mostly these.\nClaude Code:\n- edits files\n\nUser: thanks';
    const { messages } = parseConversation(paste);
    expect(messages).toHaveLength(3);
    expect(messages[1]?.content).toContain('Claude Code:');
  });
});
