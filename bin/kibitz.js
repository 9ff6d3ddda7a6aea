#!/usr/bin/env node
// Installed entry point: runs the built CLI (dist/cli, made by `npm install` through scripts/build-cli.mjs).
// In a checkout it rebuilds first when the build is missing or a source it was built from changed,
// so a linked `kibitz` never runs stale code; the check stats only the build's own inputs (~2 ms).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
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
// Regular expressions straight to machine code: the engine runs hundreds of large ones once each in
// a short process, where V8's default (interpret first, compile later) costs ~70 ms (docs/decisions/0019).
setFlagsFromString('--no-regexp-tier-up');
const { run } = await import(pathToFileURL(join(cli, 'main.js')).href);
await run(process.argv.slice(2));
