import { describe, expect, it } from 'vitest';
import type { ListedSession, SessionDetail } from '../../../core/api/types';
import { bulkJson, flattenPages, formatRate, nextOffset, PAGE_SIZE, pruneSelection, scoreAxisLabels, selectAllLabel, selectionState, toggleAll } from './logic';

const s = (id: string) => ({ id, shared: false }) as ListedSession;
const page = (offset: number, ids: string[], total: number) => ({ offset, limit: PAGE_SIZE, total, sessions: ids.map(s) });

describe('pagination (page size 20, offsets)', () => {
  it('uses the spec page size', () => expect(PAGE_SIZE).toBe(20));
  it.each([
    [page(0, Array.from({ length: 20 }, (_, i) => `s${i}`), 45), 20],
    [page(20, Array.from({ length: 20 }, (_, i) => `t${i}`), 45), 40],
    [page(40, ['a', 'b', 'c', 'd', 'e'], 45), undefined],
    [page(0, ['a'], 1), undefined],
    [page(0, [], 0), undefined],
    // After a delete the last page is one shorter and so is the total: the next offset shifts with it.
    [page(0, Array.from({ length: 19 }, (_, i) => `s${i}`), 44), 19],
  ])('next offset of %# → %s', (last, expected) => {
    expect(nextOffset(last)).toBe(expected);
  });
  it('flattens pages without duplicates', () => {
    expect(flattenPages([page(0, ['a', 'b'], 3), page(2, ['b', 'c'], 3)]).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('selection', () => {
  const loaded = [s('a'), s('b'), s('c')];
  it('select all loaded toggles between all and none', () => {
    expect([...toggleAll(new Set(), loaded)]).toEqual(['a', 'b', 'c']);
    expect([...toggleAll(new Set(['a', 'b', 'c']), loaded)]).toEqual([]);
    expect([...toggleAll(new Set(['a']), loaded)]).toEqual(['a', 'b', 'c']);
  });
  it.each([
    [[], false],
    [['a'], 'indeterminate'],
    [['a', 'b', 'c'], true],
  ] as const)('%j selected → %s', (ids, state) => {
    expect(selectionState(new Set(ids), loaded)).toBe(state);
  });
  it('drops ids that are no longer loaded (deleted)', () => {
    expect([...pruneSelection(new Set(['a', 'x']), loaded)]).toEqual(['a']);
  });
});

describe('bulk JSON', () => {
  it('holds every selected session as its single JSON export', () => {
    const detail = (id: string) =>
      ({
        session: { id, title: `T ${id}`, overallScore: 50, trend: 'stable', dimensionAverages: {}, summary: {} },
        messages: [{ index: 0, role: 'user', content: 'hi', scores: [] }],
        metadata: { projectContext: null, sessionGoal: null },
      }) as unknown as SessionDetail;
    const file = bulkJson([detail('a'), detail('b')], { includeMetadata: false, includeExplanations: true }, new Date('2025-07-04T12:00:00Z'));
    expect(file.filename).toBe('kibitz-sessions-2025-07-04-2.json');
    const body = JSON.parse(file.body) as { count: number; sessions: { session: { id: string }; messages: unknown[] }[] };
    expect(body.count).toBe(2);
    expect(body.sessions.map((x) => x.session.id)).toEqual(['a', 'b']);
    expect(body.sessions[0]!.messages).toHaveLength(1);
  });
});

describe('improvement rate', () => {
  it.each([
    [12.345, '+12.3%'],
    [-3, '-3%'],
    [0, '0%'],
  ])('%s → %s', (rate, text) => expect(formatRate(rate)).toBe(text));
});

describe('select-all label', () => {
  it('says which sessions the box selects', () => {
    expect(selectAllLabel(20, 20)).toBe('Select all 20 sessions shown');
    expect(selectAllLabel(20, 45)).toBe('Select all 20 sessions shown (of 45)');
    expect(selectAllLabel(1, 1)).toBe('Select the 1 session shown');
  });
});

describe('scores chart axis labels', () => {
  it('says a day once for its sessions (the axis read "Nov 27 Nov 27 Nov 27")', () => {
    // Noon UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(scoreAxisLabels(['2026-11-25T12:00:00Z', '2026-11-25T12:30:00Z', '2026-11-26T12:00:00Z', '2026-11-26T12:10:00Z'])).toEqual(['Nov 25', '', 'Nov 26', '']);
  });

  it('gives the time when every session is from the same day', () => {
    const labels = scoreAxisLabels(['2026-11-25T12:00:00Z', '2026-11-25T12:30:00Z', '2026-11-25T12:45:00Z']);
    for (const l of labels) expect(l).toMatch(/^\d{2}:\d{2} [AP]M$/);
    expect(new Set(labels).size).toBe(3);
  });

  it('one session: its day', () => {
    expect(scoreAxisLabels(['2026-11-25T12:00:00Z'])).toEqual(['Nov 25']);
  });
});
