import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';
import { captionTranscript } from './captions';

/**
 * Caption files of a spoken chat with an assistant (a voice mode recorded, subtitles of a screen
 * recording). The texts are written for these tests in each caption format's shape.
 */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

const cue = (n: number, text: string, sep = ',') => `${n}\n00:00:${String(n).padStart(2, '0')}${sep}100 --> 00:00:${String(n).padStart(2, '0')}${sep}900\n${text}\n`;

describe('caption files read as the transcript their cues spell out', () => {
  it.each([
    [
      'SRT with a dialogue dash at each change of speaker, sentences running across cues',
      [cue(1, '- How do I keep basil fresh?'), cue(2, '- Put the stems in a glass of water'), cue(3, 'on the counter, not in the fridge.'), cue(4, '- Thanks! How long does it last?'), cue(5, '- About a week.')].join('\n'),
      [['user', 'How do I keep basil fresh?'], ['assistant', 'Put the stems in a glass of water on the counter, not in the fridge.'], ['user', 'Thanks! How long does it last?'], ['assistant', 'About a week.']],
    ],
    [
      'WebVTT with the speaker\'s name before every cue (a meeting tool\'s export)',
      `WEBVTT\n\n${[cue(1, 'Dana Whitfield: What is a dividend?', '.'), cue(2, 'ChatGPT: A payment a company makes', '.'), cue(3, 'ChatGPT: to the people who own its shares.', '.'), cue(4, 'Dana Whitfield: Who decides how much?', '.'), cue(5, 'ChatGPT: The board of directors.', '.')].join('\n')}`,
      [['user', 'What is a dividend?'], ['assistant', 'A payment a company makes to the people who own its shares.'], ['user', 'Who decides how much?'], ['assistant', 'The board of directors.']],
    ],
    [
      'WebVTT voice tags with cue ids (a voice mode\'s transcript)',
      `WEBVTT\n\nab12/1-0\n00:00:01.000 --> 00:00:02.000\n<v Sam>How do I make a frappe?</v>\n\nab12/2-0\n00:00:03.000 --> 00:00:04.000\n<v Gemini Live>Blend ice, coffee and milk,</v>\n\nab12/3-0\n00:00:04.100 --> 00:00:05.000\n<v Gemini Live>then sweeten to taste.</v>\n\nab12/4-0\n00:00:06.000 --> 00:00:07.000\n<v Sam>Thanks.</v>\n`,
      [['user', 'How do I make a frappe?'], ['assistant', 'Blend ice, coffee and milk, then sweeten to taste.'], ['user', 'Thanks.']],
    ],
    [
      'SRT with a name only where the speaker changes (upper-case names)',
      [cue(1, 'PRIYA: What are dividends?'), cue(2, 'CHATGPT: Payments from companies'), cue(3, 'that make money.'), cue(4, 'PRIYA: So people make money that way?'), cue(5, 'CHATGPT: Yes, if the company does well.')].join('\n'),
      [['user', 'What are dividends?'], ['assistant', 'Payments from companies that make money.'], ['user', 'So people make money that way?'], ['assistant', 'Yes, if the company does well.']],
    ],
  ])('%s', (_name, text, expected) => {
    expect(shape(text)).toEqual(expected);
  });

  it('a name said once in a cue ("Note: …") is text, not a speaker', () => {
    const text = [cue(1, '- What should I pack?'), cue(2, '- Note: check the weather first.'), cue(3, '- Good idea. Anything else?'), cue(4, '- A rain jacket.')].join('\n');
    expect(captionTranscript(text)).toContain('Note: check the weather first.');
  });

  it('a transcript that quotes one timing line is not a caption file', () => {
    expect(captionTranscript('User: what does 00:00:01,000 --> 00:00:02,000 mean in my .srt?\n\nAssistant: It is a cue timing.')).toBeNull();
  });
});
