// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCORE_BANDS } from '../../../core/bands';
import { DIMENSIONS } from '../../../core/dimensions';
import { DimensionCards } from './dimension-cards';
import { ScoreLegend } from './score-legend';

describe('chess-scoring legend', () => {
  it('draws one tile per band of the core table, in order, with symbol, name and range', () => {
    render(<ScoreLegend />);
    const items = within(screen.getByRole('list', { name: 'Chess scoring legend' })).getAllByRole('listitem');
    expect(items).toHaveLength(SCORE_BANDS.length);
    items.forEach((li, i) => {
      const b = SCORE_BANDS[i]!;
      expect(li).toHaveTextContent(`${b.symbol}${b.name}${b.min}–${b.max}`);
    });
  });

  it('matches decision 1: 80-100 !! Brilliant down to 0-19 ?? Blunder', () => {
    render(<ScoreLegend />);
    const text = screen.getAllByTestId('legend-band').map((li) => li.textContent);
    expect(text).toEqual(['!!Brilliant80–100', '!Excellent70–79', '+Good60–69', '=Average40–59', '?Mistake20–39', '??Blunder0–19']);
  });
});

describe('dimension cards', () => {
  it('shows the five dimensions with Context marked NEW', () => {
    render(<DimensionCards />);
    const items = screen.getAllByTestId(/^dimension-/);
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(DIMENSIONS.map((d) => d.name));
    expect(within(screen.getByTestId('dimension-context')).getByText('NEW')).toBeInTheDocument();
    for (const key of ['strategic', 'tactical', 'cognitive', 'innovation']) {
      expect(within(screen.getByTestId(`dimension-${key}`)).queryByText('NEW')).toBeNull();
    }
  });
});
