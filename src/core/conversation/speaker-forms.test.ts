import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { taggedTranscript } from './parsers/tagged';

/**
 * Ways people mark who speaks that are read by their structure: forum posts ("**@dana** wrote:"), markup
 * elements per turn, numbered questions and answers, pointers, one-mark banners, emoji short codes, an
 * assistant's name over a time line, counters before known names on a single exchange, a pipe before CJK
 * text. Each conversation is our own text, written in the form the case names.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content]);

const ASK = 'How much fish should I eat a week?';
const ANSWER = 'About two servings.\n\nOily fish such as salmon counts twice.';
const ASK_2 = 'Which kinds are safest?';
const ANSWER_2 = 'Sardines and trout are low in mercury.';
const EXPECTED = [
  ['user', ASK],
  ['assistant', ANSWER],
  ['user', ASK_2],
  ['assistant', ANSWER_2],
];

/** The four turns above, each written under its speaker's marker. */
function transcript(mark: (name: string, index: number) => string, names: [string, string]): string {
  return [ASK, ANSWER, ASK_2, ANSWER_2].map((text, i) => `${mark(names[i % 2] as string, i)}\n${text}`).join('\n\n');
}

describe('speaker markers read by their structure', () => {
  it.each([
    ['a forum post\'s bold handle and verb ("**@aiko** wrote:")', (n: string) => `**@${n.toLowerCase()}** wrote:\n`, ['Aiko', 'Helper-bot']],
    ['a bold name and "said:"', (n: string) => `**${n}** said:`, ['Dana', 'Nova']],
    ['a pointer before the name ("» Anna")', (n: string) => `» ${n}`, ['Anna', 'Bot']],
    ['a one-mark banner ("~ Vous ~")', (n: string) => `~ ${n} ~`, ['Vous', 'Le Chat']],
    ['a Slack emoji short code before the name', (n: string, i: number) => `${i % 2 ? ':robot_face:' : ':bust_in_silhouette:'} ${n}`, ['Anna', 'Tutor']],
    ['an assistant\'s name that is also a page badge, over a time line ("Copilot" / "10:11")', (n: string, i: number) => `${n}\n10:${10 + i}`, ['Client', 'Copilot']],
    ['a name and a spaced arrow before the text ("Priya > …"), taking turns', (n: string) => `${n} >`, ['Priya', 'Sage']],
    ['a doubled quote mark pointing at the name (">> Priya")', (n: string) => `>> ${n}`, ['Priya', 'Sage']],
    ['a bulleted bold name with a note in brackets ("- **Dana (me)**:")', (n: string) => `- **${n}**:`, ['Dana (me)', 'Claude (AI)']],
    ['numbered parties, as transcription tools name them ("Speaker 1:" / "Speaker 2:")', (n: string) => `${n}:`, ['Speaker 1', 'Speaker 2']],
  ] as const)('%s', (_what, mark, names) => {
    expect(pairs(transcript(mark, [...names]))).toEqual(EXPECTED);
  });

  it('numbered questions and answers ("Q1." / "A1.") are the person and the assistant, the number counting the pair', () => {
    const text = 'Q1. Why is the sky blue?\n\nA1. Air scatters short wavelengths more.\n\nQ2. And sunsets red?\n\nA2. Light crosses more air, so the blue is scattered away.';
    expect(pairs(text)).toEqual([
      ['user', 'Why is the sky blue?'],
      ['assistant', 'Air scatters short wavelengths more.'],
      ['user', 'And sunsets red?'],
      ['assistant', 'Light crosses more air, so the blue is scattered away.'],
    ]);
  });

  it('a counter before the known names of both parties marks a single exchange ("(1) User:" / "(2) Assistant:")', () => {
    expect(pairs('(1) User:\nHow do I prove the mean value theorem?\n\n(2) Assistant:\nStart from Rolle\'s theorem.')).toEqual([
      ['user', 'How do I prove the mean value theorem?'],
      ['assistant', 'Start from Rolle\'s theorem.'],
    ]);
  });

  it('a counter before two unknown names once each stays a numbered list ("1. Environment:" / "2. Agent:")', () => {
    const text = '1. Environment:\nThe grid the agent moves in.\n\n2. Agent:\nThe learner that picks moves.';
    // Read without labels (a paste of paragraphs), the items keep their numbers and names as text.
    expect(pairs(text).map(([, content]) => content).join('\n')).toContain('1. Environment:');
  });

  it('one exchange between two unknown names keeps a phrase with a colon in the answer as its text ("Here you go:" over code)', () => {
    const text = 'Priya:\nWrite a Python function that reverses a string.\n\nSage:\nHere you go:\n\n```python\ndef reverse(s):\n    return s[::-1]\n```';
    expect(pairs(text)).toEqual([
      ['user', 'Write a Python function that reverses a string.'],
      ['assistant', 'Here you go:\n\n```python\ndef reverse(s):\n    return s[::-1]\n```'],
    ]);
  });

  it('a transcript that sets each turn in a quote, label included ("> **Me:** …" / "> …"), loses the quote marks even on one exchange', () => {
    const text = '> **Me:** How long is a piece of string?\n\n> **Nova:** It depends:\n> \n> first measure it.\n> Then cut it.';
    expect(pairs(text)).toEqual([
      ['user', 'How long is a piece of string?'],
      ['assistant', 'It depends:\n\nfirst measure it.\nThen cut it.'],
    ]);
  });

  it('a pipe between the speaker and CJK text is a separator; inside a Telegram bot\'s name it is not', () => {
    expect(pairs('Client | 如何证明拉格朗日中值定理\n\nCopilot | 利用罗尔定理。\n\n构造辅助函数。')).toEqual([
      ['user', '如何证明拉格朗日中值定理'],
      ['assistant', '利用罗尔定理。\n\n构造辅助函数。'],
    ]);
  });
});

describe('taggedTranscript: a chat kept as markup, one element per turn', () => {
  it.each([
    ['elements named for their speakers', '<user>\nHow do I sort a list?\n</user>\n<assistant>\nUse sorted(xs).\n</assistant>'],
    ['a speaker attribute', '<turn speaker="Dana">\nHow do I sort a list?\n</turn>\n<turn speaker="Nova">\nUse sorted(xs).\n</turn>'],
    ['a role attribute, inline', '<message role="user">How do I sort a list?</message>\n<message role="assistant">Use sorted(xs).</message>'],
    ['one wrapper around the turns', '<conversation>\n<human>How do I sort a list?</human>\n<ai>Use sorted(xs).</ai>\n</conversation>'],
    ['elements named in Portuguese, with letters outside ASCII (label grid probe-5)', '<usuário>\nHow do I sort a list?\n</usuário>\n\n<assistente>\nUse sorted(xs).\n</assistente>'],
  ])('%s', (_what, text) => {
    expect(pairs(text)).toEqual([
      ['user', 'How do I sort a list?'],
      ['assistant', 'Use sorted(xs).'],
    ]);
  });

  it('keeps markup inside a turn (code the answer shows) and nested elements of the same name', () => {
    const text = '<user>\nWrap this in a div.\n</user>\n<assistant>\n```html\n<assistant>\n<div>hi</div>\n</assistant>\n```\n</assistant>';
    expect(taggedTranscript(text)).toBe('user:\nWrap this in a div.\n\nassistant:\n```html\n<assistant>\n<div>hi</div>\n</assistant>\n```');
  });

  it.each([
    ['a page\'s markup', '<div>\nHello\n</div>\n<p>World</p>'],
    ['one speaker only', '<turn>\nfirst\n</turn>\n<turn>\nsecond\n</turn>'],
    ['text outside the elements', 'User: here is my XML\n<user>a</user>\n<assistant>b</assistant>'],
    ['an element never closed', '<user>\nHow do I sort?\n<assistant>\nUse sorted.'],
  ])('is not read from %s', (_what, text) => {
    expect(taggedTranscript(text)).toBeNull();
  });
});
