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

  // A ChatGPT copy in a pro-drop UI language (Polish, realfiles-41): the person's heading is the verb alone, in the
  // second person with the UI's gender alternative ("Powiedziałeś(-aś):"), the answer's "ChatGPT powiedział:".
  it('a verb alone that is another form of the assistant\'s verb is the person\'s heading', () => {
    const paste = ['Napisałeś(-aś):', 'Jak podłączyć przekaźnik?', '', 'ChatGPT napisał:', 'Użyj tranzystora.', '', 'Krok 1:', 'Podłącz bazę.', '', 'Napisałeś(-aś):', 'A dioda?', ''].join('\n');
    const { messages } = parseConversation(paste);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Jak podłączyć przekaźnik?'],
      ['assistant', 'Użyj tranzystora.\n\nKrok 1:\nPodłącz bazę.'],
      ['user', 'A dioda?'],
    ]);
  });

  it('inflected forms of one verb pair the headings ("Ви сказали:" / "ChatGPT сказав:"); a different word does not', () => {
    const paste = ['Ви сказали:', 'Як це працює?', '', 'ChatGPT сказав:', 'Дуже просто.', '', 'Ви сказали:', 'Дякую!'].join('\n');
    expect(parseConversation(paste).messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    // "Summary:" shares no stem with "said": no heading is learnt, the lines stay text.
    const notes = ['Summary:', 'A list of points.', '', 'ChatGPT said it twice.', 'Summary:', 'Another list.'].join('\n');
    expect(parseConversation(notes).messages.every((m) => !/^Summary:$/.test(m.content))).toBe(true);
  });

  // A copy that starts under an earlier answer's end and holds one exchange: the headings occur once each, so only
  // their shared verb makes them headings. Forms of ChatGPT's page in UI languages the vocabulary does not list:
  // an article before the name, an auxiliary or an object after it, the person's verb first or alone.
  it.each([
    ['Czech (verb first, gender alternative)', 'Řekl(a) jste:', 'ChatGPT řekl:'],
    ['Greek (article, verb alone)', 'Είπες:', 'Το ChatGPT είπε:'],
    ['Romanian (auxiliary)', 'Ai spus:', 'ChatGPT a spus:'],
    ['Hungarian (article and object)', 'Ezt mondtad:', 'A ChatGPT ezt mondta:'],
    ['Finnish (verb alone, inflected)', 'Sanoit:', 'ChatGPT sanoi:'],
  ])('%s: one exchange under an answer\'s end', (_lang, you, bot) => {
    const paste = ['…and that is the end of the earlier answer.', '', '', '', you, 'Jaká je cena?', '', bot, 'Záleží na velikosti.', '', 'Tip:', 'Zeptejte se prodejce.'].join('\n');
    const { messages } = parseConversation(paste);
    expect(messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ')])).toEqual([
      ['assistant', '…and that is the end of the earlier answer.'],
      ['user', 'Jaká je cena?'],
      ['assistant', 'Záleží na velikosti. Tip: Zeptejte se prodejce.'],
    ]);
  });

  it('an assistant name and a word with no partner heading stays text ("Claude Code:" over a list)', () => {
    const paste = 'User: which tools do you use?\n\nAssistant: Mostly these.\nClaude Code:\n- edits files\n\nUser: thanks';
    const { messages } = parseConversation(paste);
    expect(messages).toHaveLength(3);
    expect(messages[1]?.content).toContain('Claude Code:');
  });
});
