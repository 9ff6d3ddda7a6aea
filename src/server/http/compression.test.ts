import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

/** A built app whose script has the .br and .gz copies the build writes (scripts/precompress.mjs). */
function precompressedWebRoot(): { dir: string; script: string } {
  const dir = mkdtempSync(join(tmpdir(), 'kibitz-web-'));
  mkdirSync(join(dir, 'assets'));
  // Long enough for the app's HTML page to pass the threshold, as the real one (head tags, JSON-LD) does.
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><!--server-meta--></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`);
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  return { dir, script };
}

describe('response compression', () => {
  let t: TestApp;
  const web = precompressedWebRoot();
  beforeAll(async () => {
    t = await createTestApp(
      { WEB_ROOT: web.dir },
      {
        setup(app) {
          app.get('/api/v1/test/big', async () => ({ items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'a repeated answer' })) }));
          app.get('/api/v1/test/small', async () => ({ ok: true }));
          app.post('/api/v1/test/echo', async (request) => ({ received: request.body }));
        },
      },
    );
  });
  afterAll(async () => t.close());

  it('sends the build’s brotli copy of an asset to a client that accepts brotli, with Vary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(web.script);
  });

  it('sends the gzip copy to a client that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(web.script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.script);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.br' });
    expect(res.statusCode).toBe(404);
  });

  it(`compresses API answers of ${COMPRESS_THRESHOLD_BYTES} bytes or more, and leaves smaller ones alone`, async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/v1/test/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { items: unknown[] };
    expect(body.items).toHaveLength(200);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 4);

    const gzip = await t.app.inject({ method: 'GET', url: '/api/v1/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await t.app.inject({ method: 'GET', url: '/api/v1/test/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('compresses the app’s HTML page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<title data-server-meta>Pricing — Kibitz</title>');
  });

  it('does not decompress request bodies (the body limit applies to the bytes sent)', async () => {
    const headers = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
    const plain = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers, payload: JSON.stringify({ message: 'hello' }) });
    expect(plain.json()).toEqual({ received: { message: 'hello' } });
    const gzipped = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { ...headers, 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ message: 'hello' })),
    });
    expect(gzipped.statusCode).toBe(400);
  });
});
