/* eslint-disable no-restricted-imports, no-restricted-globals -- test only: reads the repository's evaluation files from disk in Node; never bundled. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assistantMessageKind, CONTROL, COURTESY, COURTESY_UNSPACED, inAscii, isControl, isCourtesy, isCourtesyReply, REPLY_PLEASANTRY, topAlternatives, userMessageKind, withoutCourtesy } from './kinds';

const kindOf = (text: string, afterReply = true) => userMessageKind({ text, instruction: text, afterReply, instructionWords: text.split(/\s+/).length, materialLines: 0, lines: text.split('\n').length });

describe('courtesies and control moves are book moves', () => {
  it.each(['Thanks, that worked!', 'thank you so much', 'ok', 'Perfect, thanks!', 'Merci beaucoup !', 'Danke, das hat geklappt.', '¡Gracias!', 'ありがとうございます！', '谢谢！', 'great, got it 👍', 'p95 is 95 ms now, thanks',
    // hh-rlhf: a goodbye that thanks for the ideas, and a greeting's question that wants no answer of substance.
    'Okay, thanks for all the ideas. Bye!', 'Hello, How are you?',
    // hh-rlhf: the person's own "you're welcome" (as typed) was graded as a weak prompt.
    'your welcome! anytime', "You're welcome, no problem.",
    // oasst1 (odd half): thanks for a thing named in the person's words, and "looks good to me", were graded as tasks that "do not ask for anything".
    'Looks good to me! Thanks for the assist!', "That's perfect! Thank you for completing that company description for me!",
    // eval/conversations/own.jsonl (2026-11-27): a success report with no thanks closed a Docker session and was rated 51.
    'went from 4 min to 20 s', 'works now', 'Tests pass now.',
    // Praise that closes a writing session (own text): "love it" was rated 29, "gives nothing to act on".
    'love it', 'Nailed it, thanks!',
    // Fourth round of own sessions (2026-11-27): the cause named, then the success ("…POSTs work now") —
    // rated 55, "gives nothing to act on"; the result after the fix, with thanks — rated 56 with a better move.
    'it was SERVER_NAME in the prod config. removed it and POSTs work now',
    'there were 4,210 duplicated rows, all North. After dropping them North is 38.2%. thanks'])('courtesy: %s', (text) => {
    expect(isCourtesy(text)).toBe(true);
  });
  it.each(['Thanks! Now add tests for the parser.', 'ok, what about the second query?', 'Yes, Python 3.11 on Ubuntu 22.04', 'Thanks, but it still fails with TypeError: x is undefined', 'Thanks for the code, but it fails with TypeError: x is undefined', 'Hello, how are you able to remember our chat?',
    // Success words taken back are no success report.
    'thanks, but it still is not working', 'not fixed', 'it works now but the header is gone', 'I work from 9 to 5',
    // A cause named and a success taken back, or a result after the fix that is still short, is no close.
    'it was SERVER_NAME in the prod config. removed it but POSTs still fail', 'After adding the index it is still 2.1 s, thanks',
    // hh-rlhf (odd half): "Perfect." before a statement of what the person needs is no success report.
    "Perfect. I just need it to hold up, I'm probably going to kill a few people with it."])('not a courtesy (it asks or informs): %s', (text) => {
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
    // Scoring v2 prompts (oasst1 odd half): statements that name what is wrong with the last answer were
    // graded as tasks or follow-ups that "do not ask for anything"; they ask for the fix.
    ['feedback naming the fault (oasst1)', "The haiku's you've provided seem improperly constructed. They each have 6-8-6 syllables instead of 5-7-5.", 'correction'],
    ['"you forgot" after a remark (oasst1)', "The drawing is almost right, but the person's head is cut off from the body. Also, you forgot the mnemonics.", 'correction'],
    ['a change put as the person\'s own: "I would add …" (oasst1)', 'I would add "Open Assistant, the ChatGPT open source alternative"', 'correction'],
    ['"I am talking about …, not …" (oasst1)', "I am talking about the Schrödinger's cat thought experiment, not if he owned a cat!", 'correction'],
    // eval/conversations/own.jsonl (2026-11-27): the answer invented facts; "I never said …" names them.
    ['"I never said …, I used …" (own text)', 'I never said Power BI or Nordline, I used Tableau at a retail chain', 'correction'],
    ['a result still short of the goal (own text)', "now it's an Index Only Scan but still 2.1 s, 1.4M rows match", 'correction'],
    // Fourth round (own-data-1): the answer's figure doubted; it was a "task" told it "does not ask for anything".
    ['"That can\'t be right, …" (own text)', "That can't be right, the shares add up to 100 but North shows 61.3% and in the dashboard it's 38%. I think some months are duplicated.", 'correction'],
  ])('%s', (_name, text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });
  // Fourth round (own-debug-long-1): "What does it say?" answered with the error text was a "correction"
  // that "makes a clear ask"; a fault named in an answer to the assistant's question is the situation asked about.
  it('the answer to the assistant\'s question is no correction, though it names a fault (own text)', () => {
    const x = { text: '"The CSRF session token is missing."', instruction: '"The CSRF session token is missing."', afterReply: true, instructionWords: 5, materialLines: 0, lines: 1 };
    expect(userMessageKind({ ...x, answersQuestion: true })).not.toBe('correction');
    expect(userMessageKind(x)).toBe('correction');
  });
  // aside-14 (read, session 38): feedback pasted as the first message, on an answer the paste does not hold.
  it.each([
    ['a complaint about an answer not shown', "Ugh, that's really not it. It's too something, I can't put my finger on it. Can you just have another go?", 'correction'],
    ['"not quite right either … Try again"', "That's not quite right either, to be honest. Try again and make it better.", 'correction'],
    ['"Revise it:" with the edits', 'Revise it: use "you" instead of "applicants" and remove the paragraph about the history of the scheme.', 'follow-up'],
    ['edits to named parts of a draft not shown', 'Make the opening sentence less formal, remove the second paragraph, and end with a question inviting them to reply.', 'follow-up'],
    ['an opening task is still a task', 'Write a short opening paragraph for our newsletter about the new office.', 'task'],
    ['"something you wrote" points at no answer (hh-rlhf)', 'Any tips on how to revise something you wrote?', 'question'],
    ['"No," opening a request is no correction by itself', 'No rush, but could you explain how DNS caching works?', 'question'],
  ])('opening message: %s', (_name, text, kind) => {
    expect(kindOf(text, false)).toBe(kind);
  });
  it('"Fix this:" over pasted code opens a task with its material, not a revision', () => {
    expect(userMessageKind({ text: 'Fix this:\n```python\ndef avg(xs):\n    return sum(xs) / len(xs)\n```', instruction: 'Fix this:', afterReply: false, instructionWords: 2, materialLines: 2, lines: 4 })).toBe('task');
  });
  it('the same complaint after the answer is a correction, not a task (it scored 72 "!" as a task)', () => {
    expect(kindOf("Ugh, that's really not it. It's too something, I can't put my finger on it. Can you just have another go?")).toBe('correction');
  });
  it('a question with "instead of" asks its own question: no correction (oasst1)', () => {
    expect(kindOf("Why would I use typescript instead of javascript if I don't have to specify types in javscript?")).not.toBe('correction');
  });
});

describe('a stock offer of more help is not a clarifying question', () => {
  // oasst1 (odd half): after a thank-you, "No problem! Do you have any other questions?" was graded as
  // asking what the answer depends on.
  it.each(['No problem! Do you have any other questions?', 'Glad it helped. Is there anything else I can help you with?'])('%s', (text) => {
    expect(assistantMessageKind(text, 1, 2, 10, false)).toBe('answer');
  });
  it('a question about the ask still clarifies', () => {
    expect(assistantMessageKind('Which file is it? And what does the error say?', 2, 2, 10, false)).toBe('clarifying-question');
  });
});

// Decision 0048: a text all in ASCII is read by the courtesy pattern's ASCII alternatives, lower-cased,
// over the lower-cased text (compiled for a tenth of the instructions); the answers must be the written pattern's.
describe('the courtesy pattern in ASCII gives the written pattern’s matches', () => {
  const written = (t: string) => {
    COURTESY.lastIndex = 0;
    COURTESY_UNSPACED.lastIndex = 0;
    const hits = (t.match(COURTESY) ?? []).length + (t.match(COURTESY_UNSPACED) ?? []).length;
    return { hits, rest: hits ? t.replace(COURTESY, ' ').replace(COURTESY_UNSPACED, ' ') : t };
  };
  const own = readFileSync(join(__dirname, '..', '..', '..', 'eval', 'conversations', 'own.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((l) => (JSON.parse(l) as { messages: Array<{ content: string }> }).messages.map((m) => m.content));
  // Every courtesy phrase of the kinds tests above, and texts at the pattern's edges: a mark before the
  // word, words that only start like one ("thanksgiving", "okay-ish"), the phrase with names after it.
  const edges = ['Thanks, that worked!', 'thank you so much', 'Perfect, thanks!', 'Merci beaucoup !', 'Danke, das hat geklappt.', 'danke schön', 'Danke sehr!', 'DANKE SCHÖN', '¡Gracias!', 'great, got it 👍',
    'Okay, thanks for all the ideas. Bye!', 'your welcome! anytime', "You're welcome, no problem.", 'Looks good to me! Thanks for the assist!', "That's perfect! Thank you for completing that company description for me!",
    '(thanks Bob', '.ok.ok,ok!k kk', 'thanksgiving is okay-ish', 'Thank you for the help with my very long essay draft today', 'it works now, cheers~', 'THX, TYSM!!', 'Alright: all right; alright)', 'hat funktioniert, vielen Dank', 'obrigada, valeu', 'ótimo, obrigado'];
  const texts = [...own, ...edges].flatMap((t) => [t, t.toUpperCase(), t.trim()]);

  it.each(texts.map((t) => [t]))('%s', (t) => {
    expect(withoutCourtesy(t)).toEqual(written(t));
  });

  // The control pattern's ASCII form likewise (isControl): every control move of the tests above, and near misses.
  const controls = ['continue', 'go on', 'Keep going please', 'shorter please', 'weiter', '继续', 'Please continue.', 'yes, go on', 'Yes please!', 'make it shorter please', 'a bit more concise', 'continuez', 'continúa', 'CONTINUES', 'try again!!', 'continue with the tests', 'more', 'more detail please', 'next step', 'retry.'];
  it.each([...own, ...controls].flatMap((t) => [t, t.toUpperCase()]).map((t) => [t]))('control: %s', (t) => {
    expect(isControl(t)).toBe(t.trim().length <= 40 && CONTROL.test(t.trim()));
  });

  // The reply pleasantry's ASCII form (isCourtesyReply): the pleasantries of the tests above, in both apostrophes, and replies that only start like one.
  const pleasantries = ['You’re welcome.', 'You’re welcome! :)', "You're welcome, no problem.", 'Your welcome.  Glad to help.', 'I hope I could help.', "I'm here to help!", 'Glad I could help!', 'No problem.', 'de nada', 'Bitte!', 'не за что', 'Anytime!', 'Of course. Here is the code:', 'Gladly', 'I hope you can find a shop that helps.', 'You could freeze the parsley on a cookie sheet.'];
  it.each([...own, ...pleasantries].flatMap((t) => [t, t.toUpperCase()]).map((t) => [t]))('reply pleasantry: %s', (t) => {
    expect(isCourtesyReply(t)).toBe(REPLY_PLEASANTRY.test(t.trim()) || isCourtesy(t));
  });

  it('reads a pattern source for ASCII text: marks beyond ASCII leave classes; outside one, the source cannot match', () => {
    expect(inAscii(String.raw`you(?:['’]re| are)`)).toBe(String.raw`you(?:[']re| are)`);
    expect(inAscii(String.raw`(?=$|[\s,.!?;:)…~～！？。、])`)).toBe(String.raw`(?=$|[\s,.!?;:)~])`);
    expect(inAscii('не за что')).toBeNull();
    expect(inAscii(String.raw`\[x’]`)).toBeNull();
    expect(() => inAscii('[a-é]')).toThrow();
  });

  it('no character beyond ASCII in the courtesy or control words matches an ASCII character under iu (so an all-ASCII text meets only the ASCII alternatives)', () => {
    const outside = [...new Set([...COURTESY.source, ...CONTROL.source, ...REPLY_PLEASANTRY.source].filter((c) => c > '\x7f'))];
    expect(outside.length).toBeGreaterThan(20);
    for (const c of outside) for (let a = 0; a < 128; a++) expect(new RegExp(`[${c}]`, 'iu').test(String.fromCharCode(a)), `${c} ~ ${a}`).toBe(false);
  });

  it('splits the words at their top level only', () => {
    expect(topAlternatives(String.raw`a(?:b|c)|[|\]]|d\|e|f`)).toEqual(['a(?:b|c)', String.raw`[|\]]`, String.raw`d\|e`, 'f']);
  });
});
