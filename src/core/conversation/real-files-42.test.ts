import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { parseLabelLine } from './labels';
import type { DraftMessage } from './context';
import { dropTranscriptFrames } from './transcript-frames';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-42 set, odd
 * half), each rebuilt here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 42)', () => {
  // A homework README: an intro sentence, hand-drawn dividers ("=====//=====") around the prompt, the writer's own
  // labels ("PROMPT :" / "VOICI SA REPONSE :") and, under the second, the chat page's copied "Gemini a dit".
  // The dividers at a turn's edge and the copied heading of the same party are no text.
  it('drops a copied said-heading under the writer\'s label and drawn dividers at a turn\'s edge', () => {
    const messages: DraftMessage[] = [
      { role: 'user', content: 'Tu gères une boulangerie avec deux boutiques.\nDonne les règles de gestion.\n\n==========//====================//==========' },
      { role: 'assistant', content: 'Gemini a dit\nBonjour ! Voici les règles de gestion.\n\nChaque client a un numéro unique.' },
    ];
    dropTranscriptFrames(messages);
    expect(messages.map((m) => m.content)).toEqual([
      'Tu gères une boulangerie avec deux boutiques.\nDonne les règles de gestion.',
      'Bonjour ! Voici les règles de gestion.\n\nChaque client a un numéro unique.',
    ]);
  });

  it('keeps a said-heading of the other party, and a divider inside the text', () => {
    const messages: DraftMessage[] = [
      { role: 'user', content: 'Gemini a dit\nthis is what it said, is it right?' },
      { role: 'assistant', content: 'Part one\n=====//=====\nPart two' },
    ];
    dropTranscriptFrames(messages);
    expect(messages.map((m) => m.content)).toEqual(['Gemini a dit\nthis is what it said, is it right?', 'Part one\n=====//=====\nPart two']);
  });

  // Windsurf's Cascade export ("# Cascade Chat Conversation", a note in italics, "### User Input" / "### Planner
  // Response") with the agent's steps alone on their lines in italics ("*Viewed [a.md](file:///…) *").
  it('reads a Cascade export\'s headings and drops its italic step lines', () => {
    const exported = [
      '# Cascade Chat Conversation',
      '',
      '  Note: _This is purely the output of the chat conversation and does not contain any raw data, codebase snippets, etc. used to generate the output._',
      '',
      '### User Input',
      '',
      'Look at the backlog file and split the next issue into tasks.',
      '',
      '*Viewed [BACKLOG.md](file:///home/ana/shop/BACKLOG.md) *',
      '',
      '*Listed directory [src](file:///home/ana/shop/src) *',
      '',
      '*Grep searched codebase*',
      '',
      '*Searched filesystem*',
      '',
      '### Planner Response',
      '',
      'Here is the split for the next issue.',
      '',
      '## 1. Add the price helper',
      '**Type**: WRITE',
      '',
      '### User Input',
      '',
      'Write it to the notes folder.',
      '',
      '*Edited relevant file*',
      '',
      '### Planner Response',
      '',
      'Done, the tasks are in the notes folder. Should I also add the tests?',
      '',
      '*Asked user a question*',
      '',
      '*Edited relevant file*',
      '',
      '### Planner Response',
      '',
      'Added the tests as you chose.',
    ].join('\n');
    // The step that asked the person stands for a reply the export left out: the next response is a turn of its own.
    expect(pairs(exported)).toEqual([
      ['user', 'Look at the backlog file and split the next issue into tasks.'],
      ['assistant', 'Here is the split for the next issue. ## 1. Add the price helper **Type**: WRITE'],
      ['user', 'Write it to the notes folder.'],
      ['assistant', 'Done, the tasks are in the notes folder. Should I also add the tests?'],
      ['assistant', 'Added the tests as you chose.'],
    ]);
  });

  // Spec Kit's Prompt History Record: front matter, "## Prompt", "## Response snapshot", then the template's
  // "## Outcome" and "## Evaluation notes (flywheel)" sections, which are the record's notes.
  it('ends a Prompt History Record\'s answer before its Outcome and Evaluation notes', () => {
    const record = [
      '---',
      'id: 0003',
      'title: Add login page',
      'stage: green',
      'date: 2026-01-05',
      'model: some-model',
      '---',
      '',
      '## Prompt',
      '',
      ' add a login page with a remember-me box',
      '',
      '## Response snapshot',
      '',
      'Added the login page and its remember-me box, with tests.',
      '',
      '## Outcome',
      '',
      '- ✅ Impact: login page added',
      '- 🧪 Tests: 4 passing',
      '',
      '## Evaluation notes (flywheel)',
      '',
      '- Failure modes observed: none',
    ].join('\n');
    expect(pairs(record)).toEqual([
      ['user', 'add a login page with a remember-me box'],
      ['assistant', 'Added the login page and its remember-me box, with tests.'],
    ]);
  });

  // claude.ai's shared chat saved as Markdown: a title block ("## … Conversation:" / "[View conversation](…/share/…)" /
  // "## Transcript:"), no labels, the time alone under each prompt, Claude's code header as the bare lower-case name
  // under the line that leads to the code, and the disclaimer at the end.
  it('reads a shared Claude chat by the times under its prompts', () => {
    const shared = [
      '## Lamp Placement Conversation: ',
      '',
      '[View conversation](https://claude.ai/share/00000000-1111-2222-3333-444444444444)',
      '',
      '## Transcript:',
      '',
      'where should the lamp go so it lights the statue',
      'float lampHeight = 2.0f; vec3 statuePos = vec3(0.0f);',
      '00:20',
      '',
      'Looking at your scene, the statue sits at the origin. Here is a position:',
      '',
      'Suggested position:',
      'cpp',
      '',
      'vec3 lampPos = vec3(2.0f, 5.0f, 2.0f);',
      '',
      'That keeps the light above and to the side of the statue.',
      '',
      'is the lamp height fine as it is?',
      '00:23',
      '',
      'No, 2.0 is too low for a statue of that size. Try this:',
      '',
      'Quick fix:',
      'cpp',
      '',
      'float lampHeight = 5.0f;',
      '',
      'That lights the top of the statue as well.',
      '',
      '',
      'Claude is AI and can make mistakes. Please double-check responses.',
    ].join('\n');
    expect(pairs(shared)).toEqual([
      ['user', 'where should the lamp go so it lights the statue float lampHeight = 2.0f; vec3 statuePos = vec3(0.0f);'],
      ['assistant', 'Looking at your scene, the statue sits at the origin. Here is a position: Suggested position: vec3 lampPos = vec3(2.0f, 5.0f, 2.0f); That keeps the light above and to the side of the statue.'],
      ['user', 'is the lamp height fine as it is?'],
      ['assistant', 'No, 2.0 is too low for a statue of that size. Try this: Quick fix: float lampHeight = 5.0f; That lights the top of the statue as well.'],
    ]);
  });

  it('a colon before "//" ends a link scheme, not a speaker name', () => {
    expect(parseLabelLine('Inspire-toi de https://boulangerie.example.org/.')).toBeNull();
    expect(parseLabelLine('See http://x.example')).toBeNull();
  });

  // Google AI Studio's build mode copied from the page: each answer opens with its model and run time
  // ("Gemini 3 Flash Preview" / "Ran for 40s"), the prompt is the bare line above, icon ligatures with their
  // panels' labels ("summarize_auto" / "Action history", "lightbulb" / "Thought for 4 seconds", "flag" /
  // "Checkpoint") and a code header ("code" / "Bash") are page.
  it('reads an AI Studio build copy by the model and run time over each answer', () => {
    const text = [
      'Gemini 3 Flash Preview',
      'Ran for 120s',
      '',
      'summarize_auto',
      'Action history',
      'chevron_right',
      'Key actions for the app:',
      '',
      'edit',
      'Edited 2 files',
      'src/app/cart/cart.component.ts',
      'check_circle',
      'build',
      'Built',
      'I added a discount field to the cart and a total that uses it.',
      'Try it with the code SAVE10.',
      'flag',
      'Checkpoint',
      'How do I run it locally?',
      'Gemini 3 Flash Preview',
      'Ran for 20s',
      'lightbulb',
      'Thought for 4 seconds',
      'description',
      'Read file',
      'Install the packages first:',
      'code',
      'Bash',
      'npm install',
      'Then start the dev server.',
      'And the colours?',
      'Gemini 2.5 Pro',
      'Ran for 9s',
      'The palette uses a dark navy background and a cyan accent.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['assistant', 'I added a discount field to the cart and a total that uses it. Try it with the code SAVE10.'],
      ['user', 'How do I run it locally?'],
      ['assistant', 'Install the packages first: npm install Then start the dev server.'],
      ['user', 'And the colours?'],
      ['assistant', 'The palette uses a dark navy background and a cyan accent.'],
    ]);
  });

  it('a model name over text with no run time is no AI Studio header', () => {
    const text = 'Which model wrote this?\n\nGemini 2.5 Pro\nIt was the one with the long context window.';
    expect(parseConversation(text).detection.patterns).not.toContain('ai_studio_run_headers');
  });

  // A Claude Code session pasted turn by turn, each in a "```text" block of its own: the prompt's "❯", the agent's
  // "●", its thinking note with the key that unfolds it, a tool call of a two-word tool, the spinner line that ends
  // a turn ("✻ Pondered for 5s") and the session recap, wrapped by the terminal.
  it('reads a terminal chat pasted turn by turn in text blocks, without its status lines', () => {
    const text = [
      '```text',
      '❯ hi there',
      '```',
      '',
      '```text',
      '  Thought for 2s (ctrl+o to expand)',
      '',
      '● Hello! What shall we work on?',
      '',
      '✻ Pondered for 5s',
      '```',
      '',
      '```text',
      '❯ what is the latest release of vite',
      '```',
      '',
      '```text',
      '● Web Search("vite latest release")',
      '  ⎿  Did 1 search in 4s',
      '',
      '  Thought for 1s (ctrl+o to expand)',
      '',
      '● The latest release line is Vite 7.',
      '',
      '✻ Simmered for 1m 2s',
      '```',
      '',
      '```text',
      '※ recap: we looked up the latest Vite release line. Next: upgrade the project. (disable',
      '  recaps in /config)',
      '```',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'hi there'],
      ['assistant', 'Hello! What shall we work on?'],
      ['user', 'what is the latest release of vite'],
      ['assistant', 'The latest release line is Vite 7.'],
    ]);
  });

  it('keeps text blocks that show one party only as code', () => {
    const text = 'Run it like this:\n\n```text\n● started\n```\n\nThen:\n\n```text\n● done\n```';
    expect(parseConversation(text).messages.every((m) => !m.content.startsWith('started'))).toBe(true);
  });

  // Microsoft 365 Copilot's page copied into a note that kept one line per turn: the feedback link under the
  // answer, "You said:", the prompt, "Copilot said:" and the name line run together with no space between.
  it('puts back said-headings glued to the text around them, and the name glued to the answer', () => {
    const text = [
      'Use a session object so the cookies come back on every call.',
      '........',
      'Provide your feedback on BizChatYou said: Can you add notes on the errors we hit?Copilot said: CopilotHere are the notes on the errors.',
      'The first error came from a missing cookie.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['assistant', 'Use a session object so the cookies come back on every call. ........'],
      ['user', 'Can you add notes on the errors we hit?'],
      ['assistant', 'Here are the notes on the errors. The first error came from a missing cookie.'],
    ]);
  });

  it('a word that runs into "said:" inside a sentence is no heading', () => {
    const text = 'User: my friend JohnYou said: was printed by the script, why?\n\nAssistant: The template joins the two strings without a space.';
    expect(pairs(text)).toEqual([
      ['user', 'my friend JohnYou said: was printed by the script, why?'],
      ['assistant', 'The template joins the two strings without a space.'],
    ]);
  });
});
