import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { uncommentedTranscript } from './parsers/commented';
import { fencedLines } from './text';
import { isToolTraffic } from './tool-traffic';

/**
 * Shapes seen in conversation files people committed to public repositories (the realfiles-31 set,
 * odd half), each rebuilt here with text of our own: one mechanism per shape, read by its structure.
 */
const pairs = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('conversation files from public repositories (round 31)', () => {
  it('a ChatGPT copy pasted into a source file as line comments ("// Вы сказали:") is read without the comment leaders', () => {
    const text = [
      '// Вы сказали:',
      '// how do I keep the sort order when the page changes?',
      '',
      '// ChatGPT сказал:',
      '// Keep it in the URL and read it back on every render:',
      '//   const sort = params.get("sort") ?? "newest";',
      '',
      '// Вы сказали:',
      '// Thanks, that works.',
      '',
      '// ChatGPT сказал:',
      '// Glad it helped.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'how do I keep the sort order when the page changes?'],
      ['assistant', 'Keep it in the URL and read it back on every render: const sort = params.get("sort") ?? "newest";'],
      ['user', 'Thanks, that works.'],
      ['assistant', 'Glad it helped.'],
    ]);
  });

  it('only a paste commented on every line loses its leaders: one shell comment inside prose stays, a Markdown heading is not a comment', () => {
    expect(uncommentedTranscript('# install\nnpm install\nnpm test\nnpm run build')).toBeNull();
    expect(uncommentedTranscript('## User\nhi\n## Assistant\nhello')).toBeNull();
    expect(uncommentedTranscript('-- a\n-- b\n-- c\n-- d')).toBe('a\nb\nc\nd');
  });

  it('a search answer\'s source chips copied onto lines of their own (a CJK sentence, "中央社 CNA", a "Sources" strip) are not the answer\'s text', () => {
    const text = [
      '這城市有多少座橋',
      'ChatGPT said:',
      '根據市政府的統計，市區共有四十二座橋，其中九座是百年以上的石橋。',
      '市政新聞網',
      '',
      '',
      '近年新建的橋多半是人行橋，方便河岸步道相連。',
      '市政新聞網',
      '',
      '',
      '資料來源',
      'You said:',
      '最老的是哪一座',
      'ChatGPT said:',
      '最老的是建於清代的永安橋。',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', '這城市有多少座橋'],
      ['assistant', '根據市政府的統計，市區共有四十二座橋，其中九座是百年以上的石橋。 近年新建的橋多半是人行橋，方便河岸步道相連。'],
      ['user', '最老的是哪一座'],
      ['assistant', '最老的是建於清代的永安橋。'],
    ]);
  });

  it('a copy that starts at a short first prompt right over "ChatGPT said:" keeps that prompt (a title has a blank line under it)', () => {
    const text = ['Why is the sky blue', 'ChatGPT said:', 'Sunlight scatters off air molecules, and blue scatters most.', '', 'You said:', 'and sunsets?', 'ChatGPT said:', 'The light crosses more air, so the blue is scattered away first.'].join('\n');
    expect(pairs(text)[0]).toEqual(['user', 'Why is the sky blue']);
    expect(pairs(text)).toHaveLength(4);
  });

  it('a prompt log with a heading and bold metadata over every prompt ("## Prompt 2" / "**Fecha:**" / "**Modelo:**") keeps the metadata out of the turns', () => {
    const text = [
      '## Prompt 1',
      '**Fecha:** 02/03/2025 10:00',
      '**Modelo:** Claude 3.5 Sonnet',
      '',
      '**Usuario:**',
      'Escribe tres historias de usuario para el carrito de compras.',
      '',
      '**Asistente:**',
      'He escrito tres historias en el archivo historias.md.',
      '',
      '## Prompt 2',
      '**Fecha:** 02/03/2025 10:20',
      '**Modelo:** Claude 3.5 Sonnet thinking',
      '',
      '**Usuario:**',
      'Ahora priorízalas con MoSCoW.',
      '',
      '**Asistente:**',
      'La historia del pago es Must, la del cupón es Could.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Escribe tres historias de usuario para el carrito de compras.'],
      ['assistant', 'He escrito tres historias en el archivo historias.md.'],
      ['user', 'Ahora priorízalas con MoSCoW.'],
      ['assistant', 'La historia del pago es Must, la del cupón es Could.'],
    ]);
  });

  it('a usage log with heading labels under numbered sessions ("## Session 2" / "### Prompt:" / "### AI Response:") leaves the author\'s own sections and closing line out', () => {
    const text = [
      '# AI usage log',
      '',
      '**Course:** Databases 2  ',
      '**Tools:** Gemini  ',
      '',
      '---',
      '',
      '## Session 1: Schema',
      '',
      '**Date:** 4 March 2026  ',
      '',
      '### Prompt:',
      '> Should tags be a column or a table?',
      '',
      '### AI Response:',
      'A table, so one recipe can have many tags.',
      '',
      '### My Decision:',
      'Made a tags table.',
      '',
      '---',
      '',
      '## Session 2: Indexes',
      '',
      '**Date:** 5 March 2026  ',
      '',
      '### Prompt:',
      '> Which columns need an index?',
      '',
      '### AI Response:',
      'The foreign keys and the name you search by.',
      '',
      '### Outcome:',
      'Queries got faster.',
      '',
      '---',
      '',
      '*Written for the course hand-in*',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Should tags be a column or a table?'],
      ['assistant', 'A table, so one recipe can have many tags.'],
      ['user', 'Which columns need an index?'],
      ['assistant', 'The foreign keys and the name you search by.'],
    ]);
  });

  it('a bold key that names a speaker word is a turn when it is one elsewhere ("**Dana (10:03 AM):**" right under the notes\' title)', () => {
    const text = ['# Notes', '', '**Dana (10:03 AM):** What is a tide pool?', '', '**Claude (10:04 AM):** A pool the sea leaves behind at low tide.', '', '**Dana (10:05 AM):** Thanks.'].join('\n');
    expect(pairs(text)[0]).toEqual(['user', 'What is a tide pool?']);
    expect(pairs(text)).toHaveLength(3);
  });

  it('a conversation set between two rules in a tutorial ("intro" / "---" / turns / "---" / "## Notes") ends before the author\'s notes', () => {
    const text = [
      '# Example: review mode',
      '',
      'The tutor points at the bug without fixing it.',
      '',
      '---',
      '',
      '**Student:** my loop prints one number too many',
      '',
      '**Tutor:** Which value does i have when the loop stops?',
      '',
      '**Student:** ten, so I should use < instead of <=',
      '',
      '**Tutor:** Yes. Run it again.',
      '',
      '---',
      '',
      '## What this shows',
      '',
      '- The tutor asked instead of telling.',
    ].join('\n');
    expect(pairs(text).at(-1)).toEqual(['assistant', 'Yes. Run it again.']);
    expect(pairs(text)).toHaveLength(4);
  });

  it('an OpenCode session export: "**Tool: bash**" sections are tool calls, not messages, and the header above the first turn is not one either', () => {
    expect(isToolTraffic('**Tool: bash**\n\n**Tool: read**')).toBe(true);
    expect(isToolTraffic('**Tool: read**\n\nThe file has two errors.')).toBe(false);
    const text = [
      '# Fix the failing build',
      '',
      '**Session ID:** ses_0a1b2c',
      '**Created:** 3/4/2026, 9:00:00 AM',
      '',
      '---',
      '',
      '## User',
      '',
      'the build fails on main, can you look?',
      '',
      '---',
      '',
      '## Assistant',
      '',
      '**Tool: bash**',
      '',
      '---',
      '',
      '## Assistant',
      '',
      '**Tool: read**',
      '',
      '**Tool: read**',
      '',
      '---',
      '',
      '## Assistant',
      '',
      'The lockfile pins an old compiler; updating it fixes the build.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'the build fails on main, can you look?'],
      ['assistant', 'The lockfile pins an old compiler; updating it fixes the build.'],
    ]);
  });

  it('a note-taker\'s numbered headings with the said-heading after the number ("### 🔥 q01.  나의 말: …"), an empty template heading at the end', () => {
    const text = [
      '### 🔥 q01.  나의 말: 파이썬에서 파일을 한 줄씩 읽는 법',
      '알려줘.',
      '',
      '### 🔋 a01.  ChatGPT의 말: 메모리 업데이트됨 좋아!',
      'with open으로 열고 for 문으로 읽으면 돼.',
      '',
      '🔥',
      '### 🔥 q02.  나의 말: 고마워.',
      '',
      '### 🔋 a02.  ChatGPT의 말: 천만에요!',
      '',
      '🔥',
      '### 🔥 q03.',
      '### 🔋 a03.',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['user', '파이썬에서 파일을 한 줄씩 읽는 법 알려줘.'],
      ['assistant', '좋아! with open으로 열고 for 문으로 읽으면 돼.'],
      ['user', '고마워.'],
      ['assistant', '천만에요!'],
    ]);
  });

  it('a prompt log with a section heading that names a party over heading labels ("## Prompt 1" / "- **Model:** o3" / "### User" / "### Assistant"): the section is no turn', () => {
    const text = ['# Log', '', '## Prompt 1', '- **Model:** o3', '- **Date:** 2026-01-02', '', '### User', 'Summarise the README.', '', '### Assistant', 'It explains how to install and run the tool.', '', '## Prompt 2', '- **Model:** o3', '', '### User', 'Shorter please.', '', '### Assistant', 'Install, then run.', '', '### Notes', 'Good enough.'].join('\n');
    expect(pairs(text)).toEqual([
      ['user', 'Summarise the README.'],
      ['assistant', 'It explains how to install and run the tool.'],
      ['user', 'Shorter please.'],
      ['assistant', 'Install, then run.'],
    ]);
  });

  it('numbered headings before English said-headings ("## Q1 — You said: …" / "## A1 — ChatGPT said: …") and a chat kept as SQL comments', () => {
    expect(pairs(['## Q1 — You said: how do I undo a commit?', '', '## A1 — ChatGPT said: Use git revert to keep history.', '', '## Q2 — You said: and without history?', '', '## A2 — ChatGPT said: git reset, carefully.'].join('\n'))).toEqual([
      ['user', 'how do I undo a commit?'],
      ['assistant', 'Use git revert to keep history.'],
      ['user', 'and without history?'],
      ['assistant', 'git reset, carefully.'],
    ]);
    expect(pairs(['-- User: which index helps this query?', '-- Assistant: One on (customer_id, created_at).', '-- User: why both?', '-- Assistant: The filter uses one, the sort the other.'].join('\n'))).toHaveLength(4);
  });

  it('a code block whose opening fence the copy replaced by its header ("bash" / "복사" / "편집" / code / "```") does not swallow the turns after it', () => {
    const lines = ['Run this:', '', 'bash', '복사', '편집', 'sudo apt update', '```', '', '### next turn', 'text'];
    expect(fencedLines(lines).some(Boolean)).toBe(false);
    // A bare fence that opens a real block still does.
    expect(fencedLines(['Run this:', '```', 'sudo apt update', '```'])).toEqual([false, true, true, true]);
  });
});
