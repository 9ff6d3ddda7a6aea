import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-46 set), each rebuilt
 * here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 46)', () => {
  // Claude's 2026 page in a non-English UI copied as innerText: each said-heading of the UI's language runs onto the
  // text before it, with the prompt's preview repeated and the turn's date ("May 12") glued before the next heading.
  it('puts glued said-headings of another UI language back on their own lines', () => {
    const text = [
      'Arsitektur ini sederhana dan mudah dirawat.',
      'Pertimbangkan cache di sisi server.Anda berkata: apakah perlu Redis?apakah perlu Redis?May 12Claude merespons: Tidak selalu.Tidak selalu. Untuk beban kecil cukup memori proses.',
      'Redis berguna jika ada banyak instance.Anda berkata: oke, terima kasihoke, terima kasihMay 12Claude merespons: Sama-sama!Sama-sama! Semoga lancar.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['assistant', 'Arsitektur ini sederhana dan mudah dirawat. Pertimbangkan cache di sisi server.'],
      ['user', 'apakah perlu Redis?'],
      ['assistant', 'Tidak selalu. Untuk beban kecil cukup memori proses. Redis berguna jika ada banyak instance.'],
      ['user', 'oke, terima kasih'],
      ['assistant', 'Sama-sama! Semoga lancar.'],
    ]);
  });
  // ChatGPT with a Turkish UI: "Şunu dedin:" over the prompt, the bare "ChatGPT:" and the name line over the answer,
  // "Kodu kopyala" under each code block's language. The copy starts inside an earlier answer that wrote a README:
  // its Markdown title opens the paste, but the page's code header under it shows it is the answer's end, not notes.
  it('reads a Turkish ChatGPT copy that starts inside an answer', () => {
    const text = [
      '# Weather CLI',
      '',
      'A small tool that prints the forecast for any city, using a public weather service.',
      '',
      '## Setup',
      '',
      'Install the one dependency first:',
      'pip install requests',
      '1. Fetching the data',
      'We call the service and read its JSON answer.',
      '',
      'python',
      'Kodu kopyala',
      'import requests',
      '',
      '',
      '',
      '',
      '',
      'Şunu dedin:',
      'kısa bir örnek ver',
      'ChatGPT:',
      'ChatGPT',
      'Here is a short example:',
      '',
      'python',
      'Kodu kopyala',
      'print(requests.get(URL).json())',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['assistant', '# Weather CLI A small tool that prints the forecast for any city, using a public weather service. ## Setup Install the one dependency first: pip install requests 1. Fetching the data We call the service and read its JSON answer. import requests'],
      ['user', 'kısa bir örnek ver'],
      ['assistant', 'Here is a short example: print(requests.get(URL).json())'],
    ]);
  });
  // Claude Code copied from the terminal with its reasoning shown: "> " over the prompt, "⏺ " over what the agent says
  // and each tool call, and "✻ Thinking…" over thoughts that run unmarked to the next sign. The thoughts are no turn.
  it('leaves out Claude Code thinking blocks between the prompt and answer signs', () => {
    const text = [
      '> Should we cache the token in memory or in',
      '> secure storage? What do you think?',
      '',
      '✻ Thinking…',
      '',
      'The user asks where to keep the token. I should look at the auth code first',
      'before answering, then compare both options.',
      '',
      '⏺ I will check how the token is stored now.',
      '',
      '⏺ Read(src/auth.ts)',
      '⎿  Read 120 lines (ctrl+r to expand)',
      '',
      '✻ Thinking…',
      '',
      'The token is already persisted by the auth library, so memory is enough for reads.',
      '',
      '⏺ Keep it in secure storage, which the auth library already does, and read it',
      'into memory once at start-up. A second cache adds nothing.',
      '',
      '> ok, and on logout?',
      '',
      '⏺ Clear both: remove the stored token and reset the in-memory copy.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Should we cache the token in memory or in secure storage? What do you think?'],
      ['assistant', 'I will check how the token is stored now. Keep it in secure storage, which the auth library already does, and read it into memory once at start-up. A second cache adds nothing.'],
      ['user', 'ok, and on logout?'],
      ['assistant', 'Clear both: remove the stored token and reset the in-memory copy.'],
    ]);
  });
  // A dev diary with a chat in a plain fenced block ("あなた:" / "ChatGPT:"), then a remark, then a second plain block
  // where the writer pasted the next exchange without the person's heading: a quoted line and a question over
  // "ChatGPT:". The second block goes on with the transcript; the diary's prose around the blocks is no turn.
  it('reads a second fenced block that goes on with a fenced transcript', () => {
    const text = [
      '## 9/24',
      'ルーターの置き場所を聞いてみた.',
      '',
      '```',
      'あなた:',
      'ユーティリティはどこに置くべき？',
      '',
      'ChatGPT:',
      'ChatGPT',
      '',
      'app の外に lib ディレクトリを作るのが一般的です。',
      '```',
      'なるほど??',
      '```',
      'app の外に lib ディレクトリを作るのが一般的です。',
      'とありますが, それはなぜ？',
      'ChatGPT:',
      'ChatGPT',
      '',
      'app 内はルーティング専用にすると構造が明確になるからです。',
      '```',
      '',
      'ということで lib を作った.',
      '次は storybook を入れる.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'ユーティリティはどこに置くべき？'],
      ['assistant', 'app の外に lib ディレクトリを作るのが一般的です。'],
      ['user', 'app の外に lib ディレクトリを作るのが一般的です。 とありますが, それはなぜ？'],
      ['assistant', 'app 内はルーティング専用にすると構造が明確になるからです。'],
    ]);
  });
  // A ChatGPT copy (Portuguese UI) of Ruby answers: the code lost its fence, so every block closes with the recurring
  // "end" lines, and the explanation follows the last "end" with no blank line. That "end" is code closing its block,
  // not a thinking line over the explanation, which speaks of "the user" and stays in the answer. "erb" heads a view.
  it('keeps the sentence under unfenced Ruby code that closes with recurring "end" lines', () => {
    const text = [
      'Como valido o usuário antes de salvar?',
      'Dito pelo ChatGPT:',
      'ChatGPT',
      'Use uma validação no modelo:',
      '',
      'ruby',
      'Copiar código',
      'class User < ApplicationRecord',
      '  def check_admin',
      '    if admin?',
      '      errors.add(:base, "não permitido")',
      '    end',
      '  end',
      'end',
      'Aqui, a validação impede que o usuário seja criado quando for administrador.',
      '',
      'Na view:',
      '',
      'erb',
      'Copiar código',
      '<%= form_with model: @user do |f| %>',
      '<% end %>',
      '',
      'E no controller:',
      '',
      'ruby',
      'Copiar código',
      'def create',
      '  @user = User.new(user_params)',
      'end',
    ].join('\n');
    const messages = parseConversation(text).messages;
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]?.content).toContain('Aqui, a validação impede que o usuário seja criado quando for administrador.');
    expect(messages[1]?.content).not.toMatch(/^erb$/m);
  });
  // Claude's late-2024 page copied whole, by an account with no name set: the sidebar's account menu shows the
  // initials, the e-mail address and the initials again, above the chat's title and the first prompt's initials.
  it('takes initials over an e-mail address for the account menu, not a turn', () => {
    const text = [
      'Start new chat',
      'Chats',
      'Recents',
      'Planning a garden',
      'Free plan',
      '',
      'K',
      'kim.lee@example.com',
      'K',
      '',
      '',
      'Planning a garden',
      'Share',
      '',
      'K',
      'which vegetables grow well in partial shade?',
      '',
      'Edit',
      'Leafy greens do best: lettuce, spinach, kale and chard all manage with four hours of sun.',
      '',
      'Copy',
      'Retry',
      '',
      'K',
      'and herbs?',
      '',
      'Edit',
      'Mint, parsley and chives tolerate shade well.',
      '',
      'Copy',
      'Retry',
      '',
      'Claude can make mistakes. Please double-check responses.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'which vegetables grow well in partial shade?'],
      ['assistant', 'Leafy greens do best: lettuce, spinach, kale and chard all manage with four hours of sun.'],
      ['user', 'and herbs?'],
      ['assistant', 'Mint, parsley and chives tolerate shade well.'],
    ]);
  });
  // A ChatGPT answer copied without its copy buttons: the code block's lower-case language line stands alone between
  // the sentence that leads to it ("…for example:") and the block, a directory tree whose first line is one token.
  it('drops a bare language line over a directory tree', () => {
    const text = [
      'You:',
      'where do helpers go?',
      '',
      'ChatGPT:',
      'Keep them outside the routes folder, for example:',
      '',
      'css',
      '',
      'src/',
      '  routes/',
      '    index.ts',
      '  lib/',
      '    format.ts',
      '',
      'This keeps routing files apart from helpers.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'where do helpers go?'],
      ['assistant', 'Keep them outside the routes folder, for example: src/ routes/ index.ts lib/ format.ts This keeps routing files apart from helpers.'],
    ]);
  });
});
