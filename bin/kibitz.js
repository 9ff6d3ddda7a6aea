#!/usr/bin/env -S node --no-regexp-tier-up --no-turbofan --max-semi-space-size=4
// Installed entry point: runs the built CLI (dist/cli, made by `npm install` through scripts/build-cli.mjs).
// In a checkout it rebuilds first when the build is missing or a source it was built from changed,
// so a linked `kibitz` never runs stale code; the check stats only the build's own inputs (~2 ms).
//
// V8 flags go on Node's own command line, in the line above (env -S splits it; npm's Windows shims
// read it too), never through v8.setFlagsFromString after start: Node calls that undefined behaviour
// (docs/decisions/0025, addendum). For a process that reads one conversation and exits:
// --no-regexp-tier-up compiles the engine's hundreds of large regular expressions straight to machine
// code (V8's default interprets each first; ~70 ms more, decision 0019), and --no-turbofan skips the
// optimising compiler, which costs more than it saves before such a process ends (decision 0028);
// --max-semi-space-size=4 keeps V8's young generation at 4 MB semi-spaces (its default grows them to 8
// and 16 MB as a long conversation's analysis goes on): fewer fresh pages to fault in, and a 1,000-
// message analysis no longer leaves a mark-compact for the exit to wait for (decision 0050).
// Batches run again with TurboFan (src/cli/batch-rerun.ts). `node bin/kibitz.js` runs without them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli');

function stale() {
  if (!existsSync(join(cli, 'main.js'))) return true;
  if (!existsSync(join(root, 'src'))) return false; // a packed install ships the build only
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(join(cli, 'inputs.json'), 'utf8'));
    return inputs.some((p) => {
      const st = statSync(join(root, p), { throwIfNoEntry: false });
      return !st || st.mtimeMs > builtAt;
    });
  } catch {
    return true;
  }
}

if (stale()) {
  try {
    const { buildCli } = await import(pathToFileURL(join(root, 'scripts', 'build-cli.mjs')).href);
    await buildCli('dist');
  } catch (err) {
    // No esbuild (an install without dev dependencies): an older build still runs; none at all cannot.
    if (!existsSync(join(cli, 'main.js'))) {
      process.stderr.write(`kibitz: the command is not built and cannot be built here (${err.message}); run npm install in ${root}\n`);
      process.exit(2);
    }
  }
}
const { run } = await import(pathToFileURL(join(cli, 'main.js')).href);
await run(process.argv.slice(2));
