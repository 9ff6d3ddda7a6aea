import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';

const turns = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content]);

describe('parseMarkers: the person’s heading over a prompt and its answer', () => {
  // Gemini (2025) in any UI language: a "You said" heading over each prompt, the answer right under
  // it after one blank line, and the answer's icon buttons under it; no "Show thinking" strip.
  it.each([
    ['English', 'You said'],
    ['Korean', '나의 말'],
    ['Spanish', 'Tú dijiste'],
  ])('%s: the prompt ends at its paragraph break, the answer runs to the buttons', (_lang, heading) => {
    const text = [
      'Gemini', '',
      heading, 'One of the zippers on my jacket broke. Can you point me in the right direction?', '',
      'Wow that’s a tough one. Look at how other people fixed theirs.', '', 'You can also ask a tailor.',
      'thumb_up', 'thumb_down', 'share', 'more_vert', '', '', '',
      heading, 'I would rather get a professional to fix it.', '',
      'Reach out to local repair shops and see if they will help you.',
      'thumb_up', 'thumb_down', 'share', 'more_vert',
    ].join('\n');
    expect(turns(text)).toEqual([
      ['user', 'One of the zippers on my jacket broke. Can you point me in the right direction?'],
      ['assistant', 'Wow that’s a tough one. Look at how other people fixed theirs.\n\nYou can also ask a tailor.'],
      ['user', 'I would rather get a professional to fix it.'],
      ['assistant', 'Reach out to local repair shops and see if they will help you.'],
    ]);
  });
});

describe('a reading with two answers in a row is not sure of itself', () => {
  // Kimi: no speaker headings, "Copy / Regenerate / Share" under every answer, each prompt right
  // above its answer with no blank line. Splitting only at the buttons makes every block an answer;
  // the reading that finds the prompt inside each block must win (an hh-rlhf conversation in Kimi's shape).
  it('Kimi copy: each stretch between button strips is a prompt and its answer', () => {
    const text = [
      'Kimi',
      '',
      "I'm trying to write an essay",
      "What sort of essay? What's your assignment?",
      'Copy',
      'Regenerate',
      'Share',
      "Its for a substance abuse class. I'm writing about inhalents",
      'What are inhalents? Like aerosol cans of spray-paint, or something?',
      'Copy',
      'Regenerate',
      'Share',
      'Yes exactly. Inhalents are household goods such as aerosol cans that can be used to get high with',
      '',
      'You are looking for information about substances like aerosol cans that can be used to get high, specifically things like spray paint?',
      'Copy',
      'Regenerate',
      'Share',
      '',
      'Yes',
      '',
      "A quick search for \"substances used to get high from spray paint\" seems to have a lot of results that are relevant. I'll leave you a link that lists several of them. Let me know if you need me to explain anything or help you further with that.",
      'Copy',
      'Regenerate',
      'Share',
      '',
      'Ask Anything...',
      'K2',
      'Search',
    ].join('\n');
    const roles = turns(text).map(([role]) => role);
    expect(roles).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
  });
});
