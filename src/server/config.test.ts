import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ env: 'development', port: 3000, host: '0.0.0.0', databaseUrl: null, appOrigin: 'http://localhost:3000', logLevel: 'info' });
    expect(c.dataDir).toMatch(/[\\/]data$/);
    expect(c.bodyLimitBytes).toBe(4 * 1024 * 1024);
  });

  it.each([
    [{ PORT: '8080' }, { port: 8080, appOrigin: 'http://localhost:8080' }],
    [{ APP_ORIGIN: 'https://kibitz.example/' }, { appOrigin: 'https://kibitz.example' }],
    [{ DATABASE_URL: 'postgres://u@db:5432/kibitz' }, { databaseUrl: 'postgres://u@db:5432/kibitz' }],
    [{ DATABASE_URL: 'postgresql://u@db/kibitz' }, { databaseUrl: 'postgresql://u@db/kibitz' }],
    [{ DATABASE_URL: '' }, { databaseUrl: null }],
    [{ NODE_ENV: 'production', LOG_LEVEL: 'warn', BETTER_AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:587' }, { env: 'production', logLevel: 'warn', authSecret: 'x'.repeat(32) }],
    [{ SMTP_URL: 'smtp://u:p@mail:587', MAIL_FROM: 'K <k@x.test>' }, { smtpUrl: 'smtp://u:p@mail:587', mailFrom: 'K <k@x.test>' }],
    [{ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '3' }, { trustProxy: true, authRateLimitPerMinute: 3 }],
    [{}, { workers: 1 }],
    [{ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://u@db/kibitz' }, { workers: 4 }],
  ])('reads %o', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_ORIGIN: 'not a url' }, 'APP_ORIGIN'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SITE_RATING: 'great' }, 'SITE_RATING'],
    [{ SITE_CONTACT_EMAIL: 'nobody' }, 'contactEmail'],
    [{ NODE_ENV: 'production' }, 'BETTER_AUTH_SECRET'],
    // Without SMTP the outbox would print live confirmation and reset links to the logs.
    [{ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) }, 'SMTP_URL: required in production'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: 'two' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '2' }, 'WEB_CONCURRENCY: above 1 needs DATABASE_URL'],
  ])('refuses %o naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads the site facts from SITE_* variables', () => {
    const c = loadConfig({
      SITE_CONTACT_EMAIL: 'hello@kibitz.test',
      SITE_CREATOR_NAME: 'Ada',
      SITE_LOCATION: 'Lisbon, Portugal',
      SITE_RATING: '4.8/127',
      SITE_TESTIMONIAL: 'It changed how I prompt — Sam, engineer',
      SITE_SOCIAL_LINKS: 'https://github.com/kibitz, https://x.com/kibitz',
    });
    expect(c.site).toEqual({
      contactEmail: 'hello@kibitz.test',
      creatorName: 'Ada',
      creatorBio: null,
      location: 'Lisbon, Portugal',
      rating: { value: 4.8, count: 127 },
      testimonial: { quote: 'It changed how I prompt', author: 'Sam, engineer' },
      socialLinks: [
        { label: 'GitHub', url: 'https://github.com/kibitz' },
        { label: 'X', url: 'https://x.com/kibitz' },
      ],
    });
  });
});

describe('AI review configuration', () => {
  it('is off when AI_PROVIDER is unset', () => expect(loadConfig({}).ai).toBeNull());
  it.each([
    { env: { AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5', AI_API_KEY: 'k' }, ai: { provider: 'anthropic', baseUrl: null, timeoutMs: 60_000, maxConcurrency: 2, prices: null } },
    { env: { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'k', AI_TIMEOUT_MS: '5000', AI_MAX_CONCURRENCY: '4' }, ai: { provider: 'openai', timeoutMs: 5000, maxConcurrency: 4 } },
    { env: { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_PRICE_INPUT_PER_MTOK: '0', AI_PRICE_OUTPUT_PER_MTOK: '0' }, ai: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, prices: { inputPerMillion: 0, outputPerMillion: 0 } } },
  ])('reads $env.AI_PROVIDER', ({ env, ai }) => expect(loadConfig(env).ai).toMatchObject(ai));
  it.each([
    { env: { AI_PROVIDER: 'gemini', AI_MODEL: 'x' }, error: /AI_PROVIDER/ },
    { env: { AI_MODEL: 'gpt-4o' }, error: /AI_PROVIDER: required/ },
    { env: { AI_PROVIDER: 'openai', AI_API_KEY: 'k' }, error: /AI_MODEL: required/ },
    { env: { AI_PROVIDER: 'anthropic', AI_MODEL: 'm' }, error: /AI_API_KEY: required for anthropic/ },
    { env: { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' }, error: /AI_BASE_URL: required/ },
    { env: { AI_PROVIDER: 'openai', AI_MODEL: 'm', AI_API_KEY: 'k', AI_PRICE_INPUT_PER_MTOK: '3' }, error: /set both or neither/ },
    { env: { AI_PROVIDER: 'openai', AI_MODEL: 'm', AI_API_KEY: 'k', AI_TIMEOUT_MS: '-1' }, error: /AI_TIMEOUT_MS/ },
  ])('rejects $env', ({ env, error }) => expect(() => loadConfig(env)).toThrow(error));
});
