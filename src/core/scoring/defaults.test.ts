import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIDENCE_RANGE, missingScore, withScoreDefaults } from './defaults';

describe('missing-score defaults (spec section 4)', () => {
  it('each dimension 50, context 0, average, "=", confidence within 0.5-0.7', () => {
    const s = missingScore();
    expect(s.dimensions).toEqual({ strategic: 50, tactical: 50, cognitive: 50, innovation: 50, context: 0 });
    expect(s.classification).toBe('average');
    expect(s.chessNotation).toBe('=');
    expect(DEFAULT_CONFIDENCE_RANGE).toEqual([0.5, 0.7]);
    expect(s.confidence).toBeGreaterThanOrEqual(0.5);
    expect(s.confidence).toBeLessThanOrEqual(0.7);
  });

  it('fills only what is missing', () => {
    const s = withScoreDefaults({ overall: 81, dimensions: { strategic: 90 } as never });
    expect(s.overall).toBe(81);
    expect(s.dimensions.strategic).toBe(90);
    expect(s.dimensions.context).toBe(0);
    expect(withScoreDefaults(null)).toEqual(missingScore());
  });
});
