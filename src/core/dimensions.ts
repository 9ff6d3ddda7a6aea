/** The five dimensions of spec section 1, in display order. */
export type DimensionKey = 'strategic' | 'tactical' | 'cognitive' | 'innovation' | 'context';

export interface DimensionInfo {
  readonly key: DimensionKey;
  readonly name: string;
  readonly aspects: readonly string[];
  readonly summary: string;
  /** Context is marked NEW in the product (spec section 1). */
  readonly isNew: boolean;
}

export const DIMENSIONS: readonly DimensionInfo[] = [
  {
    key: 'strategic',
    name: 'Strategic',
    aspects: ['Goal alignment', 'Progress', 'Resource efficiency'],
    summary: 'Does the message move the conversation toward what you set out to achieve?',
    isNew: false,
  },
  {
    key: 'tactical',
    name: 'Tactical',
    aspects: ['Clarity', 'Specificity', 'Actionability'],
    summary: 'Is the request clear, specific and something the assistant can act on?',
    isNew: false,
  },
  {
    key: 'cognitive',
    name: 'Cognitive',
    aspects: ['Mental load', 'Timing', 'Attention'],
    summary: 'Is the ask sized and timed so the assistant (and you) can keep track of it?',
    isNew: false,
  },
  {
    key: 'innovation',
    name: 'Innovation',
    aspects: ['Creativity', 'Breakthrough potential'],
    summary: 'Does the message open new angles instead of repeating the same ask?',
    isNew: false,
  },
  {
    key: 'context',
    name: 'Context',
    aspects: ['Temporal understanding', 'State awareness', 'Continuity'],
    summary: 'Does the message build on what was already said and decided?',
    isNew: true,
  },
];

export const DIMENSION_KEYS: readonly DimensionKey[] = DIMENSIONS.map((d) => d.key);
