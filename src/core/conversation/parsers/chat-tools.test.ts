import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';
import { buildContext } from '../context';
import { parseLabelLine } from '../labels';

/**
 * Chat-tool and terminal pastes (parser v3, issue 13): speaker decorations read by labels.ts,
 * name headers with their meta lines (name-meta.ts), prompt signs (prompt-prefix.ts). Each case
 * names the paste it stands for; the texts are written for these tests in those tools' shapes.
 */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('label decorations', () => {
  it.each([
    ['Telegram Desktop copy "Name, [date time]"', 'Olga, [24.11.2026 9:54]', 'Olga', true],
    ['Discord copy "name — Today at 9:45 AM" (a handle with digits)', 'kestrel_77 — Today at 9:45 AM', 'kestrel_77', true],
    ['IRC log "[10:02] <nick> text"', '[10:02] <jdoe> what time is it?', 'jdoe', true],
    ['hand-made emoji speaker "🧑: text"', '🧑: How can I pay less?', '🧑', false],
  ])('%s', (_name, line, name, stamped) => {
    const l = parseLabelLine(line);
    expect(l?.name).toBe(name);
    expect(l?.stamped).toBe(stamped);
  });

  it('a lone "<div>" line is markup, not an IRC speaker', () => {
    expect(parseLabelLine('<div>')).toBeNull();
  });
});

describe('name headers with meta lines (name-meta.ts)', () => {
  it('Slack app copy: name, "APP" badge and a time line over each message', () => {
    const text = 'Marco Bellini\n9:45 AM\nWho are the best NBA players?\n\nClaude\nAPP\n9:46 AM\nJordan, Russell and Abdul-Jabbar are often named.\n\nMarco Bellini\n9:50 AM\nAnd today?\n\nClaude\nAPP\n9:51 AM\nJokić and Antetokounmpo.';
    expect(shape(text)).toEqual([
      ['user', 'Who are the best NBA players?'],
      ['assistant', 'Jordan, Russell and Abdul-Jabbar are often named.'],
      ['user', 'And today?'],
      ['assistant', 'Jokić and Antetokounmpo.'],
    ]);
  });

  it('Discord copy: the bot name, a "BOT" tag and a " — Today at" line', () => {
    const text = 'kestrel_77 — Today at 9:45 AM\nwhat is a good meal plan\n\nSage\nBOT\n — Today at 9:46 AM\nWhat is your goal: losing fat or gaining muscle?\n\nkestrel_77 — Today at 9:50 AM\nboth\n\nSage\nBOT\n — Today at 9:51 AM\nThen eat enough protein and train three times a week.';
    expect(shape(text)).toEqual([
      ['user', 'what is a good meal plan'],
      ['assistant', 'What is your goal: losing fat or gaining muscle?'],
      ['user', 'both'],
      ['assistant', 'Then eat enough protein and train three times a week.'],
    ]);
  });

  it('a source domain over its chip number (Copilot) and a repeated "Go on." are not headers', () => {
    const ctx = buildContext('Answer text.\ninvestopedia.com\n1\n\nGo on.\n\nMore text.\ninvestopedia.com\n2\n\nGo on.\n\nEnd.');
    expect(ctx.labels.some((l) => l?.meta)).toBe(false);
  });
});

describe('composer under the last answer (labeled.ts trimComposer)', () => {
  it('LibreChat: "Message gpt-4o" names the assistant of the turns and is not its text', () => {
    const text = 'You\nHow do I join the army?\n\ngpt-4o\nTalk to a recruiter first.\n\nYou\nThen what?\n\ngpt-4o\nYou fill out the forms.\n\nMessage gpt-4o\nAI may make mistakes. Please double-check responses.';
    expect(shape(text).at(-1)).toEqual(['assistant', 'You fill out the forms.']);
  });
});

describe('prompt signs (prompt-prefix.ts)', () => {
  it('Ollama REPL: ">>> " prompts, answers under them, the idle prompt at the end is not a message', () => {
    const text = '>>> Why are there time zones?\nBecause the sun is overhead at different places at different times.\n\n>>> Who set them up?\nRailways pushed for standard time in the 1880s.\n\n>>> Send a message (/? for help)';
    expect(shape(text)).toEqual([
      ['user', 'Why are there time zones?'],
      ['assistant', 'Because the sun is overhead at different places at different times.'],
      ['user', 'Who set them up?'],
      ['assistant', 'Railways pushed for standard time in the 1880s.'],
    ]);
  });

  it('aider chat history: one "#### " prompt, the "> " tool lines around it are output', () => {
    const text = '# aider chat started at 2026-11-24 10:02:11\n\n> Aider v0.86.1\n> Main model: gpt-4o\n\n#### write a function that adds two numbers\n\nHere it is:\n\n```python\ndef add(a, b):\n    return a + b\n```\n\n> Tokens: 2.1k sent, 312 received.';
    expect(shape(text)).toEqual([
      ['user', 'write a function that adds two numbers'],
      ['assistant', 'Here it is: ```python def add(a, b): return a + b ```'],
    ]);
  });

  it('two signs taking turns ("> " and "⏺ "): the shorter side is the person', () => {
    const text = '> how do I list files?\n\n⏺ Use ls. Add -la to see hidden files and details such as sizes and owners.\n\n> and sorted by size?\n\n⏺ Use ls -lS, which sorts the listing by file size, largest first.';
    expect(shape(text)).toEqual([
      ['user', 'how do I list files?'],
      ['assistant', 'Use ls. Add -la to see hidden files and details such as sizes and owners.'],
      ['user', 'and sorted by size?'],
      ['assistant', 'Use ls -lS, which sorts the listing by file size, largest first.'],
    ]);
  });

  it('Markdown section headings are not prompts', () => {
    const text = '## Setup\nInstall the package with npm and import it.\n\n## Usage\nCall the function with a path; it returns the parsed file.';
    expect(parseConversation(text).detection.patterns).not.toContain('prompt_signs');
  });
});
