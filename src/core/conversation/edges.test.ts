import { describe, expect, it } from 'vitest';
import type { DraftMessage } from './context';
import { dropCitationNumberLine, dropPageFooterLines, dropRecurringEdgeLines, dropSourceNameLines, dropTrailingEndJunk, isEdgeChromeShape, stripGluedCitations, unwrapFencedProse } from './edges';

const msgs = (...pairs: [DraftMessage['role'], string][]): DraftMessage[] => pairs.map(([role, content]) => ({ role, content }));

describe('dropRecurringEdgeLines: a short line at the same edge of most answers is per-turn chrome', () => {
  const cases: { paste: string; messages: DraftMessage[]; expected: string[] }[] = [
    {
      paste: 'Le Chat-style mode badge above every answer',
      messages: msgs(['user', 'Hi'], ['assistant', 'Flash Answer\nHello there.'], ['user', 'Bye'], ['assistant', 'Flash Answer\nGoodbye.']),
      expected: ['Hi', 'Hello there.', 'Bye', 'Goodbye.'],
    },
    {
      paste: 'Qwen-style token counts (numbers differ) above every answer',
      messages: msgs(['assistant', '· 3301 tokens\nFirst answer.'], ['assistant', '· 1405 tokens\nSecond answer.']),
      expected: ['First answer.', 'Second answer.'],
    },
    {
      paste: 'Copilot-style action link under every answer',
      messages: msgs(['assistant', 'One.\nEdit in a page'], ['assistant', 'Two.\nEdit in a page'], ['assistant', 'Three.\nEdit in a page']),
      expected: ['One.', 'Two.', 'Three.'],
    },
    {
      paste: 'a line on two answers of five stays (not half of them)',
      messages: msgs(['assistant', 'Summary\nA.'], ['assistant', 'B.\nC.'], ['assistant', 'D.\nE.'], ['assistant', 'Summary\nF.'], ['assistant', 'G.\nH.']),
      expected: ['Summary\nA.', 'B.\nC.', 'D.\nE.', 'Summary\nF.', 'G.\nH.'],
    },
    {
      paste: 'an answer that is only that line keeps it; finished sentences are never chrome',
      messages: msgs(['assistant', 'Sure.\nDone.'], ['assistant', 'Sure.\nOk.'], ['assistant', 'Flash Answer']),
      expected: ['Sure.\nDone.', 'Sure.\nOk.', 'Flash Answer'],
    },
    {
      // Set 25: a custom GPT told to open each answer with the Athens time; the page itself prints no times.
      paste: 'a full date and time the assistant writes over every answer, never on the person\'s turns, stays',
      messages: msgs(['user', 'check deps'], ['assistant', '18/10/2025 – 16:42\n\nAll listed.'], ['user', 'next'], ['assistant', '18/10/2025 – 16:44\n\nDone.']),
      expected: ['check deps', '18/10/2025 – 16:42\n\nAll listed.', 'next', '18/10/2025 – 16:44\n\nDone.'],
    },
    {
      paste: 'the same stamp on both parties\' turns is the page\'s or the exporter\'s',
      messages: msgs(['user', '18/10/2025 – 16:41\ncheck deps'], ['assistant', '18/10/2025 – 16:42\nAll listed.'], ['user', '18/10/2025 – 16:43\nnext'], ['assistant', '18/10/2025 – 16:44\nDone.']),
      expected: ['18/10/2025 – 16:41\ncheck deps', 'All listed.', '18/10/2025 – 16:43\nnext', 'Done.'],
    },
    {
      // isEmptyMedia: a picture copied as "[]" under two answers is each answer's picture, not a recurring strip.
      paste: 'a picture copied as "[]" ending two answers stays',
      messages: msgs(['user', 'Show me Lisbon.'], ['assistant', 'Here is the old town:\n\n[]'], ['user', 'And Porto?'], ['assistant', 'Here is the river front:\n\n[]']),
      expected: ['Show me Lisbon.', 'Here is the old town:\n\n[]', 'And Porto?', 'Here is the river front:\n\n[]'],
    },
    {
      paste: 'the person\'s messages are left alone',
      messages: msgs(['user', 'Dana\nhi'], ['user', 'Dana\nthere']),
      expected: ['Dana\nhi', 'Dana\nthere'],
    },
  ];
  it.each(cases)('$paste', ({ messages, expected }) => {
    dropRecurringEdgeLines(messages);
    expect(messages.map((m) => m.content)).toEqual(expected);
  });

  it('reads the shape of a badge or button, not of prose, code or a list item', () => {
    expect(isEdgeChromeShape('Edit in a page')).toBe(true);
    expect(isEdgeChromeShape('18 sites consultés')).toBe(true);
    expect(isEdgeChromeShape('That is all.')).toBe(false);
    expect(isEdgeChromeShape('- item')).toBe(false);
    expect(isEdgeChromeShape('return x;')).toBe(false);
    expect(isEdgeChromeShape('one two three four five six seven')).toBe(false);
  });
});

describe('dropCitationNumberLine: numbered source chips under an answer (Copilot, Perplexity)', () => {
  const cases: { paste: string; content: string; expected: string }[] = [
    { paste: 'three chips', content: 'It is a thought experiment.\n1 2 3', expected: 'It is a thought experiment.' },
    { paste: 'one number per line (their domain chips already removed)', content: 'It is subjective.\n1\n2\n3', expected: 'It is subjective.' },
    { paste: 'one chip after a blank line', content: 'Is that correct?\n\n1', expected: 'Is that correct?' },
    { paste: 'numbers that do not count up from 1 are content', content: 'The scores were:\n3 5 8', expected: 'The scores were:\n3 5 8' },
    { paste: 'a number under an unfinished line is content (code output)', content: 'print(1)\n1', expected: 'print(1)\n1' },
  ];
  it.each(cases)('$paste', ({ content, expected }) => {
    const messages = msgs(['assistant', content]);
    dropCitationNumberLine(messages);
    expect(messages[0]?.content).toBe(expected);
  });
});

describe('stripGluedCitations: source chips glued to the cited sentence (Perplexity-style answer engines)', () => {
  const cases: { paste: string; content: string; sources: boolean; cards?: string[]; expected: string }[] = [
    {
      paste: 'source names after full stops, one with a "+3" count',
      content: 'Unplug it from the wall socket.github\n\nClose the case and reconnect all cables.reddit+3\nPower it on.',
      sources: true,
      expected: 'Unplug it from the wall socket.\n\nClose the case and reconnect all cables.\nPower it on.',
    },
    {
      paste: 'a chip after the full stop and a space, as the line\'s last word (a French Perplexity copy, assistants-3 case 43)',
      content: 'It is the deepest point on the earth. investopedia+1\nIt covers 63 million square miles. britannica',
      sources: true,
      cards: ['britannica'],
      expected: 'It is the deepest point on the earth.\nIt covers 63 million square miles.',
    },
    { paste: 'a lower-case word after a full stop and a space, mid-line or without a count at the end, is prose (a recipe\'s "1 tbsp. salt")', content: 'It ends here. then it goes on.\nAdd 1 tbsp. salt\nIt is done.reddit+2', sources: true, expected: 'It ends here. then it goes on.\nAdd 1 tbsp. salt\nIt is done.' },
    // citedAfterSentence: bare names after written sentences, two of them, on a page that shows its sources.
    {
      paste: 'bare names set off by a space after long sentences, none on the source cards',
      content: 'Speed: the translated program runs faster because the work was done ahead of time. github\nSafety: the binary is harder to read back into source than a script is. reddit\nAdd 1 tsp. salt',
      sources: true,
      expected: 'Speed: the translated program runs faster because the work was done ahead of time.\nSafety: the binary is harder to read back into source than a script is.\nAdd 1 tsp. salt',
    },
    { paste: 'one bare name after a long sentence alone stays', content: 'The translated program runs faster because the work was done ahead of time. github', sources: true, expected: 'The translated program runs faster because the work was done ahead of time. github' },
    { paste: 'one spaced chip naming a site on the source cards is enough (an Italian Perplexity copy, assistants-2 case 25)', content: 'Let us talk it over, shall we? nih', sources: true, cards: ['nih'], expected: 'Let us talk it over, shall we?' },
    { paste: 'one chip with a count is enough', content: 'Join via the intermediate table.theguardian+4', sources: true, expected: 'Join via the intermediate table.' },
    { paste: 'numbered chips after words', content: 'It was proposed in 1935[1][2]. It is famous[3].', sources: true, expected: 'It was proposed in 1935. It is famous.' },
    { paste: 'no sources on the page: nothing is read as a chip', content: 'See socket.github\nand cables.reddit+3', sources: false, expected: 'See socket.github\nand cables.reddit+3' },
    // GLUED_NAME: a sentence that trails off in an ellipsis before its full stop still ends before the chip
    { paste: 'a chip glued after a CJK sentence that trails off ("…。")', content: '彼は旅に出ることを決めた…。wikipedia\n\n翌朝、港へ向かった。nature+2', sources: true, expected: '彼は旅に出ることを決めた…。\n\n翌朝、港へ向かった。' },
    { paste: 'no sources strip, but a counted chip glued to a Japanese sentence\'s end proves itself (a Perplexity answer copied alone)', content: '関数として切り出しました。healthline+4\n次に進みます。', sources: false, expected: '関数として切り出しました。\n次に進みます。' },
    // GLUED_NAME: a CJK sentence that closes a full-width bracket before its stop still carries its chip.
    { paste: 'a chip glued after "）。" at a Japanese sentence\'s end, with another chip on the page', content: '毎日30分歩きます（雨の日は室内で）。mayoclinic\n水を多めに飲みます。healthline+2', sources: true, expected: '毎日30分歩きます（雨の日は室内で）。\n水を多めに飲みます。' },
    { paste: 'no sources strip: a bare name after a Japanese full stop stays (no count)', content: 'Node.jsを使います。github', sources: false, expected: 'Node.jsを使います。github' },
    { paste: 'file names and a framework name stay', content: 'Install Node.js\nThen run main.py\nUse it.', sources: true, expected: 'Install Node.js\nThen run main.py\nUse it.' },
    // insideFileName: a ChatGPT search answer in Japanese (real committed copy, realfiles-40) names files whose extension
    // no list holds; the word before the dot is run onto a bracket, or is the line's only word.
    {
      paste: 'file names in a Japanese search answer stay: one after a full-width bracket, one alone on its line',
      content: '設定ファイル（libfoo.so 等）を読み込みます。\n\nbundle.zip\n└─ lib/\n\n更新が必要です。wikipedia+2\n再起動します。github+1',
      sources: true,
      expected: '設定ファイル（libfoo.so 等）を読み込みます。\n\nbundle.zip\n└─ lib/\n\n更新が必要です。\n再起動します。',
    },
    { paste: 'a lone bare name is not enough', content: 'It runs on the wall socket.github', sources: true, expected: 'It runs on the wall socket.github' },
    {
      // probe-rendered-2 case 42: an answer's SQL and Python whose fence the copy lost, on a page that shows sources.
      paste: 'code lines keep their "users.key" and "[0]": chips are glued to prose only',
      content: 'Here is the fix.reddit+2\nSELECT users.key FROM users\nrows = [row[0] for row in rows]',
      sources: true,
      expected: 'Here is the fix.\nSELECT users.key FROM users\nrows = [row[0] for row in rows]',
    },
    {
      paste: 'an answer exported with its own numbered links cites them: its "[1]" stay (a Perplexity session kept as Markdown)',
      content: 'The bridge opened in 1937.[1] It was the longest span then.[2]\n\nCitations:\n[1] https://example.org/bridge\n[2] https://example.org/spans',
      sources: true,
      expected: 'The bridge opened in 1937.[1] It was the longest span then.[2]\n\nCitations:\n[1] https://example.org/bridge\n[2] https://example.org/spans',
    },
  ];
  it.each(cases)('$paste', ({ content, sources, cards, expected }) => {
    const messages = msgs(['assistant', content]);
    stripGluedCitations(messages, sources, new Set(cards));
    expect(messages[0]?.content).toBe(expected);
  });
});

describe('dropTrailingEndJunk: what a transcript prints after its last message', () => {
  it.each([
    ['Claude Code’s empty input box and hint', 'Acne shows most on the face.\n\n╭──────╮\n│ >    │\n╰──────╯\n  ? for shortcuts'],
    ['Gemini CLI’s status bar', 'Do you know how long you plan to stay?\n\n~/projects/garden  no sandbox (see /docs)  gemini-2.5-pro (97% context left)'],
    ['a Python REPL’s empty prompt', 'Stretching reduces the risk of injury.\n>>>'],
    ['an Org file’s closing block marker', 'Be ready to be okay without things for a while.\n#+end_ai'],
    ['an e-mail signature under a forwarded chat', 'He was also the son of an army pilot.\n\n-- \nDana Whitfield\nSent from my iPhone'],
    ['the composer\'s tool buttons of a French ChatGPT copy, words no list has among known ones', 'Tu veux aller dans quelle direction ensuite ?\n\n\n\nJoindre\n\nRechercher\n\nÉtudier\n\nCréer l’image\n\nVoix'],
    ['a session logger\'s keyed blocks', 'All tests pass.\n\n---\n\n## Session Summary\n\n**Recovered:** 2026-04-23\n**Total Prompts:** 2\n\n_Token usage not available._'],
    ['an editor\'s note as the last heading', 'Goodbye for now!\n\n###### This interview has been edited for length.'],
    ['the author\'s small-print aside after the transcript', 'Falls das gewollt ist.\n\n###### now whats next\n- fehler? was sagt er selbst dazu\n  - eruieren'],
  ])('%s', (_name, content) => {
    const messages: DraftMessage[] = [{ role: 'user', content: 'q' }, { role: 'assistant', content }];
    dropTrailingEndJunk(messages);
    expect(messages[1]?.content).toBe(content.split('\n')[0]);
  });
  it('keeps an answer that ends with a list of short words (no known button among them) and its own closing rule', () => {
    const content = 'Pick a colour:\n\nRed\n\nGreen\n\nBlue';
    const messages: DraftMessage[] = [{ role: 'assistant', content }];
    dropTrailingEndJunk(messages);
    expect(messages[0]?.content).toBe(content);
  });
  it('keeps an answer\'s own level-five section with more than a few lines under it', () => {
    const content = 'Intro.\n\n##### Details\n' + Array.from({ length: 7 }, (_, i) => `- point ${i + 1}`).join('\n');
    const messages: DraftMessage[] = [{ role: 'assistant', content }];
    dropTrailingEndJunk(messages);
    expect(messages[0]?.content).toBe(content);
  });
  it('never leaves a message empty', () => {
    const messages: DraftMessage[] = [{ role: 'user', content: '>>>' }];
    dropTrailingEndJunk(messages);
    expect(messages[0]?.content).toBe('>>>');
  });
});

describe('unwrapFencedProse: an answer the file’s author set in a bare fence (notes committed to a repository)', () => {
  it('unwraps prose, keeps code in its fence', () => {
    const messages: DraftMessage[] = [
      { role: 'assistant', content: '```\nYes, I am familiar with the trolley problem! It is a famous ethical dilemma.\n\nScenario 1 (Switch): you can pull a lever.\n```' },
      { role: 'assistant', content: '```\nconst x = f(1);\nreturn x;\n```' },
      { role: 'assistant', content: '```python\nprint(1)\n```' },
    ];
    unwrapFencedProse(messages);
    expect(messages.map((m) => m.content)).toEqual([
      'Yes, I am familiar with the trolley problem! It is a famous ethical dilemma.\n\nScenario 1 (Switch): you can pull a lever.',
      '```\nconst x = f(1);\nreturn x;\n```',
      '```python\nprint(1)\n```',
    ]);
  });
});

describe('dropPageFooterLines: the composer glued over the footer, left at the end of the last message', () => {
  it.each([
    ['ChatGPT German UI: the placeholder under the last answer, the disclaimer already cut', ['Sure, why not?', '', '', 'Frag einfach'], ['Frag einfach', 'ChatGPT kann Fehler machen.', '?'], 'Sure, why not?'],
    ['Meta AI: placeholder and disclaimer both left in the last answer', ['You could sell online.', '', 'Chiedi pure', 'I messaggi sono generati dall’IA.'], ['Chiedi pure', 'I messaggi sono generati dall’IA.'], 'You could sell online.'],
    ['a last line equal to the placeholder but inside the paragraph stays', ['Ask me anything', 'Frag einfach'], ['Frag einfach', 'ChatGPT kann Fehler machen.'], 'Ask me anything\nFrag einfach'],
    ['a message that is only the placeholder stays (nothing else left)', ['Frag einfach'], ['Frag einfach', 'ChatGPT kann Fehler machen.'], 'Frag einfach'],
  ])('%s', (_name, content, footer, expected) => {
    const messages = msgs(['user', 'Hi'], ['assistant', (content as string[]).join('\n')]);
    dropPageFooterLines(messages, footer as string[]);
    expect(messages[1]?.content).toBe(expected);
  });
});

describe('dropSourceNameLines: a source chip\'s site name on its own line under the sentence it cites (Perplexity)', () => {
  it.each([
    { paste: 'lower-case site names and one with a count under paragraphs', content: 'She loved to travel.\nstackoverflow\n\nShe was my hero.\nwikipedia+4\n\nRest in peace.', sources: true, expected: 'She loved to travel.\n\nShe was my hero.\n\nRest in peace.' },
    { paste: 'a capitalised site name', content: 'It was built in 1937.\nEncyclopaedia Britannica\n\nIt is long.', sources: true, expected: 'It was built in 1937.\n\nIt is long.' },
    // COMPANY_FORM: a ChatGPT search answer's chip naming a publisher with its company form (real committed copy, realfiles-40).
    { paste: 'a publisher\'s name with ", Inc." under a Japanese sentence', content: '新しい基盤に変わったためです。\nNorthwind Cloud Services, Inc.\n\n以上です。', sources: true, expected: '新しい基盤に変わったためです。\n\n以上です。' },
    { paste: 'a sentence of lower-case words with a comma stays', content: 'It was built in 1937.\nWell, that is all.\n\nBye.', sources: true, expected: 'It was built in 1937.\nWell, that is all.\n\nBye.' },
    { paste: 'a language name under a sentence stays (the next block\'s label)', content: 'Run this.\npython\n\nThen check.', sources: true, expected: 'Run this.\npython\n\nThen check.' },
    { paste: 'no sources on the page: the word stays', content: 'She loved to travel.\nstackoverflow\n\nRest.', sources: false, expected: 'She loved to travel.\nstackoverflow\n\nRest.' },
  ])('$paste', ({ content, sources, expected }) => {
    const messages = msgs(['assistant', content]);
    dropSourceNameLines(messages, sources);
    expect(messages[0]?.content).toBe(expected);
  });
});
