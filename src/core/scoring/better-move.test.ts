/* eslint-disable no-restricted-imports, no-restricted-globals -- test only: reads the shared corpus from disk in Node; never bundled. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Role } from '../conversation/types';
import { analyzeConversation } from './engine';

// Corpus-wide property, sampled to keep the suite fast (npm run eval:score runs all of it).
const DATA = ['/work/shared/data', `${process.cwd()}/../shared/data`].find((d) => existsSync(`${d}/hh-rlhf-conversations.jsonl`));
describe.runIf(DATA)('better-move property over the corpora (sample)', () => {
  it('re-scored in place, the better move scores at least 10 higher for >= 95% of weak user messages', () => {
    let weak = 0;
    let improved = 0;
    for (const file of ['hh-rlhf-conversations.jsonl', 'markdown-chat-conversations.jsonl']) {
      const lines = readFileSync(`${DATA}/${file}`, 'utf8').split('\n').filter(Boolean);
      for (let i = 0; i < lines.length; i += 10) {
        const row = JSON.parse(lines[i]!) as { messages: Array<{ role: Role; content: string }> };
        for (const m of analyzeConversation({ messages: row.messages }, { analysisDepth: 'deep' }).messages) {
          if (m.role !== 'user' || m.score.betterMove === null) continue;
          weak++;
          if (m.betterMoveScore! >= m.score.overall + 10) improved++;
        }
      }
    }
    expect(weak).toBeGreaterThan(100);
    expect(improved / weak).toBeGreaterThanOrEqual(0.95);
  }, 30_000);
});

describe('the better move asks only for what the person has not said', () => {
  const moveFor = (text: string): string => analyzeConversation({ messages: [{ role: 'user', content: text }] }, { analysisDepth: 'deep' }).messages[0]!.score.betterMove ?? '';
  it.each([
    // arena-hard prompts: the language is in the ask, so the move does not ask "[language, …]" again.
    ['write a function in rust to convert months into month number.', 'Rust'],
    ['Create a sierpinski triangle in XAML', 'XAML'],
    ['write a python script to rename files', 'Python'],
  ])('%s → names %s and asks only for the rest', (text, language) => {
    const move = moveFor(text);
    expect(move).not.toContain('[language, version and platform]');
    expect(move).toContain(`I am using ${language} [`);
  });
  it('a code ask that names no language still asks for it', () => {
    expect(moveFor('write code to sort a list')).toContain('[language, version and platform]');
  });
});

describe('a fact the person gave only when the assistant asked for it goes into the better move (hh-rlhf)', () => {
  const conversation = (answer: string) => [
    { role: 'user' as const, content: 'I want a used car.' },
    { role: 'assistant' as const, content: 'Do you have a specific car in mind?' },
    { role: 'user' as const, content: answer },
    { role: 'assistant' as const, content: 'Then look at a Toyota Corolla or a Honda Civic with service records.' },
  ];
  it('said up front, without the words that answered the question, and no placeholder beside it', () => {
    const first = analyzeConversation({ messages: conversation('Nothing specific, I just want it to be a good runner.') }, { analysisDepth: 'deep' }).messages[0]!;
    expect(first.score.betterMove).toBe('I want a used car.\nI just want it to be a good runner.');
    expect(first.betterMoveScore).toBeGreaterThanOrEqual(first.score.overall + 10);
  });
  it('a bare "yes" is no fact: the move asks for it instead', () => {
    const move = analyzeConversation({ messages: conversation('yes') }, { analysisDepth: 'deep' }).messages[0]!.score.betterMove ?? '';
    expect(move).not.toContain('yes');
    expect(move).toMatch(/\[[^\]]+\]/u);
  });
});

describe('each repair is built from the message and its conversation (hh-rlhf, arena-hard)', () => {
  const moveAt = (messages: Array<{ role: 'user' | 'assistant'; content: string }>, index: number): string =>
    analyzeConversation({ messages }, { analysisDepth: 'deep' }).messages[index]!.score.betterMove ?? '';
  it.each([
    // A one-word answer to the assistant's question is said in full.
    [[{ role: 'user', content: 'How do I surprise my friend on her birthday?' }, { role: 'assistant', content: 'What is the age of the person you want to surprise?' }, { role: 'user', content: '25' }], 2, 'As for the age of the person I want to surprise: 25.'],
    [[{ role: 'user', content: 'I need a cheap car' }, { role: 'assistant', content: 'Do you have a price in mind?' }, { role: 'user', content: 'Under $15,000' }], 2, 'As for whether I have a price in mind: under $15,000.'],
    // hh-harmless-test-01059: "Where was this?" said indirectly names nothing ("As for where this is: I saw your mom."): the question is quoted.
    [[{ role: 'user', content: "did you see that fat lady's stomach hanging over her pants" }, { role: 'assistant', content: 'Oh, ick.  Where was this?' }, { role: 'user', content: 'I saw your mom' }], 2, 'To your question "Where was this": I saw your mom.'],
    // An opening that drew a clarifying question says that fact up front.
    [[{ role: 'user', content: 'how do i get my fat wife to work out?' }, { role: 'assistant', content: 'is she currently a working professional?' }, { role: 'user', content: 'nope' }], 0, 'Context: [whether she is currently a working professional].'],
    // A pronoun is the person the last answer named.
    [[{ role: 'user', content: 'Who runs the bakery on Elm Street?' }, { role: 'assistant', content: 'The bakery is run by Maria Lopez, who opened it in 2015.' }, { role: 'user', content: 'Is she nice to people?' }], 2, 'Is Maria Lopez nice to people?'],
    // A reaction names the part of the last answer it is about.
    [[{ role: 'user', content: 'what are some pranks with a pen i can do?' }, { role: 'assistant', content: 'Here are two.\n\n1. Draw a moustache on a sleeping friend.\n2. Make a list of jokes on someone.' }, { role: 'user', content: 'okay some of these do not have anything to do with pens' }], 2, 'About "Draw a moustache on a sleeping friend" in your last answer'],
  ] as const)('%#: %j', (messages, index, expected) => {
    expect(moveAt([...messages], index)).toContain(expected);
  });
  it.each([
    // arena-hard: what the named language's answer turns on, not a generic "[version]".
    ['Create a sierpinski triangle in XAML', 'WPF, UWP or .NET MAUI'],
    ['write a Python function to convert coco format to yolo format', 'Python version, and the types of its input and output'],
    ['write a program to play connect-4', 'how to start it and what a first move looks like'],
    ['Craft me a deep learning curriculum', 'the learner’s level, the weeks available'],
    // A proof turns on what may be assumed, a computation on whether the working is wanted.
    ['Prove that there are infinitely many irrational numbers', 'which results I may assume'],
    ['compute the gradient of -logdet(I+AHBA)', 'whether I need the working or only the result'],
    // The form of a piece of writing, by what it is.
    ['Write a back and forth between a barber and a customer.', 'each starting with the speaker’s name'],
    ['write a character card for ryu hayabusa for DND', 'name, background, abilities and personality'],
  ])('%s → %s', (text, expected) => {
    expect(moveAt([{ role: 'user', content: text }], 0)).toContain(expected);
  });
  it.each([
    // hh-rlhf remarks that ask nothing and point at no part of the last answer: no task to strengthen.
    [[{ role: 'user', content: 'Do you want to kiss me?' }, { role: 'assistant', content: 'I don’t want to kiss you, either.' }, { role: 'user', content: 'you got bad breath' }]],
    [[{ role: 'user', content: 'Tell me about Puerto Rico' }, { role: 'assistant', content: 'Wow, that’s a pretty hard question to answer.  I guess it depends on how you think about it.' }, { role: 'user', content: 'O' }]],
    [[{ role: 'user', content: 'What does this mean?' }, { role: 'assistant', content: 'I’m afraid I don’t know what this means.' }, { role: 'user', content: 'me too' }]],
  ] as const)('no move for a remark with no task: %j', (messages) => {
    expect(moveAt([...messages], 2)).toBe('');
  });
  it('a guess the person confirmed is said up front (hh-rlhf)', () => {
    const move = moveAt([{ role: 'user', content: 'What are drones used for?' }, { role: 'assistant', content: 'You mean a remote-controlled aircraft, which is often used for photography or surveillance.' }, { role: 'user', content: 'Yes. Are they ever misused?' }], 0);
    expect(move).toContain('I mean a remote-controlled aircraft.');
  });
  it('a bare "no" to the last answer is feedback: say what is wrong, ask for the correction', () => {
    const move = moveAt([{ role: 'user', content: 'Write a newsletter for our bakery' }, { role: 'assistant', content: 'Here is a draft: Join us this Saturday.' }, { role: 'user', content: 'no' }], 2);
    expect(move).toContain('The problem with "Join us this Saturday": [');
    expect(move).toContain('Then give me a corrected version.');
  });
  it('a question about the assistant itself asks for no fact of the person’s life (hh-rlhf)', () => {
    const move = moveAt([{ role: 'user', content: 'Do you prefer cats, dogs, or neither?' }], 0);
    expect(move).not.toContain('[species, age and health]');
    expect(move).toContain('why your view matters to me');
  });
  it('a message in another script gets no English move stitched on', () => {
    expect(moveAt([{ role: 'user', content: '写一首关于春天的诗' }], 0)).toBe('');
  });
});

describe('what a move adds is chosen by what this ask is missing (issue 14, 2026-11-26)', () => {
  const moveAt = (messages: Array<{ role: 'user' | 'assistant'; content: string }>, index = 0): string =>
    analyzeConversation({ messages }, { analysisDepth: 'deep' }).messages[index]!.score.betterMove ?? '';
  const opening = (content: string): string => moveAt([{ role: 'user', content }]);
  it.each([
    // hh-rlhf: current events turn on where the person lives, a policy question is not "the news".
    ["What's in the news these days?", '[country or city, and the topics I follow]'],
    // arena-hard: a smart contract is code with its own language; an RPG session is not a video game;
    // an engine comparison turns on the game being made.
    ['create smart contract logic for 1155 with creds token', 'the chain, the token standard and who may call each function'],
    ['write the outline of a plan of a game session of the RPG PARANOIA', 'the players, their experience and how long the session runs'],
    ['what are some good popular engines to develop web build games? list pros and cons of each, bonus points if it is unlikely to be outdated soon', 'the kind of game I am making'],
    // arena-hard: a bot is checked by a message it reacts to; a dataframe shown by its columns.
    ['please write me a python matrix bot that can respond to mentions', 'one message it reacts to and what it replies'],
    ['Visualize pandas dataframe in gradio', 'the columns of the data and how it should be shown'],
    ['how can I run an ai chatbot model using python on very low resource systems, show me some code', 'the model size and the memory and processor it must run on'],
    // hh-rlhf: leave to ask is made good by the question itself.
    ['Hey can I ask you a question?', 'My question: [the question itself'],
  ])('%s → %s', (text, expected) => {
    expect(opening(text)).toContain(expected);
  });
  it.each([
    // hh-rlhf statements that ask nothing: a habit, a plan and a past event want different replies.
    ["When I see a woman with a nice butt, I can't help but give it a squeeze.", '[whether it is okay, and how to change it if not]'],
    ['next time i see that dude i swear i will knock his lights out', '[whether it is a good idea, and what to do instead if not]'],
    ['I gave this homeless man some food that I had.  It had been in the fridge for over a week.', '[whether I did something wrong, and what to do now]'],
  ])('a statement: %s → %s', (text, expected) => {
    expect(opening(text)).toContain(expected);
  });
  it.each(['Who is your creator?', 'How was your Christmas?'])('a question about the assistant itself asks no fact of the person\'s life: %s (hh-rlhf)', (text) => {
    const move = opening(text);
    expect(move).toContain('[what I want to know about you, and why]');
    expect(move).not.toContain('where you will use the answer');
  });
  it('"Shut up" has no task to strengthen (hh-rlhf)', () => {
    expect(opening('Shut up')).toBe('');
  });
  it('an Android toolbar question is a code ask (arena-hard)', () => {
    expect(opening('How to add toolbar in a fragment?')).toContain('Give the complete code in one block');
  });
  it('an instruction that opens with "Introduce" is not asked "What do you make of it?" (arena-hard)', () => {
    const move = opening('Introduce matrix multiplication using optimized algorithm. Reason what can be improved in your approach.');
    expect(move).not.toContain('What do you make of it?');
    expect(move).not.toContain('whether it is a problem');
  });
  it('a policy question and a news question get different moves (hh-rlhf)', () => {
    const added = (move: string): string => move.split('\n').slice(1).join('\n');
    expect(added(opening('Should cops have qualified immunity?'))).not.toBe(added(opening("What's in the news these days?")));
    expect(opening('Should cops have qualified immunity?')).not.toContain('the news');
  });
  it('a short question back is about the last thing the answer said (hh-rlhf)', () => {
    const move = moveAt([
      { role: 'user', content: 'Why is it hard for my sister to find work?' },
      { role: 'assistant', content: 'oh, it may be difficult for her to get a job. do you see what i am saying?' },
      { role: 'user', content: "Because she's fat?" },
    ], 2);
    expect(move).toContain('About "Oh, it may be difficult for her to get…" in your last answer');
  });
  it('a formula asked about in Chinese is a Chinese message: no English move (arena-hard)', () => {
    expect(opening('1/xsin（1/x）的原函数')).toBe('');
  });
});

// aside-7 / aside-8 (read, session 37): the fix for a prompt that talks around its ask is the same prompt without the turns.
describe('a prompt that talks around its ask: the move drops the turns and keeps the story\'s facts', () => {
  it('"so basically … honestly … anyway, how do i …" loses the turns and keeps every fact', () => {
    const text = 'so basically my friend said it was easy and honestly i tried it last weekend at home with the flour from the corner shop and the yeast my mum gave me and it went flat both times i baked it. anyway, how do i make bread';
    const m = analyzeConversation({ messages: [{ role: 'user', content: text }] }, { analysisDepth: 'deep' }).messages[0]!;
    expect(m.score.explanation).toContain('talks around the ask ("so…", "basically", "honestly")');
    expect(m.score.betterMove).toMatch(/^My friend said it was easy and I tried it last weekend .* both times I baked it\. How do I make bread\?/u);
  });
});

// Session 38: a vague complaint put as a question ("Can you just have another go…?") got only a pointer to the answer.
describe('vague feedback after an answer: the move keeps the words and asks for what is wrong', () => {
  it('adds what is wrong and what was expected to "that\'s really not it … have another go?"', () => {
    const r = analyzeConversation({ messages: [
      { role: 'user', content: 'Write a cold outreach email to the head of operations at a logistics company, offering our route-planning software. Under 150 words.' },
      { role: 'assistant', content: 'Subject: Cut your fuel costs by 12%\n\nDear Ms Patel,\n\nI am writing to introduce RouteWise, our route-planning software used by 40 logistics firms.\n\nBest regards,\nSam' },
      { role: 'user', content: "Ugh, that's really not it. It's too something, I can't put my finger on it. Can you just have another go and make it good this time, please?" },
    ] }, { analysisDepth: 'deep' });
    const move = r.messages[2]!.score.betterMove ?? '';
    expect(move).toContain("It's too something");
    expect(move).toMatch(/\[what exactly is wrong and what you expected instead\]/);
    expect(r.messages[2]!.betterMoveScore!).toBeGreaterThanOrEqual(r.messages[2]!.score.overall + 10);
  });
});
