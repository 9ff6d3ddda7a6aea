import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSiteConfig } from './use-site-config';

const answer = { contactEmail: null, creatorName: 'Ada', creatorBio: null, location: null, rating: null, testimonial: null, socialLinks: [] };

afterEach(() => vi.unstubAllGlobals());

describe('site facts (decision 0029)', () => {
  it('are checked and applied only once the browser is idle, not while the page hydrates', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    let settled = false;
    const result = fetchSiteConfig().then((site) => ((settled = true), site));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    idle[0]!();
    await expect(result).resolves.toEqual(answer);
  });

  it('still refuses an answer that is not site facts', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ...answer, contactEmail: 'not an address' }), { status: 200 })));
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
    await expect(fetchSiteConfig()).rejects.toThrow();
  });
});
