// Builds the `kibitz` command (esbuild → dist/cli): run by `npm install` (prepare), by `npm run build`,
// and by bin/kibitz.js when the build is missing or older than its sources (docs/decisions/0019).
// Code splitting keeps each command's code, and the npm packages only it imports, in its own chunk:
// `kibitz --help` loads the entry alone, never the server, the database drivers or PDF.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The pure packages the core and the CLI use are bundled (esbuild takes their ES modules and keeps
 * only what is used: 10 of stopword's 60 languages); every other package stays an import, loaded
 * only by the chunk that needs it (the server's, for `serve`).
 */
const BUNDLED_PACKAGES = new Set(['stopword', 'stemmer', 'picocolors', 'papaparse']);
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      return BUNDLED_PACKAGES.has(name) ? undefined : { path: args.path, external: true };
    });
  },
};

/**
 * Moves a finished build from `staging` into `out` so that a kibitz process already running from
 * `out` keeps working. Such a process loaded the old main.js and imports its command's chunks
 * later, by their names; a whole-directory swap deleted them under it (the process died with
 * ERR_MODULE_NOT_FOUND), and one started between the two renames found no build at all. Chunk names
 * carry a hash of their content, so the new chunks go in beside the old ones; the files with fixed
 * names (the entries, inputs.json) are then replaced one by one with rename(), which is atomic, the
 * entries after their chunks. The previous build's files stay; those of older builds are removed.
 */
export function installBuild(staging, out) {
  mkdirSync(out, { recursive: true });
  const files = readdirSync(staging);
  const previous = buildFiles(out);
  const fixed = new Set(files.filter((f) => !/-[A-Z0-9]{8}\.js(\.map)?$/.test(f)));
  for (const f of files) if (!fixed.has(f)) renameSync(join(staging, f), join(out, f));
  // inputs.json last: until it is in place the old one calls the build stale, which only costs a rebuild.
  for (const f of [...fixed].sort((a, b) => Number(a === 'inputs.json') - Number(b === 'inputs.json'))) renameSync(join(staging, f), join(out, f));
  const keep = new Set([...files, ...previous]);
  for (const f of readdirSync(out)) if (!keep.has(f)) rmSync(join(out, f), { recursive: true, force: true });
  rmSync(staging, { recursive: true, force: true });
}

/** The files of the build in `dir` (its inputs.json lists them); all files there when it does not say. */
function buildFiles(dir) {
  try {
    const { files } = JSON.parse(readFileSync(join(dir, 'inputs.json'), 'utf8'));
    if (Array.isArray(files)) return files;
  } catch {
    // no build, or one from before the list was kept
  }
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Builds into `${dist}/cli`; writes inputs.json (the sources it read, for bin's freshness check, and the files it wrote). */
export async function buildCli(dist = process.env.KIBITZ_DIST ?? 'dist') {
  const { build } = await import('esbuild');
  const out = join(root, dist, 'cli');
  // Built beside, then installed without pulling files from under a running kibitz (installBuild).
  const staging = `${out}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const builtAt = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/cli/main.ts', 'scoring-worker': 'src/server/scoring/scoring-worker.ts' },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [externalPackages],
    // ES modules first: stopword's is tree-shakable, its CommonJS build carries every language.
    mainFields: ['module', 'main'],
    // Chunks beside the entries: the server's chunk finds scoring-worker.js as its sibling (scorer.ts).
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  // This script too: a change to how the CLI is built rebuilds it.
  const inputs = [...Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules')), 'scripts/build-cli.mjs'];
  const files = [...readdirSync(staging), 'inputs.json'];
  writeFileSync(join(staging, 'inputs.json'), JSON.stringify({ builtAt, inputs, files }));
  installBuild(staging, out);
  return { out: relative(root, out), inputs: inputs.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  try {
    await import('esbuild');
  } catch {
    // An install without dev dependencies has no esbuild: bin/kibitz.js says what to do.
    console.warn('build-cli: esbuild is not installed; the kibitz command is not built.');
    process.exit(0);
  }
  const { out, inputs } = await buildCli();
  console.log(`build-cli: ${out} from ${inputs} sources in ${Math.round(performance.now() - started)} ms`);
}
