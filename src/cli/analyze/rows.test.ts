import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/conversation/types';
import { analyzeConversation } from '../../core/scoring/index';
import type { AnalysisInput } from '../../core/scoring/types';
import { analysedRow, ROW_ANALYSIS } from './rows';
import type { ConversationFacts } from './read-conversation';

const facts: ConversationFacts = { title: 't', platform: 'other', format: 'json', parsingMethod: 'json', date: null, id: null };
const m = (role: Role, content: string) => ({ role, content });

/** Always here: weak asks (better moves are tried for them), a goal, a courtesy, a correction. */
const OWN: AnalysisInput[] = [
  { messages: [m('user', 'fix it'), m('assistant', 'Which error do you see, and in which file?'), m('user', 'it doesnt work'), m('assistant', 'Please paste the traceback from Python 3.11.'), m('user', 'TypeError in app.py line 12'), m('assistant', 'The list is None there; initialise it first.'), m('user', 'Thanks, that worked!')] },
  { sessionGoal: 'A cover letter for a data analyst job', messages: [m('user', 'write letter'), m('assistant', 'Here is a draft cover letter ...'), m('user', 'no, shorter'), m('assistant', 'A shorter version ...'), m('user', 'Make it 150 words, formal, and mention my SQL and Tableau experience at Acme (3 years).')] },
  { messages: [m('user', 'how do i sort dicts'), m('assistant', 'Use sorted(items, key=lambda d: d["name"]).'), m('user', 'and newest first?'), m('assistant', 'Add reverse=True.'), m('user', 'what about by two keys'), m('assistant', 'Use a tuple key.')] },
];

const DATA = ['/work/shared/data', `${process.cwd()}/../shared/data`].find((d) => existsSync(`${d}/hh-rlhf-conversations.jsonl`));
const shared = (file: string, every: number, count: number): AnalysisInput[] =>
  DATA
    ? readFileSync(`${DATA}/${file}`, 'utf8').split('\n').filter(Boolean).filter((_, i) => i % every === 0).slice(0, count).map((l) => ({ messages: (JSON.parse(l) as { messages: AnalysisInput['messages'] }).messages }))
    : [];

describe('ROW_ANALYSIS: a batch row is the same as from the full analysis', () => {
  const inputs = [...OWN, ...shared('hh-rlhf-conversations.jsonl', 40, 40), ...shared('markdown-chat-conversations.jsonl', 10, 30)];

  it(`gives the same rows over ${inputs.length} conversations`, () => {
    let betterMoves = 0;
    for (const input of inputs) {
      const full = analyzeConversation(input);
      betterMoves += full.messages.filter((x) => x.score.betterMove).length;
      const deep = analyzeConversation(input, { analysisDepth: 'deep' });
      const rows = analyzeConversation(input, ROW_ANALYSIS);
      // What the rows leave out is really left out (so the equality below is not trivially true).
      expect(rows.summary.keyMoments).toEqual([]);
      expect(rows.messages.every((x) => x.score.betterMove === null)).toBe(true);
      expect(analysedRow('f', 1, facts, 't', rows)).toEqual(analysedRow('f', 1, facts, 't', full));
      expect(analysedRow('f', 1, facts, 't', rows)).toEqual(analysedRow('f', 1, facts, 't', deep));
    }
    // The full analyses wrote better moves: their trial scoring ran and changed nothing a row reads.
    expect(betterMoves).toBeGreaterThan(inputs.length / 4);
  });
});
