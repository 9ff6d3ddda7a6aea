// npm run build: the web app (Vite → dist/web) and the server + CLI bundles (esbuild → dist/server, dist/cli).
import { build as esbuild } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';
import { buildCli } from './build-cli.mjs';
import { prerender } from './prerender.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// KIBITZ_DIST builds elsewhere than ./dist (e.g. two checkouts' e2e runs side by side).
const dist = process.env.KIBITZ_DIST ?? 'dist';
const started = performance.now();

rmSync(join(root, dist), { recursive: true, force: true });
execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--outDir', join(dist, 'web'), '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
const pages = await prerender(root, dist);
console.log(`build: ${pages} pages prerendered`);
const packed = await precompress(join(root, dist, 'web'));
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`build: web app precompressed, ${packed.files} files: ${kb(packed.bytes)} -> brotli ${kb(packed.br)}, gzip ${kb(packed.gz)}`);

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: root,
};
// Each bundle carries the scoring thread's entry beside it (src/server/scoring/scorer.ts finds it there).
const scoringWorker = 'src/server/scoring/scoring-worker.ts';
await esbuild({ ...shared, entryPoints: { main: 'src/server/main.ts', 'scoring-worker': scoringWorker }, outdir: `${dist}/server` });
// The CLI is split per command so each loads only what it needs (scripts/build-cli.mjs).
await buildCli(dist);

mkdirSync(join(root, dist), { recursive: true });
writeFileSync(join(root, dist, '.build-stamp'), new Date().toISOString());
console.log(`build: done in ${Math.round(performance.now() - started)} ms`);
