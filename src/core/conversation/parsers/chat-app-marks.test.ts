import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';

/**
 * Discord copies (eval/corpus/probe-discord): headers "name — <day> <time>" in the app's language, and what the app
 * prints around a message that its writer did not write (the edit mark, the preview of the message replied to).
 */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('chat-app headers and marks', () => {
  it.each([
    ['German', 'maple_dev — Heute um 09:45 Uhr', 'Clyde\nBOT\n — Heute um 09:46 Uhr'],
    ['French, typographic apostrophe', 'maple_dev — Aujourd’hui à 14:10', 'Clyde\nAPP\n — Aujourd’hui à 14:11'],
    ['Japanese', 'maple_dev — 今日 21:03', 'Clyde\nアプリ\n — 今日 21:04'],
  ])('a header with the day word and time of the %s UI', (_, person, bot) => {
    const text = [person, 'Which language should a 12 year old learn first?', bot, 'Scratch, then Python.', person, 'Why Python?', bot, 'Its syntax reads like plain English.'].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'Which language should a 12 year old learn first?'],
      ['assistant', 'Scratch, then Python.'],
      ['user', 'Why Python?'],
      ['assistant', 'Its syntax reads like plain English.'],
    ]);
  });

  it('a bot named after a known assistant ("Claude" / "APP" / its time) takes turns with a person whose header holds a time', () => {
    // partnerOfKnown: the colon of "2:10" is no label separator, so "maple_dev — Today at 2:10 PM" is written as bare
    // as "Claude" and is the known assistant's partner (probe-a3-twin-3, a Discord copy read by Claude's page reader before).
    const text = [
      'maple_dev — Today at 2:10 PM', 'Which language should a 12 year old learn first?', '',
      'Claude', 'APP', ' — Today at 2:11 PM', 'Scratch, then Python.', '',
      'maple_dev — Today at 2:12 PM', 'Why Python?', '',
      'Claude', 'APP', ' — Today at 2:12 PM', 'Its syntax reads like plain English.',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'Which language should a 12 year old learn first?'],
      ['assistant', 'Scratch, then Python.'],
      ['user', 'Why Python?'],
      ['assistant', 'Its syntax reads like plain English.'],
    ]);
  });

  it('drops the edit mark and the preview of the message replied to, keeps a line that only starts with "@"', () => {
    const text = [
      'maple_dev — Today at 2:10 PM', 'What is the capital of Australia? (edited)',
      'Clyde', 'APP', ' — Today at 2:10 PM', 'Canberra, chosen as a compromise between Sydney and Melbourne.',
      '@Clyde Canberra, chosen as a compromise…',
      'maple_dev — Today at 2:12 PM', 'Since when?',
      'Clyde', 'APP', ' — Today at 2:12 PM', 'Since 1913.', '@maple_dev thanks for asking',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'What is the capital of Australia?'],
      ['assistant', 'Canberra, chosen as a compromise between Sydney and Melbourne.'],
      ['user', 'Since when?'],
      ['assistant', 'Since 1913. @maple_dev thanks for asking'],
    ]);
  });

  it('drops a follow-up\'s time alone on its line, the day divider and the unread mark; a server tag after the name is no part of it (probe-discord-2)', () => {
    const text = [
      'pawnstorm [CHESS] — 11/02/2025 8:01 PM', 'hey can you summarize the rules', '[8:01 PM]', 'of chess castling?',
      'ChessBot', 'APP', ' — 11/02/2025 8:01 PM', 'The king moves two squares toward a rook.',
      'November 3, 2025', 'NEW',
      'pawnstorm [CHESS] — 11/03/2025 9:12 AM', 'can you castle out of check?',
      'ChessBot', 'APP', ' — 11/03/2025 9:12 AM', 'No.',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'hey can you summarize the rules of chess castling?'],
      ['assistant', 'The king moves two squares toward a rook.'],
      ['user', 'can you castle out of check?'],
      ['assistant', 'No.'],
    ]);
  });
});
