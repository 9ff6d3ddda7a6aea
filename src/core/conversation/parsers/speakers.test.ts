import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';

/**
 * Speaker discovery: label styles that are not in any list, each written the way the tool or
 * person that produces it writes it. Every case names what it stands for.
 */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

const cases: { name: string; text: string; expected: [string, string][]; guessed?: boolean; note?: RegExp }[] = [
  {
    name: 'chat app copy: "[10:02 AM] Name:" with a custom assistant name',
    text: '[10:02 AM] Dana: Can you help me write a cover letter?\n[10:02 AM] Jarvis: Of course! What role is it for, and what should it emphasise?\n[10:03 AM] Dana: A data analyst job at a bank.\n[10:03 AM] Jarvis: Here is a draft:\n\nDear Hiring Manager,\nI am excited to apply.',
    expected: [['user', 'Can you help me write a cover letter?'], ['assistant', 'Of course! What role is it for, and what should it emphasise?'], ['user', 'A data analyst job at a bank.'], ['assistant', 'Here is a draft: Dear Hiring Manager, I am excited to apply.']],
    guessed: true,
  },
  {
    name: 'time after the name: "Dana (10:02):"',
    text: "Dana (10:02): what's a good name for a cat?\nClaude (10:02): How about Miso, Pixel or Juniper?\nDana (10:05): ok Miso it is\nClaude (10:05): Lovely choice!",
    expected: [['user', "what's a good name for a cat?"], ['assistant', 'How about Miso, Pixel or Juniper?'], ['user', 'ok Miso it is'], ['assistant', 'Lovely choice!']],
  },
  {
    name: 'one-letter labels U:/A:',
    text: 'U: what is 2+2?\nA: 4\nU: and 3*3?\nA: 9',
    expected: [['user', 'what is 2+2?'], ['assistant', '4'], ['user', 'and 3*3?'], ['assistant', '9']],
  },
  {
    name: 'Markdown headings with a handle and a model name',
    text: '### @dana_k\nHow do I center a div?\n\n### Claude 3.5 Sonnet\nUse flexbox:\n\n```css\n.parent { display: flex; justify-content: center; }\n```\n\n### @dana_k\nthanks!\n\n### Claude 3.5 Sonnet\nYou are welcome.',
    expected: [['user', 'How do I center a div?'], ['assistant', 'Use flexbox: ```css .parent { display: flex; justify-content: center; } ```'], ['user', 'thanks!'], ['assistant', 'You are welcome.']],
  },
  {
    name: 'labels in CJK brackets',
    text: '【用户】你好，请介绍一下北京。\n【助手】北京是中国的首都，历史悠久。\n【用户】谢谢！\n【助手】不客气。',
    expected: [['user', '你好，请介绍一下北京。'], ['assistant', '北京是中国的首都，历史悠久。'], ['user', '谢谢！'], ['assistant', '不客气。']],
  },
  {
    name: 'Obsidian callouts with dated bold names and UID comments',
    text: '>[!nexus_user] **User** - 10/10/2025 at 5:51:11 PM\n> How do I boil an egg?\n<!-- UID: 1234 -->\n\n>[!nexus_agent] **Assistant** - 10/10/2025 at 5:51:20 PM\n> Put it in boiling water for 9 minutes.\n> Then cool it in ice water.\n\n>[!nexus_user] **User** - 10/10/2025 at 5:52:00 PM\n> thanks',
    expected: [['user', 'How do I boil an egg?'], ['assistant', 'Put it in boiling water for 9 minutes. Then cool it in ice water.'], ['user', 'thanks']],
  },
  {
    name: 'Obsidian callouts: an artifact card nested in an answer is the exporter\'s, not the answer\'s',
    text: '>[!nexus_user] **User** - 10/10/2025 at 5:51:11 PM\n> Improve my kernel.\n\n>[!nexus_agent] **Assistant** - 10/10/2025 at 5:52:00 PM\n> Let me improve it.\n> \n> >[!nexus_artifact] **Enhanced Kernel** v1\n> > 🎨 [[Nexus/Attachments/kernel_v1|View Artifact]]\n> \n> I added error handling.',
    expected: [['user', 'Improve my kernel.'], ['assistant', 'Let me improve it. I added error handling.']],
  },
  {
    name: 'an exporter\'s tool-call note is not message text',
    text: '## User\nPlan my week.\n\n## Assistant\n_[tool: update_todos]_\n\nHere is your plan.',
    expected: [['user', 'Plan my week.'], ['assistant', 'Here is your plan.']],
  },
  {
    name: 'underscore-bold labels of an exporter: "__User__:"',
    text: '__User__: What can I do to lower my risk of diabetes?\n\n__Assistant__: Move more, sleep well and keep an eye on sugary drinks.',
    expected: [['user', 'What can I do to lower my risk of diabetes?'], ['assistant', 'Move more, sleep well and keep an eye on sugary drinks.']],
  },
  {
    name: 'a lone "Q:" opening a one-message paste',
    text: "Q: I'm looking to build muscle, where do I start?",
    expected: [['user', "I'm looking to build muscle, where do I start?"]],
  },
  {
    name: 'an exporter that bullets the first line of every turn ("Person:" / "- text")',
    text: 'Person:\n- how do I check colour contrast in JavaScript?\n\nChatGPT:\n- Compute the relative luminance of both colours.\n\n- Then compare their ratio with 4.5:1.',
    expected: [['user', 'how do I check colour contrast in JavaScript?'], ['assistant', 'Compute the relative luminance of both colours. - Then compare their ratio with 4.5:1.']],
  },
  {
    name: 'Claude 2025 headings with a preview of the message and a time line, in German',
    text: 'Du hast gesagt: Wie zentriere ich ein div\nWie zentriere ich ein div in CSS? margin auto geht nicht.\n6:40 PM\nClaude hat geantwortet: Nimm Flexbox…\nNimm Flexbox auf dem Elternelement: display flex, dann justify-content und align-items auf center.',
    expected: [['user', 'Wie zentriere ich ein div in CSS? margin auto geht nicht.'], ['assistant', 'Nimm Flexbox auf dem Elternelement: display flex, dann justify-content und align-items auf center.']],
  },
  {
    name: 'a one-letter name alone at the top of a one-message paste is the person',
    text: 'U: Implement a program to find the common elements of two arrays without extra data structures.',
    expected: [['user', 'Implement a program to find the common elements of two arrays without extra data structures.']],
    guessed: true,
  },
  {
    name: 'one exchange between two names, the first opening the paste',
    text: 'Tomás: make the subtitles end one millisecond earlier\n\nimport re\n\nAtlas: I changed the end time to subtract one millisecond before writing each cue.',
    expected: [['user', 'make the subtitles end one millisecond earlier import re'], ['assistant', 'I changed the end time to subtract one millisecond before writing each cue.']],
    guessed: true,
  },
  {
    name: 'bold names that state their role: "**Dana (user):**"',
    text: "**Dana (user):** what's the tallest mountain?\n\n**Sage (AI):** Mount Everest, at 8,849 m.\n\n**Dana (user):** and in Europe?\n\n**Sage (AI):** Mont Blanc, or Elbrus if you count the Caucasus.",
    expected: [['user', "what's the tallest mountain?"], ['assistant', 'Mount Everest, at 8,849 m.'], ['user', 'and in Europe?'], ['assistant', 'Mont Blanc, or Elbrus if you count the Caucasus.']],
  },
  {
    name: 'a system line and a tool line are not turns',
    text: "System: You are a helpful assistant.\nUser: What's the weather in Oslo?\nAssistant: Let me check.\nTool: {\"temp\": 21}\nAssistant: It's 21 degrees.\nUser: thanks",
    expected: [['user', "What's the weather in Oslo?"], ['assistant', 'Let me check.'], ['assistant', "It's 21 degrees."], ['user', 'thanks']],
  },
  {
    name: 'two unknown names: the one who answers at length with code is the assistant, even when it speaks first',
    text: 'Max: Hi! I can help with regular expressions.\nSam: I need a regex that matches emails?\nMax: Here is a simple one:\n```\n^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$\n```\nIt will not catch every edge case, but it covers the common forms you will meet.\nSam: does it allow plus signs?\nMax: Yes, the first part accepts any character except @ and whitespace, so plus signs are fine.',
    expected: [
      ['assistant', 'Hi! I can help with regular expressions.'], ['user', 'I need a regex that matches emails?'],
      ['assistant', 'Here is a simple one: ``` ^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$ ``` It will not catch every edge case, but it covers the common forms you will meet.'],
      ['user', 'does it allow plus signs?'], ['assistant', 'Yes, the first part accepts any character except @ and whitespace, so plus signs are fine.'],
    ],
    guessed: true,
  },
  {
    name: 'Slack-style name lines with a time, a bot name',
    text: 'Dana  10:02 AM\ncan you summarize this article for me?\nKibi Bot  10:02 AM\nSure, here is a summary: remote work improves focus but hurts mentoring.\nDana  10:04 AM\nthanks!',
    expected: [['user', 'can you summarize this article for me?'], ['assistant', 'Sure, here is a summary: remote work improves focus but hurts mentoring.'], ['user', 'thanks!']],
  },
  {
    name: 'a role-play quoted in an answer does not outvote the real speakers',
    text: '#### You:\nLet us role-play a doctor visit.\n\n#### ChatGPT:\nDoctor: Hello, come in!\n\nNurse: Good morning.\n\nDoctor: What brings you here today?\n\n#### You:\nI have a cough.\n\n#### ChatGPT:\nDoctor: How long have you had it?',
    expected: [['user', 'Let us role-play a doctor visit.'], ['assistant', 'Doctor: Hello, come in! Nurse: Good morning. Doctor: What brings you here today?'], ['user', 'I have a cough.'], ['assistant', 'Doctor: How long have you had it?']],
  },
  {
    name: 'a chatbot page copied with name lines: the bot\'s title and the person\'s account number over each message, bot first (a Chinese diet-planning bot)',
    text: ['健身教练', '我先了解一下你的情况，再给你安排一周的训练。', '888666', '我想增肌', '健身教练', '你每周能练几天？', '888666', '三天', '健身教练', '好的，我们按三天来安排。'].join('\n'),
    expected: [['assistant', '我先了解一下你的情况，再给你安排一周的训练。'], ['user', '我想增肌'], ['assistant', '你每周能练几天？'], ['user', '三天'], ['assistant', '好的，我们按三天来安排。']],
    guessed: true,
  },
  {
    name: 'a wiki page of a chat: "# Claude" as the page title over "## Me" / "## Claude" turns, answers signed "Claude" under a valediction',
    text: ['# Claude', '', 'Notes from an evening chat.', '', '## Me', '', 'would you write me a short note?', '', '## Claude', '', 'Of course. Here it is.', '', 'With warmth,\\', 'Claude', '', '## Me', '', 'thank you!', '', '## Claude', '', 'You are welcome.'].join('\n'),
    expected: [['user', 'would you write me a short note?'], ['assistant', 'Of course. Here it is. With warmth,\\ Claude'], ['user', 'thank you!'], ['assistant', 'You are welcome.']],
  },
  {
    name: 'a blog post of an interview: Jekyll front matter with "[//]: #" comments, a lead-in, the assistant greeting first, an editor\'s note as a last heading',
    text: ['---', 'layout: post', '[//]: # every post needs a category', 'title: "An interview"', '---', 'We asked ChatGPT a few questions. Here it is:', '', '__ChatGPT:__ Hello! I am happy to answer your questions.', '', '__Ana:__ What is your favourite colour?', '', '__ChatGPT:__ I do not have one, but many people like blue.', '', '__Ana:__ Thanks, goodbye!', '', '__ChatGPT:__ Goodbye!', '', '###### This interview was edited for length.'].join('\n'),
    expected: [['assistant', 'Hello! I am happy to answer your questions.'], ['user', 'What is your favourite colour?'], ['assistant', 'I do not have one, but many people like blue.'], ['user', 'Thanks, goodbye!'], ['assistant', 'Goodbye!']],
  },
  {
    name: 'a session logger\'s Markdown: "_**User: login (time)**_" / "_**Agent (model …)**_", the editor\'s opened-file note, session blocks after the last answer',
    text: [
      '# Run the tests (2026-04-23 05:47Z)', '', '**Project:** shop', '**Session ID:** 0786dc02', '', '---', '',
      '_**User: dana-k (2026-04-23 05:47Z)**_', '', '_Opened file: `c:\\shop\\TESTS.md`_', '', 'run the tests please', '',
      '_**Agent (model claude-opus-4-7)**_', '', 'All 178 tests pass.', '', '---', '', '## Session Summary', '', '**Recovered:** 2026-04-23 10:55Z', '**Total Prompts:** 1', '', '### Token Usage', '', '_Token usage data not available._',
    ].join('\n'),
    expected: [['user', 'run the tests please'], ['assistant', 'All 178 tests pass.']],
  },
  {
    name: 'a script\'s chat file that labels only the model ("---" / "**gemini-2.0-flash:**"), its answers with bold section titles ("**Important Notes:**")',
    text: [
      'how do I solve x^2 = 4?', '', '---', '**gemini-2.0-flash:**', '', 'Take square roots.', '', '**Important Notes:**', '', '* There are two roots.', '', '---', '',
      'and x^2 = 9?', '', '---', '**gemini-2.0-flash:**', '', 'x = 3 or x = -3.', '', '---',
    ].join('\n'),
    expected: [['user', 'how do I solve x^2 = 4?'], ['assistant', 'Take square roots. **Important Notes:** * There are two roots.'], ['user', 'and x^2 = 9?'], ['assistant', 'x = 3 or x = -3.']],
    note: /Only the answers were labelled/,
  },
  {
    name: 'a chat log an agent keeps: "### User" over each prompt set in a quote, "### Claude" over plain answers',
    text: ['# Chat Log', '', '### User', '', '> Make slides about radio clubs.', '', '### Claude', '', 'Built 12 slides.', '', '---', '', '### User', '', '> Use a dark theme.', '', '### Claude', '', 'Switched to a dark theme.'].join('\n'),
    expected: [['user', 'Make slides about radio clubs.'], ['assistant', 'Built 12 slides.'], ['user', 'Use a dark theme.'], ['assistant', 'Switched to a dark theme.']],
  },
  {
    name: 'German notes of a chat: "# prompt N" / "## response" headings, an answer with its own "### Antwort:" section',
    text: ['# prompt 1', 'Wird Tim oft als Vorlage benutzt?', '', '## response', 'Das passende Wort ist: Vorlage.', '', '### Antwort:', 'Ja, sehr häufig.', '', '# prompt 2', 'warum?', '', '## response', 'Weil er neutral wirkt.'].join('\n'),
    expected: [['user', 'Wird Tim oft als Vorlage benutzt?'], ['assistant', 'Das passende Wort ist: Vorlage. ### Antwort: Ja, sehr häufig.'], ['user', 'warum?'], ['assistant', 'Weil er neutral wirkt.']],
  },
  {
    name: 'a coding agent\'s transcript: "### 1) User" / "### 2) Assistant" turns, then the author\'s "## Assistant Worklog" after the last one',
    text: ['# Sign-up transcript', '', '### 1) User', 'Find the sign-up page.', '', '### 2) Assistant', 'It is at example.com/login.', '', '### 3) User', 'Add it to the README.', '', '### 4) Assistant', 'Added a Sign up entry.', '', '---', '', '## Assistant Worklog', '- Looked up the entry points.'].join('\n'),
    expected: [['user', 'Find the sign-up page.'], ['assistant', 'It is at example.com/login.'], ['user', 'Add it to the README.'], ['assistant', 'Added a Sign up entry.']],
  },
  {
    name: 'ChatGPT\'s 2023 page copied as text: the account name over each prompt, the answer right under it, the first prompt without the name',
    text: [
      'How long do I boil an egg?', '', 'About nine minutes for a hard-boiled egg.', '', 'Cool it in ice water afterwards.', '', '', '',
      'Dana Whitfield', 'And a soft one?', 'For a soft-boiled egg, six minutes is enough.', '', '', '',
      'Dana Whitfield', 'That was too runny for me', "You're right, six minutes can be too short. Try seven.", '', '', '',
      'Dana Whitfield', 'Thanks!', 'Sure, enjoy your eggs.',
    ].join('\n'),
    expected: [
      ['user', 'How long do I boil an egg?'], ['assistant', 'About nine minutes for a hard-boiled egg. Cool it in ice water afterwards.'],
      ['user', 'And a soft one?'], ['assistant', 'For a soft-boiled egg, six minutes is enough.'],
      ['user', 'That was too runny for me'], ['assistant', "You're right, six minutes can be too short. Try seven."],
      ['user', 'Thanks!'], ['assistant', 'Sure, enjoy your eggs.'],
    ],
    note: /the name over each of your messages, was taken as you/,
  },
  {
    name: 'two unknown names open the paste and take turns; an answer has its own "Name:" lines (a song\'s "Куплет:", "Припев:")',
    text: 'Lena: Придумай короткую песню про Саурона.\n\nSage: Название: Око тьмы\n\nКуплет:\nВ глубинах мрака огонь горит.\n\nПрипев:\nОко тьмы следит за нами.\n\nLena: Спасибо!\n\nSage: Пожалуйста.',
    expected: [['user', 'Придумай короткую песню про Саурона.'], ['assistant', 'Название: Око тьмы Куплет: В глубинах мрака огонь горит. Припев: Око тьмы следит за нами.'], ['user', 'Спасибо!'], ['assistant', 'Пожалуйста.']],
    guessed: true,
  },
  {
    name: 'one exchange between two unknown names: a long pasted task, a short answer (who opens outweighs length)',
    text: 'Dana: Given a natural number, on each move it is either reduced by three times the sum of its digits or increased by one hundred.\nCan the number 10 become 2026?\nWhat is the smallest two-digit number from which 1 can be reached?\nList the steps you would check first.\nJarvis: 1/91.',
    expected: [['user', 'Given a natural number, on each move it is either reduced by three times the sum of its digits or increased by one hundred. Can the number 10 become 2026? What is the smallest two-digit number from which 1 can be reached? List the steps you would check first.'], ['assistant', '1/91.']],
    guessed: true,
  },
];

describe('speaker discovery', () => {
  it.each(cases)('$name', ({ text, expected, guessed, note }) => {
    expect(shape(text)).toEqual(expected);
    const { uncertainties } = parseConversation(text).detection;
    if (guessed) expect(uncertainties.join(' ')).toMatch(/guessed from who asks and who answers|taken as you/);
    else if (note) expect(uncertainties.join(' ')).toMatch(note);
    else expect(uncertainties).toEqual([]);
  });

  it('a line of a CJK sentence is no name: its commas and question marks say so ("没有，都能吃" repeated under each question)', () => {
    const text = ['健身教练', '你有没有伤病？', '888666', '没有，都很好', '健身教练', '你有没有伤病？', '888666', '没有，都很好', '健身教练', '好的，我们开始。'].join('\n');
    expect(shape(text)).toEqual([['assistant', '你有没有伤病？'], ['user', '没有，都很好'], ['assistant', '你有没有伤病？'], ['user', '没有，都很好'], ['assistant', '好的，我们开始。']]);
  });

  it('a lone one-letter role word is a key in a list, not a speaker ("A: Move left")', () => {
    const text = 'R\nadd a spaceship controllable with W-A-S-D\nBACKGROUND: space.jpg\nEdit\nHere are the controls:\nW: Move up\nA: Move left\nS: Move down\nD: Move right\nRetry';
    expect(shape(text)).toEqual([
      ['user', 'add a spaceship controllable with W-A-S-D BACKGROUND: space.jpg'],
      ['assistant', 'Here are the controls: W: Move up A: Move left S: Move down D: Move right'],
    ]);
  });

  it('notes with a Markdown title above a page copy are left out; a copy cut mid-answer keeps that answer', () => {
    const notes = '# Assignment: normalisation\n\nThe table below repeats values in one column, which breaks first normal form.\n\nYou said:\nHow do I fix the table?\nChatGPT said:\nSplit the column into rows.';
    expect(shape(notes)).toEqual([['user', 'How do I fix the table?'], ['assistant', 'Split the column into rows.']]);
    const cut = 'and that is how the deployment pipeline works from start to finish.\n\nYou said:\nyes pls\nChatGPT said:\nHere is the README.';
    expect(shape(cut)).toEqual([['assistant', 'and that is how the deployment pipeline works from start to finish.'], ['user', 'yes pls'], ['assistant', 'Here is the README.']]);
  });

  it('content lines with a colon ("Ingredients:", "Step 1:") inside a named transcript stay content', () => {
    expect(shape('Priya: Give me a recipe.\n\nCopilot: Sure.\nIngredients: eggs, flour\nStep 1: mix\n\nPriya: thanks\n\nCopilot: Enjoy!')).toEqual([
      ['user', 'Give me a recipe.'], ['assistant', 'Sure. Ingredients: eggs, flour Step 1: mix'], ['user', 'thanks'], ['assistant', 'Enjoy!'],
    ]);
  });
});
