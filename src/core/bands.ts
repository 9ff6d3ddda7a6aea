/**
 * The one score-band table (DESIGN.md decision 1). Home legend, results, FAQ text and exports all
 * read from here, so the three disagreeing readings of the spec collapse into this one.
 */
export type ChessNotation = '!!' | '!' | '+' | '=' | '?' | '??';
export type Classification = 'brilliant' | 'excellent' | 'good' | 'average' | 'mistake' | 'blunder';

export interface ScoreBand {
  readonly min: number;
  readonly max: number;
  readonly symbol: ChessNotation;
  readonly name: string;
  readonly classification: Classification;
  /** Colour name used by every surface (legend, badges, exports). */
  readonly colour: 'green' | 'blue' | 'light-blue' | 'grey' | 'orange' | 'red';
  /** Hex value of the colour, for places without the design system (PDF, charts). */
  readonly hex: string;
}

export const SCORE_BANDS: readonly ScoreBand[] = [
  { min: 80, max: 100, symbol: '!!', name: 'Brilliant', classification: 'brilliant', colour: 'green', hex: '#22c55e' },
  { min: 70, max: 79, symbol: '!', name: 'Excellent', classification: 'excellent', colour: 'blue', hex: '#3b82f6' },
  { min: 60, max: 69, symbol: '+', name: 'Good', classification: 'good', colour: 'light-blue', hex: '#38bdf8' },
  { min: 40, max: 59, symbol: '=', name: 'Average', classification: 'average', colour: 'grey', hex: '#9ca3af' },
  { min: 20, max: 39, symbol: '?', name: 'Mistake', classification: 'mistake', colour: 'orange', hex: '#f97316' },
  { min: 0, max: 19, symbol: '??', name: 'Blunder', classification: 'blunder', colour: 'red', hex: '#ef4444' },
];

/** Scores outside 0-100 or fractional are clamped and rounded before lookup. */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

export function bandFor(score: number): ScoreBand {
  const s = clampScore(score);
  // The table covers 0-100 without gaps, so a band is always found; the fallback keeps types honest.
  return SCORE_BANDS.find((b) => s >= b.min && s <= b.max) ?? SCORE_BANDS[SCORE_BANDS.length - 1]!;
}

/** The band shown in the gate's marketing card: every band but Average (spec section 2). */
export const GATE_BANDS = SCORE_BANDS.filter((b) => b.symbol !== '=');

/** Results filters (spec section 2): low is under 60, high is 80 or more. */
export const LOW_SCORE_THRESHOLD = 60;
export const HIGH_SCORE_THRESHOLD = 80;

/** Confidence levels (spec section 9). */
export type ConfidenceLevel = 'high' | 'medium' | 'low';
export const CONFIDENCE_HIGH_ABOVE = 0.8;
export const CONFIDENCE_MEDIUM_ABOVE = 0.5;
/** Below this the verify screen shows the low-confidence banner. */
export const LOW_CONFIDENCE_BANNER_BELOW = 0.5;

export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence > CONFIDENCE_HIGH_ABOVE) return 'high';
  if (confidence > CONFIDENCE_MEDIUM_ABOVE) return 'medium';
  return 'low';
}

/** A sentence for the FAQ and help texts, generated from the table so it can never disagree. */
export function describeBands(): string {
  return SCORE_BANDS.map((b) => `${b.symbol} ${b.name} (${b.min}-${b.max})`).join(', ');
}
