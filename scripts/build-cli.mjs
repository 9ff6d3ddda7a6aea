// Builds the `kibitz` command (esbuild → dist/cli): run by `npm install` (prepare), by `npm run build`,
// and by bin/kibitz.js when the build is missing or older than its sources (docs/decisions/0019).
// Code splitting keeps each command's code, and the npm packages only it imports, in its own chunk:
// `kibitz --help` loads the entry alone, never the server, the database drivers or PDF.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/** Builds into `${dist}/cli`; writes inputs.json (the sources it read, for bin's freshness check). */
export async function buildCli(dist = process.env.KIBITZ_DIST ?? 'dist') {
  const { build } = await import('esbuild');
  const out = join(root, dist, 'cli');
  // Built beside and swapped in at the end, so a kibitz started meanwhile never sees half a build.
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
  writeFileSync(join(staging, 'inputs.json'), JSON.stringify({ builtAt, inputs }));
  mkdirSync(dirname(out), { recursive: true });
  const old = `${out}.old-${process.pid}`;
  try {
    renameSync(out, old);
  } catch {
    // no earlier build
  }
  renameSync(staging, out);
  rmSync(old, { recursive: true, force: true });
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
