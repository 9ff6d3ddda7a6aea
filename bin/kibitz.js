#!/usr/bin/env node
// Installed entry point: runs the built CLI, building it first when it is missing.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'dist', 'cli', 'main.js');
if (!existsSync(built)) execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root });
const { main } = await import(built);
process.exitCode = await main(process.argv.slice(2));
