import { describe, expect, it } from 'vitest';
import { cellMetadataLines } from './context';
import { parseConversation } from './parse';
import { parseLabelLine } from './labels';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-41 set, odd
 * half, and realfiles-40, even half), each rebuilt here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 41)', () => {
  // A student's AI-usage log (.txt, "Me:" / "AI:", rules between exchanges) whose answer gives a numbered step
  // with a header block in a fence indented under the item: the block's "Tool: …" line is code, not a speaker.
  it('a fence indented under a list item keeps its "Tool:" line inside the answer', () => {
    const log = [
      '------------------',
      'Tool: Helper',
      'Date: 2026-01-02',
      '------------------',
      '',
      'Me: How do I mark each log file?',
      '',
      'AI: Do this for every file:',
      '1.  Open the file.',
      '2.  Put this block first:',
      '    ```text',
      '    ------------------',
      '    Tool: Helper',
      '    Date: 2026-01-02',
      '    ------------------',
      '    ```',
      '3.  Save it under the same name.',
      '',
      '---',
      '',
      'Me: Thanks, and for the old ones?',
      '',
      'AI: The same block goes on top of those too.',
    ].join('\n');
    const got = pairs(log);
    expect(got).toHaveLength(4);
    expect(got[1]?.[1]).toContain('3. Save it under the same name.');
    expect(got[1]?.[1]).toContain('Tool: Helper');
  });

  // A blog post that quotes a short chat between rules ("---" / "**Me:** …" / "**Claude:** …" / "---" / "**Me:** …" /
  // "**Claude:** …" / "---" / the post goes on): the rules frame the chat, the post after the last one is no answer.
  it('a rule closes a chat framed by rules that also part its exchanges when the post\'s sections resume after it', () => {
    const post = [
      '## A week with a tutor',
      '',
      'I tried the tutor on my commute this week. Here is how the first lesson went.',
      '',
      '---',
      '',
      '**Me:** How do I order coffee?',
      '',
      '**Claude:** Say the drink, then "please". Try it with a latte.',
      '',
      '---',
      '',
      '**Me:** A latte, please?',
      '',
      '**Claude:** Perfect, that is all it takes.',
      '',
      '---',
      '',
      'That was the whole lesson, and it stuck.',
      '',
      '## What I would change',
      '',
      'Shorter answers on the phone.',
    ].join('\n');
    expect(pairs(post)).toEqual([
      ['user', 'How do I order coffee?'],
      ['assistant', 'Say the drink, then "please". Try it with a latte.'],
      ['user', 'A latte, please?'],
      ['assistant', 'Perfect, that is all it takes.'],
    ]);
  });

  it('a rule in the last answer with no section of the post after it leaves the answer whole', () => {
    const post = [
      'Notes from the session.',
      '',
      '---',
      '',
      '**Me:** Compare the two plans.',
      '',
      '**Claude:** Plan A is cheaper.',
      '',
      '---',
      '',
      '**Me:** And overall?',
      '',
      '**Claude:** Pick A if money matters.',
      '',
      '---',
      '',
      '## If time matters',
      '',
      'Pick B.',
    ].join('\n');
    expect(pairs(post).at(-1)).toEqual(['assistant', 'Pick A if money matters. --- ## If time matters Pick B.']);
  });

  it('a rule inside an earlier answer (not above a label) leaves the last answer whole', () => {
    const post = [
      'Notes from the session.',
      '',
      '---',
      '',
      '**Me:** Compare the two plans.',
      '',
      '**Claude:** Plan A is cheaper.',
      '',
      '---',
      '',
      'Plan B is faster.',
      '',
      '**Me:** And overall?',
      '',
      '**Claude:** Pick A if money matters.',
      '',
      '---',
      '',
      'Pick B if time matters.',
    ].join('\n');
    expect(pairs(post).at(-1)).toEqual(['assistant', 'Pick A if money matters. --- Pick B if time matters.']);
  });

  // A ChatGPT exporter's Markdown (front matter, "#### You:" / "#### ChatGPT:") that writes each turn's time as an
  // HTML element on the line under the heading: the element is the header's stamp, not the message's first line.
  it('an HTML <time> element alone under a heading label is the turn\'s stamp', () => {
    const md = [
      '---',
      'title: Sorting lists',
      '---',
      '',
      '# Sorting lists',
      '',
      '#### You:',
      '<time datetime="2026-03-01T10:02:03.100Z" title="3/1/2026, 11:02:03 AM">11:02 AM</time>',
      '',
      'How do I sort a list in place?',
      '',
      '#### ChatGPT:',
      '<time datetime="2026-03-01T10:02:09.500Z" title="3/1/2026, 11:02:09 AM">11:02 AM</time>',
      '',
      'Call `list.sort()`; it returns None.',
    ].join('\n');
    expect(pairs(md)).toEqual([
      ['user', 'How do I sort a list in place?'],
      ['assistant', 'Call `list.sort()`; it returns None.'],
    ]);
  });

  // A Gemini chat exported as a notebook's Markdown (MyST: kernelspec front matter, a contents list, "# Prompt: N" /
  // "# Response: N" headings, each cell's metadata between rules): the number after the colon counts the turn,
  // and the recurring metadata blocks are the file's.
  it('"# Prompt: 1" counts the turn, and recurring "---" / "key: value" / "---" cell metadata is no text', () => {
    const md = [
      '---',
      'kernelspec:',
      '  name: python3',
      '---',
      '',
      '# Tides',
      '',
      '---',
      'cell_input: true',
      '---',
      '# Prompt: 1',
      '',
      '---',
      'cell_input: true',
      '---',
      'Why are there two tides a day?',
      '',
      '---',
      '',
      '# Response: 1',
      '',
      'The Moon pulls the near side and the far side differently.',
      '',
      '---',
      '',
      '---',
      'cell_input: true',
      '---',
      '# Prompt: 2',
      '',
      '---',
      'cell_input: true',
      '---',
      'And spring tides?',
      '',
      '---',
      '',
      '# Response: 2',
      '',
      'They come when the Sun and the Moon line up.',
    ].join('\n');
    expect(pairs(md)).toEqual([
      ['user', 'Why are there two tides a day?'],
      ['assistant', 'The Moon pulls the near side and the far side differently.'],
      ['user', 'And spring tides?'],
      ['assistant', 'They come when the Sun and the Moon line up.'],
    ]);
    expect(parseLabelLine('# Prompt: 2')).toMatchObject({ name: 'Prompt', rest: '', turn: 2 });
    // A number after another word's colon is text: "# Step: 2" names no speaker.
    expect(parseLabelLine('# Step: 2')?.turn).toBeUndefined();
  });

  it('a lone block of that shape stays (a rule over a setext heading); a recurring one goes', () => {
    const lone = ['Intro', '---', 'note: one', '---', 'text'];
    expect(cellMetadataLines(lone, lone.map(() => false))).toEqual([]);
    const two = ['---', 'tag: a', '---', 'x', '---', 'tag: b', '---'];
    expect(cellMetadataLines(two, two.map(() => false))).toEqual([0, 1, 2, 4, 5, 6]);
  });

  // A coding agent's session log converted to Markdown ("# … Conversation Log", "## 👤 User" / "## 🤖 Claude", rules
  // between sections) that left the tool calls out: the agent's heading comes back with no one between, one section
  // per step. It is one answer.
  it('the same speaker heading again with no other turn between continues that turn', () => {
    const log = [
      '# Agent Session Log',
      '',
      'Session ID: 0000-demo',
      '',
      '---',
      '',
      '## 👤 User',
      '',
      'Rename the helper and update its callers.',
      '',
      '---',
      '',
      '## 🤖 Claude',
      '',
      'I will look at the helper first.',
      '',
      '---',
      '',
      '## 🤖 Claude',
      '',
      'Renamed it; now the two callers.',
      '',
      '---',
      '',
      '## 🤖 Claude',
      '',
      'Done: both callers use the new name.',
      '',
      '---',
      '',
      '## 👤 User',
      '',
      'Thanks!',
    ].join('\n');
    expect(pairs(log)).toEqual([
      ['user', 'Rename the helper and update its callers.'],
      ['assistant', 'I will look at the helper first. Renamed it; now the two callers. Done: both callers use the new name.'],
      ['user', 'Thanks!'],
    ]);
  });

  // SpecStory's export of a Cursor chat ("_**User**_" / "_**Assistant**_"): the agent's answer goes on in sections
  // under a label with no name ("_****_"), tool calls among them (a folded listing, "Read file: …", an applied diff).
  it('sections under an unnamed label "_****_" are the same turn, their tool calls left out', () => {
    const md = [
      '## SpecStory',
      '',
      '## Adding a flag (1/2/2026, 10:00:00 AM)',
      '',
      '_**User**_',
      '',
      'Add a --quiet flag',
      '',
      '---',
      '',
      '_**Assistant**_',
      '',
      'I will find where the options are parsed.',
      '',
      '---',
      '',
      '_****_',
      '',
      'Read file: cli.py',
      '',
      '---',
      '',
      '_****_',
      '',
      'The options live in `main()`. Adding the flag there.',
      '',
      '---',
      '',
      '_****_',
      '',
      '```diff',
      '+ parser.add_argument("--quiet", action="store_true")',
      '```',
      '',
      '---',
      '',
      '_****_',
      '',
      'Done: `--quiet` silences the progress lines.',
      '',
      '---',
      '',
      '_**User**_',
      '',
      'Great',
    ].join('\n');
    expect(pairs(md)).toEqual([
      ['user', 'Add a --quiet flag'],
      ['assistant', 'I will find where the options are parsed. The options live in `main()`. Adding the flag there. Done: `--quiet` silences the progress lines.'],
      ['user', 'Great'],
    ]);
  });

  // A repository's README (an assignment in Markdown, rules between its parts) with a ChatGPT page copy pasted under
  // it ("You said:" / "ChatGPT said:"): the text between the README's first rule and the copy still shows Markdown
  // (headings, bold, a table's delimiter row), so it is the README's, not the rendered end of an earlier answer.
  it('notes that keep their Markdown under their first rule are no cut-off answer above "You said:"', () => {
    const paste = [
      '# Homework: Joins',
      '',
      '---',
      '',
      '## **What you need**',
      '* A database with the two tables below and a client to run queries in, any will do.',
      '',
      '| Table | Rows |',
      '|-------|------|',
      '| users | 10   |',
      '',
      '---',
      '',
      '## Questions',
      '- Write a query that lists every user with the number of orders they placed, zero included.',
      '- Write a second query that lists the users who placed no order at all, sorted by their name.',
      '- Explain in two sentences why the first query needs an outer join and the second one does not.',
      '',
      'You said:',
      'List every user with their order count, zero included.',
      '',
      'ChatGPT said:',
      'Use a LEFT JOIN and count the order ids, so users without orders get 0.',
    ].join('\n');
    expect(pairs(paste)).toEqual([
      ['user', 'List every user with their order count, zero included.'],
      ['assistant', 'Use a LEFT JOIN and count the order ids, so users without orders get 0.'],
    ]);
  });
});
