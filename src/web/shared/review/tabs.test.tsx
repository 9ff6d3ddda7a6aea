// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_RATED_LABEL } from '../../../core/scoring/kinds';
import { withScoreDefaults } from '../../../core/scoring/defaults';
import type { ConversationSummary, MessageScore } from '../../../core/scoring/types';
import { renderApp } from '../../test/render';
import type { ScoredRow } from './logic';
import { DimensionsTab, InsightsTab } from './tabs';

const dims = (strategic: number, context: number) => ({ strategic, tactical: 60, cognitive: 60, innovation: 60, context });
const row = (index: number, role: 'user' | 'assistant', content: string, score: Partial<MessageScore>): ScoredRow => ({ index, role, content, score: withScoreDefaults(score), unscored: false });

// The shape of a real review: "fix it" opens (no Context: none), a reply, then "thanks" and
// "You are welcome!" — courtesies the engine leaves unrated, carrying the default 50s.
const rows: ScoredRow[] = [
  row(0, 'user', 'fix it', { overall: 32, dimensions: dims(22, 0) }),
  row(1, 'assistant', 'Could you share the code and the error message you are seeing?', { overall: 58, dimensions: dims(89, 0) }),
  row(2, 'user', 'thanks', { overall: 50, rated: false, kind: 'courtesy', dimensions: dims(50, 50) }),
  row(3, 'assistant', 'You are welcome!', { overall: 50, rated: false, kind: 'courtesy', dimensions: dims(50, 50) }),
];
const moveOf = new Map(rows.map((r) => [r.index, r.index + 1] as const));

describe('Dimensions tab: message breakdown', () => {
  it('shows a courtesy as not rated, as its message card does, not as an Average 50 with five 50s', () => {
    renderApp(<DimensionsTab averages={dims(50, 50)} rows={rows} moveOf={moveOf} onOpen={() => {}} />);
    const [, , thanks, welcome] = screen.getAllByTestId('dimension-row');
    for (const r of [thanks!, welcome!]) {
      expect(within(r).queryByTestId('score-pill')).toBeNull();
      expect(within(r).getByTestId('breakdown-not-rated')).toHaveTextContent(NOT_RATED_LABEL.courtesy);
      // Still five boxes a row (spec section 2), none with a figure.
      const boxes = within(r).getAllByTestId('dimension-box');
      expect(boxes).toHaveLength(5);
      for (const b of boxes) expect(b).toHaveTextContent(/^\D+—$/);
    }
  });

  it("shows the opening message's Context as none, not a red 0; a later 0 stays a 0", () => {
    renderApp(<DimensionsTab averages={dims(50, 50)} rows={rows} moveOf={moveOf} onOpen={() => {}} />);
    const [opening, reply] = screen.getAllByTestId('dimension-row');
    const contextOf = (r: HTMLElement) => within(r).getAllByTestId('dimension-box')[4]!;
    expect(contextOf(opening!)).toHaveAttribute('title', 'Context: none (first message, not counted in the overall)');
    expect(contextOf(opening!)).toHaveTextContent(/—$/);
    expect(contextOf(reply!)).toHaveAttribute('title', 'Context: 0');
    expect(within(opening!).getByTestId('score-pill')).toHaveTextContent('32');
  });
});

describe('Insights tab: aggregate stats', () => {
  it('says how many messages the figures are over: 4 messages, 2 rated (it showed "Analysed 4" under "all rated messages")', () => {
    const summary = {
      overallScore: 44,
      userScore: 32,
      stats: { averageScore: 45, bestScore: 58, worstScore: 32, totalMessages: 4, completedAnalysis: 4, strategicAvg: 55, tacticalAvg: 60, cognitiveAvg: 60, innovationAvg: 60, contextAvg: 0, trend: 'stable' },
      dimensionAverages: dims(22, 0),
      keyMoments: [],
      patterns: [],
      insights: [],
      lowScoreAlerts: [0],
      contextMasters: [],
    } as unknown as ConversationSummary;
    renderApp(<InsightsTab summary={summary} overall={44} rows={rows} moveOf={moveOf} onOpen={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Aggregate stats (all rated messages)' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-rated')).toHaveTextContent(/^Rated2$/);
  });
});
