/* eslint-disable no-restricted-imports, no-restricted-globals -- test only: reads the shared corpus from disk in Node; never bundled. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Role } from '../conversation/types';
import { analyzeConversation } from './engine';

// Corpus-wide property, sampled to keep the suite fast (npm run eval:score runs all of it).
const DATA = ['/work/shared/data', `${process.cwd()}/../shared/data`].find((d) => existsSync(`${d}/hh-rlhf-conversations.jsonl`));
describe.runIf(DATA)('better-move property over the corpora (sample)', () => {
  it('re-scored in place, the better move scores at least 10 higher for >= 95% of weak user messages', () => {
    let weak = 0;
    let improved = 0;
    for (const file of ['hh-rlhf-conversations.jsonl', 'markdown-chat-conversations.jsonl']) {
      const lines = readFileSync(`${DATA}/${file}`, 'utf8').split('\n').filter(Boolean);
      for (let i = 0; i < lines.length; i += 10) {
        const row = JSON.parse(lines[i]!) as { messages: Array<{ role: Role; content: string }> };
        for (const m of analyzeConversation({ messages: row.messages }, { analysisDepth: 'deep' }).messages) {
          if (m.role !== 'user' || m.score.betterMove === null) continue;
          weak++;
          if (m.betterMoveScore! >= m.score.overall + 10) improved++;
        }
      }
    }
    expect(weak).toBeGreaterThan(100);
    expect(improved / weak).toBeGreaterThanOrEqual(0.95);
  }, 30_000);
});

describe('the better move asks only for what the person has not said', () => {
  const moveFor = (text: string): string => analyzeConversation({ messages: [{ role: 'user', content: text }] }, { analysisDepth: 'deep' }).messages[0]!.score.betterMove ?? '';
  it.each([
    // arena-hard prompts: the language is in the ask, so the move does not ask "[language, …]" again.
    ['write a function in rust to convert months into month number.', 'Rust'],
    ['Create a sierpinski triangle in XAML', 'XAML'],
    ['write a python script to rename files', 'Python'],
  ])('%s → names %s and asks only for the rest', (text, language) => {
    const move = moveFor(text);
    expect(move).not.toContain('[language, version and platform]');
    expect(move).toContain(`I am using ${language} [`);
  });
  it('a code ask that names no language still asks for it', () => {
    expect(moveFor('write code to sort a list')).toContain('[language, version and platform]');
  });
});

describe('a fact the person gave only when the assistant asked for it goes into the better move (hh-rlhf)', () => {
  const conversation = (answer: string) => [
    { role: 'user' as const, content: 'I want a used car.' },
    { role: 'assistant' as const, content: 'Do you have a specific car in mind?' },
    { role: 'user' as const, content: answer },
    { role: 'assistant' as const, content: 'Then look at a Toyota Corolla or a Honda Civic with service records.' },
  ];
  it('said up front, without the words that answered the question, and no placeholder beside it', () => {
    const first = analyzeConversation({ messages: conversation('Nothing specific, I just want it to be a good runner.') }, { analysisDepth: 'deep' }).messages[0]!;
    expect(first.score.betterMove).toBe('I want a used car.\nI just want it to be a good runner.');
    expect(first.betterMoveScore).toBeGreaterThanOrEqual(first.score.overall + 10);
  });
  it('a bare "yes" is no fact: the move asks for it instead', () => {
    const move = analyzeConversation({ messages: conversation('yes') }, { analysisDepth: 'deep' }).messages[0]!.score.betterMove ?? '';
    expect(move).not.toContain('yes');
    expect(move).toMatch(/\[[^\]]+\]/u);
  });
});
