// Installing a new CLI build must not pull files from under a kibitz process still running the old one.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { installBuild } from './build-cli.mjs';

const install = installBuild as (staging: string, out: string) => void;
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build's files in a staging folder: its entry, its chunks and the inputs.json listing them. */
function staged(name: string, chunks: string[]): string {
  const staging = join(dir, `staging-${name}`);
  mkdirSync(staging);
  writeFileSync(join(staging, 'main.js'), `// build ${name}\n${chunks.map((c) => `import('./${c}');`).join('\n')}`);
  for (const c of chunks) writeFileSync(join(staging, c), `// ${c} of build ${name}`);
  writeFileSync(join(staging, 'inputs.json'), JSON.stringify({ builtAt: 0, inputs: [], files: ['main.js', ...chunks, 'inputs.json'] }));
  return staging;
}

describe('installBuild', () => {
  it('keeps the running build\'s chunks when a new build replaces its entry, and drops builds older than that', () => {
    dir = mkdtempSync(join(tmpdir(), 'kibitz-build-'));
    const out = join(dir, 'cli');
    install(staged('a', ['analyze-AAAAAAAA.js', 'chunk-SHARED01.js']), out);
    // A process started now loads build a's main.js and will import analyze-AAAAAAAA.js later.
    install(staged('b', ['analyze-BBBBBBBB.js', 'chunk-SHARED01.js']), out);
    expect(readFileSync(join(out, 'main.js'), 'utf8')).toMatch(/build b/);
    expect(readdirSync(out).sort()).toEqual(['analyze-AAAAAAAA.js', 'analyze-BBBBBBBB.js', 'chunk-SHARED01.js', 'inputs.json', 'main.js']);
    install(staged('c', ['analyze-CCCCCCCC.js']), out);
    expect(readdirSync(out).sort()).toEqual(['analyze-BBBBBBBB.js', 'analyze-CCCCCCCC.js', 'chunk-SHARED01.js', 'inputs.json', 'main.js']);
    expect(readdirSync(dir)).toEqual(['cli']);
  });
});
