/* eslint-disable no-restricted-imports, no-restricted-globals -- test only: reads the shared corpus from disk in Node; never bundled. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOW_SCORE_THRESHOLD } from '../bands';
import { DIMENSIONS } from '../dimensions';
import type { Role } from '../conversation/types';
import { conversationScore, dimensionAverages } from './conversation';
import { analyzeConversation, isRated } from './engine';

/** Every number the summary and its insights print, recomputed from the messages (issue 14: one set of numbers). */
const DATA = ['/work/shared/data', `${process.cwd()}/../shared/data`].find((d) => existsSync(`${d}/hh-rlhf-conversations.jsonl`));
describe.runIf(DATA)('summary, insights and filters agree on every number (50 real conversations)', () => {
  const rows = [
    ...readFileSync(`${DATA}/hh-rlhf-conversations.jsonl`, 'utf8').split('\n').filter(Boolean).filter((_, i) => i % 60 === 0).slice(0, 25),
    ...readFileSync(`${DATA}/markdown-chat-conversations.jsonl`, 'utf8').split('\n').filter(Boolean).filter((_, i) => i % 20 === 0).slice(0, 25),
  ].map((l) => JSON.parse(l) as { id: string; messages: Array<{ role: Role; content: string }> });

  it.each(rows.map((r) => [r.id, r] as const))('%s', (_id, row) => {
    const { summary, messages } = analyzeConversation({ messages: [...row.messages, { role: 'user', content: 'Thanks, that worked!' }] });
    const rated = messages.filter(isRated);
    const mine = rated.filter((m) => m.role === 'user');
    // The appended thank-you is shown but counts nowhere.
    expect(messages.at(-1)!.score.rated).toBe(false);
    expect(summary.overallScore).toBe(conversationScore(rated.map((m) => m.score.overall)));
    expect(summary.userScore).toBe(mine.length ? conversationScore(mine.map((m) => m.score.overall)) : null);
    expect(summary.stats.averageScore).toBe(Math.round(rated.reduce((a, m) => a + m.score.overall, 0) / rated.length));
    expect(summary.stats.totalMessages).toBe(messages.length);
    expect(summary.dimensionAverages).toEqual(dimensionAverages(mine.length ? mine : rated));
    const insight = (start: string) => summary.insights.find((i) => i.startsWith(start));
    if (summary.userScore !== null) expect(insight('Your messages scored')).toBe(`Your messages scored ${summary.userScore}/100 overall (${mine.length} rated message${mine.length === 1 ? '' : 's'} of yours).`);
    const strongest = /^Your strongest dimension: (\w+) \((\d+)\)\. Your weakest: (\w+) \((\d+)\)/.exec(insight('Your strongest') ?? '');
    if (strongest) {
      const value = (name: string) => summary.dimensionAverages[DIMENSIONS.find((d) => d.name === name)!.key];
      expect(Number(strongest[2])).toBe(value(strongest[1]!));
      expect(Number(strongest[4])).toBe(value(strongest[3]!));
    }
    const weak = mine.filter((m) => m.score.overall < LOW_SCORE_THRESHOLD).length;
    if (weak) expect(insight(`${weak} of your messages scored under ${LOW_SCORE_THRESHOLD}`)).toBeDefined();
    else expect(summary.insights.some((i) => /of your messages scored under/.test(i))).toBe(false);
    // A conversation the person says worked is not declining.
    expect(summary.stats.trend).not.toBe('declining');
    expect(summary.patterns.map((p) => p.kind)).not.toContain('late-fatigue');
  });
});
