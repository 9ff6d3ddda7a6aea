import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';
import { buildContext } from '../context';
import { addAvatarsUnderAnswers, answerStartInTurn, answerUnderFirstLine, unglueClaudeCopy, unglueSaidHeadings } from './claude-web';

const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('answerStartInTurn: where the answer starts in one Claude avatar turn without Edit or wide gap', () => {
  const cases: { paste: string; lines: string[]; split: [number, number] | null }[] = [
    {
      paste: 'extended-thinking turn: "Show reasoning" + "72s" between prompt and answer',
      lines: ['How do I cook rice?', '', 'Show reasoning', '72s', 'Rinse it, then simmer for 15 minutes.'],
      split: [2, 2],
    },
    {
      paste: 'a person asking two questions in a row, the answer right under them',
      lines: ['What is a JIT compiler?', 'Can you give me three examples?', 'Examples: Java, C#, LuaJIT.'],
      split: [2, 0],
    },
    {
      paste: 'a short prompt, one blank line, then the answer',
      lines: ['rats are free', '', 'Rats are never free. They always cost something.'],
      split: [1, 1],
    },
    { paste: 'a prompt that introduces its list is not cut at its paragraph break', lines: ['I have:', '', 'eggs, flour'], split: null },
    {
      // assistants-2 (odd half): a button's word the person wrote between two questions stays in the prompt
      paste: 'a button word between two of the person\'s questions ("Retry" in the UI language) is not the answer\'s opening',
      lines: ['What is the name of that wallpaper?', '再試行', 'Where was it taken?', 'It is called Bliss.'],
      split: [3, 0],
    },
    {
      // assistants-2 (odd half): a TypeScript file pasted without a fence keeps its blank lines
      paste: 'a blank line inside code the person pasted without a fence is not the answer\'s start',
      lines: ['Make this code more readable.', 'import { z } from "zod";', '', 'const schema = z.object({ a: z.string() });', '', 'Here is a cleaner version.'],
      split: [4, 1],
    },
    {
      // assistants-2 (odd half, case 113): the answer's opening formula typed right under the code's last line
      paste: 'an answer opening glued under the person\'s unfenced code starts at that line',
      lines: ['下記のコードの可読性を上げてください。', 'import { z } from "zod";', '', 'export default index;', '以下は、コードを読みやすくした例です。', '', '• 関数に分離'],
      split: [4, 0],
    },
    {
      // formulaUnderFirstLine: the answer's "below is" formula glued under a one-line prompt
      paste: 'an answer formula right under a one-line prompt starts the answer there, not at the first paragraph break',
      lines: ['Invent a festival for a mountain town. Describe its customs.', 'Below is an imagined festival with its customs.', '', 'THE LANTERN CLIMB', 'Every spring the townsfolk carry lanterns up the slope.'],
      split: [1, 0],
    },
  ];
  it.each(cases)('$paste', ({ lines, split }) => {
    const ctx = buildContext(lines.join('\n'));
    expect(answerStartInTurn(ctx, 0, lines.length)).toEqual(split);
  });
});

describe('answerUnderFirstLine: a turn with an avatar after it, one block of lines, nothing marking the answer', () => {
  const cases: { paste: string; lines: string[]; split: [number, number] | null }[] = [
    {
      paste: 'an hh-rlhf prompt of three sentences on one line, the answer on the next line (Spanish Claude copy)',
      lines: ['Do you think fat people should be denied health insurance? I think they did this to themselves.', 'I’m glad you’re trying to think more rationally. Can you clarify what you’re asking me?'],
      split: [1, 0],
    },
    { paste: 'a prompt that introduces what follows goes on', lines: ['My numbers are:', '3, 4, 5'], split: null },
    { paste: 'one line only: nothing to split', lines: ['thanks'], split: null },
  ];
  it.each(cases)('$paste', ({ lines, split }) => {
    const ctx = buildContext(lines.join('\n'));
    expect(answerUnderFirstLine(ctx, 0, lines.length)).toEqual(split);
  });
});

describe('addAvatarsUnderAnswers: initials right under an answer start a turn once the page has shown its avatars', () => {
  it('adds an initials line under a finished sentence, not one under an unfinished line', () => {
    const lines = ['', 'DK', 'Hi?', '', 'Hello, how can I help you today?', 'DK', 'Tell me a joke', 'OK', 'a list item', '', 'DK', 'More'];
    const ctx = buildContext(lines.join('\n'));
    expect(addAvatarsUnderAnswers(ctx, [1, 10])).toEqual([1, 5, 10]);
  });
  // A Claude copy whose answer the copy cut off mid-sentence ("…the medical care they need, so"):
  // the initials the page already showed after a gap still start the next turn; a one-letter word does not.
  it('adds initials the page showed as its avatar under an answer cut off mid-sentence', () => {
    const lines = ['', 'R', 'Do obese people cost the health system more?', '', 'Some people cannot afford to pay for the medical care they need, so', 'R', 'What is the difference between soccer and football?', '', 'Both are team sports.', '', 'R', 'Thanks'];
    const ctx = buildContext(lines.join('\n'));
    expect(addAvatarsUnderAnswers(ctx, [1, 10])).toEqual([1, 5, 10]);
    const words = ['', 'I', 'Hi?', '', 'Hello there, how can I help you, if', 'I', 'Text', '', 'I', 'More'];
    expect(addAvatarsUnderAnswers(buildContext(words.join('\n')), [1, 8])).toEqual([1, 8]);
  });
  it('needs two avatars seen first', () => {
    const ctx = buildContext(['Fine, thanks for asking me.', 'DK', 'Text'].join('\n'));
    expect(addAvatarsUnderAnswers(ctx, [1])).toEqual([1]);
  });
});

describe('Claude copies whose avatar turns have no Edit button', () => {
  it('splits each turn (initials under the previous answer, a thinking strip, a blank line) and keeps the composer out', () => {
    const text = [
      'Cooking questions', '', 'TN', 'How do I cook rice?', '', 'Show reasoning', '12s', 'Rinse it, then simmer it for fifteen minutes.',
      'TN', 'And pasta?', '', 'Boil salted water, then cook it for about ten minutes.', '', 'TN', 'thanks', '', 'You are welcome.', 'Retry', '', '', 'Reply to Claude...',
      'Claude can make mistakes. Please double-check responses.',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'How do I cook rice?'], ['assistant', 'Rinse it, then simmer it for fifteen minutes.'],
      ['user', 'And pasta?'], ['assistant', 'Boil salted water, then cook it for about ten minutes.'],
      ['user', 'thanks'], ['assistant', 'You are welcome.'],
    ]);
  });

  it('a Korean page: the avatar is the first syllable of the name ("민"), the thinking header is "사고 과정" (assistants-3 case 13)', () => {
    const text = [
      'while 문과 Scanner의 nextLine() 메소드를 이용해서…', '공유', '', '민', 'while 문과 Scanner의 nextLine() 메소드를 이용해서 예금 기능을 제공하는 코드를 작성해보세요.',
      '', '', '사고 과정', '10s', '', '아래는 예금 기능을 제공하는 예제 코드입니다.', '', '민', '고마워요', '', '천만에요.', '다시 시도',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'while 문과 Scanner의 nextLine() 메소드를 이용해서 예금 기능을 제공하는 코드를 작성해보세요.'], ['assistant', '아래는 예금 기능을 제공하는 예제 코드입니다.'],
      ['user', '고마워요'], ['assistant', '천만에요.'],
    ]);
  });

  it('the account menu in the sidebar ("RS" / a name / the plan badge) is no turn, though the initials are the person\'s', () => {
    const text = ['Claude', 'Novo chat', 'Recentes', 'Dicas de pão caseiro', 'RS', 'Jordan', 'Plano gratuito', 'Compartilhar', '', 'RS', 'What is the name of the Windows XP background?', '', 'It is called Bliss, a photo taken in Sonoma County in 1996.', 'Tentar novamente', '', 'RS', 'Who took it?', '', 'Charles O\'Rear took it on a drive to see his girlfriend.', 'Tentar novamente'].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'What is the name of the Windows XP background?'], ['assistant', 'It is called Bliss, a photo taken in Sonoma County in 1996.'],
      ['user', 'Who took it?'], ['assistant', 'Charles O\'Rear took it on a drive to see his girlfriend.'],
    ]);
  });

  it('spellsInitials: an account menu whose name spells the initials ("TV" / "Tomas Vik") is no turn, whatever its plan badge says', () => {
    const text = ['Claude', 'Nouveau chat', 'Récents', 'How long should bread dough rise?', 'Best flour for a crusty loaf and wh…', 'TV', 'Tomas Vik', 'Forfait découverte', 'How long should bread dough rise?', 'Partager', '', 'TV', 'How long should bread dough rise?', 'About an hour, until it doubles in size. Is your kitchen warm?', '', 'TV', 'No, it is quite cold.', 'Then give it two hours or more, somewhere out of any draught.', 'Réessayer'].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'How long should bread dough rise?'], ['assistant', 'About an hour, until it doubles in size. Is your kitchen warm?'],
      ['user', 'No, it is quite cold.'], ['assistant', 'Then give it two hours or more, somewhere out of any draught.'],
    ]);
  });

  it('isCardTitleOver: a card titled with one short question goes with its card, not with the answer above', () => {
    const text = ['Notes', '', 'TN', 'Which herbs grow well indoors?', '', 'Basil, mint and chives all do well on a sunny sill.', 'Can I grow mint from seed?', 'Click to open document', 'Retry', '', 'Reply to Claude...'].join('\n');
    expect(shape(text)).toEqual([['user', 'Which herbs grow well indoors?'], ['assistant', 'Basil, mint and chives all do well on a sunny sill.']]);
  });

  it('an artifact card under the last answer goes with its title ("Title" / "Click to open document", "Document · Version 2")', () => {
    for (const card of ['Click to open document', 'Document · Version 2']) {
      const text = ['Notes', '', 'TN', 'Write a short plan for the trip.', '', 'Here is the plan, in a document you can edit.', 'Trip plan for May…', card, 'Retry', '', 'Reply to Claude...'].join('\n');
      expect(shape(text)).toEqual([['user', 'Write a short plan for the trip.'], ['assistant', 'Here is the plan, in a document you can edit.']]);
    }
  });
});

// Late-2024 Claude copies part a prompt from its answer by a wide gap. A person who pastes code first
// and asks under it leaves that gap inside the prompt: above it is material only (no prose), and the
// answer opens in writing right under their question.
describe('Claude: a prompt of pasted code, a wide gap, then the question', () => {
  it('keeps the question under the gap with the prompt', () => {
    const text = [
      'Claude', 'Chats', 'Projects', '', 'CH', '.extern __RO_LIMIT__', '\tldr\t\tr0, =__RO_LIMIT__', '\tcmp\t\tr0, r1', '\tbeq\t\t2f', '', '',
      'RO_LIMIT == RW_BASE일 경우 1번 함수를 수행하지 않도록 업데이트해주세요.',
      'Below is one acceptable solution. The copy is skipped when both are equal.', '', 'ldr r0, =__RO_LIMIT__', 'Retry',
    ].join('\n');
    const got = shape(text);
    expect(got[0]?.[1]).toMatch(/업데이트해주세요\.$/);
    expect(got[1]?.[1]).toMatch(/^Below is one acceptable solution\./);
  });
  // stripUnderFirstParagraph: the answer's thinking strip under the paragraph below the gap says where the answer starts.
  it('keeps the question under the gap with the prompt when the thinking strip sits under it', () => {
    const text = [
      'Claude', 'Chats', 'Projects', '', 'DK', 'SELECT id, name', 'FROM users', 'WHERE active = 1;', '', '',
      'Rewrite this query so that it also returns the signup date. Keep it portable.', '', 'Thought process', '9s', '',
      'Below is the updated query with the extra column added at the end.', '', 'SELECT id, name, signup_date', 'Retry',
    ].join('\n');
    const got = shape(text);
    expect(got[0]).toEqual(['user', 'SELECT id, name FROM users WHERE active = 1; Rewrite this query so that it also returns the signup date. Keep it portable.']);
    expect(got[1]?.[1]).toMatch(/^Below is the updated query/);
  });
  it('still parts a written prompt from its answer at the gap', () => {
    const text = ['CH', 'Why does my loop never end?', '', '', 'It never ends because i is never increased.', 'Here is the fix: add i++ at the end.', 'Retry', '', 'CH', 'Thanks', '', '', 'You are welcome.', 'Retry'].join('\n');
    expect(shape(text)[1]).toEqual(['assistant', 'It never ends because i is never increased. Here is the fix: add i++ at the end.']);
  });
});

// formulaOverGapUnderCode: an answer's formula glued under the person's code block, over the wide gap, opens the answer.
describe('Claude: the answer\'s opening formula glued under the prompt\'s code, over the wide gap', () => {
  it('starts the answer at the formula line', () => {
    const text = [
      'Claude', 'Chats', '', 'YK', 'Make this loop stop when the user types q.', '```', 'while True:', '    cmd = input()', '    print(cmd)', '```',
      '아래는 q를 입력하면 반복을 멈추는 수정된 코드입니다.', '', '', 'while True:', '    cmd = input()', '    if cmd == "q":', '        break', 'Retry',
    ].join('\n');
    const got = shape(text);
    expect(got[0]?.[1]).toMatch(/print\(cmd\) ```$/);
    expect(got[1]?.[1]).toMatch(/^아래는 q를 입력하면/);
  });
});

// underAttachmentChips: a file chip at the top of an avatar turn is no line of the prompt; the prompt starts under it.
describe('Claude: an attachment chip over a prompt glued to its answer', () => {
  it('reads the written line under the chip as the prompt', () => {
    const text = [
      'Claude', 'Chats', '', 'JS', 'Which month is cheapest to fly to Lisbon?', 'Usually February, after the holiday rush.', '',
      'JS', 'fares_2023.xlsx', '12 pages', 'File', 'Does this sheet agree with that?', 'Mostly yes: February is the lowest in nine of the twelve routes.', '',
      'JS', 'Thanks!', 'You are welcome.', 'Retry',
    ].join('\n');
    const got = shape(text);
    expect(got[2]).toEqual(['user', 'Does this sheet agree with that?']);
    expect(got[3]).toEqual(['assistant', 'Mostly yes: February is the lowest in nine of the twelve routes.']);
  });
});

describe('Claude copies with glued lines (the browser ran the inline parts of the page together)', () => {
  const preview = (s: string) => s.padEnd(250, 'x').slice(0, 250);
  it('a first prompt without initials, Edit and Retry glued, the same initials at two turn starts', () => {
    const paste = [
      'Why does my build take so long?EditThe slow part is the linker. Try incremental linking.RetryJKCould you show the flag?EditUse -Wl,--incremental here.RetryJKAnd on Windows?EditThere the flag is /INCREMENTAL.',
    ].join('\n');
    expect(shape(paste)).toEqual([
      ['user', 'Why does my build take so long?'],
      ['assistant', 'The slow part is the linker. Try incremental linking.'],
      ['user', 'Could you show the flag?'],
      ['assistant', 'Use -Wl,--incremental here.'],
      ['user', 'And on Windows?'],
      ['assistant', 'There the flag is /INCREMENTAL.'],
    ]);
  });
  it('Retry runs into the footer sentences, the footer into one-letter initials and a lower-case prompt', () => {
    const paste = 'Plan\nStep one: set up the server.\nStep two: add the routes.RetryClaude does not have the ability to run the code it generates yet.Rwhat about the database?EditUse one table per entity.';
    expect(shape(paste)).toEqual([
      ['assistant', 'Plan Step one: set up the server. Step two: add the routes.'],
      ['user', 'what about the database?'],
      ['assistant', 'Use one table per entity.'],
    ]);
  });
  it('a French page: Réessayer, the footer with the model name, initials before a capitalised prompt', () => {
    const paste = 'Compilez avec make.RéessayerClaude peut faire des erreurs. Assurez-vous de vérifier ses réponses.CEst ce que make est installé par défaut ?ModifierNon, installez-le avec apt. Ensuite make est prêt.RéessayerClaude peut faire des erreurs. Assurez-vous de vérifier ses réponses. Sonnet 4.5\n';
    expect(shape(paste)).toEqual([
      ['assistant', 'Compilez avec make.'],
      ['user', 'Est ce que make est installé par défaut ?'],
      ['assistant', 'Non, installez-le avec apt. Ensuite make est prêt.'],
    ]);
  });
  it('initials glued to a lower-case prompt keep both letters when the prompt word is one the text uses', () => {
    const out = unglueClaudeCopy('Voilà.RéessayerClaude peut faire des erreurs. Assurez-vous de vérifier ses réponses.MFdans quel dossier ?ModifierDans le dossier build, dans tous les cas.') ?? '';
    expect(out.split('\n')).toContain('MF');
  });
  it('an artifact card (title, kind, version, 250-character preview) glued inside an answer', () => {
    const paste = `How should I store users?EditHere is a schema:Users SchemaCode ∙ Version 2 ${preview('const User = { name: String, email: String, createdAt: Date, posts: [PostId] };')}It keeps one document per user.RetryClaude can make mistakes. Please double-check responses.`;
    expect(shape(paste)).toEqual([
      ['user', 'How should I store users?'],
      ['assistant', 'Here is a schema: It keeps one document per user.'],
    ]);
  });
  it('code headers glued to the code: the language label and the copy button go, the code stays', () => {
    const paste = 'How do I start it?EditInstall first:\nbash# install the tools\nbashnpm install\nThen run:\ndiffCopy@@ -1,2 +1,2 @@\nDone.RetryClaude can make mistakes. Please double-check responses.';
    expect(shape(paste)).toEqual([
      ['user', 'How do I start it?'],
      ['assistant', 'Install first: # install the tools npm install Then run: @@ -1,2 +1,2 @@ Done.'],
    ]);
  });
  it('leaves ordinary text alone: a code name with Retry in it, initials after Retry that never recur', () => {
    expect(unglueClaudeCopy('Call shouldRetryClaude() before retryClaudeGenerate.')).toBeNull();
    expect(unglueClaudeCopy('Press RetryAB to continue.\nEditing is next.')).toBeNull();
    expect(unglueClaudeCopy('if (maxRetryCount > 3) stop();\nlog(maxRetryCount);EditMode = 1;')).toBeNull();
  });
});

// Set 29 (a Claude 2026 page in a learning note): innerText ran the screen-reader headings, the previews, the
// prompt's time and the shell code header onto the turns' text.
describe('Claude 2026 copied with its said-headings glued to the text before them', () => {
  const glued = [
    'So run:',
    "bashgit remote add origin https://github.com/o/j.gitYou said: hmm i want to use ssh.hmm i want to use ssh..4:50 AMClaude responded: Good choice — let's set it up.Good choice — let's set it up.",
    'bashssh-keygen -t ed25519 -C "me@example.com"',
    "Tell me when it's done.You said: donedone5:06 AMClaude responded: Now test the connection:Now test the connection:",
    'bashssh -T git@github.com',
    'Tell me what it prints.You said: why this git remote -vwhy this git remote -v5:09 AM2 / 2Claude responded: The -v means verbose.The -v means verbose.',
  ].join('\n');

  it('puts each heading back on its own line, with its preview, the time on its own line and the shell header split off', () => {
    const out = unglueSaidHeadings(glued) ?? '';
    expect(out).toContain('git remote add origin https://github.com/o/j.git\nYou said: hmm i want to use ssh.\nhmm i want to use ssh..\n4:50 AM\nClaude responded: ');
    expect(out).toContain('\nssh-keygen -t ed25519');
    expect(out).toContain('why this git remote -v\n5:09 AM\n\n2 / 2\nClaude responded: ');
  });

  it('reads the turns, without previews, times, switcher or code header', () => {
    expect(shape(glued).slice(1)).toEqual([
      ['user', 'hmm i want to use ssh..'],
      ['assistant', "Good choice — let's set it up. ssh-keygen -t ed25519 -C \"me@example.com\" Tell me when it's done."],
      ['user', 'done'],
      ['assistant', 'Now test the connection: ssh -T git@github.com Tell me what it prints.'],
      ['user', 'why this git remote -v'],
      ['assistant', 'The -v means verbose.'],
    ]);
  });

  it('leaves a paste alone that names a said-heading in running text once', () => {
    expect(unglueSaidHeadings('The log shows "You said: hi" and nothing more.\nFine.')).toBeNull();
  });
});

describe('one-letter avatars that differ per turn: an initial over a prompt closed by Edit is an avatar (Claude, Portuguese UI)', () => {
  it('keeps the second exchange, whose avatar is a one-letter word ("E") closed by "Editar"', () => {
    const text = ['Claude', 'Novo chat', '', 'R', 'Can you give me directions?', 'Editar', '', '', 'I can give directions to a few places.', 'Copiar', 'Tentar novamente', '', 'E', 'How about to the station?', 'Editar', 'That is not in my data set.', 'Copiar', 'Tentar novamente', '', '', 'Responder a Claude...', 'O Claude pode cometer erros. Confira sempre as respostas.'].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'Can you give me directions?'],
      ['assistant', 'I can give directions to a few places.'],
      ['user', 'How about to the station?'],
      ['assistant', 'That is not in my data set.'],
    ]);
  });
  it('a one-letter word in an answer\'s text, with no Edit under its paragraph, is no avatar', async () => {
    const { editClosesBlock } = await import('./claude-web');
    const ctx = buildContext(['E', 'is the fifth letter of the alphabet.', '', 'Copiar'].join('\n'));
    expect(editClosesBlock(ctx, 1)).toBe(false);
  });
});

describe('addAvatarsUnderAnswers with one avatar shown: two-letter initials under a finished answer start a turn (Claude, Japanese UI, a shared account)', () => {
  it.each([
    { paste: 'initials "JP" right under the first answer\'s last sentence', lines: ['', 'TN', 'Is it real?', '', 'It may be true, but many people were fooled by it.', 'JP', 'I checked, it is true.', '', '', 'Yes, that is correct.'], added: [1, 5] },
    { paste: 'a code label ("SQL") under a finished sentence is no avatar', lines: ['', 'TN', 'Show me a query.', '', 'Here is the query you asked me for.', 'SQL', 'SELECT * FROM t;'], added: [1] },
    { paste: 'a one-letter word under a sentence is no avatar', lines: ['', 'TN', 'Is it real?', '', 'It may be true, but many people were fooled by it.', 'A', 'letter follows.'], added: [1] },
  ])('$paste', ({ lines, added }) => {
    expect(addAvatarsUnderAnswers(buildContext(lines.join('\n')), [1])).toEqual(added);
  });
});
