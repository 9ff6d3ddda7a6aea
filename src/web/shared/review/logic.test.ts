import { describe, expect, it } from 'vitest';
import type { SessionMessage } from '../../../core/api/types';
import { allExpanded, formatDate, graphPoints, inFilter, initiallyExpanded, isValidSessionId, matchesFilter, setAllExpanded, sortRows, toRows, toggleExpanded, visibleRows } from './logic';

function msg(index: number, overall: number | null, role: 'user' | 'assistant' = index % 2 ? 'assistant' : 'user'): SessionMessage {
  return {
    index,
    role,
    content: `m${index}`,
    scores:
      overall === null
        ? []
        : [{ overall, dimensions: { strategic: 1, tactical: 2, cognitive: 3, innovation: 4, context: 5 }, classification: 'average', chessNotation: '=', confidence: 0.9, explanation: '', betterMove: null }],
  };
}

describe('filters (spec section 2: low under 60, high 80 or more)', () => {
  it.each([
    [0, 'low', true],
    [59, 'low', true],
    [60, 'low', false],
    [79, 'high', false],
    [80, 'high', true],
    [100, 'high', true],
    [59, 'high', false],
    [80, 'low', false],
    [0, 'all', true],
    [100, 'all', true],
  ] as const)('%i with %s → %s', (score, filter, shown) => {
    expect(matchesFilter(score, filter)).toBe(shown);
  });
});

describe('sort', () => {
  const rows = toRows([msg(0, 40), msg(1, 90), msg(2, 40), msg(3, 70)]);
  it.each([
    ['order', [0, 1, 2, 3]],
    ['score', [1, 3, 0, 2]],
  ] as const)('%s → %j (ties keep conversation order)', (sort, order) => {
    expect(sortRows(rows, sort).map((r) => r.index)).toEqual(order);
  });
  it('filters then sorts', () => {
    expect(visibleRows(rows, 'low', 'score').map((r) => r.index)).toEqual([0, 2]);
    expect(visibleRows(rows, 'high', 'order').map((r) => r.index)).toEqual([1]);
  });
});

describe('expand rules', () => {
  const rows = toRows([msg(0, 59), msg(1, 60), msg(2, 10), msg(3, 95)]);
  it.each([
    [true, [0, 2]],
    [false, []],
  ] as const)('autoExpandLowScores %s opens %j (under 60)', (auto, open) => {
    expect([...initiallyExpanded(rows, auto)].sort()).toEqual(open);
  });
  it('toggles one and expands/collapses all shown', () => {
    let s = toggleExpanded(new Set(), 1);
    expect([...s]).toEqual([1]);
    s = toggleExpanded(s, 1);
    expect(s.size).toBe(0);
    s = setAllExpanded(s, rows, true);
    expect(allExpanded(s, rows)).toBe(true);
    s = setAllExpanded(s, rows.slice(0, 2), false);
    expect([...s].sort()).toEqual([2, 3]);
    expect(allExpanded(new Set(), [])).toBe(false);
  });
});

describe('missing scores (spec section 4 defaults)', () => {
  it('an unscored message shows dimensions 50, context 0, average, = ', () => {
    const [row] = toRows([msg(0, null)]);
    expect(row!.unscored).toBe(true);
    expect(row!.score).toMatchObject({ overall: 50, classification: 'average', chessNotation: '=', dimensions: { strategic: 50, context: 0 } });
    expect(row!.score.confidence).toBeGreaterThanOrEqual(0.5);
    expect(row!.score.confidence).toBeLessThanOrEqual(0.7);
  });
});

describe('graph points', () => {
  it('splits roles into two series and marks key moments', () => {
    const pts = graphPoints(toRows([msg(0, 30), msg(1, 60), msg(2, 85)]), [{ index: 2, role: 'user', swing: 55, score: 85, kind: 'breakthrough', description: '' }]);
    expect(pts.map((p) => [p.move, p.user, p.assistant, p.moment])).toEqual([
      [1, 30, null, null],
      [2, null, 60, null],
      [3, 85, null, 'breakthrough'],
    ]);
  });

  // Seen on the results page (2026-11-27): a closing "p95 is 95 ms now, thanks" drew the line down to its 50.
  it('leaves out messages that are not rated; each point keeps its message number', () => {
    const rows = toRows([msg(0, 66), msg(1, 63), msg(2, 72), msg(3, 69), msg(4, 50)]);
    rows[4]!.score.rated = false;
    expect(graphPoints(rows, []).map((p) => [p.move, p.score])).toEqual([[1, 66], [2, 63], [3, 72], [4, 69]]);
    rows[2]!.score.rated = false;
    expect(graphPoints(rows, []).map((p) => p.move)).toEqual([1, 2, 4]);
  });
});

describe('filter counts', () => {
  it('a message that is not rated is in "All" only, so the Low count matches the Low list', () => {
    const rows = toRows([msg(0, 66), msg(1, 63), msg(2, 50)]);
    rows[2]!.score.rated = false;
    for (const f of ['all', 'low', 'high'] as const) expect(rows.filter((r) => inFilter(r, f)).length).toBe(visibleRows(rows, f, 'order').length);
    expect(rows.filter((r) => inFilter(r, 'low'))).toEqual([]);
    expect(rows.filter((r) => inFilter(r, 'all'))).toHaveLength(3);
  });
});

describe('session ids and dates', () => {
  it.each([
    ['737a43b0-c1e5-4960-914a-c59c26462e0f', true],
    ['737A43B0-C1E5-4960-914A-C59C26462E0F', true],
    ['not-a-session', false],
    ['', false],
    [undefined, false],
    ['737a43b0-c1e5-4960-914a-c59c26462e0', false],
  ])('%s → %s', (id, ok) => {
    expect(isValidSessionId(id)).toBe(ok);
  });
  it('formats dates in US English: short month, day, year, 2-digit hour and minute', () => {
    const local = new Date(2025, 6, 4, 9, 5).toISOString();
    expect(formatDate(local)).toBe('Jul 4, 2025, 09:05 AM');
    expect(formatDate('nonsense')).toBe('—');
  });
});
