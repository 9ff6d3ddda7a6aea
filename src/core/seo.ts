import { describeBands } from './bands';
import { groupDigits } from './numbers';
import { TIERS, PLANS, formatPrice } from './plans';
import { pageTypeFor, type PageType } from './routes';
import type { SiteConfig } from './site';
import { PRODUCT_NAME, TAGLINE, APP_VERSION } from './version';

export interface PageMetadata {
  readonly pageType: PageType;
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** Private screens are not for search engines. */
  readonly robots: 'index,follow' | 'noindex,nofollow';
  readonly openGraph: Readonly<Record<string, string>>;
  readonly twitter: Readonly<Record<string, string>>;
  readonly jsonLd: readonly object[];
}


const PAGES: Record<PageType, { title: string; description: string; private: boolean }> = {
  homepage: {
    title: `${PRODUCT_NAME} — ${TAGLINE}`,
    description:
      'Paste a conversation with ChatGPT, Claude or any AI assistant and get a chess-style review: a 0-100 score, five dimensions and a better move for every message.',
    private: false,
  },
  analysis: {
    title: `Analyze a Conversation — ${PRODUCT_NAME}`,
    description: 'Paste or upload a conversation with an AI assistant; Kibitz detects the platform and splits it into messages.',
    private: true,
  },
  verify: {
    title: `Verify Parsed Messages — ${PRODUCT_NAME}`,
    description: 'Check how Kibitz split your conversation into messages before it is analysed.',
    private: true,
  },
  results: {
    title: `Analysis Results — ${PRODUCT_NAME}`,
    description: 'Scores, chess notation, key moments and better moves for every message of your conversation.',
    private: true,
  },
  dashboard: {
    title: `5D Dashboard — ${PRODUCT_NAME}`,
    description: 'Your analysed conversations and how your prompting improves over time.',
    private: true,
  },
  settings: {
    title: `Settings — ${PRODUCT_NAME}`,
    description: 'Theme, notation, analysis depth, notifications and export preferences.',
    private: true,
  },
  pricing: {
    title: `Pricing — ${PRODUCT_NAME}`,
    description: `Free: ${groupDigits(TIERS.free.dailyCharacterLimit)} characters and ${TIERS.free.dailyAnalysisLimit} analyses a day. Pro Daily at ${formatPrice(PLANS[1]!)} for ${groupDigits(TIERS.pro.dailyCharacterLimit)} characters.`,
    private: false,
  },
  terms: {
    title: `Terms of Service — ${PRODUCT_NAME}`,
    description: `The terms under which ${PRODUCT_NAME} is offered.`,
    private: false,
  },
  privacy: {
    title: `Privacy Policy — ${PRODUCT_NAME}`,
    description: `What ${PRODUCT_NAME} collects, why, and the rights you have over your data.`,
    private: false,
  },
};

export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: `What does ${PRODUCT_NAME} do?`,
    answer:
      'It reviews a conversation you had with an AI assistant the way a chess engine reviews a game: every message gets a 0-100 score, five dimension scores, a chess annotation and a better move.',
  },
  {
    question: 'What do the chess symbols mean?',
    answer: `Each message gets a symbol from its score: ${describeBands()}.`,
  },
  {
    question: 'Which assistants are supported?',
    answer:
      'Copies from ChatGPT, Claude, Gemini and DeepSeek, transcripts with speaker labels, Markdown exports, and export files (ChatGPT conversations.json, Claude exports, ShareGPT and OpenAI messages JSON).',
  },
  {
    question: 'Is it free?',
    answer: `Yes. A free account analyses up to ${groupDigits(TIERS.free.dailyCharacterLimit)} characters and ${TIERS.free.dailyAnalysisLimit} conversations a day, with no credit card. Pro raises that to ${groupDigits(TIERS.pro.dailyCharacterLimit)} characters a day.`,
  },
];

/** Metadata for a path, from the page-type rule of spec section 2. */
export function pageMetadata(pathname: string, origin: string, site: SiteConfig): PageMetadata {
  const pageType = pageTypeFor(pathname);
  const page = PAGES[pageType];
  const base = origin.replace(/\/+$/, '');
  const canonical = `${base}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const image = `${base}/social-card.png`;
  const app: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: PRODUCT_NAME,
    url: `${base}/`,
    description: PAGES.homepage.description,
    applicationCategory: 'ProductivityApplication',
    operatingSystem: 'Any (web browser)',
    softwareVersion: APP_VERSION,
    offers: PLANS.map((p) => ({ '@type': 'Offer', name: p.name, price: (p.priceCents / 100).toFixed(2), priceCurrency: 'USD' })),
  };
  if (site.rating) {
    app.aggregateRating = { '@type': 'AggregateRating', ratingValue: site.rating.value, ratingCount: site.rating.count };
  }
  const jsonLd: object[] = [app];
  if (pageType === 'homepage') {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
    });
  }
  return {
    pageType,
    title: page.title,
    description: page.description,
    canonical,
    robots: page.private ? 'noindex,nofollow' : 'index,follow',
    openGraph: {
      'og:type': 'website',
      'og:site_name': PRODUCT_NAME,
      'og:title': page.title,
      'og:description': page.description,
      'og:url': canonical,
      'og:image': image,
    },
    twitter: {
      'twitter:card': 'summary_large_image',
      'twitter:title': page.title,
      'twitter:description': page.description,
      'twitter:image': image,
    },
    jsonLd,
  };
}
