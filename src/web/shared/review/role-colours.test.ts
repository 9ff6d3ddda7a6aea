import { describe, expect, it } from 'vitest';
import { ROLE_TONE } from '../../lib/roles';
import { ASSISTANT, USER } from './graph-colors';

// Tailwind's 500 shades the evaluation graph draws the two lines in.
const HUE_OF: Record<string, string> = { '#8b5cf6': 'violet', '#14b8a6': 'teal' };

describe('role colours', () => {
  it.each([
    ['user', USER],
    ['assistant', ASSISTANT],
  ] as const)('%s: the verify badge, its card edge and the review chip all use the hue of its line on the graph', (role, graphColour) => {
    const hue = HUE_OF[graphColour];
    expect(hue).toBeDefined();
    for (const classes of Object.values(ROLE_TONE[role])) {
      const hues = [...classes.matchAll(/(?:bg|text|border)-([a-z]+)-\d{3}/g)].map((m) => m[1]);
      expect(hues.length).toBeGreaterThan(0);
      expect(new Set(hues)).toEqual(new Set([hue]));
    }
  });
});
