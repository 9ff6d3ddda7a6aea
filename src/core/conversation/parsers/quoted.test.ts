import { describe, expect, it } from 'vitest';
import { buildContext } from '../context';
import { parseConversation } from '../parse';
import { parseQuoted } from './quoted';

/**
 * Conversations in quotes: a chat quoted in an e-mail reply, a blog post or README that sets the
 * prompts as quotes. Texts written for these tests in those shapes.
 */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('a conversation in quotes', () => {
  it.each([
    [
      'a chat forwarded in a Thunderbird reply: the reply and the attribution line left out, the quoted labels read',
      'Merci, je regarde ça ce soir.\n\nMarco\n\nLe 25/11/2026 à 10:22, Dana a écrit :\n> Voici ma conversation avec Claude d\'hier.\n>\n> Moi : Did the Buddha exist?\n>\n> Claude : Most historians think so.\n>\n> Moi : What is the evidence?\n>\n> Claude : Early texts and inscriptions from Ashoka\'s time.',
      [['user', 'Did the Buddha exist?'], ['assistant', 'Most historians think so.'], ['user', 'What is the evidence?'], ['assistant', 'Early texts and inscriptions from Ashoka\'s time.']],
    ],
    [
      // speakersOnlyIn: no speaker named outside the quote, so the post's closing words are no part of the last answer.
      'a blog post quoting a labelled chat, with the writer\'s own paragraphs before and after it',
      '# Asking a bot about sourdough\n\n*Posted 2 May*\n\nMy starter kept dying, so I asked for help. This is what it said, unedited.\n\n> **Me:** Why does my starter smell like nail polish?\n>\n> **Bot:** It is hungry: feed it twice a day.\n>\n> **Me:** With what flour?\n>\n> **Bot:** Whole rye works best.\n\nMy take: the advice was right, and the starter is now bubbling on the shelf again.\n\n*Tags: baking, bread*\n\nShare this post: Mastodon · Email',
      [['user', 'Why does my starter smell like nail polish?'], ['assistant', 'It is hungry: feed it twice a day.'], ['user', 'With what flour?'], ['assistant', 'Whole rye works best.']],
    ],
    [
      'a blog post: a title, the prompt as a quote, the answer as the text under it',
      '# What the assistant told me\n\n> Explain monads in Haskell with examples from real life\n\nA monad is a way to chain computations that carry a context.\n\nThink of a travel plan with stops.',
      [['user', 'Explain monads in Haskell with examples from real life'], ['assistant', 'A monad is a way to chain computations that carry a context. Think of a travel plan with stops.']],
    ],
    [
      'a README with "> **Prompt**" over each quoted prompt and a rule between turns',
      '> **Prompt**\n>\n> Prove the output size formula.\n\nWe give the proof for the height; the width is the same.\n\n---\n\n> **Prompt**\n>\n> And with stride 2?\n\nThen the size halves, rounded up.',
      [['user', 'Prove the output size formula.'], ['assistant', 'We give the proof for the height; the width is the same.'], ['user', 'And with stride 2?'], ['assistant', 'Then the size halves, rounded up.']],
    ],
    [
      'an answer that quotes a source after a colon keeps the quote (labelled transcript around it)',
      'User: What does PEP 20 say about errors?\n\nAssistant: It says:\n\n> Errors should never pass silently.\n\nSo handle them explicitly.',
      [['user', 'What does PEP 20 say about errors?'], ['assistant', 'It says: > Errors should never pass silently. So handle them explicitly.']],
    ],
  ])('%s', (_name, text, expected) => {
    expect(shape(text)).toEqual(expected);
  });

  it('a quote introduced by the answer ("as the docs say:") is not a new turn', () => {
    const text = '> How do I exit vim?\n\nThe manual says:\n\n> Type :q to quit.\n\nAdd ! to discard changes.';
    expect(shape(text)).toEqual([['user', 'How do I exit vim?'], ['assistant', 'The manual says: > Type :q to quit. Add ! to discard changes.']]);
  });

  it.each([
    ['aider\'s chat history: "> " lines are the tool\'s notes, one under the last answer', '# aider chat started at 2026-11-24 10:02:11\n\n> Aider v0.86.1\n> Main model: gpt-4o\n\n#### write a password generator\n\nHere is one.\n\n> Tokens: 2.1k sent, 312 received.'],
    ['an Ollama session: ">>> " is the REPL\'s prompt sign, not a quote', '>>> Why are there time zones?\nBecause the sun is overhead at different times.\n\n>>> Thanks\nYou are welcome.'],
  ])('%s: not read as quoted prompts', (_name, text) => {
    expect(parseQuoted(buildContext(text))).toBeNull();
  });
});
