import { z } from 'zod';
import { resolve } from 'node:path';
import { siteConfigSchema, socialLabel, type SiteConfig } from '../core/site';
import { resolveTierLimits, type TierLimits } from '../core/billing/limits';
import type { PaidPlanId, PaymentMode } from '../core/api/payments';
import { AI_PROVIDERS, type AiProviderKind } from '../core/api/ai-review';
import type { TokenPrices } from '../core/ai-review/cost';
import { DEFAULT_AI_TOKEN_BUDGETS, type AiTokenBudgets } from '../core/ai-review/budget';

/**
 * Configuration is read from the environment once, at start, and validated here. Every variable
 * is listed in README.md "Configuration"; nothing else in the server reads process.env.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalLimit = z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional());

/** Stripe's settings; all five keys and ids are needed once STRIPE_SECRET_KEY is set. */
export interface StripeSettings {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  readonly priceIds: Readonly<Record<PaidPlanId, string>>;
  /** Where the SDK sends its requests instead of api.stripe.com (a local fake in tests). */
  readonly apiBase: URL | null;
}

/** Which payment provider runs (docs/decisions: payments). */
export interface PaymentsSettings {
  readonly mode: PaymentMode;
  readonly stripe: StripeSettings | null;
}

/** The language model that gives Pro accounts' AI review (null: AI review is not set up). */
export interface AiSettings {
  readonly provider: AiProviderKind;
  readonly model: string;
  /** The provider's API address; null uses the provider's own (api.anthropic.com, api.openai.com). */
  readonly baseUrl: string | null;
  /** Never logged, never sent to the browser. */
  readonly apiKey: string | null;
  /** One request to the provider gives up after this long. */
  readonly timeoutMs: number;
  /** Requests to the provider at once, per process. */
  readonly maxConcurrency: number;
  /** The operator's prices for the cost estimate; null records tokens only. */
  readonly prices: TokenPrices | null;
  /** Language-model tokens each tier may use per UTC day (Free: none). */
  readonly dailyTokens: AiTokenBudgets;
  /** Ask for streamed answers (AI_STREAM): AI_TIMEOUT_MS then bounds the wait for each piece, not the whole answer. */
  readonly stream: boolean;
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  APP_ORIGIN: z.preprocess(emptyToUndefined, z.url().optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  BODY_LIMIT_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(4 * 1024 * 1024)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10_000)),
  WEB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(1)),
  SCORING_THREADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(64).default(1)),
  WEB_ROOT: optionalString,
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  BETTER_AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional()),
  AUTH_CONFIRMATION_TTL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(24 * 60 * 60)),
  AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10)),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Kibitz <no-reply@kibitz.local>')),
  SITE_CONTACT_EMAIL: optionalString,
  SITE_CREATOR_NAME: optionalString,
  SITE_CREATOR_BIO: optionalString,
  SITE_LOCATION: optionalString,
  SITE_RATING: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^\d(\.\d+)?\/\d+$/, 'SITE_RATING must look like 4.8/127 (value/count)').optional(),
  ),
  SITE_TESTIMONIAL: optionalString,
  SITE_SOCIAL_LINKS: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_DAILY: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  PAYMENTS_TEST_MODE: z.preprocess(emptyToUndefined, z.enum(['1', '0', 'true', 'false']).optional()),
  FREE_DAILY_CHARACTERS: optionalLimit,
  FREE_DAILY_ANALYSES: optionalLimit,
  PRO_DAILY_CHARACTERS: optionalLimit,
  PRO_DAILY_ANALYSES: optionalLimit,
  ENTERPRISE_DAILY_CHARACTERS: optionalLimit,
  ENTERPRISE_DAILY_ANALYSES: optionalLimit,
  AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(AI_PROVIDERS).optional()),
  AI_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(60_000)),
  AI_MAX_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(2)),
  AI_PRICE_INPUT_PER_MTOK: z.preprocess(emptyToUndefined, z.coerce.number().nonnegative().optional()),
  AI_PRICE_OUTPUT_PER_MTOK: z.preprocess(emptyToUndefined, z.coerce.number().nonnegative().optional()),
  AI_STREAM: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  AI_DAILY_TOKENS_PRO: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(DEFAULT_AI_TOKEN_BUDGETS.pro)),
  AI_DAILY_TOKENS_ENTERPRISE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(DEFAULT_AI_TOKEN_BUDGETS.enterprise)),
});

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly appOrigin: string;
  readonly logLevel: string;
  readonly bodyLimitBytes: number;
  readonly shutdownTimeoutMs: number;
  /** HTTP worker processes (node:cluster); above 1 needs PostgreSQL, PGlite serves one process. */
  readonly workers: number;
  /** Threads per process that score analyses; 0 scores on the request thread (decision 0011). */
  readonly scoringThreads: number;
  /** Folder of the built web app (index.html + assets). */
  readonly webRoot: string;
  /** Trust X-Forwarded-For (only behind a proxy you run): client IPs feed the rate limits. */
  readonly trustProxy: boolean;
  /** Signs sessions; required in production, generated and kept under DATA_DIR otherwise. */
  readonly authSecret: string | null;
  /** Sign-in, sign-up and password-reset attempts allowed per client IP per minute. */
  readonly authRateLimitPerMinute: number;
  /** How long an e-mail confirmation link works. */
  readonly authConfirmationTtlSeconds: number;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly site: SiteConfig;
  readonly payments: PaymentsSettings;
  /** Daily limits per tier: the spec's, or the operator's overrides. */
  readonly tierLimits: TierLimits;
  readonly ai: AiSettings | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseSite(env: z.infer<typeof envSchema>): SiteConfig {
  const rating = env.SITE_RATING?.split('/');
  const testimonial = env.SITE_TESTIMONIAL?.split(/\s+[—-]{1,2}\s+/);
  const site = {
    contactEmail: env.SITE_CONTACT_EMAIL ?? null,
    creatorName: env.SITE_CREATOR_NAME ?? null,
    creatorBio: env.SITE_CREATOR_BIO ?? null,
    location: env.SITE_LOCATION ?? null,
    rating: rating ? { value: Number(rating[0]), count: Number(rating[1]) } : null,
    testimonial:
      testimonial && testimonial.length >= 2
        ? { quote: testimonial.slice(0, -1).join(' — '), author: testimonial[testimonial.length - 1]! }
        : null,
    socialLinks: (env.SITE_SOCIAL_LINKS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((url) => ({ label: socialLabel(url), url })),
  };
  const parsed = siteConfigSchema.safeParse(site);
  if (!parsed.success) {
    throw new ConfigError(`Invalid site configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  if (env.SITE_TESTIMONIAL && !site.testimonial) {
    throw new ConfigError('SITE_TESTIMONIAL must look like "quote — author"');
  }
  return parsed.data;
}

function parsePayments(env: z.infer<typeof envSchema>): PaymentsSettings {
  const testMode = env.PAYMENTS_TEST_MODE === undefined ? null : env.PAYMENTS_TEST_MODE === '1' || env.PAYMENTS_TEST_MODE === 'true';
  if (env.STRIPE_SECRET_KEY) {
    if (testMode) throw new ConfigError('Invalid configuration:\n  PAYMENTS_TEST_MODE: cannot be on while STRIPE_SECRET_KEY is set (choose one provider)');
    const missing = (['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_DAILY', 'STRIPE_PRICE_MONTHLY'] as const).filter((k) => !env[k]);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((k) => `  ${k}: required when STRIPE_SECRET_KEY is set`).join('\n')}`);
    return {
      mode: 'stripe',
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        priceIds: { daily: env.STRIPE_PRICE_DAILY!, monthly: env.STRIPE_PRICE_MONTHLY! },
        apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
      },
    };
  }
  // Test mode sells nothing real: on by default only where no real customer can reach it.
  const test = testMode ?? env.NODE_ENV !== 'production';
  return { mode: test ? 'test' : 'off', stripe: null };
}

function parseTierLimits(env: z.infer<typeof envSchema>): TierLimits {
  const resolved = resolveTierLimits({
    free: { dailyCharacterLimit: env.FREE_DAILY_CHARACTERS, dailyAnalysisLimit: env.FREE_DAILY_ANALYSES },
    pro: { dailyCharacterLimit: env.PRO_DAILY_CHARACTERS, dailyAnalysisLimit: env.PRO_DAILY_ANALYSES },
    enterprise: { dailyCharacterLimit: env.ENTERPRISE_DAILY_CHARACTERS, dailyAnalysisLimit: env.ENTERPRISE_DAILY_ANALYSES },
  });
  if (!resolved.ok) throw new ConfigError(`Invalid configuration:\n  tier limits: ${resolved.error}`);
  return resolved.limits;
}

function parseAi(env: z.infer<typeof envSchema>): AiSettings | null {
  const problems: string[] = [];
  if (!env.AI_PROVIDER) {
    if (env.AI_MODEL || env.AI_API_KEY || env.AI_BASE_URL) problems.push('  AI_PROVIDER: required when AI_MODEL, AI_API_KEY or AI_BASE_URL is set (anthropic, openai or openai-compatible)');
    if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
    return null;
  }
  if (!env.AI_MODEL) problems.push(`  AI_MODEL: required when AI_PROVIDER is set (the provider's model id)`);
  if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) problems.push('  AI_BASE_URL: required for openai-compatible (e.g. http://127.0.0.1:11434/v1 for Ollama)');
  if (env.AI_PROVIDER !== 'openai-compatible' && !env.AI_API_KEY) problems.push(`  AI_API_KEY: required for ${env.AI_PROVIDER}`);
  if ((env.AI_PRICE_INPUT_PER_MTOK === undefined) !== (env.AI_PRICE_OUTPUT_PER_MTOK === undefined)) {
    problems.push('  AI_PRICE_INPUT_PER_MTOK, AI_PRICE_OUTPUT_PER_MTOK: set both or neither');
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    provider: env.AI_PROVIDER,
    model: env.AI_MODEL!,
    baseUrl: env.AI_BASE_URL?.replace(/\/+$/, '') ?? null,
    apiKey: env.AI_API_KEY ?? null,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxConcurrency: env.AI_MAX_CONCURRENCY,
    prices:
      env.AI_PRICE_INPUT_PER_MTOK === undefined || env.AI_PRICE_OUTPUT_PER_MTOK === undefined
        ? null
        : { inputPerMillion: env.AI_PRICE_INPUT_PER_MTOK, outputPerMillion: env.AI_PRICE_OUTPUT_PER_MTOK },
    dailyTokens: { free: 0, pro: env.AI_DAILY_TOKENS_PRO, enterprise: env.AI_DAILY_TOKENS_ENTERPRISE },
    stream: env.AI_STREAM === 'true',
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env, defaultWebRoot = resolve('dist/web')): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  BETTER_AUTH_SECRET: required in production (32+ random characters)');
  }
  // Without SMTP, mail goes to the development outbox, which prints live confirmation and
  // password-reset links: in production anyone reading the logs could take over accounts.
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required in production (smtp://user:pass@host:587 or smtps://…); without it confirmation and reset links would be printed to the logs');
  }
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database serves one process)');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    appOrigin: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    workers: env.WEB_CONCURRENCY,
    scoringThreads: env.SCORING_THREADS,
    webRoot: env.WEB_ROOT ? resolve(env.WEB_ROOT) : defaultWebRoot,
    trustProxy: env.TRUST_PROXY === 'true',
    authSecret: env.BETTER_AUTH_SECRET ?? null,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    authConfirmationTtlSeconds: env.AUTH_CONFIRMATION_TTL_SECONDS,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    site: parseSite(env),
    payments: parsePayments(env),
    tierLimits: parseTierLimits(env),
    ai: parseAi(env),
  };
}
