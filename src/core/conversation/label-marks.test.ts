import { describe, expect, it } from 'vitest';
import { readMarkedLabel } from './label-marks';
import { parseConversation } from './parse';

/** The marker model (label-marks.ts): decoration around a name, a separator, the shape lines of one transcript share. */
describe('readMarkedLabel', () => {
  const read: { line: string; name: string | null; rest?: string; turn?: number; decorated?: boolean; for: string }[] = [
    { line: '<b>User:</b> hello there', name: 'User', rest: 'hello there', decorated: true, for: 'a chat saved as HTML, or copied as rich text into an editor that kept the tags' },
    { line: '<p><strong>Dana:</strong> hi</p>', name: 'Dana', rest: 'hi', decorated: true, for: 'a paragraph element closed at the line end' },
    { line: 'Kunde — Can I fly a drone?', name: 'Kunde', rest: 'Can I fly a drone?', decorated: false, for: 'an em dash after the name (a German transcript)' },
    { line: '(Moi)', name: 'Moi', rest: '', decorated: true, for: 'a name in parentheses on a line of its own' },
    { line: '| Usuario |', name: 'Usuario', rest: '', decorated: true, for: 'a one-cell table header over each message' },
    { line: '| User | how do I sort a list? |', name: 'User', rest: 'how do I sort a list?', decorated: true, for: 'a two-column table row per message' },
    { line: '**1. H:**', name: 'H', rest: '', turn: 1, decorated: true, for: 'a numbered turn in bold' },
    { line: '> **Assistant:**', name: 'Assistant', rest: '', decorated: true, for: 'the label in a quote, the message under it' },
    { line: 'User >', name: 'User', rest: '', decorated: false, for: 'an arrow after the name at the line end' },
    { line: 'ai> the answer', name: 'ai', rest: 'the answer', for: 'a REPL prompt' },
    { line: '**H** · 10:10', name: 'H', rest: '', decorated: true, for: 'a bold name and its time after a middle dot' },
    { line: '[10:02] (Dana)', name: 'Dana', rest: '', decorated: true, for: 'a time before a bracketed name' },
    { line: 'Dana #3 — ok', name: 'Dana', rest: 'ok', turn: 3, decorated: false, for: 'a turn number after the name' },
    { line: '==== USER ====', name: 'USER', rest: '', decorated: true, for: 'a banner' },
    { line: '─── Tomás ───', name: 'Tomás', rest: '', decorated: true, for: 'a banner drawn with box-drawing lines' },
    { line: '— **Dana** —', name: 'Dana', rest: '', decorated: true, for: 'a bold name between em dashes: the closing dash closes, it does not separate' },
    { line: '— Да — ответил он', name: null, for: 'a line of dialogue in a novel (Russian quotation dash): text after the closing dash and no separator' },
    { line: '== Dana', name: 'Dana', rest: '', decorated: true, for: 'an AsciiDoc heading: a run of marks nothing closes, the name alone' },
    { line: 'Lena → how do I boil an egg?', name: 'Lena', rest: 'how do I boil an egg?', for: 'a drawn arrow, spaced' },
    { line: '（Priya）你好', name: 'Priya', rest: '你好', decorated: true, for: 'full-width brackets: the closing bracket parts the name from the text' },
    { line: '**[Dana]** hi', name: 'Dana', rest: 'hi', decorated: true, for: 'a bracketed name in bold, the text after it' },
    { line: '« Dana » bonjour', name: 'Dana', rest: 'bonjour', decorated: true, for: 'a name in guillemets (French typography)' },
    { line: '🤖', name: '🤖', rest: '', decorated: true, for: 'a robot alone on its line: the speaker drawn' },
    { line: '### **Tom** said:', name: 'Tom', rest: '', decorated: true, for: 'a verb of saying after a bold name in a heading (label grid probe-5)' },
    { line: '> Human', name: 'Human', rest: '', decorated: false, for: 'a quote mark before a capitalised name alone on its line (weak: discovery must see it recur)' },
    { line: '> extends Spatial', name: null, for: 'a quoted line of code: no capital, no name' },
    { line: '## Editor AI (2)', name: 'Editor AI', rest: '', turn: 2, decorated: true, for: 'the turn\'s number in brackets after the name, not a note like "(me)"' },
    { line: '## Turn 3: Maya', name: 'Maya', rest: '', turn: 3, decorated: true, for: 'the turn\'s number in words before the name (label grid probe-6)' },
    { line: '[Turn 3] Maya: hi', name: 'Maya', rest: 'hi', turn: 3, decorated: true, for: 'the turn in brackets before a plain label' },
    { line: '## Message 3 from Maya', name: 'Maya', rest: '', turn: 3, decorated: true, for: '"from" joins the counted message to its speaker' },
    { line: '#### Maya — turn 3', name: 'Maya', rest: '', turn: 3, decorated: true, for: 'the turn\'s number set off by a dash after the name' },
    { line: '用户 · 1m ago', name: '用户', rest: '', decorated: true, for: 'how long ago, after a middle dot (label grid probe-7)' },
    { line: 'Marco · just now', name: 'Marco', rest: '', decorated: true, for: '"just now" as a stamp' },
    { line: '# Maya (turn 3)', name: 'Maya', rest: '', turn: 3, decorated: true, for: 'the turn\'s number in brackets after the name' },
    // Not markers.
    { line: '👍', name: null, for: 'a feedback button: an emoji alone that draws no party' },
    { line: '4:03 AM', name: null, for: 'a time alone ("AM" is no name after "4:03")' },
    { line: '<head>', name: null, for: 'markup, not a speaker in angle brackets' },
    { line: '{note.title}', name: null, for: 'a template placeholder' },
    { line: '1. Zettelkasten Method', name: null, for: 'a numbered list item: a counter alone does not make a name a marker' },
    { line: '> extends Spatial', name: null, for: 'a quoted line' },
    { line: 'if k > mid_A + 1:', name: null, for: 'a comparison in code: a spaced arrow with text after it' },
    { line: '**Note** this matters', name: null, for: 'bold words that open a sentence, no separator' },
    { line: '[the docs](https://example.com) explain it', name: null, for: 'a Markdown link at the line start' },
    { line: '// Get the modal', name: null, for: 'a code comment: a run of marks that nothing closes is a heading only when it is "="' },
    { line: '1. Environment: the Atari game screen', name: 'Environment', rest: 'the Atari game screen', decorated: false, for: 'read, but a list item unless its names recur (labeled.ts)' },
    { line: '| Speed | Slow | Fast |', name: null, for: "a data table's row of three cells: a transcript's row holds a name and a message" },
    { line: 'User: hi', name: null, for: "a plain name and colon: the fixed reader's (labels.ts)" },
    { line: 'just some ordinary prose line number 12 with words', name: null, for: 'prose: no separator and no time after its first words (the fast exit)' },
    { line: 'Dana · 10:10', name: 'Dana', rest: '', decorated: true, for: 'a time after the name keeps a name line in (the fast exit lets times through)' },
  ];
  it.each(read)('$line ($for)', (c) => {
    const m = readMarkedLabel(c.line);
    if (c.name === null) {
      expect(m).toBeNull();
      return;
    }
    expect(m?.name).toBe(c.name);
    if (c.rest !== undefined) expect(m?.rest).toBe(c.rest);
    if (c.turn !== undefined) expect(m?.turn).toBe(c.turn);
    if (c.decorated !== undefined) expect(m?.decorated).toBe(c.decorated);
  });

  it.each([
    ['## 🤖 Nova', 'assistant', 'a robot beside an unknown name draws the assistant'],
    ['👤 (Lena)', 'user', 'a bust beside an unknown name draws the person'],
    ['💬 (Lena)', undefined, 'a speech balloon draws no one'],
  ])('%s: the emoji says whose it is (%s, %s)', (line, role, _why) => {
    expect(readMarkedLabel(line)?.emojiRole).toBe(role);
  });

  it('gives the lines of one transcript one shape, whatever the name, number or emoji', () => {
    expect(readMarkedLabel('**1. Dana:**')?.shape).toBe(readMarkedLabel('**12. Jarvis:**')?.shape);
    expect(readMarkedLabel('<b>User:</b> hi')?.shape).toBe(readMarkedLabel('<b>Assistant:</b> hello')?.shape);
    expect(readMarkedLabel('(Moi)')?.shape).not.toBe(readMarkedLabel('(Moi) text')?.shape);
  });
});

const turns = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('speaker markers found by their shape', () => {
  const cases: { name: string; text: string; expected: [string, string][] }[] = [
    {
      name: 'HTML bold labels with a sample dialogue inside the answer ("A:" / "B:" are not speakers)',
      text: '<b>Usuario:</b> write a short dialogue for booking a hotel\n\n<b>Asistente:</b> A: Hi, I need a room.\n\nB: Sure, for how many nights?\n\nA: Two nights.\n\nB: Done.\n',
      expected: [['user', 'write a short dialogue for booking a hotel'], ['assistant', 'A: Hi, I need a room. B: Sure, for how many nights? A: Two nights. B: Done.']],
    },
    {
      // knownInsideKnown: a transcript of known names ("Customer :" / "Bot :") quoted inside the person's first turn of
      // a conversation whose known names ("You:" / "ChatGPT:") take strict turns on lines of their own.
      name: 'a chat export whose first prompt pastes another chat, its labels inline ("User : …" / "Bot : …")',
      text: 'You:\nUser : where is my parcel\nBot : pls give order number\nUser : 4471\nBot : it is late sorry\n\nChatGPT:\nThat support bot was curt. What would you like me to do with this chat?\n\nYou:\nRewrite the bot\'s lines so they sound friendly.\n\nChatGPT:\nSure. First line: "Happy to help! Could you share your order number?"\n',
      expected: [
        ['user', 'User : where is my parcel Bot : pls give order number User : 4471 Bot : it is late sorry'],
        ['assistant', 'That support bot was curt. What would you like me to do with this chat?'],
        ['user', "Rewrite the bot's lines so they sound friendly."],
        ['assistant', 'Sure. First line: "Happy to help! Could you share your order number?"'],
      ],
    },
    {
      name: 'names in parentheses on their own lines, unknown names',
      text: '(Dana)\nHow do I boil an egg?\n\n(Jarvis)\nPut it in boiling water for nine minutes, then cool it.\n\n(Dana)\nSoft or hard?\n\n(Jarvis)\nNine minutes gives a hard yolk; six a soft one.\n',
      expected: [['user', 'How do I boil an egg?'], ['assistant', 'Put it in boiling water for nine minutes, then cool it.'], ['user', 'Soft or hard?'], ['assistant', 'Nine minutes gives a hard yolk; six a soft one.']],
    },
    {
      name: 'a one-cell table header over each message (the delimiter row is decoration)',
      text: '| User |\n|---|\n\nWhat is a monad?\n\n| Assistant |\n|---|\n\nA way to chain computations that carry context.\n',
      expected: [['user', 'What is a monad?'], ['assistant', 'A way to chain computations that carry context.']],
    },
    {
      name: 'numbered bold turns where one name is a known word and the other a letter',
      text: '**1. H:**\nIs it safe to eat raw flour?\n\n**2. A:**\nNot really: it can carry E. coli.\n\n**3. H:**\nWhat about cookie dough?\n\n**4. A:**\nOnly if the flour was heat-treated.\n',
      expected: [['user', 'Is it safe to eat raw flour?'], ['assistant', 'Not really: it can carry E. coli.'], ['user', 'What about cookie dough?'], ['assistant', 'Only if the flour was heat-treated.']],
    },
    {
      name: 'an em dash after the name',
      text: 'Kunde — Can I fly a drone over my garden?\n\nKI — Yes, within the local rules for hobby drones.\n\nKunde — And over my neighbour’s?\n\nKI — Only with their permission.\n',
      expected: [['user', 'Can I fly a drone over my garden?'], ['assistant', 'Yes, within the local rules for hobby drones.'], ['user', 'And over my neighbour’s?'], ['assistant', 'Only with their permission.']],
    },
    {
      name: 'a doubled colon after the name (AsciiDoc definition list, hand-written logs)',
      text: 'Dana:: How do I boil an egg?\n\nJarvis:: Nine minutes in boiling water.\n\nDana:: Thanks!\n\nJarvis:: Enjoy.\n',
      expected: [['user', 'How do I boil an egg?'], ['assistant', 'Nine minutes in boiling water.'], ['user', 'Thanks!'], ['assistant', 'Enjoy.']],
    },
    {
      name: 'AsciiDoc section headings over each message',
      text: '== User\n\nWhat is 2+2?\n\n== Assistant\n\nIt is 4.\n\n== User\n\nAnd 3*3?\n\n== Assistant\n\n9.\n',
      expected: [['user', 'What is 2+2?'], ['assistant', 'It is 4.'], ['user', 'And 3*3?'], ['assistant', '9.']],
    },
    {
      name: 'quoted bold labels where the assistant\'s reads as a said-heading ("> **Gemini:**") and the person\'s as a marker',
      text: '> **Human:**\nI take small things from the store sometimes.\n\n> **Gemini:**\nThat is still stealing.\n\n> **Human:**\nBut who is harmed?\n\n> **Gemini:**\nThe store, and the people who pay.\n',
      expected: [['user', 'I take small things from the store sometimes.'], ['assistant', 'That is still stealing.'], ['user', 'But who is harmed?'], ['assistant', 'The store, and the people who pay.']],
    },
    {
      name: 'a Markdown table of the conversation, one row a message, under its header row',
      text: '| Speaker | Message |\n|---|---|\n| Dana | How do I boil an egg? |\n| Jarvis | Nine minutes in boiling water. |\n',
      expected: [['user', 'How do I boil an egg?'], ['assistant', 'Nine minutes in boiling water.']],
    },
    {
      name: 'unknown names beside a person and a robot, where the person writes the long message and the assistant asks',
      text: '👤 (Lena)\nI know a girl who is 16 and pregnant, her parents want her to keep the baby but she does not, and I do not know how to help her at all.\n\n🤖 (Sage)\nWhat do you think she should do?\n\n👤 (Lena)\nI think she is too young.\n\n🤖 (Sage)\nDo you want to help her?\n',
      expected: [['user', 'I know a girl who is 16 and pregnant, her parents want her to keep the baby but she does not, and I do not know how to help her at all.'], ['assistant', 'What do you think she should do?'], ['user', 'I think she is too young.'], ['assistant', 'Do you want to help her?']],
    },
    {
      name: 'a person and a robot drawn alone over each message',
      text: '🧑\nHey\n\n🤖\nHi! What can I do for you?\n\n🧑\nTell me a joke.\n\n🤖\nWhy did the scarecrow win an award? He was outstanding in his field.\n',
      expected: [['user', 'Hey'], ['assistant', 'Hi! What can I do for you?'], ['user', 'Tell me a joke.'], ['assistant', 'Why did the scarecrow win an award? He was outstanding in his field.']],
    },
    {
      name: 'a Markdown definition list: the bold name, then ": " before each message',
      text: '**Dana**\n: How do I boil an egg?\n\n**Jarvis**\n: Nine minutes in boiling water.\n\n**Dana**\n: Thanks!\n\n**Jarvis**\n: Enjoy.\n',
      expected: [['user', 'How do I boil an egg?'], ['assistant', 'Nine minutes in boiling water.'], ['user', 'Thanks!'], ['assistant', 'Enjoy.']],
    },
    {
      name: 'unknown names as headings that start the text, over an answer with its own "Name:" lines and a known "Ответ:"',
      text: '## Lena\n\nНайдите отношение суммы первых 3n членов прогрессии к сумме первых n членов.\n\n## Sage\n\nЗапишем суммы через первый член и разность.\n\nОтношение искомых сумм:\nS3n / Sn = 3(2a + (3n - 1)d) / (2a + (n - 1)d).\n\nОтвет: 3(2a + (3n - 1)d) / (2a + (n - 1)d).\n',
      expected: [['user', 'Найдите отношение суммы первых 3n членов прогрессии к сумме первых n членов.'], ['assistant', 'Запишем суммы через первый член и разность. Отношение искомых сумм: S3n / Sn = 3(2a + (3n - 1)d) / (2a + (n - 1)d). Ответ: 3(2a + (3n - 1)d) / (2a + (n - 1)d).']],
    },
    {
      name: 'a verb of speech after the name ("Dana wrote:" / "Jarvis replied:")',
      text: 'Dana wrote:\nHow do I boil an egg?\n\nJarvis replied:\nNine minutes in boiling water.\n\nDana wrote:\nThanks!\n\nJarvis replied:\nEnjoy.\n',
      expected: [['user', 'How do I boil an egg?'], ['assistant', 'Nine minutes in boiling water.'], ['user', 'Thanks!'], ['assistant', 'Enjoy.']],
    },
    {
      name: 'setext headings over each message',
      text: 'User\n----\nWhat is 2+2?\n\nAssistant\n---------\nIt is 4.\n\nUser\n----\nAnd 3*3?\n\nAssistant\n---------\n9.\n',
      expected: [['user', 'What is 2+2?'], ['assistant', 'It is 4.'], ['user', 'And 3*3?'], ['assistant', '9.']],
    },
    {
      // A VS Code chat copied into a note and committed to GitHub (realfiles-32): each party in its own decoration.
      name: 'each party in its own decoration ("# dana: …" over each prompt, "**GitHub Copilot:**" over each answer)',
      text: '# dana: write a script that charts the standings\n\n**GitHub Copilot:**\nDone: main.py fetches and plots them.\n\n# dana: it fails with KeyError date\n\n**GitHub Copilot:** Some sessions have no date; I skip those now.\n',
      expected: [['user', 'write a script that charts the standings'], ['assistant', 'Done: main.py fetches and plots them.'], ['user', 'it fails with KeyError date'], ['assistant', 'Some sessions have no date; I skip those now.']],
    },
    {
      // A hand-kept Q&A log committed to GitHub (realfiles-32) changes its decoration from turn to turn.
      name: 'decorations that change from turn to turn ("**Dana:**", "_Jarvis:_", "***Dana:***", "**Jarvis:**")',
      text: '**Dana:** how do I boil an egg?\n\n_Jarvis:_ Nine minutes in boiling water.\n\n***Dana:*** and soft-boiled?\n\n**Jarvis:** Six minutes.\n',
      expected: [['user', 'how do I boil an egg?'], ['assistant', 'Nine minutes in boiling water.'], ['user', 'and soft-boiled?'], ['assistant', 'Six minutes.']],
    },
    {
      // A session log committed to GitHub (realfiles-33) rules the person's label with "=" and the agent's with "-".
      name: 'each party\'s label between rules of its own ("=====" / "USER  [time]" / "=====", "-----" / "ASSISTANT  [time]" / "-----")',
      text: '=====\nUSER  [2026-05-16 23:23:47]\n=====\nIs it hidden?\n\n-----\nASSISTANT  [2026-05-16 23:24:23]\n-----\nYes, already.\n\n=====\nUSER  [2026-05-16 23:28:21]\n=====\nIt is still visible.\n\n-----\nASSISTANT  [2026-05-16 23:28:55]\n-----\nFixed now.\n',
      expected: [['user', 'Is it hidden?'], ['assistant', 'Yes, already.'], ['user', 'It is still visible.'], ['assistant', 'Fixed now.']],
    },
  ];
  it.each(cases)('$name', ({ text, expected }) => {
    expect(turns(text)).toEqual(expected);
  });

  // False speakers: decorated or separated words inside one answer, that do not recur and take turns.
  const notSpeakers: { name: string; text: string; messages: number }[] = [
    {
      name: 'a list of "Name — description" lines in an answer',
      text: 'User: Which languages should I learn?\n\nAssistant: A few good ones:\n\nPython — easy to start with\nRust — fast and safe\nGo — simple concurrency\n\nUser: thanks\n\nAssistant: You are welcome.',
      messages: 4,
    },
    {
      name: 'an answer pasted alone: a comparison table whose row names alternate, then numbered bold steps',
      text: 'Here is a comparison:\n\n| Feature | Python | Rust |\n|---|---|---|\n| Speed | Slow | Fast |\n| Safety | Dynamic | Static |\n| Speed | Interpreted | Compiled |\n| Safety | GC | Ownership |\n\n**1. Install:** run the installer.\n\n**2. Configure:** edit the file.\n',
      messages: -1,
    },
    {
      name: 'an answer pasted alone: a numbered list whose second item is a known word ("2. Agent:")',
      text: 'A reinforcement learning system that plays Atari games has these parts:\n\n1. Environment: The Atari game environment, with the screen, the controls and the rules.\n\n2. Agent: The learner that interacts with the environment and takes actions.\n\n3. State representation: A way to encode the screen.\n\n4. Reward function: Feedback on each action.\n',
      messages: -1,
    },
    {
      name: 'an answer pasted alone: bullets that cycle through three keys per step',
      text: 'Here is the plan.\n\n- Action: Press Shuffle.\n- What happens:\n  The queue is shuffled.\n- Resulting state:\n  Random order.\n\n- Action: Press Next.\n- What happens:\n  The next song plays.\n- Resulting state:\n  Your song.\n',
      messages: -1,
    },
    {
      name: 'an answer that opens with a word and a dash ("Ah - you\'re a Monty Python fan") is no speaker\'s message',
      text: "Ah - you're a Monty Python fan. What fine taste!\n\nThe airspeed velocity of an unladen swallow depends on the kind of swallow.",
      messages: -1,
    },
    {
      name: 'parenthesised notes and an HTML page in an answer',
      text: 'You: show me a minimal page\n\nChatGPT: Here:\n\n<html>\n<head>\n</head>\n<body>\n(optional)\nHello\n</body>\n</html>\n\n(recommended)\nKeep it small.',
      messages: 2,
    },
  ];
  it('a README\'s setext section headings, each seen once under its intro, are not two speakers', () => {
    const text = 'My Project\n==========\n\nThis project is a small tool that converts files between a few formats and is written in Go for speed.\n\nInstallation\n------------\n\nRun go install and then add the binary to your path so that it can be found.\n\nUsage\n-----\n\nCall the tool with a file name and the format you want, and it writes the result next to the input.\n';
    const messages = parseConversation(text).messages;
    expect(messages.filter((m) => m.role === 'assistant')).toHaveLength(0);
    expect(messages.map((m) => m.content).join('\n')).toContain('Call the tool with a file name');
  });
  it.each(notSpeakers)('$name', ({ text, messages }) => {
    const result = parseConversation(text);
    // -1: whatever the label-less readers make of it, no speaker names were read from these lines.
    if (messages === -1) expect(result.detection.parser).not.toBe('speaker_labels');
    else expect(result.messages).toHaveLength(messages);
  });
});
