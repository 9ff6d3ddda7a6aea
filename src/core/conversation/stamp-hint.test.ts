// The guard in front of the stamp patterns (labels.ts) must pass every time and date a chat app prints
// beside a name, and should turn away the lines with digits that hold none.
import { describe, expect, it } from 'vitest';
import { isStampLine, mayHoldStamp, parseLabelLine } from './labels';

describe('mayHoldStamp', () => {
  it.each([
    ['10:02'], ['[10:02 AM]'], ['(2024-05-01 10:02)'], ['25.11.26, 10:06'], ['2026. 11. 25.'], ['2026年11月25日'], ['Nov 25, 2026'],
    ['25 November 2026'], ['Today at 10:02 AM'], ['오후 3:12'], ['02:03:30.872693Z'], ['10/10/2025 at 5:51 PM'], ['sept. 3'],
  ])('passes a stamp: %s', (stamp) => {
    expect(mayHoldStamp(stamp)).toBe(true);
    expect(isStampLine(stamp)).toBe(true);
  });

  it.each([['for attempt in range(5):'], ['1. Install the package'], ['A 429 means you are rate limited'], ['Python 3'], ['summary 5 points']])(
    'turns away digits without a time or date: %s',
    (line) => {
      expect(mayHoldStamp(line)).toBe(false);
      expect(isStampLine(line)).toBe(false);
    },
  );

  it('a label with its stamp still reads as the label (Discord, Telegram Desktop)', () => {
    expect(parseLabelLine('Dana — Today at 10:02 AM')).toMatchObject({ name: 'Dana', stamped: true });
    expect(parseLabelLine('[10:02 AM] Dana: hi')).toMatchObject({ name: 'Dana', stamped: true, rest: 'hi' });
  });
});
