// When the command runs a batch again in a Node with TurboFan (decision 0025, addendum): only when this
// process has the one-run flags bin/kibitz.js's shebang gives, keeping every other Node flag.
import { describe, expect, it } from 'vitest';
import { batchRerunArgs } from './batch-rerun';

const bin = '/opt/kibitz/bin/kibitz.js';

describe('batchRerunArgs', () => {
  it.each([
    ['started by the shebang', ['--no-regexp-tier-up', '--no-turbofan', '--max-semi-space-size=4'], ['--no-regexp-tier-up', bin, 'analyze', 'a.txt', 'b.txt']],
    ['other Node flags are kept', ['--no-turbofan', '--max-old-space-size=4096', '--no-regexp-tier-up'], ['--max-old-space-size=4096', '--no-regexp-tier-up', bin, 'analyze', 'a.txt', 'b.txt']],
    ['--no-opt, the same switch by its other name', ['--no-opt'], [bin, 'analyze', 'a.txt', 'b.txt']],
    ['`node bin/kibitz.js`: TurboFan is on already', [], null],
    ['the re-run itself (no one-run flag left): no loop', ['--no-regexp-tier-up'], null],
  ])('%s', (_, execArgv, expected) => {
    expect(batchRerunArgs(execArgv, ['/usr/bin/node', bin, 'analyze', 'a.txt', 'b.txt'])).toEqual(expected);
  });
});
