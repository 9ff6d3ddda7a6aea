import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers made at request time (API JSON, the app's HTML page) of 1 KB or more, with
 * brotli (quality 4, the plugin's default: fast enough per request) or gzip, as the client accepts.
 * The built web app's files are compressed at build time instead and sent as they are
 * (scripts/precompress.mjs, @fastify/static `preCompressed`): the plugin leaves an answer that
 * already has a Content-Encoding alone. Request bodies are not decompressed: the body limit
 * applies to what the client sends. Registered before any route: it hooks the routes added after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
