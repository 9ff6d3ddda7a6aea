import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-45 set), each rebuilt
 * here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 45)', () => {
  // An excerpt of aider's history pasted under a note, without the "# aider chat started at" line: "#### " inputs and
  // "> " output, every logged line with two trailing spaces; "/add" talks to aider, "/ask X" is echoed as "#### X".
  it('reads an aider history excerpt by its hard-broken "####" / "> " lines', () => {
    const text = [
      'Notes from yesterday about the parser:',
      '---',
      '',
      '#### /add src/lexer.ts  ',
      '> Added src/lexer.ts to the chat  ',
      '',
      '#### Make the lexer skip comments.  ',
      '',
      'I will change `nextToken` so it skips `//` comments.',
      '',
      '> Tokens: 1.2k sent, 80 received.  ',
      '',
      '#### /ask what about block comments?  ',
      '',
      '#### what about block comments?  ',
      '',
      'Block comments need a second state; I can add it next.',
      '',
      '> Tokens: 1.4k sent, 60 received.  ',
      '',
      '#### Yes, add it.  ',
      '',
      '---',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Make the lexer skip comments.'],
      ['assistant', 'I will change `nextToken` so it skips `//` comments.'],
      ['user', 'what about block comments?'],
      ['assistant', 'Block comments need a second state; I can add it next.'],
      ['user', 'Yes, add it.'],
    ]);
  });

  // Open WebUI's Markdown export: "### USER" / "### ASSISTANT", the model's reasoning folded in a
  // `<details type="reasoning">` block over an answer that keeps its code fences.
  it('drops Open WebUI reasoning blocks from answers that hold code', () => {
    const text = [
      '### USER',
      'How do I read a file in Go?',
      '',
      '### ASSISTANT',
      '<details type="reasoning" done="true" duration="7">',
      '<summary>Thought for 7 seconds</summary>',
      '> The user wants the simplest way.',
      '</details>',
      'Use `os.ReadFile`:',
      '```go',
      'data, err := os.ReadFile("notes.txt")',
      '```',
      '',
      '### USER',
      'And line by line?',
      '',
      '### ASSISTANT',
      '<details type="reasoning" done="true" duration="3">',
      '<summary>Thought for 3 seconds</summary>',
      '> bufio.Scanner.',
      '</details>',
      'Wrap the file in a `bufio.Scanner` and call `Scan` in a loop.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'How do I read a file in Go?'],
      ['assistant', 'Use `os.ReadFile`: ```go data, err := os.ReadFile("notes.txt") ```'],
      ['user', 'And line by line?'],
      ['assistant', 'Wrap the file in a `bufio.Scanner` and call `Scan` in a loop.'],
    ]);
  });

  // A study diary that quotes each exchange between its own sections: "### Session N", "**Goal**: …", then the
  // exchange in a quote ("> **Me**：…" / ">" / "> **AI**：…"), then "**Output**: …" outside the quote.
  it('ends a quoted turn where its quote ends in a diary of quoted exchanges', () => {
    const text = [
      '# AI usage log',
      '',
      '### Session 1',
      '',
      '**Goal**: set up the repository',
      '',
      '> **Me**：Create a repository for our project and push the first commit.',
      '>',
      '> **AI**：Initialised git, added a README and pushed it.',
      '>',
      '> The remote is on GitHub under the team account.',
      '',
      '**Output**: the repository.',
      '',
      '---',
      '',
      '### Session 2',
      '',
      '> **Me**：Translate the abstract of the paper.',
      '>',
      '> **AI**：Translated the abstract and saved it as notes/abstract.md.',
      '',
      '**Output**: notes/abstract.md',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Create a repository for our project and push the first commit.'],
      ['assistant', 'Initialised git, added a README and pushed it. The remote is on GitHub under the team account.'],
      ['user', 'Translate the abstract of the paper.'],
      ['assistant', 'Translated the abstract and saved it as notes/abstract.md.'],
    ]);
  });

  // A ChatGPT page copy committed as a README that starts in the middle of an answer which wrote a README itself:
  // "# Todo API" opens it, but the page's code header ("bash" / "Copy code") shows it was copied from the page.
  it('keeps an answer tail under a Markdown title when it shows the page code header', () => {
    const text = [
      '# Todo API',
      '',
      '## Setup',
      'Install the dependencies and start the server:',
      '',
      'bash',
      'Copy code',
      'npm install',
      'npm start',
      '',
      'You said:',
      'full code',
      'ChatGPT said:',
      'Here is the complete server file:',
      '',
      'javascript',
      'Copy code',
      "const express = require('express');",
      'const app = express();',
      'app.listen(3000);',
    ].join('\n');
    const got = pairs(text);
    expect(got.map(([role]) => role)).toEqual(['assistant', 'user', 'assistant']);
    expect(got[0]?.[1]).toContain('# Todo API');
    expect(got[0]?.[1]).not.toContain('Copy code');
    expect(got[1]?.[1]).toBe('full code');
  });

  // ChatGPT search copied: each paragraph is followed by its source chips as a stack of site names (the same sites
  // come back under several paragraphs), and the answer ends on the news widget (outlet / headline / age cards).
  it('drops recurring source-chip stacks and the news widget from a search answer', () => {
    const text = [
      'You said:',
      'what happened with the river flood in the valley?',
      'ChatGPT said:',
      'Here is what is known so far.',
      '',
      'Heavy rain over three days pushed the river above its banks near the old mill on Friday morning.',
      'Valley Herald',
      'Reuters',
      '',
      'Officials opened two shelters and asked residents of the lower streets to leave their homes.',
      'Reuters',
      'Mountain Public Radio',
      'Valley Herald',
      '',
      'Relevant news on this topic',
      'Valley Herald',
      'Flood waters start to recede after a long weekend',
      'Today',
      'Reuters',
      'Shelters stay open as the valley counts the damage',
      '2 days ago',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'what happened with the river flood in the valley?'],
      [
        'assistant',
        'Here is what is known so far. Heavy rain over three days pushed the river above its banks near the old mill on Friday morning. ' +
          'Officials opened two shelters and asked residents of the lower streets to leave their homes.',
      ],
    ]);
  });

  // A list of names the answer wrote under a sentence is its text: nothing recurs between the lists.
  it('keeps a list of names under a sentence when no site recurs', () => {
    const text = [
      'You said:',
      'who played in the final and the semi-finals?',
      'ChatGPT said:',
      'These two teams met in the final match of the tournament last year in the capital.',
      'Northern Lions',
      'Harbour United',
      '',
      'The semi-finals were lost by these two teams, both after extra time and penalties.',
      'River Rovers',
      'Hill Town',
    ].join('\n');
    expect(pairs(text)[1]?.[1]).toContain('Harbour United');
    expect(pairs(text)[1]?.[1]).toContain('Hill Town');
  });

  // A ChatGPT copy whose code lost its fences: the answer heads each component's template with the same
  // emoji section title. The title recurs over code, but a page's code header copies without its icon.
  it('keeps an emoji section heading that recurs over unfenced code', () => {
    const text = [
      'You said:',
      'show me the two card components in vue',
      'ChatGPT said:',
      'Here are both components.',
      '',
      '1. ProductCard.vue',
      '',
      '🧱 Structure',
      '<template>',
      '  <div class="card">{{ product.name }}</div>',
      '</template>',
      '',
      '2. CartCard.vue',
      '',
      '🧱 Structure',
      '<template>',
      '  <div class="cart">{{ items.length }}</div>',
      '</template>',
    ].join('\n');
    const answer = pairs(text)[1]?.[1] ?? '';
    expect(answer.match(/🧱 Structure/g)?.length).toBe(2);
  });

  // Claude's 2023 page saved as Markdown: the chat title as "# …", the copy starting at an answer, each prompt under
  // the avatar's initial in bold ("**M**", a paragraph of its own), answers closed by "Copy" and the code note,
  // "Copy code" glued onto each block's first line, "CopyRetry" and the linked disclaimer at the end.
  it('reads a Claude 2023 copy saved as Markdown with bold avatar initials', () => {
    const text = [
      '# Setting up a Python environment',
      '',
      'Here are the steps to set up the environment:',
      '',
      '1. Install Python from the official site.',
      '2. Create a virtual environment:',
      '    ',
      '    ```',
      '    Copy codepython -m venv .venv',
      '    ',
      '    ```',
      '    ',
      '',
      'That is all you need to start.',
      '',
      'Copy',
      '',
      'Claude does not have the ability to run the code it generates yet.',
      '',
      '**M**',
      '',
      'Which Python version should I pick?',
      '',
      'Pick the latest stable release, currently 3.12, unless a library you need does not support it yet.',
      '',
      'Copy',
      '',
      '**M**',
      '',
      'How do I activate it on Windows?',
      '',
      'Run the activation script from the project folder:',
      '',
      '```',
      'Copy code.venv\\Scripts\\activate',
      '```',
      '',
      'CopyRetry',
      '',
      'Claude does not have the ability to run the code it generates yet.',
      '',
      '[Claude can make mistakes. Please double-check responses.](https://support.example.com/claude-mistakes)',
    ].join('\n');
    const got = parseConversation(text).messages;
    expect(got.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(got[0]?.content.startsWith('Here are the steps')).toBe(true);
    expect(got[0]?.content).toContain('python -m venv .venv');
    expect(got[0]?.content).not.toContain('Copy code');
    expect(got[1]?.content).toBe('Which Python version should I pick?');
    expect(got[3]?.content).toBe('How do I activate it on Windows?');
    expect(got[4]?.content).not.toMatch(/Copy code|CopyRetry|make mistakes/);
  });

  // The person copies a step of the answer back as their first paragraph, then says what is wrong with it.
  it('keeps a step quoted from the last answer with the question under it', () => {
    const text = [
      '**M**',
      '',
      'How do I install the tool?',
      '',
      'Follow these steps:',
      '',
      '1. Download the installer.',
      '2. Run setup.exe as administrator.',
      '3. Restart the computer.',
      '',
      'Copy',
      '',
      'Claude does not have the ability to run the code it generates yet.',
      '',
      '**M**',
      '',
      '2. Run setup.exe as administrator.',
      '',
      'about this step, there is no setup.exe in the download',
      '',
      'Sorry, the installer is now called install.msi. Double-click it and follow the wizard.',
      '',
      'Copy',
    ].join('\n');
    const got = parseConversation(text).messages;
    expect(got.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(got[2]?.content).toBe('2. Run setup.exe as administrator.\n\nabout this step, there is no setup.exe in the download');
    expect(got[3]?.content.startsWith('Sorry, the installer')).toBe(true);
  });

  // Cursor's Markdown export parts turns with one "---"; the person pasted a plan that opens and closes with its own
  // rule, so their turn opens with "---" under "**User**" and ends on two rules.
  it('keeps the rules of a pasted document at the edges of a turn in a one-rule export', () => {
    const text = [
      '# Planner design',
      '_Exported on 3/2/2026 at 10:00:00 GMT from Cursor (2.4.0)_',
      '',
      '---',
      '',
      '**User**',
      '',
      '---',
      '',
      '# Plan',
      '',
      'Build the parser first.',
      '',
      '---',
      '',
      '---',
      '',
      '**Cursor**',
      '',
      'I will start with the parser.',
      '',
      '---',
      '',
      '**User**',
      '',
      'Go ahead.',
      '',
      '---',
      '',
      '**Cursor**',
      '',
      'Done: the parser reads the plan.',
      '',
      '---',
      '',
      '**User**',
      '',
      'Thanks.',
    ].join('\n');
    const got = parseConversation(text).messages;
    expect(got.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    expect(got[0]?.content).toBe('---\n\n# Plan\n\nBuild the parser first.\n\n---');
    expect(got[1]?.content).toBe('I will start with the parser.');
    expect(got[2]?.content).toBe('Go ahead.');
  });
});
