import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { loggerOptions } from '../app';
import { createTestApp } from '../test/app';

/** The log lines a test app writes at `info`, parsed. */
function collector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('request log at the default level', () => {
  it('writes one line per API call and per error, none for the web app and its assets', async () => {
    const { lines, stream } = collector();
    const t = await createTestApp({}, { logger: loggerOptions('info', stream) });
    try {
      for (const url of ['/', '/analyze', '/assets/index-abc123.js', '/favicon.svg']) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBeLessThan(300);
      expect(lines.filter((l) => l.req || l.res)).toEqual([]);

      await t.app.inject({ method: 'GET', url: '/api/v1/site' });
      await t.app.inject({ method: 'GET', url: '/assets/missing-file.js' });
      const requests = lines.filter((l) => l.msg === 'request completed');
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/api/v1/site' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
      expect(requests[1]).toMatchObject({ req: { method: 'GET', url: '/assets/missing-file.js' }, res: { statusCode: 404 } });
      // One line per request, not an "incoming request" line too.
      expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
