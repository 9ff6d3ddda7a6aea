import { describe, expect, it } from 'vitest';
import { isControl, isCourtesy, isCourtesyReply, userMessageKind } from './kinds';

const kindOf = (text: string, afterReply = true) => userMessageKind({ text, instruction: text, afterReply, instructionWords: text.split(/\s+/).length, materialLines: 0, lines: text.split('\n').length });

describe('courtesies and control moves are book moves', () => {
  it.each(['Thanks, that worked!', 'thank you so much', 'ok', 'Perfect, thanks!', 'Merci beaucoup !', 'Danke, das hat geklappt.', '¡Gracias!', 'ありがとうございます！', '谢谢！', 'great, got it 👍', 'p95 is 95 ms now, thanks',
    // hh-rlhf: a goodbye that thanks for the ideas, and a greeting's question that wants no answer of substance.
    'Okay, thanks for all the ideas. Bye!', 'Hello, How are you?'])('courtesy: %s', (text) => {
    expect(isCourtesy(text)).toBe(true);
  });
  it.each(['Thanks! Now add tests for the parser.', 'ok, what about the second query?', 'Yes, Python 3.11 on Ubuntu 22.04', 'Thanks, but it still fails with TypeError: x is undefined', 'Hello, how are you able to remember our chat?'])('not a courtesy (it asks or informs): %s', (text) => {
    expect(isCourtesy(text)).toBe(false);
  });
  it.each(['continue', 'go on', 'Keep going please', 'shorter please', 'weiter', '继续'])('control: %s', (text) => {
    expect(isControl(text)).toBe(true);
  });
});

describe("the assistant's pleasantry after thanks is a courtesy too", () => {
  // hh-helpful-test-0327 and -0024 (typographic apostrophe), -0032 and others: replies to a thank-you;
  // hh-helpful-test-1264: "Your welcome." is the same pleasantry, however it is spelled.
  it.each(['You’re welcome.', 'You’re welcome! :)', 'Your welcome.  Glad to help.', 'I hope I could help.', "I'm here to help!", 'Glad I could help!', 'No problem.'])('%s', (text) => {
    expect(isCourtesyReply(text)).toBe(true);
  });
  it.each(['You could freeze the parsley on a cookie sheet.', 'I hope you can find a shop that helps.'])('not a pleasantry: %s', (text) => {
    expect(isCourtesyReply(text)).toBe(false);
  });
});

describe('what a person message is', () => {
  it.each([
    ['a correction', 'No, that is wrong: the second query returns duplicates.', 'correction'],
    ['a follow-up on the last answer', 'Your code works, but what about empty lists?', 'follow-up'],
    ['a question', 'Who lived longer, Mozart or Elvis?', 'question'],
    ['a task', 'Write a haiku about autumn rain.', 'task'],
  ])('%s', (_name, text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });
});
