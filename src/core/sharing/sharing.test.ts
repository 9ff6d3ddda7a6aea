import { describe, expect, it } from 'vitest';
import { dimensionLine, isShareTokenShape, isSharedReviewPath, scoreWithAnnotation, sharedReviewMetadata, SHARE_CARD_SIZE, SHARE_TOKEN_BYTES, type PublicReview } from './index';

describe('share tokens and paths', () => {
  it.each([
    ['A'.repeat(32), true],
    ['abcdefghijklmnopqrstuvwxyz012345', true],
    ['abc-_ABC'.repeat(4), true],
    ['A'.repeat(31), false],
    ['A'.repeat(33), false],
    ['A'.repeat(31) + '=', false],
    ['A'.repeat(31) + '/', false],
    ['', false],
  ])('%s is a token shape: %s', (token, expected) => expect(isShareTokenShape(token)).toBe(expected));

  it('holds at least 128 bits and 32 base64url characters', () => {
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(Math.ceil((SHARE_TOKEN_BYTES * 8) / 6)).toBe(32);
  });

  it.each([
    ['/r/abc', true],
    ['/r/abc/', true],
    ['/r/abc/card.png', false],
    ['/r/', false],
    ['/results/abc', false],
  ])('%s is a shared review page: %s', (path, expected) => expect(isSharedReviewPath(path)).toBe(expected));
});

describe('what the card and the metadata say', () => {
  it.each([
    [85, '85 !! Brilliant'],
    [62, '62 + Good'],
    [59.6, '60 + Good'],
    [12, '12 ?? Blunder'],
  ])('score %s reads %s', (score, text) => expect(scoreWithAnnotation(score)).toBe(text));

  const review: PublicReview['review'] = {
    title: 'A <b> title',
    platform: 'chatgpt',
    messageCount: 1,
    overallScore: 44,
    createdAt: '2026-11-24T00:00:00.000Z',
    trend: 'stable',
    sessionGoal: null,
    projectContext: null,
    dimensionAverages: { strategic: 70.4, tactical: 55, cognitive: 81, innovation: 38.5, context: 0 },
    summary: {} as PublicReview['review']['summary'],
    allowSearchEngines: false,
  };

  it('names the five dimensions in display order', () => {
    expect(dimensionLine(review.dimensionAverages)).toBe('Strategic 70 · Tactical 55 · Cognitive 81 · Innovation 39 · Context 0');
  });

  it('is noindex unless the owner allowed search engines, and names the card', () => {
    const meta = sharedReviewMetadata(review, 'T'.repeat(32), 'https://kibitz.example/');
    expect(meta.robots).toBe('noindex,nofollow');
    expect(meta.canonical).toBe(`https://kibitz.example/r/${'T'.repeat(32)}`);
    expect(meta.openGraph['og:image']).toBe(`https://kibitz.example/r/${'T'.repeat(32)}/card.png`);
    expect(meta.openGraph['og:image:width']).toBe(String(SHARE_CARD_SIZE.width));
    expect(meta.openGraph['og:image:height']).toBe(String(SHARE_CARD_SIZE.height));
    expect(meta.twitter['twitter:card']).toBe('summary_large_image');
    expect(meta.description).toBe('Overall 44 = Average over 1 message. Strategic 70 · Tactical 55 · Cognitive 81 · Innovation 39 · Context 0.');
    expect(sharedReviewMetadata({ ...review, allowSearchEngines: true }, 'x', 'https://k.example').robots).toBe('index,follow');
  });
});
