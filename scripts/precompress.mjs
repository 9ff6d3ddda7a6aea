// Brotli and gzip copies of the built web app's text assets (file.js -> file.js.br, file.js.gz),
// which the server sends as they are (@fastify/static `preCompressed`): the best compression
// levels cost time once, at build, instead of on every request (docs/decisions/0014).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types worth compressing; images (.png), fonts (.woff2) and source maps are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain less than the bytes of a Content-Encoding header. */
export const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // .vite holds the build manifest, which the server reads from disk and never sends.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(path);
    }
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes .br and .gz beside every compressible file of `dir` of MIN_BYTES or more; returns the
 * totals. Files are compressed on libuv's thread pool, so every core works on them.
 */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const one = async (path) => {
    const data = readFileSync(path);
    const [br, gz] = await Promise.all([brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }), gzipAsync(data, { level: constants.Z_BEST_COMPRESSION })]);
    // A copy that is not smaller is not written: the server then sends the file itself.
    if (br.length < data.length) writeFileSync(`${path}.br`, br);
    if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
    totals.files += 1;
    totals.bytes += data.length;
    totals.br += Math.min(br.length, data.length);
    totals.gz += Math.min(gz.length, data.length);
  };
  await Promise.all([...files(dir)].filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES).map(one));
  return totals;
}
