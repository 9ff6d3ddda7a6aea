// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SITE_CONFIG } from '../../../core/site';
import { pageMetadata } from '../../../core/seo';
import { MetadataTags, removeServerMeta } from './page-metadata';

const ORIGIN = 'https://kibitz.test';

function jsonLdTypes(): string[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type'],
  );
}
const meta = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('page metadata', () => {
  it('renders title, description, canonical, robots and social tags in <head> for home', () => {
    render(<MetadataTags pathname="/" origin={ORIGIN} site={EMPTY_SITE_CONFIG} />);
    const m = pageMetadata('/', ORIGIN, EMPTY_SITE_CONFIG);
    expect(document.title).toBe(m.title);
    expect(meta('meta[name="description"]')).toBe(m.description);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/`);
    expect(meta('meta[name="robots"]')).toBe('index,follow');
    expect(meta('meta[property="og:title"]')).toBe(m.title);
    expect(meta('meta[property="og:image"]')).toBe(`${ORIGIN}/social-card.png`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(jsonLdTypes()).toEqual(['WebApplication', 'FAQPage']);
  });

  it('has no FAQ and its own title off the home page; private pages are noindex', () => {
    const { rerender } = render(<MetadataTags pathname="/pricing" origin={ORIGIN} site={EMPTY_SITE_CONFIG} />);
    expect(document.title).toBe('Pricing — Kibitz');
    expect(jsonLdTypes()).toEqual(['WebApplication']);
    rerender(<MetadataTags pathname="/dashboard" origin={ORIGIN} site={EMPTY_SITE_CONFIG} />);
    expect(document.title).toBe('5D Dashboard — Kibitz');
    expect(meta('meta[name="robots"]')).toBe('noindex,nofollow');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('claims no rating unless one is configured (DESIGN decision 7)', () => {
    const { rerender } = render(<MetadataTags pathname="/" origin={ORIGIN} site={EMPTY_SITE_CONFIG} />);
    const app = () => JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
    expect(app().aggregateRating).toBeUndefined();
    rerender(<MetadataTags pathname="/" origin={ORIGIN} site={{ ...EMPTY_SITE_CONFIG, rating: { value: 4.5, count: 12 } }} />);
    expect(app().aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 12 });
  });

  it('removes the tags the server injected', () => {
    document.head.innerHTML = '<title data-server-meta>x</title><meta data-server-meta name="description" content="x"><meta name="viewport" content="width=device-width">';
    removeServerMeta();
    expect(document.head.querySelectorAll('[data-server-meta]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  });
});
