import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { MAX_CONVERSATION_CHARACTERS } from '../plans';
import { ConversationTooLargeError } from './errors';

/**
 * Realistic pastes, most of them variants the dev corpus does not show (other label words,
 * other chrome, other assistants, labels inside code), to keep the parser general.
 */
const pairs = (text: string, platform?: 'auto' | 'claude' | 'chatgpt' | 'other') =>
  parseConversation(text, platform ? { platform } : {}).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('web copies', () => {
  it('ChatGPT 2025: sidebar, said-labels, code header, reasoning note, footer', () => {
    const text = [
      'Skip to content', 'Open sidebar', 'ChatGPT 4o', 'Share', '', '', '', '',
      'You said:', 'How do I reverse a list in Python?', '',
      'ChatGPT said:', 'Thought for 4s', 'Use slicing:', '', 'python', 'Copy', 'Edit', 'items[::-1]', '',
      'or call reverse().', '', '', 'You said:', 'thanks', 'ChatGPT said:', 'You are welcome.', '4o', '', '',
      'Ask anything', 'Search', 'Reason', 'ChatGPT can make mistakes. Check important info.', '?',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'How do I reverse a list in Python?'],
      ['assistant', 'Use slicing: items[::-1] or call reverse().'],
      ['user', 'thanks'],
      ['assistant', 'You are welcome.'],
    ]);
    expect(parseConversation(text).detection).toMatchObject({ platform: 'chatgpt', format: 'standard_labeled' });
  });

  it('ChatGPT saved as markdown with heading said-labels', () => {
    const text = '##### You said:\nWhat is 2+2?\n\n###### ChatGPT said:\nChatGPT\n4o\n2 + 2 = 4.\n\n##### You said:\nAnd 3+3?\n\n###### ChatGPT said:\n6.';
    expect(pairs(text)).toEqual([['user', 'What is 2+2?'], ['assistant', '2 + 2 = 4.'], ['user', 'And 3+3?'], ['assistant', '6.']]);
  });

  it('Claude mid-2024: initials, Edit, Copy/Retry, code disclaimer', () => {
    const text = [
      'Claude', 'Sort a dict by', 'Share', '', 'MK', 'Sort a dict by value in Python', 'Edit', '',
      'Use sorted with a key:', '', 'python', '', 'Copy', 'sorted(d.items(), key=lambda kv: kv[1])',
      'Claude does not have the ability to run the code it generates yet.', 'Copy', 'Retry', '', '',
      'MK', 'And descending?', 'Edit', '', 'Pass reverse=True.', 'Copy', 'Retry', '', '', 'Reply to Claude...', '', 'Claude 3.5 Sonnet',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Sort a dict by value in Python'],
      ['assistant', 'Use sorted with a key: sorted(d.items(), key=lambda kv: kv[1])'],
      ['user', 'And descending?'],
      ['assistant', 'Pass reverse=True.'],
    ]);
    expect(parseConversation(text).detection).toMatchObject({ platform: 'claude', format: 'claude_edit_retry', parser: 'claude_web_turns' });
  });

  it('Claude 2025: one-letter avatar, blank-line gaps, only a final Retry, model footer', () => {
    const text = 'R\nWhat is the capital of Peru?\n\n\nLima is the capital of Peru.\n\n\nR\nAnd of Chile?\n\n\nSantiago.\nRetry\n\nClaude can make mistakes. Please double-check responses.\nSonnet 4';
    expect(pairs(text)).toEqual([['user', 'What is the capital of Peru?'], ['assistant', 'Lima is the capital of Peru.'], ['user', 'And of Chile?'], ['assistant', 'Santiago.']]);
  });

  it('Gemini: drafts and icon words, language line and caution footer', () => {
    const text = [
      'Conversation with Gemini', '', 'Write hello world in Go', 'edit', '', 'Show drafts', 'volume_up', '',
      'Here it is:', '', 'Go', 'fmt.Println("hello world")', 'Use code with caution.', 'content_copy', '',
      'Run it with go run.', 'thumb_up', 'thumb_down', 'share', 'more_vert', '', '',
      'Thanks!', '', '', 'Show thinking', 'Glad to help.', 'thumb_up', 'thumb_down', 'share', 'more_vert', '', '',
      'Gemini can make mistakes, so double-check it',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Write hello world in Go'],
      ['assistant', 'Here it is: fmt.Println("hello world") Run it with go run.'],
      ['user', 'Thanks!'],
      ['assistant', 'Glad to help.'],
    ]);
    expect(parseConversation(text).detection.platform).toBe('gemini');
  });

  it('Gemini answer with a transcript in rendered code is not split by its labels', () => {
    const text = [
      'How do chat logs look?', 'edit', '', 'Show drafts', 'volume_up', '', 'Like this:', '', 'Code snippet',
      'User: hi', 'Assistant: hello', 'User: bye', 'Assistant: bye', 'Use code with caution.', '', 'That is all.',
      'thumb_up', 'thumb_down', 'share', 'more_vert', '', '', 'thanks', 'edit', '', 'Show drafts', 'volume_up', '', 'You are welcome.',
      'thumb_up', 'thumb_down', 'share', 'more_vert',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'How do chat logs look?'],
      ['assistant', 'Like this: User: hi Assistant: hello User: bye Assistant: bye That is all.'],
      ['user', 'thanks'],
      ['assistant', 'You are welcome.'],
    ]);
  });

  it('DeepSeek: no labels, reasoning header, code header with Download', () => {
    const text = [
      'New chat', '', '', 'Print numbers 1 to 3 in bash', '', '',
      'Thought for 6 seconds', 'Use a loop:', '', 'bash', 'Copy', 'Download', 'for i in 1 2 3; do echo $i; done', '', '',
      'What about seq?', '', '', '已深度思考（用时 3 秒）', 'seq 1 3 works too.', '', '',
      'Message DeepSeek', 'DeepThink (R1)', 'Search', 'AI-generated, for reference only',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Print numbers 1 to 3 in bash'],
      ['assistant', 'Use a loop: for i in 1 2 3; do echo $i; done'],
      ['user', 'What about seq?'],
      ['assistant', 'seq 1 3 works too.'],
    ]);
  });

  it('Copilot-style said-labels with an unknown footer word list', () => {
    const text = 'You said\nIs coffee bad for sleep?\nCopilot said\nIt can be, if taken late in the day.\nYou said\nHow late?\nCopilot said\nAvoid it six hours before bed.';
    expect(pairs(text)).toEqual([
      ['user', 'Is coffee bad for sleep?'], ['assistant', 'It can be, if taken late in the day.'], ['user', 'How late?'], ['assistant', 'Avoid it six hours before bed.'],
    ]);
  });
});

describe('transcripts and markdown exports', () => {
  it('Q:/A: labels', () => {
    expect(pairs('Q: What is DNS?\nA: The phone book of the internet.\nQ: Thanks\nA: Any time.')).toEqual([
      ['user', 'What is DNS?'], ['assistant', 'The phone book of the internet.'], ['user', 'Thanks'], ['assistant', 'Any time.'],
    ]);
  });

  it('two unknown names alternate: the first speaker is the user', () => {
    expect(pairs('Dana: can you help me plan a trip?\n\nSage: Of course. Where to?\n\nDana: Lisbon in May.\n\nSage: Great choice.')).toEqual([
      ['user', 'can you help me plan a trip?'], ['assistant', 'Of course. Where to?'], ['user', 'Lisbon in May.'], ['assistant', 'Great choice.'],
    ]);
  });

  it('a name with a known assistant; content lines with colons stay content', () => {
    const text = 'Priya: Give me a recipe.\n\nCopilot: Sure.\nIngredients: eggs, flour\nStep 1: mix\nNote: keep it cold\n\nPriya: thanks\n\nCopilot: Enjoy!';
    expect(pairs(text)).toEqual([
      ['user', 'Give me a recipe.'], ['assistant', 'Sure. Ingredients: eggs, flour Step 1: mix Note: keep it cold'], ['user', 'thanks'], ['assistant', 'Enjoy!'],
    ]);
  });

  it('exporter headings with emoji and --- separators, export footer', () => {
    const text = '# Chat\n*Exported on: 1/2/2025*\n\n## 👤 User\nHello\n\n---\n\n## 🤖 Claude\nHi! How can I help?\n\n---\n\n## 👤 User\nBye\n\n---\n\n## 🤖 Claude\nGoodbye.\n\n*Total messages: 4*';
    expect(pairs(text)).toEqual([['user', 'Hello'], ['assistant', 'Hi! How can I help?'], ['user', 'Bye'], ['assistant', 'Goodbye.']]);
  });

  it('perplexport "# Me" / "# Perplexity" sections', () => {
    expect(pairs('# Me\nbest laptop 2024?\n\n# Perplexity\nIt depends on your budget.\n\n# Me\nunder $1000\n\n# Perplexity\nConsider the Air.')).toEqual([
      ['user', 'best laptop 2024?'], ['assistant', 'It depends on your budget.'], ['user', 'under $1000'], ['assistant', 'Consider the Air.'],
    ]);
  });

  it('never splits inside fenced code, even with labels of the same style', () => {
    const text = 'User: show a transcript\n\nAssistant: Like this:\n\n```\nUser: hi\nAssistant: hello\n```\n\nDone.\n\nUser: ok';
    expect(pairs(text)).toEqual([
      ['user', 'show a transcript'], ['assistant', 'Like this: ``` User: hi Assistant: hello ``` Done.'], ['user', 'ok'],
    ]);
  });

  it('a bold transcript is not split by a plain "User:" line inside an answer', () => {
    const text = '**User:** how do chat logs look?\n\n**Assistant:** Often like this:\nUser: hi\nAssistant: hello\nThat is all.\n\n**User:** thanks\n\n**Assistant:** welcome';
    expect(pairs(text)).toEqual([
      ['user', 'how do chat logs look?'], ['assistant', 'Often like this: User: hi Assistant: hello That is all.'], ['user', 'thanks'], ['assistant', 'welcome'],
    ]);
  });

  it('keeps very short messages ("yep") and drops leading and trailing junk', () => {
    expect(pairs('Here is my chat:\n\nHuman: ok?\n\nAssistant: yep\n\nHuman: k\n\nAssistant: 👍\n\n=== END ===')).toEqual([
      ['user', 'ok?'], ['assistant', 'yep'], ['user', 'k'], ['assistant', '👍'],
    ]);
  });
});

describe('export files', () => {
  it('ChatGPT conversations.json follows current_node through an edited branch', () => {
    const node = (id: string, parent: string | null, children: string[], role: string | null, text = '', extra: object = {}) => ({
      id, parent, children,
      message: role ? { id, author: { role }, content: { content_type: 'text', parts: [text] }, recipient: 'all', metadata: {}, ...extra } : null,
    });
    const mapping = Object.fromEntries([
      node('root', null, ['sys'], null),
      node('sys', 'root', ['u1'], 'system', '', { metadata: { is_visually_hidden_from_conversation: true } }),
      node('u1', 'sys', ['a1'], 'user', 'first question'),
      node('a1', 'u1', ['u2old', 'u2new'], 'assistant', 'first answer'),
      node('u2old', 'a1', ['a2old'], 'user', 'original follow-up'),
      node('a2old', 'u2old', [], 'assistant', 'old answer'),
      node('u2new', 'a1', ['tool'], 'user', 'edited follow-up'),
      node('tool', 'u2new', ['a2new'], 'assistant', 'search("x")', { recipient: 'browser' }),
      node('a2new', 'tool', [], 'assistant', 'new answer'),
    ].map((n) => [n.id, n]));
    const json = JSON.stringify([{ title: 't', mapping, current_node: 'a2new' }]);
    expect(pairs(json)).toEqual([['user', 'first question'], ['assistant', 'first answer'], ['user', 'edited follow-up'], ['assistant', 'new answer']]);
    expect(parseConversation(json).detection).toMatchObject({ parser: 'chatgpt_export_json', platform: 'chatgpt' });
  });

  it('Claude export skips thinking and tool blocks', () => {
    const json = JSON.stringify([{ uuid: 'c', name: 'n', chat_messages: [
      { uuid: '1', sender: 'human', text: 'hi', content: [{ type: 'text', text: 'hi' }] },
      { uuid: '2', sender: 'assistant', text: 'x', content: [{ type: 'thinking', thinking: 'hmm' }, { type: 'tool_use', name: 'web' }, { type: 'text', text: 'Hello!' }] },
    ] }]);
    expect(pairs(json)).toEqual([['user', 'hi'], ['assistant', 'Hello!']]);
  });

  it('ShareGPT and OpenAI messages drop system turns and read content parts', () => {
    expect(pairs(JSON.stringify({ id: 'x', conversations: [{ from: 'system', value: 'be nice' }, { from: 'human', value: 'a' }, { from: 'gpt', value: 'b' }] }))).toEqual([['user', 'a'], ['assistant', 'b']]);
    expect(pairs(JSON.stringify({ messages: [{ role: 'system', content: 's' }, { role: 'user', content: [{ type: 'text', text: 'q' }, { type: 'image_url', image_url: {} }] }, { role: 'assistant', content: 'r' }] }))).toEqual([['user', 'q'], ['assistant', 'r']]);
  });

  it('JSON that is not an export is parsed as text', () => {
    const r = parseConversation('{"not": "an export"}');
    expect(r.detection.parser).not.toMatch(/json/);
  });
});

describe('detection and limits', () => {
  it('reports a high confidence for a cleanly labelled paste and keeps the spec rule result', () => {
    const d = parseConversation('User: a\nAssistant: b\nUser: c\nAssistant: d').detection;
    expect(d.confidence).toBeGreaterThan(0.9);
    expect(d.rule).toMatchObject({ format: 'standard_labeled', confidence: 0.8 });
    expect(d.messageCount).toBe(4);
  });

  it('unstructured text gets a low confidence and the spec issue', () => {
    const d = parseConversation('just one line').detection;
    expect(d.confidence).toBeLessThan(0.3);
    expect(d.issues).toContain('Insufficient content for conversation analysis');
  });

  it('logs are "technical", one message', () => {
    const r = parseConversation('2024-01-01 10:00:00 ERROR boom\n    at main (app.js:3:1)\n');
    expect(r.detection.format).toBe('technical');
    expect(r.detection.confidence).toBe(0.6);
    expect(r.messages).toHaveLength(1);
  });

  it('uses the chosen platform when the text does not show one', () => {
    expect(parseConversation('User: a\nAssistant: b', { platform: 'claude' }).detection.platform).toBe('claude');
    expect(parseConversation('User: a\nChatGPT: b', { platform: 'claude' }).detection.platform).toBe('chatgpt');
  });

  it('an export is limited by the text of its messages, not by its JSON', () => {
    const half = 'x'.repeat(MAX_CONVERSATION_CHARACTERS / 2 - 10);
    const fits = JSON.stringify({ messages: [{ role: 'user', content: half, meta: 'y'.repeat(200) }, { role: 'assistant', content: half }] });
    expect(fits.length).toBeGreaterThan(MAX_CONVERSATION_CHARACTERS);
    expect(parseConversation(fits).error).toBeUndefined();
    const over = JSON.stringify({ messages: [{ role: 'user', content: half + 'x'.repeat(30) }, { role: 'assistant', content: half }] });
    expect(parseConversation(over).error?.code).toBe('CONVERSATION_TOO_LARGE');
    // JSON that is not an export is text, and the text limit applies to all of it.
    expect(parseConversation(JSON.stringify({ note: 'z'.repeat(MAX_CONVERSATION_CHARACTERS) })).error?.code).toBe('CONVERSATION_TOO_LARGE');
  });

  it('returns a typed size error above the limit', () => {
    const big = 'x'.repeat(MAX_CONVERSATION_CHARACTERS + 1);
    const r = parseConversation(big);
    expect(r.error).toBeInstanceOf(ConversationTooLargeError);
    expect(r.error?.code).toBe('CONVERSATION_TOO_LARGE');
    expect(r.error?.message).toMatch(/500,000/);
    expect(r.messages).toEqual([]);
    expect(parseConversation('x'.repeat(MAX_CONVERSATION_CHARACTERS)).error).toBeUndefined();
  });
});

describe('one "Question:" / "Answer:" pair under the person\'s prompt is the answer\'s headings, not speakers', () => {
  it('a Poe copy: prompt, time, bot name, then an exam question the answer wrote with its own headings', () => {
    const text = [
      'Poe',
      'Can you generate an A level exam question on circular motion, with a mark scheme and answer.',
      '12:58 AM',
      'Gemini-2.5-Pro',
      'Question: A small object of mass 0.5 kg is swung in a horizontal circle. Calculate its angular velocity.',
      '',
      'Mark Scheme:',
      '',
      'Calculate the centripetal force (1 mark)',
      '',
      'Answer:',
      '',
      'The centripetal force equals the tension in the string, 15 N.',
    ].join('\n');
    const r = parseConversation(text);
    expect(r.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(r.messages[0]?.content).toBe('Can you generate an A level exam question on circular motion, with a mark scheme and answer.');
    expect(r.messages[1]?.content.startsWith('Question: A small object')).toBe(true);
  });

  // asksRightAbove: the person's question right over the pair says the pair heads its answer.
  it('a Grok copy: pasted code and a question, then an answer headed "Analysis:" and closed by "Answer:"', () => {
    const text = [
      'Grok', '',
      'counter.py',
      'total = 0',
      'for n in range(4):',
      '    total += n * 2',
      'print(f"the total after the loop is {total}, as computed")', '',
      'What does the code above print, and why?', '',
      'Analysis:', '',
      'The loop runs with n = 0, 1, 2 and 3, and each pass adds twice n to the total.',
      'So the total grows by 0, 2, 4 and 6, which sums to 12.',
      'The f-string then puts that number into the sentence, so the line ends with the total and the words after it.',
      'Nothing else is printed, because the print call sits after the loop and runs once.', '',
      'Answer: It prints 12.', '',
      'Ask anything',
    ].join('\n');
    const r = parseConversation(text);
    expect(r.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(r.messages[0]?.content.endsWith('What does the code above print, and why?')).toBe(true);
    expect(r.messages[1]?.content.startsWith('Analysis:')).toBe(true);
    expect(r.messages[1]?.content.endsWith('Answer: It prints 12.')).toBe(true);
  });
});

describe('real committed files, round 4: each mechanism in the shape the file showed', () => {
  it('a French ChatGPT copy with other code pasted above the page header: the code was never part of the chat', () => {
    const text = [
      '<?php include "header.php"; ?>',
      '<ul>',
      '  <li><?= $item ?></li>',
      '</ul>',
      '',
      'Ignorer et passer au contenu',
      'Historique de chat',
      '',
      'Vous avez dit :',
      'Un exercice de conjugaison niveau CM2',
      'ChatGPT a dit :',
      'Voici un exercice : conjugue les verbes entre parenthèses au passé composé.',
      'Vous avez dit :',
      'plus court',
      'Annuler',
      '',
      'Envoyer',
      'ChatGPT a dit :',
      'Bien sûr : trois phrases seulement, avec la correction en dessous.',
      '',
      'ChatGPT peut faire des erreurs. Envisagez de vérifier les informations importantes.',
      'Voici un exercice : conjugue',
      'trois phrases seulement',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Un exercice de conjugaison niveau CM2'],
      ['assistant', 'Voici un exercice : conjugue les verbes entre parenthèses au passé composé.'],
      ['user', 'plus court'],
      ['assistant', 'Bien sûr : trois phrases seulement, avec la correction en dessous.'],
    ]);
  });

  it('an answer still going into a canvas: the footer ends the page, the panel under it is no message', () => {
    const text = [
      'Skip to content',
      'You said:',
      'make a landing page for my bakery',
      'ChatGPT said:',
      'Here is a simple landing page with a hero, a menu section and opening hours.',
      'You said:',
      'add a contact form',
      'ChatGPT said:',
      '',
      'Answer in chat instead',
      '',
      'Search',
      '',
      'Reason',
      '',
      'ChatGPT can make mistakes. Check important info.',
      '?',
      '',
      'Bakery Landing',
      '1',
      '2',
      '<form action="/contact">',
      'ChatGPT is still generating a response...',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'make a landing page for my bakery'],
      ['assistant', 'Here is a simple landing page with a hero, a menu section and opening hours.'],
      ['user', 'add a contact form'],
    ]);
  });

  it('"Send" alone is what the person wrote; only the Cancel/Send pair ending a prompt is the edit box', () => {
    const text = ['You said:', 'Which word should the button say?', 'Send', 'ChatGPT said:', '"Send" is clearer than "Submit".'].join('\n');
    expect(pairs(text)[0]).toEqual(['user', 'Which word should the button say? Send']);
  });

  it('a zh-TW ChatGPT copy: the uploaded image\'s alt text and the footer disclaimer are chrome', () => {
    const text = [
      '跳至內容',
      '聊天歷程紀錄',
      '',
      '你說：',
      '已上傳的圖像',
      '這是我的資料夾結構，請記下來',
      'ChatGPT 說：',
      '好的，我記下了：templates 放樣板，utils 放共用函式。',
      '',
      '搜尋',
      'ChatGPT 可能會發生錯誤。請查核重要資訊。',
      '?',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', '這是我的資料夾結構，請記下來'],
      ['assistant', '好的，我記下了：templates 放樣板，utils 放共用函式。'],
    ]);
  });

  it('a Claude app export: the tool block\'s stand-in and the thinking summary glued to the answer are left out', () => {
    const text = [
      '## Message 1',
      '',
      '**You** (2026-03-02T10:00:00Z)',
      '',
      'How do I raise the upload size limit in nginx?',
      '',
      '---',
      '',
      '## Message 2',
      '',
      '**Claude** (2026-03-02T10:00:09Z)',
      '',
      'I will check the current directive name.',
      '```',
      'This block is not supported on your current device yet.',
      '```',
      '',
      'Set `client_max_body_size` in the http, server or location block.',
      '',
      '---',
      '',
      '## Message 3',
      '',
      '**You** (2026-03-02T10:02:00Z)',
      '',
      'It still says 413 after a reload.',
      '',
      '---',
      '',
      '## Message 4',
      '',
      '**Claude** (2026-03-02T10:02:30Z)',
      '',
      'The user still gets 413 errors after reloading nginx. A proxy in front may have its own limit, or the directive sits in a block that does not apply.A 413 after a reload usually means another layer has its own limit. Check the load balancer first.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'How do I raise the upload size limit in nginx?'],
      ['assistant', 'I will check the current directive name. Set `client_max_body_size` in the http, server or location block.'],
      ['user', 'It still says 413 after a reload.'],
      ['assistant', 'A 413 after a reload usually means another layer has its own limit. Check the load balancer first.'],
    ]);
  });

  it('an aider history whose thinking tags carry an id: the answer after the closing tag is kept', () => {
    const text = [
      '# aider chat started at 2026-04-22 09:06:43',
      '',
      '> Aider v0.86.2  ',
      '> Model: ollama/qwen3 with whole edit format  ',
      '',
      '#### resume el objetivo del proyecto  ',
      '',
      '<thinking-content-5f0c2a>',
      '',
      'Okay, the user wants a summary of the project. Let me look at the files.',
      '',
      '</thinking-content-5f0c2a>',
      '',
      'El proyecto es una biblioteca de señales en Python.',
      '',
      '> Tokens: 2.1k sent, 120 received.  ',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'resume el objetivo del proyecto'],
      ['assistant', 'El proyecto es una biblioteca de señales en Python.'],
    ]);
  });
});

describe('real committed files, round 4 (second set): each mechanism in the shape the file showed', () => {
  it('a Markdown note around one fenced ChatGPT export: the export is read, not the note', () => {
    const exportJson = {
      title: 'Runtime question',
      current_node: 'a1',
      mapping: {
        root: { id: 'root', message: null, parent: null, children: ['u1'] },
        u1: { id: 'u1', parent: 'root', children: ['a1'], message: { id: 'u1', author: { role: 'user' }, content: { content_type: 'text', parts: ['What does the .NET Desktop Runtime do?'] } } },
        a1: { id: 'a1', parent: 'u1', children: [], message: { id: 'a1', author: { role: 'assistant' }, content: { content_type: 'text', parts: ['It runs Windows desktop apps built on .NET (WPF and Windows Forms).'] } } },
      },
    };
    const text = ['# Runtime question', '', '- id: 684e65c7', '- date: 2025-06-15', '', '```json', JSON.stringify(exportJson, null, 2), '```', ''].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'What does the .NET Desktop Runtime do?'],
      ['assistant', 'It runs Windows desktop apps built on .NET (WPF and Windows Forms).'],
    ]);
  });

  it('hand-written "#USER:" / "#GROK:" labels with no space after the hash, under a date and mode header', () => {
    const text = [
      'March 3rd, 2026 9:10am',
      'Grok - "Fast" Mode',
      '',
      '#USER:',
      'Give me three names for a bakery.',
      '',
      '#GROK:',
      'Crumb & Co., Rise Up, The Daily Loaf.',
      '#USER:',
      'Shorter ones?',
      '',
      '#GROK:',
      'Knead, Crust, Proof.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Give me three names for a bakery.'],
      ['assistant', 'Crumb & Co., Rise Up, The Daily Loaf.'],
      ['user', 'Shorter ones?'],
      ['assistant', 'Knead, Crust, Proof.'],
    ]);
  });

  it('a Claude page in German: the chat title under the sidebar and the prompt left in the composer are page, not messages', () => {
    const text = [
      'Neuer Chat',
      'Suchen',
      'Chats',
      'Zuletzt verwendet',
      'Review der Bonn-Seite',
      'Gliederung für den Blogartikel',
      'Alle Chats',
      'Max Plan',
      'Review der Bonn-Seite',
      'Claude hat die Antwort abgeschlossen',
      'Du hast gesagt: Prüfe die Seite für Bonn.',
      '',
      'Prüfe die Seite für Bonn. Vergib einen Score von 0 bis 100.',
      '',
      '10:56',
      'Claude hat geantwortet: Ich prüfe die Seite.',
      '',
      'Ich prüfe die Seite.',
      '',
      'SCORE: 81',
      '',
      'Prüfe die Seite für Bonn. Vergib einen Score von 0 bis 100.',
      '',
      'Opus 4.7',
      'Claude ist eine KI und kann Fehler machen. Bitte überprüfe die Antworten.',
      'Teilen',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Prüfe die Seite für Bonn. Vergib einen Score von 0 bis 100.'],
      ['assistant', 'Ich prüfe die Seite. SCORE: 81'],
    ]);
  });

  it('a README heading, a rule, then a Copilot copy that starts mid-answer: the answer\'s end is kept, its source chips are not', () => {
    const text = [
      '# rs485',
      'read data ttl to rs485',
      '',
      '____',
      '',
      'Connect RO to RX and DI to TX, then tie DE and RE to ground so the module only listens.',
      'Open the serial monitor at 9600 baud to see the bytes as they arrive from the bus.',
      'Use a common ground between the module and the board, or the readings will be noise.',
      '',
      'Learn more',
      '',
      '1',
      '',
      'youtube.com',
      '2',
      'forum.arduino.cc',
      '+4 more',
      '',
      'You',
      'Sent by you:',
      'it is for an esp8266',
      'Copilot',
      'Using',
      'the web',
      'Sent by Copilot:',
      'Then use GPIO5 for RX and GPIO4 for TX.',
    ].join('\n');
    const got = pairs(text);
    expect(got.map(([role]) => role)).toEqual(['assistant', 'user', 'assistant']);
    expect(got[0]?.[1]).toMatch(/^Connect RO to RX.*readings will be noise\.$/);
    expect(got.slice(1)).toEqual([
      ['user', 'it is for an esp8266'],
      ['assistant', 'Then use GPIO5 for RX and GPIO4 for TX.'],
    ]);
  });

  it('Gemini 2025 prints a code block\'s language as a bare line: over code, over a shell command, over a Markdown heading', () => {
    const text = [
      'Você disse',
      'monte um index.js',
      'O Gemini disse',
      'Primeiro instale o Express.',
      '',
      'Bash',
      'npm install express',
      '',
      'Depois crie o arquivo.',
      '',
      'JavaScript',
      "const express = require('express');",
      '',
      'E o README:',
      '',
      'Markdown',
      '# API de Filmes',
      '',
      'I know these languages well:',
      '',
      'Python',
      'Java',
    ].join('\n');
    const answer = pairs(text)[1]?.[1] ?? '';
    expect(answer).not.toMatch(/\bBash\b|JavaScript|Markdown/);
    expect(answer).toContain('npm install express');
    expect(answer).toContain('# API de Filmes');
    expect(answer).toMatch(/Python Java$/);
  });

  it('a Claude Code session in Markdown: "```tool" blocks are tool calls, not the answer', () => {
    const text = [
      '## User',
      '',
      'remove the bits feature',
      '',
      '## Claude',
      '',
      'Let me look at the code first.',
      '',
      '```tool',
      '[Tool: Grep] pattern: bits, output_mode: content',
      '```',
      '',
      'Done: the feature and its tests are gone.',
      '',
      '## User',
      '',
      'thanks',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'remove the bits feature'],
      ['assistant', 'Let me look at the code first. Done: the feature and its tests are gone.'],
      ['user', 'thanks'],
    ]);
  });

  it('a Microsoft 365 Copilot page: a day divider over the next turn and "See my thinking" are chrome', () => {
    const text = [
      'Participant Robert said',
      'Compare the two credential systems.',
      'Copilot said',
      'The first keeps records on chain; the second signs them off chain.',
      '',
      'Yesterday',
      'Participant Robert said',
      'Make it a PDF.',
      'Copilot said',
      '',
      'See my thinking',
      'Here is the PDF with the comparison table.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Compare the two credential systems.'],
      ['assistant', 'The first keeps records on chain; the second signs them off chain.'],
      ['user', 'Make it a PDF.'],
      ['assistant', 'Here is the PDF with the comparison table.'],
    ]);
  });
});

describe('real committed files, round 4 (third set): each mechanism in the shape the file showed', () => {
  it('an app\'s copy of a DeepSeek-R1 answer: the "--- R1" header and the "```ys_think" block are not the answer', () => {
    const text = [
      'Should the view get the presenter injected, or talk to it through signals?',
      '--- R1',
      '',
      '```ys_think',
      '',
      '<start>Thinking...</start>',
      '',
      'The user asks about MVP in Qt. Signals keep the view decoupled.',
      '',
      '<end>Thought for 29 seconds</end>',
      '```',
      '',
      'In Qt, prefer **signals and slots**: the view stays unaware of the presenter and is easy to test.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Should the view get the presenter injected, or talk to it through signals?'],
      ['assistant', 'In Qt, prefer **signals and slots**: the view stays unaware of the presenter and is easy to test.'],
    ]);
  });

  it('Cursor\'s "Export chat": an edit folded in "<details><summary>Edit file: …</summary>" and a failed edit\'s note are tool traffic', () => {
    const text = [
      '# Add a PR template',
      '',
      '_Exported on 17/09/2025 at 9:03:55 CEST from Cursor (1.5.11)_',
      '',
      '_**User (2025-09-15 12:35Z)**_',
      '',
      'Add a PR template to @branch-strategy.md',
      '',
      '---',
      '',
      '_**Assistant**_',
      '',
      'I will add it after the merge strategy section.',
      '',
      '---',
      '',
      '<details><summary>Edit file: docs/branch-strategy.md</summary>',
      '',
      '````diff',
      '@@ -1,2 +1,3 @@',
      '+ ## Pull Request Template',
      '````',
      '',
      '</details>',
      '',
      '---',
      '',
      'The string to replace was not found in the file.',
      '',
      '---',
      '',
      'The template is in place.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Add a PR template to @branch-strategy.md'],
      ['assistant', 'I will add it after the merge strategy section. The template is in place.'],
    ]);
  });

  it('a Cursor export of one exchange: the italic export line is metadata, the stamped bold labels are the speakers', () => {
    const text = [
      '# Rename the job',
      '',
      '_Exported on 02/10/2025 at 14:10:02 CEST from Cursor (1.6.2)_',
      '',
      '_**User (2025-10-02 12:05Z)**_',
      '',
      'rename the nightly job',
      '',
      '---',
      '',
      '_**Assistant**_',
      '',
      'Renamed it to `nightly-sync`.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'rename the nightly job'],
      ['assistant', 'Renamed it to `nightly-sync`.'],
    ]);
  });

  it('an Italian ChatGPT copy where one prompt lost its "Hai detto:": it sits under the answer after the page\'s wide gap', () => {
    const text = [
      'Hai detto:',
      'cos\'è Prolog?',
      'ChatGPT ha detto:',
      'Un linguaggio di programmazione logica.',
      '',
      'Vuoi un esempio?',
      '',
      '',
      '',
      '',
      'il mio professore dice che Prolog non rappresenta bene ogni tipo di conoscenza: quali sono i tipi?',
      '',
      'ChatGPT ha detto:',
      'Dichiarativa, procedurale, incerta e di senso comune.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', "cos'è Prolog?"],
      ['assistant', 'Un linguaggio di programmazione logica. Vuoi un esempio?'],
      ['user', 'il mio professore dice che Prolog non rappresenta bene ogni tipo di conoscenza: quali sono i tipi?'],
      ['assistant', 'Dichiarativa, procedurale, incerta e di senso comune.'],
    ]);
  });
});

describe('real committed files, round 4 (fifth set): each mechanism in the shape the file showed', () => {
  it('ChatGPT in Japanese: "あなた:" is a said-heading, "ChatGPT:" the answer\'s plain name; the answer\'s own "メリット:" lines are text', () => {
    const text = [
      'コードの提出ありがとうございます。全体的によく書けており、メソッドの分割もできています。',
      '',
      'メリット:',
      '',
      '処理の意図が一目でわかる。',
      '',
      'あなた:',
      '厳しめにレビューして欲しい',
      'ChatGPT:',
      '',
      '了解です。厳しめに見ます。',
      '',
      '改善案：',
      '',
      '関数を分ける。',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['assistant', 'コードの提出ありがとうございます。全体的によく書けており、メソッドの分割もできています。 メリット: 処理の意図が一目でわかる。'],
      ['user', '厳しめにレビューして欲しい'],
      ['assistant', '了解です。厳しめに見ます。 改善案： 関数を分ける。'],
    ]);
  });

  it('an app that prints its cost meter under every answer ("**Custo total** `$ 0.0001`"): the meter is not the answer', () => {
    const text = [
      '## Question',
      '',
      'Ola',
      '',
      '## ChatGPT',
      '',
      'Olá! Como posso ajudar?',
      '',
      '**Custo da resposta** `$ 0.000128`',
      '',
      '**Custo total** `$ 0.000128`',
      '',
      '## Question',
      '',
      'Descreva o GitHub',
      '',
      '## ChatGPT',
      '',
      'GitHub é uma plataforma de hospedagem de código.',
      '',
      '**Custo da resposta** `$ 0.000452`',
      '',
      '**Custo total** `$ 0.00058`',
      '',
      '## Question',
      '',
      'Ele tem API?',
      '',
      '## ChatGPT',
      '',
      'Sim, uma API REST e uma GraphQL.',
      '',
      '**Custo da resposta** `$ 0.000746`',
      '',
      '## **Custo total** `$ 0.001326`',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Ola'],
      ['assistant', 'Olá! Como posso ajudar?'],
      ['user', 'Descreva o GitHub'],
      ['assistant', 'GitHub é uma plataforma de hospedagem de código.'],
      ['user', 'Ele tem API?'],
      ['assistant', 'Sim, uma API REST e uma GraphQL.'],
    ]);
  });

  it('a blog post with front matter and an introduction, the prompts set as quotes: the introduction is no message', () => {
    const text = [
      '---',
      'layout: post',
      'title: Mein erstes Gespräch mit ChatGPT',
      '---',
      '',
      'Ich habe endlich mein Konto bekommen und ChatGPT ein paar Fragen gestellt. Hier ist, was dabei herauskam.',
      '',
      '> 5+3',
      '',
      '8',
      '',
      '> Ist die NASA gefälscht?',
      '',
      'Nein, die NASA ist eine echte Raumfahrtbehörde.',
      '',
      '> Werden wir autonomes Fahren haben?',
      '',
      'Wahrscheinlich, aber es hängt von Technik und Gesetzen ab.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', '5+3'],
      ['assistant', '8'],
      ['user', 'Ist die NASA gefälscht?'],
      ['assistant', 'Nein, die NASA ist eine echte Raumfahrtbehörde.'],
      ['user', 'Werden wir autonomes Fahren haben?'],
      ['assistant', 'Wahrscheinlich, aber es hängt von Technik und Gesetzen ab.'],
    ]);
  });

  it('aider logs "#### /ask X" and then "#### X" when it sends it: one message', () => {
    const text = [
      '# aider chat started at 2026-03-01 10:00:00',
      '',
      '#### /ask what does delta mean here?  ',
      '',
      '#### what does delta mean here?  ',
      '',
      'It is the time since the last frame, in seconds.',
      '',
      '> Tokens: 3.1k sent, 90 received.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'what does delta mean here?'],
      ['assistant', 'It is the time since the last frame, in seconds.'],
    ]);
  });

  it('a Chinese ChatGPT copy with only the answer\'s said-heading: the line above it is the prompt', () => {
    const text = ['如何创建一个简单的 ERC20 合约', 'ChatGPT 说：', '创建 ERC20 合约通常有三步：编写、编译、部署。'].join('\n');
    expect(pairs(text)).toEqual([
      ['user', '如何创建一个简单的 ERC20 合约'],
      ['assistant', '创建 ERC20 合约通常有三步：编写、编译、部署。'],
    ]);
  });
});

describe('real committed files, round 4 (sixth set): each mechanism in the shape the file showed', () => {
  it('a ChatGPT page saved as Markdown whose prompts lost their headings: wide gaps part the turns, "###### ChatGPT 说：" does not end at the answer\'s "###"', () => {
    const text = [
      '**Hystrix** 是一个容错库。',
      '',
      '### **总结**',
      '',
      'Hystrix 提供断路器。',
      '',
      '',
      '',
      '',
      '### hystrix 什么情况下的请求不进行统计',
      '',
      '',
      '',
      '###### ChatGPT 说：',
      '',
      '有一些特殊情况不统计。',
      '',
      '### **总结：**',
      '',
      '这些请求不计入统计。',
      '',
      '',
      '',
      '',
      '### 配置了 forceOpen=true 之后，所有请求都只执行 getFallback()',
      '',
      '',
      '',
      '熔断器将强制处于 OPEN 状态。',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['assistant', '**Hystrix** 是一个容错库。 ### **总结** Hystrix 提供断路器。'],
      ['user', 'hystrix 什么情况下的请求不进行统计'],
      ['assistant', '有一些特殊情况不统计。 ### **总结：** 这些请求不计入统计。'],
      ['user', '配置了 forceOpen=true 之后，所有请求都只执行 getFallback()'],
      ['assistant', '熔断器将强制处于 OPEN 状态。'],
    ]);
  });

  it('code headers a saved page put inside the fence: "java复制编辑" glued to the first line, "properties" / "" / "复制编辑" over it', () => {
    const text = [
      '你说：',
      '给个例子',
      'ChatGPT 说：',
      '例子：',
      '',
      '```',
      'java复制编辑public class Main {',
      '}',
      '```',
      '',
      '```',
      'properties',
      '',
      '',
      '复制编辑',
      'hystrix.command.default.circuitBreaker.forceOpen=true',
      '```',
    ].join('\n');
    expect(pairs(text)[1]).toEqual(['assistant', '例子： ``` public class Main { } ``` ``` hystrix.command.default.circuitBreaker.forceOpen=true ```']);
  });

  it('an export that quotes every turn under a bold label and its time in italics: the quotes are the messages', () => {
    const text = [
      '# 💬 Chat Export: write a pipeline',
      '',
      '*Exported on: 3/12/2026, 4:58:18 AM*',
      '',
      '---',
      '**🧑 User**  ',
      '*3/12/2026, 4:58:18 AM*',
      '',
      '> write a gitlab pipeline with build and deploy stages',
      '',
      '---',
      '**🤖 Assistant**  ',
      '*3/12/2026, 4:58:30 AM*',
      '',
      '> Here is a pipeline with two stages.',
      '> ',
      '> It builds with Maven and deploys with kubectl.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'write a gitlab pipeline with build and deploy stages'],
      ['assistant', 'Here is a pipeline with two stages. It builds with Maven and deploys with kubectl.'],
    ]);
  });

  it('a transcript that goes from "**Me:**" / "**AI:**" to plain "Me:" / "AI:" and then names the assistant ("Mosada:")', () => {
    const text = [
      '# Conversation 1',
      '**Me:** Hello, who are you?  ',
      '**AI:** I am an AI. How can I help?  ',
      '**Me:** Can you help me with a query?  ',
      '**AI:** Yes.  ',
      '# Conversation 2',
      'Me: Good afternoon! Shall we go on?  ',
      'AI: Of course.  ',
      'Me: I will call you Mosada from now on.  ',
      'Mosada: I like that name.  ',
      'Me: Great, Mosada. Let us write the app.  ',
      'Mosada: Okay.  ',
      'Me: First the color picker.  ',
      'Mosada: I will start with the palette.  ',
      'Me: Done for today, thank you.  ',
      'Mosada: Goodbye.  ',
    ].join('\n');
    const got = pairs(text);
    expect(got).toHaveLength(14);
    expect(got.map(([role]) => role)).toEqual(Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? 'user' : 'assistant')));
    expect(got[7]).toEqual(['assistant', 'I like that name.']);
  });

  it('a quoted prompt that ends with a colon over a code block: the code is the person\'s, the answer starts under it', () => {
    const text = [
      '> Escribe un saludo en Java.',
      '',
      'Aquí tienes un saludo simple en Java.',
      '',
      '> Dime qué hace este código:',
      '',
      '```java',
      'class Hola { }',
      '```',
      '',
      'Declara una clase vacía llamada Hola.',
      '',
      '> ¿Y cómo la ejecuto?',
      '',
      'Necesitas un método main.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Escribe un saludo en Java.'],
      ['assistant', 'Aquí tienes un saludo simple en Java.'],
      ['user', 'Dime qué hace este código: ```java class Hola { } ```'],
      ['assistant', 'Declara una clase vacía llamada Hola.'],
      ['user', '¿Y cómo la ejecuto?'],
      ['assistant', 'Necesitas un método main.'],
    ]);
  });

  it('a Claude copy (late 2024) that starts below the first initials: prompt, wide gap, answer, Copy / Retry, then the turns; "2 / 2" is the version switcher', () => {
    const text = [
      'I just found react-map-gl on GitHub, it wraps mapbox-gl for React.',
      '',
      'It keeps the map in sync with React state.',
      '',
      '',
      'This is a great find: it fits our reactive architecture.',
      '',
      'Should we switch to it?',
      '',
      ' Copy',
      'Retry',
      '',
      '',
      'K',
      'Yes, switch. Which files do we need?',
      '',
      '',
      '',
      '2 / 2',
      '',
      'Three files: the map component, a store and the env file.',
      '',
      ' Copy',
      'Retry',
      '',
      '',
      'K',
      'Start with the store.',
      '',
      '',
      'Here is a small store with the view state.',
      '',
      ' Copy',
      'Retry',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'I just found react-map-gl on GitHub, it wraps mapbox-gl for React. It keeps the map in sync with React state.'],
      ['assistant', 'This is a great find: it fits our reactive architecture. Should we switch to it?'],
      ['user', 'Yes, switch. Which files do we need?'],
      ['assistant', 'Three files: the map component, a store and the env file.'],
      ['user', 'Start with the store.'],
      ['assistant', 'Here is a small store with the view state.'],
    ]);
  });
});

describe('real committed files, round 5 (set 25): each mechanism in the shape the file showed', () => {
  // A chat export rendered to Markdown by a script: a title and a metadata block, then each turn under
  // "## Message N - HUMAN" / "## Message N - ASSISTANT" with "---" between. The number changes every turn,
  // so the speaker is what follows the counter; "## Step 2 - Deploy" inside an answer names no one.
  it('an export whose headings count the turns ("## Message 2 - ASSISTANT")', () => {
    const text = [
      '# Which broker?',
      '',
      '**Conversation ID:** conv_7',
      '',
      '**Messages:** 4',
      '',
      '---',
      '',
      '## Message 1 - HUMAN',
      '',
      'Which broker is better for a beginner',
      '',
      '---',
      '',
      '## Message 2 - ASSISTANT',
      '',
      'Both are fine; it depends on what you trade.',
      '',
      '## Step 1 - Decide',
      '',
      'Pick what you want to hold.',
      '',
      '---',
      '',
      '## Message 3 - HUMAN',
      '',
      'Any others?',
      '',
      '---',
      '',
      '## Message 4 - ASSISTANT',
      '',
      'A few, yes.',
      '',
      '---',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Which broker is better for a beginner'],
      ['assistant', 'Both are fine; it depends on what you trade. ## Step 1 - Decide Pick what you want to hold.'],
      ['user', 'Any others?'],
      ['assistant', 'A few, yes.'],
    ]);
  });

  // ChatGPT in Arabic: the person's heading is "أنت قلت:" and the answer's puts the verb first
  // ("قال ChatGPT:" = "ChatGPT said:"); a 2024 copy adds the name line, and the code header is the
  // language over "نسخ الكود" ("Copy code").
  it('ChatGPT in Arabic: verb-first said-heading and the localised code header', () => {
    const text = [
      'أنت قلت:',
      'yes',
      'قال ChatGPT:',
      'ChatGPT',
      'Here is the install step:',
      '',
      'bash',
      'نسخ الكود',
      'pip install numpy',
      '',
      'أنت قلت:',
      'thanks',
      'قال ChatGPT:',
      'ChatGPT',
      'You are welcome.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'yes'],
      ['assistant', 'Here is the install step: pip install numpy'],
      ['user', 'thanks'],
      ['assistant', 'You are welcome.'],
    ]);
  });

  // ChatGPT in Korean with a custom GPT: the header shows the GPT's name on a line of its own (in the
  // sidebar's GPT list and over the chat), and the composer over the footer addresses it: "메시지 Flutter".
  it('a composer that addresses the custom GPT the header names is page, not the last answer', () => {
    const text = [
      '채팅 기록', '', 'ChatGPT', 'Flutter', '', 'GPT 탐색', '오늘', '위젯 상태 관리', '플랜 업그레이드', 'Flutter', '', '',
      '나의 말:', 'Text에 테마를 주는 법', 'ChatGPT의 말:', 'GPT', 'Theme 위젯으로 감싸면 됩니다.', '',
      '나의 말:', '들여쓰기는?', 'ChatGPT의 말:', 'GPT', 'Text.rich를 쓰면 됩니다.', '', '', '', '',
      '메시지 Flutter', '', 'ChatGPT는 실수를 할 수 있습니다. 중요한 정보를 확인하세요.', '?',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Text에 테마를 주는 법'],
      ['assistant', 'Theme 위젯으로 감싸면 됩니다.'],
      ['user', '들여쓰기는?'],
      ['assistant', 'Text.rich를 쓰면 됩니다.'],
    ]);
  });

  // A custom GPT's page with no disclaimer: the footer is the file inputs' label copied twice and glued, and
  // the banner of a newer GPT version. The person had put their last prompt's opening paragraph back into
  // the composer (line breaks flattened, the link under it left out): a draft, not the answer's end.
  it('a draft in the composer that repeats the opening of the last prompt, over a GPT-version banner', () => {
    const text = [
      'You said:', 'Check the scripts first.', 'ChecklistGPT said:', '', 'Thought for 12s', 'All scripts are listed in the KB.', '',
      'You said:', 'you do not need all that.', 'All I want is that the generic error message is excluded', '',
      'https://example.org/scripts/blink.md',
      'ChecklistGPT said:', '', 'Thought for 16s', 'Done: the nightly job no longer throws without a UI.', '', '',
      'you do not need all that. All I want is that the generic error message is excluded', '', '', '', '',
      'No file chosenNo file chosen',
      'New version of GPT available - Continue chatting to use the old version, or start a new chat for the latest version.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Check the scripts first.'],
      ['assistant', 'All scripts are listed in the KB.'],
      ['user', 'you do not need all that. All I want is that the generic error message is excluded https://example.org/scripts/blink.md'],
      ['assistant', 'Done: the nightly job no longer throws without a UI.'],
    ]);
  });
});

describe('real committed files, set 27: each mechanism in the shape the file showed', () => {
  it('Claude 2026 in German: the date under each prompt ("19. Apr.") and the thinking summary between the preview heading and the answer are no text; the answer\'s own first line stays though every answer opens with one like it', () => {
    const text = [
      'Du hast gesagt: Ich brauche ein Dashboard.',
      '',
      'Ich brauche ein Dashboard. Es soll den Status zeigen.',
      '19. Apr.',
      'Claude hat geantwortet: [2026-04-19 11:42] [MODE: PLAN]',
      'Überlegte die Module eines Dashboards für die Praxis',
      '',
      '[2026-04-19 11:42] [MODE: PLAN]',
      '',
      'Ich schlage drei Module vor: Status, Anrufe und Kalender.',
      '',
      'STOP.',
      'Du hast gesagt: Bitte auch Rollen.',
      '',
      'Bitte auch Rollen.',
      '19. Apr.',
      'Claude hat geantwortet: [2026-04-19 11:48] [MODE: PLAN]',
      'Ergänzte ein Rollenmodell',
      '',
      '[2026-04-19 11:48] [MODE: PLAN]',
      '',
      'Drei Rollen: Operator, Arzt, Assistenz.',
      '',
      'STOP.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Ich brauche ein Dashboard. Es soll den Status zeigen.'],
      ['assistant', '[2026-04-19 11:42] [MODE: PLAN] Ich schlage drei Module vor: Status, Anrufe und Kalender. STOP.'],
      ['user', 'Bitte auch Rollen.'],
      ['assistant', '[2026-04-19 11:48] [MODE: PLAN] Drei Rollen: Operator, Arzt, Assistenz. STOP.'],
    ]);
  });

  it('a ChatGPT page copied as Markdown: code headers leaked into bare fences (alone over blank lines, or run onto a longer block\'s first line) and "7/7" under an edited prompt go', () => {
    const text = [
      'Flask (from Pallets) how to use it, kaise start karun iska use karna backend python ka code batao or frontend request do html me ',
      '',
      '',
      '',
      '',
      '',
      '###### ChatGPT said:',
      '',
      'Updated saved memory',
      '',
      'Install it:',
      '',
      '```',
      'bash',
      '',
      '',
      ' ',
      'pip install flask',
      '```',
      '',
      'Then the app:',
      '',
      '```',
      'python from flask import Flask',
      'app = Flask(__name__)',
      '```',
      '',
      '##### You said:',
      '',
      'and templates?',
      '',
      '',
      '7/7',
      '',
      '',
      '',
      '###### ChatGPT said:',
      '',
      'Put them in a folder:',
      '',
      '```',
      'python app.py',
      '```',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Flask (from Pallets) how to use it, kaise start karun iska use karna backend python ka code batao or frontend request do html me'],
      ['assistant', 'Install it: ``` pip install flask ``` Then the app: ``` from flask import Flask app = Flask(__name__) ```'],
      ['user', 'and templates?'],
      // No leaked header in this answer: "python app.py" is the command itself.
      ['assistant', 'Put them in a folder: ``` python app.py ```'],
    ]);
  });

  it('ChatGPT 2026 in Russian: the code header is the language, blank lines and the text button "Запустить" (Run); the file name the answer wrote above it is its heading, not an attachment chip', () => {
    const text = [
      'Вы сказали:',
      'Напиши бота',
      '',
      'ChatGPT сказал:',
      'Вот код.',
      '',
      'main.py',
      'Python',
      '',
      '',
      'Запустить',
      'import os',
      'TOKEN = os.getenv("TOKEN")',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Напиши бота'],
      ['assistant', 'Вот код. main.py import os TOKEN = os.getenv("TOKEN")'],
    ]);
  });

  it('Gemini in French: the bare "Python" header under a title line goes when the code under it kept its indentation', () => {
    const text = [
      'Vous avez dit',
      'enlève les cadres',
      '',
      'Gemini a dit',
      'Voici la correction.',
      '',
      'Le code corrigé (extrait de setup_ui)',
      'Python',
      '        # --- colonne droite ---',
      '        self.panel = QFrame()',
      'Cela suffit.',
    ].join('\n');
    expect(pairs(text)[1]).toEqual(['assistant', 'Voici la correction. Le code corrigé (extrait de setup_ui) # --- colonne droite --- self.panel = QFrame() Cela suffit.']);
  });
});

describe('real committed files, set 29: each mechanism in the shape the file showed', () => {
  it('an exporter that names the stamp under its heading ("# you asked" / "message time: 2026-05-30 17:06:55"): the line is the header\'s, not the prompt\'s', () => {
    const text = [
      '> From: https://claude.ai/chat/c12a6fa7',
      '',
      '# you asked',
      '',
      'message time: 2026-05-30 17:11:11',
      '',
      '请问我该怎么把weight.h导入路径呢',
      '',
      '---',
      '',
      '# claude response',
      '',
      '在 Vitis HLS 中有两种方式。',
      '',
      '---',
      '',
      '# you asked',
      '',
      'message time: 2026-05-30 17:16:51',
      '',
      '我放在一个目录下也报错',
      '',
      '---',
      '',
      '# claude response',
      '',
      '检查 Include 路径。',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', '请问我该怎么把weight.h导入路径呢'],
      ['assistant', '在 Vitis HLS 中有两种方式。'],
      ['user', '我放在一个目录下也报错'],
      ['assistant', '检查 Include 路径。'],
    ]);
  });

  it('GitHub Copilot copied under a note\'s title with the first answer\'s said-line first: the text under the last heading is the prompt, not notes', () => {
    const text = [
      '# point-of-sale-showroom',
      '# PELAJARI README.MD ini ',
      '',
      'oke, aku ingin erd yg untuk kebutuhan jual beli kendaraan,',
      '',
      'berikan aku desain erd yang cukup baik untuk kebutuhan ku, ',
      'Copilot said: Saya akan membantu Anda membuat desain ERD',
      'Saya akan membantu Anda membuat desain ERD untuk sistem showroom.',
      '',
      'You said: kemudian aku kepikiran, ketika ada customer',
      'kemudian aku kepikiran, ketika ada customer setelah membeli kendaraan?',
      'Copilot said: Excellent point! Anda benar',
      'Excellent point! Anda benar, ada beberapa aspek penting.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'oke, aku ingin erd yg untuk kebutuhan jual beli kendaraan, berikan aku desain erd yang cukup baik untuk kebutuhan ku,'],
      ['assistant', 'Saya akan membantu Anda membuat desain ERD untuk sistem showroom.'],
      ['user', 'kemudian aku kepikiran, ketika ada customer setelah membeli kendaraan?'],
      ['assistant', 'Excellent point! Anda benar, ada beberapa aspek penting.'],
    ]);
  });
});

describe('label styles read by their structure (a grid of decorations over real conversations)', () => {
  it('an emoji before the bold name ("👤 **User:**" / "🤖 **Assistant:**", exporters of agent chats) is a label, not text', () => {
    const text = ['👤 **User:**', 'Tell me about the black dahlia murder', '', '🤖 **Assistant:**', 'Are you asking about the facts of the case?', '', '👤 **User:**', 'Yes, the facts.', '', '🤖 **Assistant:**', 'The victim was found in Los Angeles in 1947.'].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Tell me about the black dahlia murder'],
      ['assistant', 'Are you asking about the facts of the case?'],
      ['user', 'Yes, the facts.'],
      ['assistant', 'The victim was found in Los Angeles in 1947.'],
    ]);
  });

  it('a name in italics alone ("*You:*" / "*Claude:*") is a label as it is in bold; "* item" stays a bullet', () => {
    const text = ['*You:*', 'How do I pranks someone into thinking they won the lottery?', '', '*Claude:*', 'Here are a few harmless ideas:', '* a fake scratch card', '* a printed cheque', '', '*You:*', 'Shorter please.', '', '*Claude:*', 'Use a fake scratch card.'].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'How do I pranks someone into thinking they won the lottery?'],
      ['assistant', 'Here are a few harmless ideas: * a fake scratch card * a printed cheque'],
      ['user', 'Shorter please.'],
      ['assistant', 'Use a fake scratch card.'],
    ]);
  });

  it('a name framed by the same marks alone on its line ("=== USER ===", a script\'s log) is a label; a "---" rule is not', () => {
    const text = ['=== USER ===', 'Summarise this log in one line.', '', '=== ASSISTANT ===', 'The nightly job failed twice on a timeout.', '', '---', '', '=== USER ===', 'Which step timed out?', '', '=== ASSISTANT ===', 'The upload step.'].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Summarise this log in one line.'],
      ['assistant', 'The nightly job failed twice on a timeout.'],
      ['user', 'Which step timed out?'],
      ['assistant', 'The upload step.'],
    ]);
  });

  it('a turn counter inside the bold ("**1. User:**") and an arrow before a name alone with its colon (">>> User:") are labels; "**1. Install the CLI:**" and ">>> a prompt" are not', () => {
    const numbered = ['**1. User:**', 'How do I list hidden files?', '', '**2. Assistant:**', '**1. Install the CLI:** not needed. Run ls -a.', '', '**3. User:**', 'And sorted by date?', '', '**4. Assistant:**', 'Run ls -at.'].join('\n');
    expect(pairs(numbered)).toEqual([
      ['user', 'How do I list hidden files?'],
      ['assistant', '**1. Install the CLI:** not needed. Run ls -a.'],
      ['user', 'And sorted by date?'],
      ['assistant', 'Run ls -at.'],
    ]);
    const arrows = ['>>> User:', 'How do I list hidden files?', '', '>>> Assistant:', 'Run ls -a.', '', '>>> User:', 'And sorted by date?', '', '>>> Assistant:', 'Run ls -at.'].join('\n');
    expect(pairs(arrows)).toEqual([
      ['user', 'How do I list hidden files?'],
      ['assistant', 'Run ls -a.'],
      ['user', 'And sorted by date?'],
      ['assistant', 'Run ls -at.'],
    ]);
  });

  it('one exchange under bare role names, the person\'s opening the paste ("USER" / "ASSISTANT", a playground\'s copy), is two messages', () => {
    const text = ['USER', 'How do I list hidden files in a folder?', '', 'ASSISTANT', 'Run ls -a in that folder. The -a flag shows names starting with a dot.'].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'How do I list hidden files in a folder?'],
      ['assistant', 'Run ls -a in that folder. The -a flag shows names starting with a dot.'],
    ]);
    // The same under a system prompt's block, as a playground copies it: the system prompt is no message.
    expect(pairs(['SYSTEM', 'You are a helpful assistant.', '', text].join('\n'))).toEqual(pairs(text));
  });

  it('an IRC-style "<nick> text" label reads on a long line too (the long-line fast exit looked only for colons and brackets)', () => {
    const text = ['<User> I want to learn some jokes for a party this weekend. Do you know any good ones?', '', '<Assistant> Sure. Why did the scarecrow win an award? Because he was outstanding in his field.', '', '<User> Another one, please, but about computers and programmers if you have one', '', '<Assistant> There are 10 kinds of people: those who read binary and those who do not.'].join('\n');
    expect(pairs(text).map(([role]) => role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(pairs(text)[0]).toEqual(['user', 'I want to learn some jokes for a party this weekend. Do you know any good ones?']);
  });

  it('an answer\'s own "Answer:" heading under "Assistant:" is its text, not a second turn of the assistant (an exam question with its mark scheme)', () => {
    const text = [
      'User: Can you generate an A level exam question on circular motion, with a mark scheme and answer.',
      '',
      'Assistant: Question: A small object of mass 0.5 kg is swung in a horizontal circle. Calculate its angular velocity.',
      '',
      'Mark Scheme:',
      '1. Calculate the centripetal force (1 mark)',
      '',
      'Answer:',
      '',
      '1. The centripetal force equals the tension, 15 N.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Can you generate an A level exam question on circular motion, with a mark scheme and answer.'],
      ['assistant', 'Question: A small object of mass 0.5 kg is swung in a horizontal circle. Calculate its angular velocity. Mark Scheme: 1. Calculate the centripetal force (1 mark) Answer: 1. The centripetal force equals the tension, 15 N.'],
    ]);
  });
});

// Reported by the label-less work (2026-11-27): a line of code ending in a bot's class name read as a
// custom assistant's name heading ("Kibi Bot"), was cut out of the answer and split it.
describe('a line of code is never a speaker heading', () => {
  it('"from chatterbot import ChatBot" stays in the answer that shows it', () => {
    const paste = ['How do I make a simple chatbot in Python?', '', 'You can use the ChatterBot library:', '', 'python', 'Copy code', 'from chatterbot import ChatBot', 'from chatterbot.trainers import ListTrainer', '', 'bot = ChatBot("Helper")', 'trainer = ListTrainer(bot)', '', 'Install it with pip install chatterbot first.', '', 'How do I save its memory?', '', 'ChatterBot stores what it learns in a SQLite database by default.'].join('\n');
    const { messages } = parseConversation(paste);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[1]!.content).toContain('from chatterbot import ChatBot');
    expect(messages[1]!.content).toContain('Install it with pip install chatterbot first.');
  });

  it('a call such as "print(bot)" under pasted code is code, not a name with its role in brackets', () => {
    const { messages } = parseConversation('from chatterbot import ChatBot\nbot = ChatBot("Helper")\nprint(bot)\n\nWhy does this fail?\n\nBecause the package is not installed. Run pip install chatterbot.');
    expect(messages.map((m) => m.content).join('\n')).toContain('print(bot)');
  });

  it('"Kai (AI)" and "Kai（助手）" still name their roles', () => {
    const { messages } = parseConversation('Dana:\nWhat is a haiku?\n\nKai (AI):\nA three-line poem.\n\nDana:\nWrite one.\n\nKai (AI):\nSoft rain on the roof');
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('a custom assistant\'s name still labels its turns', () => {
    const { messages } = parseConversation('Dana:\nWhat is a haiku?\n\nStudy Bot:\nA three-line poem of 5, 7 and 5 syllables.\n\nDana:\nWrite one about rain.\n\nStudy Bot:\nSoft rain on the roof');
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
});
