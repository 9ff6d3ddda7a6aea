import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { isBracketedToolCalls, withoutEdgeRules, withoutEscapedEdgeSpaces, withoutThinkingDetails, withoutToolSections, withoutTrailingHeadings, withoutWrappingQuoteMarks, withoutWrappingQuotes } from './transcript-frames';

// Shapes met in real transcripts people committed (realfiles-32, kept outside the project); the texts here are our own.
describe('withoutTrailingHeadings: the title of the next exchange is not the end of this turn', () => {
  it.each([
    ['a step heading after a rule (a log kept as "### 💬 Step 2" sections)', 'Done: created index.html.\n\n---\n\n### 💬 Step 2: add a README\n', 'Done: created index.html.'],
    ['a log entry header with its time and duration', 'Because they make up everything!\n\n# Log Entry 2024-01-31 18:05:52 - Duration 0.0m 4.54s\n', 'Because they make up everything!'],
    ['two headings in a row', 'Fine.\n\n## Part 2\n### Question 3', 'Fine.'],
    ['a banner between turns of session notes ("--- Turn 2 ---")', 'What genre do you like?\n\n--- Turn 2 ---', 'What genre do you like?'],
  ])('%s', (_why, content, want) => expect(withoutTrailingHeadings(content)).toBe(want));

  it.each([
    ['a heading followed by its text', 'Intro\n\n## Setup\nRun npm install.'],
    ['a "#" comment inside fenced code at the end', 'Run this:\n```bash\nls\n# list files\n```'],
    ['a turn that is only a heading', '## Hello'],
    ['a trailing rule without a heading (kept: the exporter may write it as the reply\'s own)', 'Answer.\n\n---'],
  ])('keeps %s', (_why, content) => expect(withoutTrailingHeadings(content)).toBeNull());
});

describe('withoutWrappingQuotes: a turn the log quotes through and through', () => {
  it.each([
    ['every line quoted, blank quote lines between paragraphs', '> Build me a timer page.\n>\n> It should persist.', 'Build me a timer page.\n\nIt should persist.'],
    ['a second level (">>" marks the answer)', '>>  Because they make up everything!', 'Because they make up everything!'],
  ])('%s', (_why, content, want) => expect(withoutWrappingQuotes(content)).toBe(want));

  it.each([
    ['a quote followed by the person\'s own words', '> TypeError: x is undefined\n\nWhy does this happen?'],
    ['no quote at all', 'Plain text.'],
  ])('leaves %s', (_why, content) => expect(withoutWrappingQuotes(content)).toBeNull());
});

describe('withoutToolSections: an agent log\'s tool calls filed under the answer', () => {
  const answer = (body: string) => ({ role: 'assistant' as const, content: body });
  it('drops recurring "### Tool …" headings and their fenced calls, keeps the prose', () => {
    const messages = [
      { role: 'user' as const, content: 'Add a city filter.' },
      answer('I will look at the project first.\n\n### Tool Glob File Search\n\n```\n{"pattern":"**/*"}\n```\n\n### Tool Run Terminal Command V2'),
      answer('Found app.js.\n\n### Tool Read File V2\n\n```\n{"path":"app.js"}\n```'),
    ];
    const out = withoutToolSections(messages);
    expect(out.get(1)).toBe('I will look at the project first.');
    expect(out.get(2)).toBe('Found app.js.');
  });
  it('keeps a single "### Tool installation" section of an answer', () => {
    const messages = [answer('Steps:\n\n### Tool installation\n\n```bash\nnpm i -g foo\n```\n\nThen run foo.')];
    expect(withoutToolSections(messages).size).toBe(0);
  });
});

describe('transcript frames in a whole paste', () => {
  it('reads a log with "# IN" / "# OUT" headings over quoted turns and step headings between exchanges', () => {
    const paste = [
      '# Session log', '', '### Step 1', '', '**User:**', '> Write a haiku about rain.', '', '**Assistant:**', '> Soft rain on the roof', '> …', '',
      '---', '', '### Step 2', '', '**User:**', '> Now one about snow.', '', '**Assistant:**', '> Snow hushes the street', '',
    ].join('\n');
    const { messages } = parseConversation(paste);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Write a haiku about rain.'],
      ['assistant', 'Soft rain on the roof\n…'],
      ['user', 'Now one about snow.'],
      ['assistant', 'Snow hushes the street'],
    ]);
  });
});

describe('quote marks come off only where the log quotes its turns as a rule', () => {
  it('keeps "User: >AA" (an arrow, not a quote) even when the person writes it twice', () => {
    const { messages } = parseConversation('User: >AA\nAssistant: AA\nUser: >AA');
    expect(messages.map((m) => m.content)).toEqual(['>AA', 'AA', '>AA']);
  });
  it('keeps one quoted turn among plain ones', () => {
    const { messages } = parseConversation('User:\n> The build failed with exit code 2\n\nAssistant:\nCheck the log.\n\nUser:\nWhere is it?\n\nAssistant:\nIn ./build.');
    expect(messages[0]?.content).toBe('> The build failed with exit code 2');
  });
});

describe('withoutEscapedEdgeSpaces', () => {
  it.each([
    ['a converter\'s escaped space before a question (a Notion export of a ChatGPT page)', '&#x20; What is a speculative chart?', 'What is a speculative chart?'],
    ['an escaped space at a line end', 'First line&#x20;\nSecond', 'First line\nSecond'],
    ['an entity inside a sentence stays', 'Write &#32; for a space in HTML', 'Write &#32; for a space in HTML'],
  ])('%s', (_why, content, want) => {
    const messages = [{ role: 'user' as const, content }];
    withoutEscapedEdgeSpaces(messages);
    expect(messages[0]?.content).toBe(want);
  });
});

describe('withoutWrappingQuoteMarks: a script that sets every line of dialogue in quotation marks', () => {
  it.each([
    ['straight quotes', '"What plans do you accept?"', 'What plans do you accept?'],
    ['curly quotes over two paragraphs', '“We open at nine.\n\nCall us to book.”', 'We open at nine.\n\nCall us to book.'],
    ['guillemets', '«Bonjour»', 'Bonjour'],
  ])('%s', (_why, content, want) => expect(withoutWrappingQuoteMarks(content)).toBe(want));
  it.each([
    ['a quote with words after it', '"Hello" is a greeting'],
    ['two quotes side by side', '"yes" or "no"'],
    ['an empty pair', '""'],
  ])('leaves %s', (_why, content) => expect(withoutWrappingQuoteMarks(content)).toBeNull());

  it('unwraps a support-bot test script (a log kept as "**Customer**: \\"…\\"" / "**AI**: \\"…\\"" under step headings)', () => {
    const paste = ['# Happy path', '', '---', '', '### **Step 1**', '', '**Customer**: "Do you take walk-ins?"', '', '**AI**: "Yes, until noon."', '', '---', '', '### **Step 2**', '', '**Customer**: "And on Saturdays?"', '', '**AI**: "Saturdays are by appointment."', ''].join('\n');
    expect(parseConversation(paste).messages.map((m) => m.content)).toEqual(['Do you take walk-ins?', 'Yes, until noon.', 'And on Saturdays?', 'Saturdays are by appointment.']);
  });
  it('keeps the quotes of one person who quotes once', () => {
    const paste = 'User: "Carpe diem"\nAssistant: It means seize the day.\nUser: and in Greek?\nAssistant: Roughly the same idea.';
    expect(parseConversation(paste).messages[0]?.content).toBe('"Carpe diem"');
  });
});

describe('withoutEdgeRules: the rules a text log draws around each label', () => {
  it.each([
    ['a rule under the label and the next banner\'s rule (a session log kept as "=====" / "USER  [time]" / "=====")', '======\nDoes the user need these results?\n\n======', 'Does the user need these results?'],
    ['dashes under an ASSISTANT banner', '------\nNo, they are hidden.', 'No, they are hidden.'],
    ['the next turn\'s comment line a Markdown log keeps (label grid probe-6)', 'What genre do you like?\n\n<!-- turn 2 -->', 'What genre do you like?'],
  ])('%s', (_why, content, want) => expect(withoutEdgeRules(content)).toBe(want));
  it.each([
    ['a setext heading at the end (text right over "===")', 'Intro\n\nSummary\n======='],
    ['a turn without rules', 'Plain answer.'],
    ['a comment inside the text, not at its edge', 'Put it here:\n<!-- nav -->\nthen save.'],
  ])('leaves %s', (_why, content) => expect(withoutEdgeRules(content)).toBeNull());
});

describe('isBracketedToolCalls: an agent turn that is only its tool calls', () => {
  it.each([
    ['[Read: /home/user/app/main.py]', true],
    ['[Edit: /home/user/app/main.py]\n[Bash: Syntax check]', true],
    ['[Read: main.py]\nThe file defines two classes.', false],
    ['[1] https://example.com', false],
  ])('%j -> %s', (content, want) => expect(isBracketedToolCalls(content)).toBe(want));

  it('a session log with banner labels reads as its turns, tool-call turns left out', () => {
    const rule = '='.repeat(40);
    const dash = '-'.repeat(40);
    const paste = [rule, 'USER  [2026-05-16 23:23:47]', rule, 'Why is the field still visible?', '', dash, 'ASSISTANT  [2026-05-16 23:24:23]', dash, 'The toggle re-grids it.', '', dash, 'ASSISTANT  [2026-05-16 23:24:30]', dash, '  [Edit: /home/user/app/gui.py]', '', dash, 'ASSISTANT  [2026-05-16 23:24:41]', dash, 'Fixed: it stays hidden now.', ''].join('\n');
    expect(parseConversation(paste).messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Why is the field still visible?'],
      ['assistant', 'The toggle re-grids it.'],
      ['assistant', 'Fixed: it stays hidden now.'],
    ]);
  });
});

describe('withoutThinkingDetails: a folded thinking block an exporter writes into the turn', () => {
  it('drops "<details><summary>💭 Claude\'s Thinking</summary>…</details>" under the prompt it answered (a Claude Code session export)', () => {
    const content = 'my speakers sound tinny, help\n\n<details>\n<summary>💭 Claude\'s Thinking</summary>\n\nThe user has audio issues.\n\n</details>';
    expect(withoutThinkingDetails(content)).toBe('my speakers sound tinny, help');
  });
  it('keeps a details block that is the answer\'s own ("<summary>Full config</summary>")', () => {
    expect(withoutThinkingDetails('Here:\n<details>\n<summary>Full config</summary>\nport: 80\n</details>')).toBeNull();
  });
});

describe('tool sections under a bold "**Tool:**" line', () => {
  it('drops recurring "**Tool:** Name" lines with their fenced input', () => {
    const answer = (t: string) => ({ role: 'assistant' as const, content: t });
    const out = withoutToolSections([answer('Let me check.\n\n**Tool:** TodoWrite\n```json\n{}\n```'), answer('Found it.\n\n**Tool:** Bash\n```bash\nls\n```')]);
    expect([...out.values()]).toEqual(['Let me check.', 'Found it.']);
  });
});
