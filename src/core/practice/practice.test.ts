import { describe, expect, it } from 'vitest';
import { SCORE_BANDS } from '../bands';
import { PRACTICE_COMPLETE_AT, PRACTICE_WEAK_BELOW, practiceMoments, practiceProgress, scoreAttempt } from './index';

const user = (index: number, overall: number, rated = true) => ({ index, role: 'user' as const, score: { overall, rated } });
const bot = (index: number, overall: number) => ({ index, role: 'assistant' as const, score: { overall } });

describe('which moments are practised', () => {
  it('completes at Good and treats Mistakes and Blunders as weak (bands table)', () => {
    expect(PRACTICE_COMPLETE_AT).toBe(SCORE_BANDS.find((b) => b.name === 'Good')!.min);
    expect(PRACTICE_COMPLETE_AT).toBe(60);
    expect(PRACTICE_WEAK_BELOW).toBe(40);
  });

  it.each([
    ['no weak moves', [user(0, 70), bot(1, 50), user(2, 65)], [], []],
    ['blunders and mistakes in conversation order', [user(0, 35), bot(1, 10), user(2, 12), user(4, 39)], [], [[0, 'mistake'], [2, 'blunder'], [4, 'mistake']]],
    ['then key moments under Good, after the weak ones', [user(0, 45), bot(1, 50), user(2, 15), user(4, 55), user(6, 62)], [{ index: 4, role: 'user' }, { index: 0, role: 'user' }, { index: 6, role: 'user' }, { index: 1, role: 'assistant' }], [[2, 'blunder'], [0, 'key-moment'], [4, 'key-moment']]],
    ['a key moment that is already weak is listed once', [user(0, 30)], [{ index: 0, role: 'user' }], [[0, 'mistake']]],
    ['book moves are never practised', [user(0, 50, false), user(2, 10, false)], [{ index: 0, role: 'user' }], []],
    ['40 is Average, not a Mistake', [user(0, 40), user(2, 39)], [], [[2, 'mistake']]],
  ] as const)('%s', (_name, messages, moments, expected) => {
    expect(practiceMoments(messages, moments).map((m) => [m.index, m.reason])).toEqual(expected);
  });
});

describe('progress', () => {
  const at = (day: string, sessionId: string, messageIndex: number, originalScore: number, score: number) => ({ sessionId, messageIndex, originalScore, score, createdAt: `${day}T12:00:00Z` });
  const now = new Date('2026-11-24T18:00:00Z');
  it.each([
    ['nothing yet', [], { momentsPractised: 0, momentsCompleted: 0, averageGain: 0, streakDays: 0, attempts: 0 }],
    ['best attempt counts per moment', [at('2026-11-24', 's', 0, 30, 50), at('2026-11-24', 's', 0, 30, 70)], { momentsPractised: 1, momentsCompleted: 1, averageGain: 40, streakDays: 1, attempts: 2 }],
    ['59 does not complete', [at('2026-11-24', 's', 0, 30, 59)], { momentsPractised: 1, momentsCompleted: 0, averageGain: 29, streakDays: 1, attempts: 1 }],
    ['gains average over moments', [at('2026-11-22', 's', 0, 30, 60), at('2026-11-23', 's', 2, 20, 25), at('2026-11-24', 't', 0, 10, 80)], { momentsPractised: 3, momentsCompleted: 2, averageGain: 35, streakDays: 3, attempts: 3 }],
    ['a streak still counts until today ends', [at('2026-11-22', 's', 0, 30, 60), at('2026-11-23', 's', 2, 20, 25)], { streakDays: 2 }],
    ['a missed day breaks it', [at('2026-11-21', 's', 0, 30, 60), at('2026-11-23', 's', 2, 20, 25), at('2026-11-24', 's', 2, 20, 25)], { streakDays: 2 }],
    ['two days ago only: no streak', [at('2026-11-22', 's', 0, 30, 60)], { streakDays: 0 }],
  ] as const)('%s', (_name, attempts, expected) => {
    expect(practiceProgress(attempts, now)).toMatchObject(expected);
  });
});

describe('scoring an attempt in the original place', () => {
  const context = [
    { role: 'user' as const, content: 'fix it' },
    { role: 'assistant' as const, content: 'Could you share the code and the error message you are seeing?' },
  ];
  it('scores a vague retry low with the rubric items it misses', () => {
    const s = scoreAttempt({ context, attempt: 'still broken', sessionGoal: 'Clean up a CSV export' });
    expect(s.overall).toBeLessThan(PRACTICE_COMPLETE_AT);
    expect(s.completes).toBe(false);
    expect(s.missed.map((m) => m.text)).toContain('no names, numbers or other specifics');
  });
  it('scores a specific, answerable message Good or better, naming what it met', () => {
    const s = scoreAttempt({
      context,
      attempt:
        'In our nightly ETL job (Python 3.12), dedupe_rows() in etl/clean.py raises "UnicodeDecodeError: invalid start byte" on line 42 when the CSV export has Latin-1 characters. I need it to read UTF-8 and fall back to Latin-1 so the job finishes. Please show the fixed function and one test.',
      sessionGoal: 'Clean up a CSV export',
    });
    expect(s.overall).toBeGreaterThanOrEqual(PRACTICE_COMPLETE_AT);
    expect(s.completes).toBe(true);
    expect(s.met.map((m) => m.text)).toContain('names the specifics (names, numbers, identifiers)');
    expect(Object.keys(s.dimensions)).toEqual(['strategic', 'tactical', 'cognitive', 'innovation', 'context']);
  });
  it('is deterministic', () => {
    expect(scoreAttempt({ context, attempt: 'make it faster' })).toEqual(scoreAttempt({ context, attempt: 'make it faster' }));
  });
});
