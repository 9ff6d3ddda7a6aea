import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { unglueInlineSaidHeadings } from './inline-headings';
import { buildContext } from './context';
import { parsePromptPrefix } from './parsers/prompt-prefix';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-30 set,
 * odd half), each rebuilt here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories', () => {
  it('a ChatGPT copy that lost its line breaks: the said-headings inside lines (French UI) part the turns', () => {
    const text = [
      "Arrête le service avec systemctl stop k3s puis supprime les fichiers restants. Cela devrait suffire pour repartir d'une base propre. Vous avez dit : root@box:~# kubectl get pods NAME READY STATUS coredns-1 0/1 Pending root@box:~# ChatGPT a dit :",
      '',
      'Les pods restent en Pending parce que le déploiement les recrée.',
      '',
      'Supprime le déploiement avec kubectl delete deployment coredns.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['assistant', "Arrête le service avec systemctl stop k3s puis supprime les fichiers restants. Cela devrait suffire pour repartir d'une base propre."],
      ['user', 'root@box:~# kubectl get pods NAME READY STATUS coredns-1 0/1 Pending root@box:~#'],
      ['assistant', 'Les pods restent en Pending parce que le déploiement les recrée. Supprime le déploiement avec kubectl delete deployment coredns.'],
    ]);
  });

  it('a said-heading inside a line that does not take turns with another ("as you said: …" in a message) leaves the text as it is', () => {
    expect(unglueInlineSaidHeadings('Like you said: the cache is cold on Mondays.\nSo we warm it first.')).toBeNull();
    expect(unglueInlineSaidHeadings('I asked ChatGPT: why? Then you said: because.')).toBeNull();
  });

  it('a localised heading no list holds ("Dito pelo ChatGPT:") over the answer\'s bare name line heads the answer, not the prompt\'s last line', () => {
    const text = [
      'Como valido o CPF antes de salvar o usuário?',
      'Dito pelo ChatGPT:',
      'ChatGPT',
      'Use uma validação no modelo:',
      '',
      'validate :cpf_valido',
      '',
      'Assim o registro não é salvo com um CPF inválido.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Como valido o CPF antes de salvar o usuário?'],
      ['assistant', 'Use uma validação no modelo: validate :cpf_valido Assim o registro não é salvo com um CPF inválido.'],
    ]);
  });

  it('a line of the person\'s that names the assistant with a colon ("I asked ChatGPT:") is no heading when the name does not follow alone', () => {
    const text = 'User: I asked ChatGPT:\nwhat does this regex match?\n\nAssistant: It matches a date.';
    expect(pairs(text)).toEqual([
      ['user', 'I asked ChatGPT: what does this regex match?'],
      ['assistant', 'It matches a date.'],
    ]);
  });

  it('the toolbar Gemini\'s 2026 page prints under the last answer, one icon to a line, is page, not the answer\'s end', () => {
    const text = [
      'Conversation with Gemini',
      'You said',
      '',
      'Which queue should I use for a small job runner?',
      '',
      'Gemini said',
      '',
      'Start with a database table as the queue; move to Redis when the polling hurts.',
      '',
      '💾', '🔊', '✓', '', '', 'Tools', '⚡', '💭', '|', 'TAB:884211', 'Pro', '',
      'Gemini is AI and can make mistakes.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Which queue should I use for a small job runner?'],
      ['assistant', 'Start with a database table as the queue; move to Redis when the polling hurts.'],
    ]);
  });

  it('an answer that ends with a short list of its own is not a toolbar', () => {
    const text = 'User: Name three colours.\n\nAssistant: Here they are:\n\nRed\nGreen\nBlue\n✓';
    expect(pairs(text)).toEqual([
      ['user', 'Name three colours.'],
      ['assistant', 'Here they are: Red Green Blue ✓'],
    ]);
  });

  it('a coding agent that prints each step under its sign ("⏺ text" / "⏺ Bash(…)") with no blank line: the tool calls are not its words', () => {
    const text = [
      '❯ push the branch please',
      '',
      '⏺ I am checking the tree first.',
      "⏺ Bash(git status --short && git log --oneline -n 3)",
      '⏺ The tree is clean; I need your go-ahead before pushing.',
      '',
      '❯ go ahead',
      '',
      '⏺ Pushing now.',
      '⏺ Bash(git push origin HEAD:feature/x)',
      '⏺ The push failed: permission denied.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'push the branch please'],
      ['assistant', 'I am checking the tree first. The tree is clean; I need your go-ahead before pushing.'],
      ['user', 'go ahead'],
      ['assistant', 'Pushing now. The push failed: permission denied.'],
    ]);
  });

  it('under a page\'s navigation, the chat\'s header lines (app name, title, file chip) are not the end of an earlier answer', () => {
    const text = [
      'Runner plan v2', '', 'Task 6 — Retry budget', 'Describe how many retries a job gets before it fails for good.', '',
      'Queue design for the runner', 'New chat', 'Agents', 'Spaces', 'Spark', 'Preview', '', 'dana-k', 'Copilot Pro',
      'Copilot Chat', 'Queue design for the runner', 'PLAN.md', 'dana-k/runner',
      'You said: Add a task for the retry policy',
      'Add a task for the retry policy to the plan.',
      'Copilot said: Done. I added the task as',
      'Done. I added the task as Task 7.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Add a task for the retry policy to the plan.'],
      ['assistant', 'Done. I added the task as Task 7.'],
    ]);
  });

  it('a chat pasted inside a plain fenced block of a dev diary ("```" / "あなた:" / … / "ChatGPT:") is read as the conversation', () => {
    const text = [
      '# 開発日記', '', 'ディレクトリ構成で迷ったので聞いてみた.', '', '<details>', '<summary>聞いたこと</summary>', '',
      '```', 'あなた:', 'utils はどこに置くべき？', '', 'ChatGPT:', 'ChatGPT', '', 'app の外に lib を作って置くのが一般的です。', '```', '',
      '</details>',
    ].join('\n');
    const [prompt, answer] = pairs(text);
    expect(prompt).toEqual(['user', 'utils はどこに置くべき？']);
    expect(answer?.[0]).toBe('assistant');
    expect(answer?.[1]).toMatch(/^app の外に lib を作って置くのが一般的です。/);
  });

  it('labels inside a fenced block under labels outside it stay code (a chat log an answer shows)', () => {
    const text = 'User: Show me a log format.\n\nAssistant: Like this:\n\n```\nUser: hi\nBot: hello\n```\n\nEach line has a speaker.';
    expect(pairs(text)).toEqual([
      ['user', 'Show me a log format.'],
      ['assistant', 'Like this: ``` User: hi Bot: hello ``` Each line has a speaker.'],
    ]);
  });
});

/** Shapes of the realfiles-49 set, rebuilt with text of our own: one mechanism per shape. */
describe('conversation files from public repositories (round 49)', () => {
  // aider adds the files the model asked for ("> Add file to the chat?") and the model goes on: its replies to one
  // input, with only aider's output lines between them, are one turn.
  it('joins the replies to one aider input that only aider output separates', () => {
    const text = [
      '# aider chat started at 2026-01-02 10:00:00',
      '',
      '> Aider v0.80.0  ',
      '',
      '#### explain this repo  ',
      '',
      'It is a small to-do app. I need to see the store to say more.',
      '',
      '> Tokens: 1.2k sent, 40 received.  ',
      '> src/store.js  ',
      '> Add file to the chat? (Y)es/(N)o [Yes]: y  ',
      '',
      'Thanks, the store keeps the items in local storage.',
      '',
      '> Tokens: 2.0k sent, 30 received.  ',
      '',
      '#### add a due date  ',
      '',
      'Here is the change.',
      '',
      '> Tokens: 2.5k sent, 90 received.  ',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'explain this repo'],
      ['assistant', 'It is a small to-do app. I need to see the store to say more. Thanks, the store keeps the items in local storage.'],
      ['user', 'add a due date'],
      ['assistant', 'Here is the change.'],
    ]);
  });
  // The browser's label of the composer's two empty file inputs, glued ("XX"), in a UI language no list holds: page
  // text, so a sources button above it ("Fontes") is no word quoted between two paragraphs.
  it('reads a phrase glued onto itself as the page, not as prose around a button word', () => {
    const text = [
      'Você disse:',
      'Descreva o projeto',
      'O ChatGPT disse:',
      'Claro! O projeto é um jogo educativo.',
      '',
      'Quer que eu faça um resumo?',
      '',
      '',
      'Fontes',
      '',
      '',
      'Kein Element gewähltKein Element gewählt',
      'O ChatGPT pode cometer erros. Considere verificar informações importantes.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Descreva o projeto'],
      ['assistant', 'Claro! O projeto é um jogo educativo. Quer que eu faça um resumo?'],
    ]);
  });
  // Claude Code's scrollback: every line of a turn indented under its sign, the person typing once between two
  // answers. The recurring sign and the one met once take turns.
  it('reads a terminal where the prompt sign appears once between indented answers', () => {
    const text = [
      '⏺ Here is a summary of the work so far:',
      '',
      '  Parsing',
      '',
      '  - the reader now keeps line breaks',
      '  - tests cover the new cases',
      '',
      '> why did the old reader drop them?',
      '',
      '⏺ It split on every blank line first.',
      '',
      '  Then it joined the pieces with single spaces.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['assistant', 'Here is a summary of the work so far: Parsing - the reader now keeps line breaks - tests cover the new cases'],
      ['user', 'why did the old reader drop them?'],
      ['assistant', 'It split on every blank line first. Then it joined the pieces with single spaces.'],
    ]);
  });
  // Gemini's bare code header ("HTML" alone under a gap, the code right under it), in a copy with no labels:
  // "color: #fff;" / "font-size: 2rem;" lines of the code that lost its fence are no speakers' labels.
  it('reads no speaker labels in code under a bare language header', () => {
    const css = ['body', 'h1', '.card', 'footer'].flatMap((sel, k) => [`        ${sel} {`, `            color: #C0A0${k}0;`, `            font-size: 1.${k}rem;`, '        }']);
    const text = ['Make me a dark landing page', '', 'Here is a full page you can copy:', '', 'HTML', '<!DOCTYPE html>', '<html>', '<head>', '    <style>', ...css, '    </style>', '</head>', '<body><h1>Shop</h1></body>', '</html>', '', 'Save it as index.html and open it in a browser.'].join('\n');
    const got = pairs(text);
    expect(got.map((m) => m[0])).toEqual(['user', 'assistant']);
    expect(got[1]?.[1]).toContain('color: #C0A030; font-size: 1.3rem;');
  });
  // ChatGPT in a UI language no list holds (Turkish): the notebook the person attached shows as its name over a type
  // word ("Dosya") over the prompt. At the prompt's top it is the chip; in an answer a file name heads a section.
  it('drops an attachment chip whose type word no list holds, above the prompt only', () => {
    const text = [
      'Şunu dedin:',
      'sales_model_v3.ipynb',
      'Dosya',
      'Bu defter neden hata veriyor? Düzelt.',
      'ChatGPT:',
      'Hata veri yükleme adımında.',
      '',
      'config.yaml',
      'Ayarlar',
      'Yolu mutlak yapın.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Bu defter neden hata veriyor? Düzelt.'],
      ['assistant', 'Hata veri yükleme adımında. config.yaml Ayarlar Yolu mutlak yapın.'],
    ]);
  });
});

/**
 * Round 50 (the realfiles-50 set): each shape rebuilt with text of our own, one mechanism per test.
 */
describe('conversation files from public repositories, round 50', () => {
  // SpecStory writes a rule after each tool block and one more before the agent's text goes on: the whole run of
  // rules between the two pieces of prose goes with the tool blocks, not only the rule that touches them.
  it('drops a run of exporter rules around removed tool blocks, not just the rule next to them', () => {
    const text = [
      '<!-- Generated by SpecStory, Markdown v2.1.0 -->',
      '',
      '_**User (2026-02-01 10:00Z)**_',
      '',
      'Set up the project in this folder.',
      '',
      '---',
      '',
      '_**Agent (model default, mode Agent)**_',
      '',
      'I will look at the folder first.',
      '',
      '---',
      '',
      '<tool-use data-tool-type="generic" data-tool-name="list_dir">',
      '<details>',
      '<summary>Tool use: **list_dir** • Listed directory, 0 results</summary>',
      'No results found',
      '</details>',
      '</tool-use>',
      '',
      '---',
      '',
      '',
      '',
      '---',
      '',
      'The folder is empty, so we start from scratch.',
      '',
      '---',
      '',
      '_**User (2026-02-01 10:05Z)**_',
      '',
      'Fine, go ahead.',
      '',
      '---',
      '',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Set up the project in this folder.'],
      ['assistant', 'I will look at the folder first. The folder is empty, so we start from scratch.'],
      ['user', 'Fine, go ahead.'],
    ]);
  });

  // aider answers every input it sends: two "#### " inputs with only blank lines between them, in a history that logs
  // answers, are one input the terminal broke into lines (mid-word). Commands to aider stay apart.
  it('joins aider inputs that nothing but blank lines separates into one message', () => {
    const text = [
      '# aider chat started at 2026-03-01 10:00:00',
      '',
      '> Aider v0.50.1  ',
      '',
      '#### fix the typo in the title',
      '',
      'Done: the title now reads "Notes".',
      '',
      '> Tokens: 1k sent, 20 received.  ',
      '',
      '#### /clear',
      '',
      '#### now rewrite the intro so it says what the tool does and who it is for, then add a short se',
      '',
      '#### ction on how to install it',
      '',
      '> Add setup.md to the chat? y  ',
      '',
      'The intro now says what the tool does; the install section is added.',
      '',
      '> Tokens: 2k sent, 80 received.  ',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'fix the typo in the title'],
      ['assistant', 'Done: the title now reads "Notes".'],
      ['user', 'now rewrite the intro so it says what the tool does and who it is for, then add a short se ction on how to install it'],
      ['assistant', 'The intro now says what the tool does; the install section is added.'],
    ]);
  });

  // Claude Code prints the editor selection it attached under the person's "> " prompt, behind "⎿": the program's
  // note, not the person's words, in a terminal where both sides carry a sign.
  it('drops the "⎿" note under a Claude Code prompt', () => {
    const text = [
      'dana@box:~/app$ claude',
      '╭──────────────────────────────╮',
      '│ ✻ Welcome to Claude Code!    │',
      '╰──────────────────────────────╯',
      '',
      '> rename the branch to dev and push it',
      '  ⎿  ⧉ Selected 3 lines from README.md in Visual Studio Code',
      '',
      '● I will rename the local branch to dev first, then push it and set its upstream so later pushes need no arguments.',
      '',
      '● Bash(git branch -m dev)',
      '  ⎿  (No content)',
      '',
      '● The branch is now called dev and it is pushed to origin with its upstream set, so a plain git push works from here.',
      '',
      '> thanks, now tag it v1',
      '',
      '● Bash(git tag v1)',
      '  ⎿  (No content)',
      '',
      '● Tagged the current commit as v1; push the tag with git push origin v1 when you want it on the remote as well.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'rename the branch to dev and push it'],
      ['assistant', 'I will rename the local branch to dev first, then push it and set its upstream so later pushes need no arguments. The branch is now called dev and it is pushed to origin with its upstream set, so a plain git push works from here.'],
      ['user', 'thanks, now tag it v1'],
      ['assistant', 'Tagged the current commit as v1; push the tag with git push origin v1 when you want it on the remote as well.'],
    ]);
  });

  // A chat page converted to Markdown through a document (bold said-headings): the uploaded image's alt text is bold
  // too, and still the page's.
  it('drops a status line the converter set in bold, as it set the said-headings', () => {
    const text = [
      '##### **You said:**',
      '',
      '**Uploaded image**  ',
      'Here is the error I get, what is wrong?',
      '',
      '###### **ChatGPT said:**',
      '',
      'The path to the config file is relative; make it absolute.',
      '',
      '##### **You said:**',
      '',
      'That fixed it, thanks.',
      '',
      '###### **ChatGPT said:**',
      '',
      'Glad it works.',
    ].join('\n');
    expect(pairs(text)[0]).toEqual(['user', 'Here is the error I get, what is wrong?']);
    expect(pairs(text)).toHaveLength(4);
  });

  // ChatGPT in Vietnamese: the alt text of an image the person uploaded, over the prompt.
  it('drops the uploaded-image line of a Vietnamese ChatGPT copy', () => {
    const text = ['Bạn đã nói:', 'Đã tải lên ảnh', 'lỗi này là gì vậy', 'ChatGPT đã nói:', 'Lỗi do thiếu quyền ghi vào thư mục.', 'Bạn đã nói:', 'cảm ơn', 'ChatGPT đã nói:', 'Không có gì.'].join('\n');
    expect(pairs(text)[0]).toEqual(['user', 'lỗi này là gì vậy']);
  });

  // GitHub Copilot's page copied without blank lines: "Code" over each block with no language, here flows written
  // with arrows (nothing that reads as code): the header recurs over every such block.
  it('drops the "Code" header a page draws over plain blocks when it recurs', () => {
    const text = [
      'You said: how do orders flow through the',
      'how do orders flow through the shop?',
      'Copilot said: Here is the flow for each',
      'Here is the flow for each case:',
      '1. Purchase',
      'Code',
      'Customer Arrives → Check Stock → Record Sale',
      '2. Repair',
      'Code',
      'Work Order → Mechanic → Done',
      '3. Delivery',
      'Code',
      'Pack → Ship → Confirm Receipt',
      'That covers the three flows.',
    ].join('\n');
    const got = pairs(text);
    expect(got.map((m) => m[0])).toEqual(['user', 'assistant']);
    expect(got[1]?.[1]).toBe('Here is the flow for each case: 1. Purchase Customer Arrives → Check Stock → Record Sale 2. Repair Work Order → Mechanic → Done 3. Delivery Pack → Ship → Confirm Receipt That covers the three flows.');
  });
});

describe('conversation files from public repositories, round 51', () => {
  // A Jekyll post whose numbered turns carry kramdown block classes over each quote ("{: .question }" / "{: .reply }").
  it('reads the class over each quote of a post as the party that speaks', () => {
    const text = [
      '# Asking the bot about tides',
      '',
      '#### 1',
      '',
      '{: .question }',
      '> Why are there two tides a day?',
      '',
      '{: .reply }',
      '> <p>The Moon pulls the near side and the far side of the ocean.</p>',
      '',
      '#### 2',
      '',
      '{:.question}',
      '> And why do they come later each day?',
      '',
      '{:.reply}',
      '> <p>The Moon moves along its orbit,</p>',
      '> <p>so the Earth turns a little longer to face it again.</p>',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Why are there two tides a day?'],
      ['assistant', '<p>The Moon pulls the near side and the far side of the ocean.</p>'],
      ['user', 'And why do they come later each day?'],
      ['assistant', '<p>The Moon moves along its orbit,</p> <p>so the Earth turns a little longer to face it again.</p>'],
    ]);
  });

  // A blog post quoting its chats: the person's turns set in italics inside the quotes, the answers plain, the
  // blogger's remarks between the quotes.
  it('reads italic paragraphs inside a post\'s quotes as the person and plain ones as the answers', () => {
    const text = [
      'I finally tried the bot.',
      '',
      '> _Hello! Do you know the capital of Peru?_',
      '>',
      '> Yes, it is Lima.',
      '',
      'Fair enough.',
      '',
      '> _And can you write a loop in C?_',
      '>',
      '> Sure:',
      '>',
      '> ```c',
      '> for (int i = 0; i < 3; i++)',
      '>',
      '>   puts("hi");',
      '> ```',
      '>',
      '> _Thanks!_',
      '',
      'My verdict: not bad.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Hello! Do you know the capital of Peru?'],
      ['assistant', 'Yes, it is Lima.'],
      ['user', 'And can you write a loop in C?'],
      ['assistant', 'Sure: ```c for (int i = 0; i < 3; i++) puts("hi"); ```'],
      ['user', 'Thanks!'],
    ]);
  });

  // A retold agent session: "## " sections of the author's introduction, then "### Name" turns, with the narrator's
  // commentary between two turns framed by rules under a heading of the introduction's rank.
  it('ends a turn at a rule that frames the narrator\'s section between speaker headings', () => {
    const text = [
      '# A session with the agent',
      '',
      '## Foreword',
      '',
      'What follows is the whole session, with my notes.',
      '',
      '---',
      '',
      '## The session',
      '',
      '### Mara',
      'Do you remember what we built yesterday?',
      '',
      '### Agent',
      'No, every session starts empty for me.',
      '',
      '---',
      '',
      '## First insight',
      '',
      'Here the agent admits it has no memory.',
      '',
      '---',
      '',
      '### Mara',
      'Then read the log in the repository.',
      '',
      '### Agent',
      'Done: we built the parser.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Do you remember what we built yesterday?'],
      ['assistant', 'No, every session starts empty for me.'],
      ['user', 'Then read the log in the repository.'],
      ['assistant', 'Done: we built the parser.'],
    ]);
  });

  // An interview post in name labels where the writer left out the assistant's label twice: the person's name
  // comes again right after the answer.
  it('gives the paragraphs under a labelled question to the answer when the same party is labelled twice in a row', () => {
    const text = [
      'Mei: Hello, can we talk about music?',
      '',
      'Bot: Of course, what would you like to know?',
      '',
      'Mei: Will machines write hit songs?',
      '',
      'Bot: Some already help, but taste still comes from people.',
      '',
      'Mei: Composers will keep their jobs, right?',
      '',
      'Most of them will, since they choose what a song should say and machines only suggest.',
      '',
      'Mei: What should a young composer learn then?',
      '',
      'Bot: Learn the tools, and learn what moves a listener.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Hello, can we talk about music?'],
      ['assistant', 'Of course, what would you like to know?'],
      ['user', 'Will machines write hit songs?'],
      ['assistant', 'Some already help, but taste still comes from people.'],
      ['user', 'Composers will keep their jobs, right?'],
      ['assistant', 'Most of them will, since they choose what a song should say and machines only suggest.'],
      ['user', 'What should a young composer learn then?'],
      ['assistant', 'Learn the tools, and learn what moves a listener.'],
    ]);
  });

  // A post kept as a block editor's HTML: each question a paragraph set in bold italics, each answer in a blockquote
  // under it, the blogger's paragraphs around them.
  it('reads a post\'s HTML source: emphasised paragraphs ask, the blockquotes under them answer', () => {
    const text = [
      '<!-- wp:paragraph -->',
      '<p>I asked the chatbot a few things about gardens.</p>',
      '<!-- /wp:paragraph -->',
      '',
      '<!-- wp:paragraph -->',
      '<p><strong><em>Q1. “Which vegetables grow in shade?”</em></strong></p>',
      '<!-- /wp:paragraph -->',
      '',
      '<!-- wp:quote -->',
      '<blockquote class="wp-block-quote"><!-- wp:paragraph -->',
      '<p>Lettuce, spinach &amp; kale do well with a few hours of sun.</p>',
      '<!-- /wp:paragraph --></blockquote>',
      '<!-- /wp:quote -->',
      '',
      '<!-- wp:paragraph -->',
      '<p><strong>Q2</strong>. <span><em>And how often should I water them?</em></span></p>',
      '<!-- /wp:paragraph -->',
      '',
      '<!-- wp:quote -->',
      '<blockquote class="wp-block-quote"><!-- wp:paragraph -->',
      '<p>Keep the soil moist, not wet.</p>',
      '<!-- /wp:paragraph -->',
      '<!-- wp:paragraph -->',
      '<p>Water in the <em>morning</em>.</p>',
      '<!-- /wp:paragraph --></blockquote>',
      '<!-- /wp:quote -->',
      '',
      '<!-- wp:paragraph -->',
      '<p>Not bad advice at all.</p>',
      '<!-- /wp:paragraph -->',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Which vegetables grow in shade?'],
      ['assistant', 'Lettuce, spinach & kale do well with a few hours of sun.'],
      ['user', 'And how often should I water them?'],
      ['assistant', 'Keep the soil moist, not wet. Water in the morning.'],
    ]);
  });
});

describe('conversation files from public repositories, round 52', () => {
  it('an exporter heading its turns "## User:" / "## Assistant:" over quoted stamps: the headings are labels, not a "##" prompt sign', () => {
    const text = [
      '# Reading a packet capture',
      '',
      '## User:',
      '',
      '> 3/2/2026 09:14:02',
      '',
      'Why does row 7 say TLS and not TCP?',
      '',
      '## Assistant:',
      '',
      '> 3/2/2026 09:14:40',
      '',
      '> Weighed how the capture tool names its rows.',
      '>',
      '> - Done',
      '',
      'The row shows the highest layer the tool could decode; the TCP header is still there underneath.',
    ].join('\n');
    // The "##" lines are no prompt sign: the prompt-sign reader leaves the labelled paste to the labels.
    expect(parsePromptPrefix(buildContext(text))).toBeNull();
    expect(pairs(text)).toEqual([
      ['user', 'Why does row 7 say TLS and not TCP?'],
      ['assistant', 'The row shows the highest layer the tool could decode; the TCP header is still there underneath.'],
    ]);
  });

  it('a "Name: text" transcript whose answers hold bold list items ("- **Purpose**: …" / "- **What it tests**:"): the list is inside the answers, not the speakers', () => {
    const text = [
      'mara77: write five tests for #file:shop.py',
      '',
      'GitHub Copilot: Here are the tests I wrote for the shop module.',
      '',
      '### Test 1: `test_1`',
      '- **Purpose**: Verifies that the empty cart totals zero',
      '- **What it tests**: ',
      '  - the total is zero',
      '  - no discount is applied',
      '',
      '### Test 2: `test_2`',
      '- **Purpose**: Checks the total of one item in the cart',
      '- **What it tests**: ',
      '  - the total is the item price',
      '  - tax is added',
      '',
      '### Test 3: `test_3`',
      '- **Purpose**: Verifies the discount code validation',
      '- **What it tests**: ',
      '  - valid codes: `SAVE10`',
      '  - invalid codes are rejected',
      '',
      'mara77: now add tests for #file:cart.py',
      '',
      'GitHub Copilot: Done, three more tests for the cart.',
      '',
      '### Test 4: `test_4`',
      '- **Purpose**: Verifies removing an item from the cart',
      '- **What it tests**: ',
      '  - the cart is empty again',
      '  - the total is zero',
      '',
      '### Test 5: `test_5`',
      '- **Purpose**: Checks the count after two adds',
      '- **What it tests**: ',
      '  - the count is two',
      '  - the total is the sum',
      '',
      '### Test 6: `test_6`',
      '- **Purpose**: Verifies the session keeps the cart',
      '- **What it tests**: ',
      '  - the cart survives a reload',
      '  - the count is kept',
    ].join('\n');
    const got = pairs(text);
    expect(got.map((m) => m[0])).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(got[0]?.[1]).toBe('write five tests for #file:shop.py');
    expect(got[2]?.[1]).toBe('now add tests for #file:cart.py');
  });

  it("an agent's tool lines in the UI's own language (a file link with no text, a coded search with its count, a quoted tool name) are traffic once the answer shows traffic", () => {
    const text = [
      'lena: corrige el test de la vista',
      '',
      'GitHub Copilot: Voy a revisar la vista primero.',
      '',
      'Leer [](file:///home/lena/app/views.py)',
      '',
      'Texto buscado para `def index` (`**/*.py`), resultados 3',
      '',
      'Ran terminal command: pytest -q',
      '',
      'Usando "Reemplazar cadena en archivo"',
      '',
      'El test ya pasa con el cambio en la vista.',
      '',
      'lena: gracias, ahora el de la API',
      '',
      'GitHub Copilot: Reviso la API.',
      '',
      'Ran terminal command: pytest tests/api -q',
      '',
      'Pasa también.',
    ].join('\n');
    expect(pairs(text)[1]).toEqual(['assistant', 'Voy a revisar la vista primero. El test ya pasa con el cambio en la vista.']);
  });

  it("a question right over the UI's unrendered button ([object Object]) is the UI's prompt, not the answer's", () => {
    const text = [
      'lena: arregla el import',
      '',
      'GitHub Copilot: Cambio el import del modelo.',
      '',
      'Ran terminal command: pytest -q',
      '',
      'Ahora sigo con el resto de los tests:',
      '',
      '¿Quiere seguir con la iteración?',
      '[object Object]',
      '',
      'lena: @agent Seguir: "¿Quiere seguir con la iteración?"',
      '',
      'GitHub Copilot: Los tests pasan.',
    ].join('\n');
    expect(pairs(text)[1]).toEqual(['assistant', 'Cambio el import del modelo. Ahora sigo con el resto de los tests:']);
  });

  it('a short statement set apart under every answer ("Cambios hechos.") is the tool\'s note, not the answer\'s words', () => {
    const text = [
      'User: rename the helper',
      '',
      'Assistant: I renamed the helper and its two callers in the service module.',
      '',
      'Cambios hechos.',
      '',
      'User: and the tests',
      '',
      'Assistant: The tests now import the new name and all pass locally.',
      '',
      'Cambios hechos.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'rename the helper'],
      ['assistant', 'I renamed the helper and its two callers in the service module.'],
      ['user', 'and the tests'],
      ['assistant', 'The tests now import the new name and all pass locally.'],
    ]);
  });

  it("a page copy's composer file input, its caption doubled with nothing between, ends the last answer with the small print under it", () => {
    const text = [
      'Anda bilang:',
      'buat kuis sederhana',
      '',
      'ChatGPT bilang:',
      'Ini kuisnya, simpan sebagai main.py lalu jalankan.',
      '',
      'Mau saya tambahkan skor?',
      '',
      '',
      'Belum ada berkas dipilihBelum ada berkas dipilih',
      'ChatGPT bisa keliru. Cek info penting.',
    ].join('\n');
    expect(pairs(text).at(-1)).toEqual(['assistant', 'Ini kuisnya, simpan sebagai main.py lalu jalankan. Mau saya tambahkan skor?']);
  });

  it("a copy button in a UI language no list knows is found where it recurs under language names, at the copy's start too", () => {
    const text = [
      '# Shop API',
      '',
      '## Overview',
      'This service sells books online and keeps the orders in Postgres, with a small admin page.',
      '',
      '## Layout',
      'shop/',
      '├── api/',
      '└── README.md',
      '',
      'yaml',
      'คัดลอก',
      '',
      '## Run',
      'bash',
      'คัดลอก',
      'npm start',
      '',
      'คุณพูดว่า:',
      'ทำให้สวยขึ้น',
      '',
      'ChatGPT พูดว่า:',
      'ได้เลย:',
      '',
      'bash',
      'คัดลอก',
      'npm run dev',
    ].join('\n');
    const got = pairs(text);
    expect(got.map((m) => m[0])).toEqual(['assistant', 'user', 'assistant']);
    expect(got[0]?.[1]).toBe('# Shop API ## Overview This service sells books online and keeps the orders in Postgres, with a small admin page. ## Layout shop/ ├── api/ └── README.md ## Run npm start');
    expect(got[2]?.[1]).toBe('ได้เลย: npm run dev');
  });
});
