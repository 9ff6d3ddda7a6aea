import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';
import { parseLabelLine } from '../labels';

/**
 * Shapes of real files people committed (parser v5, issue 13): coding agents' histories and
 * exporters' Markdown, and answers copied on their own. The texts are written for these tests in
 * those tools' shapes; each case names the tool.
 */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('exporters\' label lines', () => {
  it.each([
    ['a Claude app export rendered to Markdown: bold name, ISO time with fractions and Z', '**You** (2025-11-20T02:03:30.872693Z)', 'You'],
    ['a chat-archive ingester: heading, bar, ISO time', '### User | 2025-11-20T00:56:42.531Z', 'User'],
    ['a time with a zone offset', 'Dana (10:02:00+01:00):', 'Dana'],
  ])('%s', (_name, line, name) => {
    const l = parseLabelLine(line);
    expect(l?.name).toBe(name);
    expect(l?.stamped).toBe(true);
    expect(l?.rest).toBe('');
  });

  it('a title that starts with a model\'s family name is a title ("# Claude Conversation Log"), a model name is a speaker', () => {
    const text = '# Claude Conversation Log\n\nSession ID: 7cc8ab2e\nDate: 2025-11-20 00:56:52\n\n---\n\n## 👤 User\n\nRead the task file.\n\n---\n\n## 🤖 Claude\n\nI read it.\n';
    expect(shape(text)).toEqual([
      ['user', 'Read the task file.'],
      ['assistant', 'I read it.'],
    ]);
    expect(shape('## Claude 3.5 Sonnet\n\nHello.\n\n## User\n\nHi, what is 2+2?\n\n## Claude 3.5 Sonnet\n\n4.')).toEqual([
      ['assistant', 'Hello.'],
      ['user', 'Hi, what is 2+2?'],
      ['assistant', '4.'],
    ]);
  });

  it('a rule and a short heading over each turn ("---" / "## Message 2") are the next turn\'s header', () => {
    const text = '# Hooks explained\n\n**Total Messages:** 2\n\n---\n\n## Message 1\n\n**You** (2025-11-20T02:03:30.872693Z)\n\nWhat is a hook?\n\n---\n\n## Message 2\n\n**Claude** (2025-11-20T02:03:59.640699Z)\n\nA script that runs at a fixed point.\n\n## Where\n\nIn settings.json.\n';
    expect(shape(text)).toEqual([
      ['user', 'What is a hook?'],
      ['assistant', 'A script that runs at a fixed point. ## Where In settings.json.'],
    ]);
  });

  it('a coding agent\'s tool calls and results filed as turns are no messages, and its text on both sides is one turn; an exporter\'s truncation note goes', () => {
    const text = '## Transcript\n\n### User | 2025-11-20T00:56:42.531Z\n\nReview the wire test at src/a.test.ts ... [+262 chars truncated]\n\n### Assistant | 2025-11-20T00:56:50.100Z\n\nI will review it.\n\n### Assistant | 2025-11-20T00:56:51.100Z\n\n[tool_use: Read]\n\n### User | 2025-11-20T00:56:52.100Z\n\n[tool_result] 1 import { it } from "vitest";\n\n### Assistant | 2025-11-20T00:57:10.100Z\n\nThe test is sound.\n';
    expect(shape(text)).toEqual([
      ['user', 'Review the wire test at src/a.test.ts'],
      ['assistant', 'I will review it. The test is sound.'],
    ]);
  });
});

describe('an aider chat history (.aider.chat.history.md)', () => {
  it('"####" lines are the person\'s, "> " lines aider\'s own output, the rest the model\'s answers; commands to aider are no messages', () => {
    const text = [
      '', '# aider chat started at 2025-05-04 17:02:36', '', '> Aider v0.82.2  ', '> Main model: gemini/gemini-2.5-pro with diff-fenced edit format  ', '',
      '#### /multiline-mode  ', '> Multiline mode: Enabled.  ', '',
      '#### give me a quick summarized overview of this repo  ', '####   ', '#### ---  ', '#### keep it short  ', '',
      'This repository contains a calculator built with React.', '', '> Tokens: 3.2k sent, 222 received.  ', '> package.json  ', '> Add file to the chat? (Y)es/(N)o [Yes]: y  ', '',
      'Okay, I see the files you added.', '', '```js', '> not output: inside code', '```', '', '> Tokens: 4.6k sent, 99 received.  ', '',
      '#### /ask why React?  ', '', 'Because the UI is interactive.', '',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'give me a quick summarized overview of this repo --- keep it short'],
      // The model goes on once aider has added the files it asked for: one turn, as an agent's text around a tool call is.
      ['assistant', 'This repository contains a calculator built with React. Okay, I see the files you added. ```js > not output: inside code ```'],
      ['user', 'why React?'],
      ['assistant', 'Because the UI is interactive.'],
    ]);
  });
});

describe('one answer copied on its own', () => {
  it('a Gemini answer pasted into a README, signed by Gemini\'s note: one answer, not a title and a table row as prompts', () => {
    const text = 'Service Operation Guide Overview\n\nThis guide outlines the build and deployment steps.\n\nStep\tCommand\tDescription\n1. Package\tmvn package\tPackages the app.\n\nLogs\n\nReceived message from inbound -\tThe listener picks it up.\n\nIt works end to end.\n\n\nGemini can make mistakes, so double-check it';
    const r = parseConversation(text);
    expect(r.messages.map((m) => m.role)).toEqual(['assistant']);
    expect(r.messages[0]?.content.startsWith('Service Operation Guide Overview')).toBe(true);
    expect(r.messages[0]?.content).not.toContain('Gemini can make mistakes');
  });

  it('a Perplexity answer copied with its share line: cited prose under a heading is the answer\'s', () => {
    const text = 'Grokking remains an active area of research as of 2025. Here\'s the current status:\n\n### Grokking in 2025\n1. **Continued validation**\n   Recent papers [1][3] confirm it.\n\nThe phenomenon you describe remains recognised [1][5].\n\n[1] https://arxiv.org/abs/2505.20076\n\n---\nAnswer from Perplexity: pplx.ai/share';
    const r = parseConversation(text);
    expect(r.messages.map((m) => m.role)).toEqual(['assistant']);
    expect(r.messages[0]?.content).not.toContain('Answer from Perplexity');
  });

  it('a prompt and its answer copied from a page with the same note stay two messages (a short prompt reads like a title)', () => {
    const text = 'New chat\n\nShow me how to make 1$ using 19 coins\n\nTo make $1 using 19 coins, use 3 quarters, 1 dime and 15 pennies.\n\nAI-generated, for reference only';
    expect(parseConversation(text).messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });
});

describe('a search assistant\'s "Export as Markdown" (Perplexity, Bing Chat)', () => {
  it('the top heading that asks is the person\'s question; the logo above and the footnotes below are the export\'s', () => {
    const text = '<img src="https://example.com/logo.png" style="height:64px"/>\n\n# How can I train my dog to bark less?\n\nStart with short sessions [^1].\n\n## Step 1\n\nReward quiet.\n\n<span style="display:none">[^2]</span>\n\n<div align="center">⁂</div>\n\n[^1]: https://example.com/a\n\n[^2]: https://example.com/b\n';
    expect(shape(text)).toEqual([
      ['user', 'How can I train my dog to bark less?'],
      ['assistant', 'Start with short sessions [^1]. ## Step 1 Reward quiet.'],
    ]);
  });

  it('Bing Chat\'s export: the "Source: Conversation with Bing" list is not the answer', () => {
    const text = '# Why is the sky blue?\n\nBecause of Rayleigh scattering¹.\n\nSource: Conversation with Bing, 3/9/2023(1) Sky - Example. https://example.com/sky Accessed 3/9/2023.\n';
    expect(shape(text)).toEqual([
      ['user', 'Why is the sky blue?'],
      ['assistant', 'Because of Rayleigh scattering¹.'],
    ]);
  });

  it('a document whose title does not ask stays one text', () => {
    expect(parseConversation('# Release notes\n\nVersion 2 adds export.\n\n# Known issues\n\nNone.').detection.patterns).not.toContain('question_headings');
  });
});

describe('a Claude page saved as Markdown', () => {
  it('"## **You said: …**" / "## **Claude responded: …**" headings carry a preview of the turn; a long paste\'s card is no text', () => {
    const text = [
      'How should one main agent and four helper agents split the work between them?', '',
      '## **Claude responded: Yes, let\'s think it through.**', '', 'Yes, let\'s think it through. One main and four helpers is a different shape.', '',
      '## **You said: I think the main agent has the larger picture.**', '',
      'WALTER Reliability — Investigation Handoff. ' + 'Created for diagnosing why the agent drops its connection during sessions. '.repeat(5), '', 'pasted', '',
      'I think the main agent has the larger picture. It can direct research.', '', '4:55 PM', '',
      '## **Claude responded: Good — that is the router archetype.**', '', 'Good — that is the router archetype.',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'How should one main agent and four helper agents split the work between them?'],
      ['assistant', 'Yes, let\'s think it through. One main and four helpers is a different shape.'],
      ['user', 'I think the main agent has the larger picture. It can direct research.'],
      ['assistant', 'Good — that is the router archetype.'],
    ]);
  });

  it('a bold line of an answer with a colon is no label', () => {
    expect(parseLabelLine('**Step 1: Install the CLI**')).toBeNull();
  });
});

describe('headings that name their speaker inside a phrase', () => {
  it.each([
    ["## 用户的初始请求 (User's Initial Request)", 'user'],
    ['## Gemini的回应', 'assistant'],
    ['### AI 做了什么', 'assistant'],
    ["## User's question", 'user'],
    ['## Assistant response', 'assistant'],
  ])('%s → %s', (line, role) => {
    expect(parseLabelLine(line)?.roleHint).toBe(role);
  });

  it('a heading about something else names no one ("## User stories", "## AI safety")', () => {
    expect(parseLabelLine('## User stories')?.roleHint ?? null).toBeNull();
    expect(parseLabelLine('## AI safety')?.roleHint ?? null).toBeNull();
  });
});

describe('agents\' transcripts in Markdown (real-file sets 5 and 6)', () => {
  it('a converter\'s numbered headings, the person\'s stamped and the agent\'s not ("## [2] 👤 User (14:13:28)" / "## [2] 🤖 Claude"): sections of one turn are one message', () => {
    const text = '# Claude Code log\n\n> Generated: 2026-06-29 14:52:31\n\n---\n\n## [1] 👤 User (14:01:43)\n\nhello\n\n## [1] 🤖 Claude\n\nHi! What can I do?\n\n---\n\n## [2] 👤 User (14:13:28)\n\ninstall git for me\n\n## [2] 🤖 Claude\n\nChecking whether git is there.\n\n---\n\n## [2] 🤖 Claude\n\nIt is not: installing it with winget.\n';
    expect(shape(text)).toEqual([
      ['user', 'hello'],
      ['assistant', 'Hi! What can I do?'],
      ['user', 'install git for me'],
      ['assistant', 'Checking whether git is there. It is not: installing it with winget.'],
    ]);
  });

  it('a joined emoji before a name with its role in brackets ("### 🧑‍💻 ผู้ใช้งาน (User):") is the label', () => {
    const text = '# IoT homework\n\n### 🧑‍💻 ผู้ใช้งาน (User):\n\nตรวจคำตอบของฉัน\n\n### 🤖 ผู้ช่วยสอน (TA):\n\nได้ครับ คะแนน 98/100\n\n### 🧑‍💻 ผู้ใช้งาน (User):\n\nขอบคุณ ข้อต่อไป\n\n### 🤖 ผู้ช่วยสอน (TA):\n\nคะแนน 89/100\n';
    expect(shape(text)).toEqual([
      ['user', 'ตรวจคำตอบของฉัน'],
      ['assistant', 'ได้ครับ คะแนน 98/100'],
      ['user', 'ขอบคุณ ข้อต่อไป'],
      ['assistant', 'คะแนน 89/100'],
    ]);
  });

  it('SpecStory\'s early format: empty agent sections (tool calls) and code alone after the agent\'s own section (an edit) go; the prose of the turn is one message', () => {
    const text = '## SpecStory\n\n## Breadcrumb dropdown (2025/1/22 17:33:05)\n\n_**User**_\n\nturn the breadcrumb into a dropdown\n\n---\n\n_**Assistant**_\n\nLet me look at the code first.\n\n---\n\n_**Assistant**_\n\n---\n\n_**Assistant**_\n\nI will change the layout:\n\n---\n\n_**Assistant**_\n\n```\nexport default function Layout() {}\n```\n\n---\n\n_**Assistant**_\n\nDone: the breadcrumb is a dropdown.\n\n---\n\n_**User**_\n\nit crashes\n\n---\n\n_**Assistant**_\n\n```tsx\nexport function Fix() {}\n```\n';
    expect(shape(text)).toEqual([
      ['user', 'turn the breadcrumb into a dropdown'],
      ['assistant', 'Let me look at the code first. I will change the layout: Done: the breadcrumb is a dropdown.'],
      ['user', 'it crashes'],
      // An answer that is only code, right after the person, is the answer.
      ['assistant', '```tsx export function Fix() {} ```'],
    ]);
  });

  it('SpecStory: a command the agent ran (a shell block, then its output in a bare block) between rules is a tool\'s; code inside the prose stays', () => {
    const text = '_**User**_\n\nwhy didnt you run minsky to get the tasks\n\n---\n\n_**Assistant**_\n\n```bash\nminsky tasks list --json\n```\n\n```\n[{"id": "#001"}]\n```\n\n---\n\nYou are right. Run it yourself with:\n\n```bash\nminsky tasks list\n```\n\n---\n';
    expect(shape(text)).toEqual([
      ['user', 'why didnt you run minsky to get the tasks'],
      ['assistant', 'You are right. Run it yourself with: ```bash minsky tasks list ```'],
    ]);
  });

  it('Copilot\'s and SpecStory\'s tool activity inside an answer, and empty code blocks, are not what the assistant said', () => {
    const text = [
      'User: update the dependencies to 5.0',
      '',
      'GitHub Copilot: Let me gather context first.',
      '',
      'Read [](file:///home/dev/app/package.json)',
      '',
      'Searched for text `@ucfw/`, 20 results',
      '',
      'Searched codebase for "建立一個 requirements.txt ", no results',
      '',
      'Optimizing tool selection...',
      '',
      'Using "Replace String in File"',
      '',
      'Checked background terminal output',
      '',
      'Fetched https://example.com/migration/v4-v5',
      '',
      'Replacing 6 lines with 6 lines in [](file:///home/dev/app/angular.json)',
      '',
      '```',
      '',
      '```',
      '',
      'Ran terminal command:  cd /home/dev/app && npm install',
      '',
      'Starting: *Build and test* (9/9)',
      '',
      'Made changes.',
      '',
      'The migration is done. Read the changelog before you deploy.',
      '',
      '<details>',
      '            <summary>Listed directory src/app • **2** results</summary>',
      '',
      '| Name |',
      '|-------|',
      '| 📄 `page.tsx` |',
      '',
      '</details>',
      '',
      'Read file: src/app/page.tsx',
    ].join('\n');
    expect(shape(text)).toEqual([
      ['user', 'update the dependencies to 5.0'],
      ['assistant', 'Let me gather context first. The migration is done. Read the changelog before you deploy.'],
    ]);
  });

  it('a conversation kept in numbered sections: the section headings and the closing notes section are the author\'s, not an answer\'s end', () => {
    const text = '# Conversación sobre FinanzApp\n\n## 1. Diseño\n\n**Usuario:** Pidió diseñar la app.\n\n**Asistente:** Recomendó un modelo `Expense`.\n\n## 2. Categorías\n\n**Usuario:** Pidió categorías fijas.\n\n**Asistente:** Usó una enumeración.\n\n## 3. Estado\n\nEl código está en app.py.\n';
    expect(shape(text)).toEqual([
      ['user', 'Pidió diseñar la app.'],
      ['assistant', 'Recomendó un modelo `Expense`.'],
      ['user', 'Pidió categorías fijas.'],
      ['assistant', 'Usó una enumeración.'],
    ]);
  });

  it('sections delimited by rules: what follows the last rule is the author\'s epilogue, not the last message', () => {
    const text = '# 对话记录\n\n---\n\n## Record 001\n\n**AI：**\n\n你好。\n\n**我：**\n\n你好，我想聊聊。\n\n---\n\n## Record 002\n\n**AI：**\n\n好的。\n\n**我：**\n\n还是让我自己走。\n\n---\n\n> AI 不会成为我。\n';
    expect(shape(text).at(-1)).toEqual(['user', '还是让我自己走。']);
  });

  it('a transcript that sets every message in a quote ("Me:" / "> …"): the quote marks wrap the messages', () => {
    const text = '# Conversation with ChatGPT\nMe:\n> Teach me to build a chip-8 emulator, slowly.\n\nChatGPT:\n> Sure! First, some background.\n>\n> The Chip-8 is an interpreted language.\n\nMe:\n> Keep going\n\nChatGPT:\n> Next, load the ROM into memory.\n';
    expect(shape(text)).toEqual([
      ['user', 'Teach me to build a chip-8 emulator, slowly.'],
      ['assistant', 'Sure! First, some background. The Chip-8 is an interpreted language.'],
      ['user', 'Keep going'],
      ['assistant', 'Next, load the ROM into memory.'],
    ]);
  });

  it('one quoted message among plain ones keeps its quote', () => {
    const text = 'User: What does this mean?\n> Ask not what your country can do for you.\n> Ask what you can do for your country.\n\nAssistant: It is a call to public service.\n\nUser: Who said it?\n\nAssistant: John F. Kennedy, in 1961.\n';
    expect(shape(text)[0]).toEqual(['user', 'What does this mean? > Ask not what your country can do for you. > Ask what you can do for your country.']);
  });

  it('a heading above the sections\' level after the last turn is the author\'s closing part', () => {
    const text = '# Переписка\n\n### Запрос 1\n\n**Пользователь:** Сделай форму входа.\n\n**Агент:** Готово: форма в login.tsx.\n\n### Запрос 2\n\n**Пользователь:** Добавь проверку пароля.\n\n**Агент:** Готово ✅\n\n## Как обновлять этот файл\n\nПосле каждого диалога добавляй новый блок.\n';
    expect(shape(text).at(-1)).toEqual(['assistant', 'Готово ✅']);
  });

  it('a name seen once with its text on the line, among labels alone on theirs, is a line of the answer ("Sakana AI：…")', () => {
    const text = 'Question 1:\n谁在研究递归自我改进？\n\nAnswer 1:\n几个团队：\nSakana AI：他们明确关注 recursive self-improvement。\nStanford 的实验室也在做。\n\nQuestion 2:\n哪个最早？\n\nAnswer 2:\nSakana 最早公开。\n';
    expect(shape(text)).toEqual([
      ['user', '谁在研究递归自我改进？'],
      ['assistant', '几个团队： Sakana AI：他们明确关注 recursive self-improvement。 Stanford 的实验室也在做。'],
      ['user', '哪个最早？'],
      ['assistant', 'Sakana 最早公开。'],
    ]);
  });

  it('a Codex session saved as Markdown: the time under each heading is the header\'s, the harness\'s <environment_context> turn is no message', () => {
    const text = '# 动态博客和静态博客\n\n### User\n_2026-05-24 21:06:38_\n\n<environment_context>\n  <cwd>C:\\Users\\dev</cwd>\n  <shell>powershell</shell>\n</environment_context>\n\n### User\n_2026-05-24 21:06:38_\n\n动态博客和静态博客有什么区别？\n\n### Assistant\n_2026-05-24 21:07:15_\n\n**动态博客**有后端服务器和数据库。\n';
    expect(shape(text)).toEqual([
      ['user', '动态博客和静态博客有什么区别？'],
      ['assistant', '**动态博客**有后端服务器和数据库。'],
    ]);
  });

  it('a hand-written transcript that changes label style after the first exchange ("**User:**", then "User:"), with "⸻" rules between turns', () => {
    const text = '## Git setup\r\n\r\n**User:**  \r\nHow do I start a repository?\r\n\r\n**AI:**  \r\nRun git init.\r\n\r\n⸻\r\n\r\nUser:\r\nHow do I commit?\r\n\r\nAI:\r\nRun git commit.\r\n\r\n⸻\r\n\r\nUser:\r\nAnd push?\r\n\r\nAI:\r\nRun git push.\r\n';
    expect(shape(text)).toEqual([
      ['user', 'How do I start a repository?'],
      ['assistant', 'Run git init.'],
      ['user', 'How do I commit?'],
      ['assistant', 'Run git commit.'],
      ['user', 'And push?'],
      ['assistant', 'Run git push.'],
    ]);
  });

  it('an answer\'s own headings stay when the turns are not kept in sections', () => {
    const text = 'User: Outline a talk on caching.\n\nAssistant: Here is an outline.\n\n## Part 1\n\nWhy cache.\n\n## Part 2\n\nWhat to cache.\n\nUser: Thanks, shorten part 2.\n\nAssistant: Part 2: what to cache, in one slide.\n';
    expect(shape(text)[1]).toEqual(['assistant', 'Here is an outline. ## Part 1 Why cache. ## Part 2 What to cache.']);
  });

  // An Obsidian note written by a chat plugin (ChatGPT MD): front matter with the model's settings, the first prompt
  // with no label, then '<hr class="__chatgpt_plugin">' and a Dataview field naming the speaker ("role::assistant")
  // over each turn, an empty "role::user" left for the next prompt at the end.
  it('"role::assistant" fields between HTML rules name the speakers; the text above the first is the prompt', () => {
    const note = [
      '---',
      'model: some-model',
      'temperature: 0.2',
      '---',
      '',
      'How long do I boil an egg?',
      '',
      '<hr class="__chat_plugin">',
      '',
      'role::assistant',
      '',
      'Nine minutes for a firm yolk.',
      '',
      '<hr class="__chat_plugin">',
      '',
      'role::user',
      '',
      'And a soft one?',
      '',
      '<hr class="__chat_plugin">',
      '',
      'role::assistant',
      '',
      'Six minutes.',
      '',
      '<hr class="__chat_plugin">',
      '',
      'role::user',
      '',
    ].join('\n');
    expect(shape(note)).toEqual([
      ['user', 'How long do I boil an egg?'],
      ['assistant', 'Nine minutes for a firm yolk.'],
      ['user', 'And a soft one?'],
      ['assistant', 'Six minutes.'],
    ]);
    // A field whose value names no one is not read as that value's label.
    expect(parseLabelLine('status::done')?.name).not.toBe('done');
    expect(parseLabelLine('role::assistant')).toMatchObject({ name: 'assistant', rest: '' });
  });

  it('a short question alone above the first answer\'s label is the first prompt; a short title there is not', () => {
    const asked = '# Eggs\n\nHow long for a soft egg?\n\n---\n\n**Assistant:** Six minutes.\n\n**User:** And firm?\n\n**Assistant:** Nine.';
    expect(shape(asked)).toEqual([
      ['user', 'How long for a soft egg?'],
      ['assistant', 'Six minutes.'],
      ['user', 'And firm?'],
      ['assistant', 'Nine.'],
    ]);
    const titled = 'Egg notes\n\n**Assistant:** Six minutes.\n\n**User:** And firm?\n\n**Assistant:** Nine.';
    expect(shape(titled)[0]).toEqual(['assistant', 'Six minutes.']);
  });
});
