// The guard in front of TIMING_PATTERNS must pass every line a pattern matches (it only spares V8
// compiling them for lines that cannot match), and should turn away the lines with digits that are
// not durations.
import { describe, expect, it } from 'vitest';
import { mayBeTiming, TIMING_PATTERNS, UNITS } from './timing';

const matchesAPattern = (lower: string) => TIMING_PATTERNS.some((re) => re.test(lower));

describe('mayBeTiming', () => {
  // Each unit as a regex alternative written plainly: its text up to the first optional or grouped part.
  const unitWords = UNITS.map((u) => u.replace(/\(.*$|\?$/, '').replace(/\\\\/g, '').replace(/.\?$/, ''));
  it.each(unitWords.flatMap((u) => [[`12${u}`], [`12 ${u}`], [`thought for 1.5 ${u}`], [`думал 3 ${u}`]]))('passes a duration: %s', (line) => {
    expect(mayBeTiming(line)).toBe(true);
  });

  it.each([
    ['thought for 12s'], ['pensado durante 8s'], ['3m 10s nachgedacht'], ['已深度思考(用时 32 秒)'], ['思考時間: 2m 2s'],
    ['41s 동안 생각함'], ['thought for a few seconds'], ['думал несколько секунд'], ['已思考几秒'], ['قام بالتفكير لمدة 31s'],
  ])('passes every line a timing pattern matches: %s', (line) => {
    expect(matchesAPattern(line)).toBe(true);
    expect(mayBeTiming(line)).toBe(true);
  });

  it.each([['for attempt in range(5):'], ['1. install the package'], ['sleep(2 ** attempt)'], ['python 3.12'], ['error 404: not found']])(
    'turns away digits that are not a duration: %s',
    (line) => {
      expect(mayBeTiming(line)).toBe(false);
      expect(matchesAPattern(line)).toBe(false);
    },
  );
});
