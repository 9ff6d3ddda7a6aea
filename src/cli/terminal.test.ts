import { describe, expect, it } from 'vitest';
import { colourWanted } from './terminal';

describe('colourWanted: FORCE_COLOR, then NO_COLOR, then the terminal', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ TERM: 'dumb' }, true, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true], // no-color.org: only a non-empty value counts
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
  ])('%j, tty %s -> %s', (env, tty, want) => {
    expect(colourWanted(env, tty)).toBe(want);
  });
});
