/**
 * Public share links of a review (issue 18): the path of the public page, its API and its social
 * card, the shape of a token, the rate limits, and what a public review carries. One definition for
 * the server, the web app and the tests.
 */
import { bandFor } from '../bands';
import { DIMENSIONS, type DimensionKey } from '../dimensions';
import type { Platform } from '../conversation/types';
import type { ConversationSummary, ResultsTrend } from '../scoring/types';
import type { SessionMessage } from '../api/types';
import type { PageMetadata } from '../seo';
import { PRODUCT_NAME } from '../version';

/** Random bytes in a token: 192 bits, written as 32 base64url characters. */
export const SHARE_TOKEN_BYTES = 24;
/** Any string that is not 32 base64url characters is no token (answered like an unknown one, without a lookup). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const isShareTokenShape = (token: string): boolean => SHARE_TOKEN_PATTERN.test(token);

/** The public page, as a route pattern and for one token. */
export const SHARED_REVIEW_ROUTE = '/r/:token';
export const sharedReviewPath = (token: string): string => `/r/${encodeURIComponent(token)}`;
export const isSharedReviewPath = (pathname: string): boolean => /^\/r\/[^/]+\/?$/.test(pathname);
/** The social card image of a shared review (PNG, rendered on the server). */
export const shareCardPath = (token: string): string => `/r/${encodeURIComponent(token)}/card.png`;
/** The public API answer of a shared review (read-only, no sign-in). */
export const publicReviewApiPath = (token: string): string => `/api/v1/public/reviews/${encodeURIComponent(token)}`;

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Requests per client IP per minute to the public page, its API answer and its card together. */
export const PUBLIC_REVIEW_REQUESTS_PER_MINUTE = 60;
/** Link creations, changes and revocations per signed-in user per minute (counted per user, not per IP). */
export const SHARE_CHANGES_PER_MINUTE = 20;

/** The one answer to an unknown, revoked, malformed or guessed token: same status, same body. */
export const REVIEW_NOT_FOUND = { code: 'NOT_FOUND', message: 'Review not found' } as const;

/** The owner's view of a link. */
export interface ShareLink {
  token: string;
  /** Absolute URL of the public page. */
  url: string;
  cardUrl: string;
  allowSearchEngines: boolean;
  createdAt: string;
}

/**
 * What the public page shows: the review and nothing of the owner's account (no e-mail, no user
 * or session id, no settings, no other session, no parsing metadata).
 */
export interface PublicReview {
  review: {
    title: string;
    platform: Platform;
    messageCount: number;
    overallScore: number;
    createdAt: string;
    trend: ResultsTrend;
    sessionGoal: string | null;
    projectContext: string | null;
    dimensionAverages: Record<DimensionKey, number>;
    summary: ConversationSummary;
    allowSearchEngines: boolean;
  };
  messages: SessionMessage[];
}

/** "62 + Good": a score with its annotation, as the card and the description say it. */
export function scoreWithAnnotation(score: number): string {
  const band = bandFor(score);
  return `${Math.round(score)} ${band.symbol} ${band.name}`;
}

/** "Strategic 70 · Tactical 64 · …" in display order. */
export function dimensionLine(averages: Record<DimensionKey, number>): string {
  return DIMENSIONS.map((d) => `${d.name} ${Math.round(averages[d.key])}`).join(' · ');
}

/** Page metadata of a shared review: its own title, description, card image, and robots rule. */
export function sharedReviewMetadata(review: PublicReview['review'], token: string, origin: string): PageMetadata {
  const base = origin.replace(/\/+$/, '');
  const canonical = `${base}${sharedReviewPath(token)}`;
  const image = `${base}${shareCardPath(token)}`;
  const title = `${review.title} — ${PRODUCT_NAME} review`;
  const description = `Overall ${scoreWithAnnotation(review.overallScore)} over ${review.messageCount} message${review.messageCount === 1 ? '' : 's'}. ${dimensionLine(review.dimensionAverages)}.`;
  const alt = `${PRODUCT_NAME} review card: ${review.title}, overall ${scoreWithAnnotation(review.overallScore)}`;
  return {
    pageType: 'results',
    title,
    description,
    canonical,
    robots: review.allowSearchEngines ? 'index,follow' : 'noindex,nofollow',
    openGraph: {
      'og:type': 'article',
      'og:site_name': PRODUCT_NAME,
      'og:title': title,
      'og:description': description,
      'og:url': canonical,
      'og:image': image,
      'og:image:type': 'image/png',
      'og:image:width': String(SHARE_CARD_SIZE.width),
      'og:image:height': String(SHARE_CARD_SIZE.height),
      'og:image:alt': alt,
    },
    twitter: {
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': image,
      'twitter:image:alt': alt,
    },
    jsonLd: [],
  };
}

/** Metadata of the not-found answer to a token: nothing of any review, never indexed. */
export function reviewNotFoundMetadata(origin: string): PageMetadata {
  const base = origin.replace(/\/+$/, '');
  const title = `Review not found — ${PRODUCT_NAME}`;
  const description = 'This shared review does not exist or its owner stopped sharing it.';
  return {
    pageType: 'results',
    title,
    description,
    canonical: `${base}/`,
    robots: 'noindex,nofollow',
    openGraph: { 'og:type': 'website', 'og:site_name': PRODUCT_NAME, 'og:title': title, 'og:description': description },
    twitter: { 'twitter:card': 'summary', 'twitter:title': title, 'twitter:description': description },
    jsonLd: [],
  };
}
