import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { api, signedInUser } from '../test/users';
import { PAYMENTS_OFF_REASON } from '../../core/api/payments';

const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:587' };
const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_DAILY: 'price_d', STRIPE_PRICE_MONTHLY: 'price_m' };

describe('payment mode from configuration', () => {
  it.each([
    ['development without Stripe: test mode', {}, 'test'],
    ['test without Stripe: test mode', { NODE_ENV: 'test' }, 'test'],
    ['development with test mode switched off', { PAYMENTS_TEST_MODE: '0' }, 'off'],
    ['production without Stripe: off', production, 'off'],
    ['production with PAYMENTS_TEST_MODE=1: test mode', { ...production, PAYMENTS_TEST_MODE: '1' }, 'test'],
    ['production with PAYMENTS_TEST_MODE=true: test mode', { ...production, PAYMENTS_TEST_MODE: 'true' }, 'test'],
    ['Stripe configured: stripe', { ...production, ...stripe }, 'stripe'],
    ['Stripe configured in development: stripe', stripe, 'stripe'],
  ])('%s', (_name, env, mode) => {
    expect(loadConfig(env).payments.mode).toBe(mode);
  });

  it('reads the Stripe settings and the API base', () => {
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).payments.stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      priceIds: { daily: 'price_d', monthly: 'price_m' },
      apiBase: new URL('http://127.0.0.1:12111'),
    });
  });

  it.each([
    ['a secret key without the rest', { STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    ['Stripe and test mode together', { ...stripe, PAYMENTS_TEST_MODE: '1' }, 'PAYMENTS_TEST_MODE'],
    ['a test-mode switch that is not one', { PAYMENTS_TEST_MODE: 'yes' }, 'PAYMENTS_TEST_MODE'],
    ['an API base that is not http(s)', { ...stripe, STRIPE_API_BASE: 'ftp://x' }, 'STRIPE_API_BASE'],
  ])('refuses %s', (_name, env, names) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(names);
  });
});

describe('operator limits from configuration', () => {
  it('keeps the spec defaults', () => {
    const { tierLimits } = loadConfig({});
    expect(tierLimits.free).toEqual({ dailyCharacterLimit: 5_000, dailyAnalysisLimit: 5 });
    expect(tierLimits.pro).toEqual({ dailyCharacterLimit: 500_000, dailyAnalysisLimit: 1_000 });
    expect(tierLimits.enterprise).toEqual({ dailyCharacterLimit: 5_000_000, dailyAnalysisLimit: 10_000 });
  });
  it('takes overrides', () => {
    const { tierLimits } = loadConfig({ FREE_DAILY_CHARACTERS: '20000', FREE_DAILY_ANALYSES: '10', PRO_DAILY_ANALYSES: '500' });
    expect(tierLimits.free).toEqual({ dailyCharacterLimit: 20_000, dailyAnalysisLimit: 10 });
    expect(tierLimits.pro).toEqual({ dailyCharacterLimit: 500_000, dailyAnalysisLimit: 500 });
  });
  it.each([[{ FREE_DAILY_CHARACTERS: '0' }], [{ FREE_DAILY_CHARACTERS: 'lots' }], [{ FREE_DAILY_CHARACTERS: '900000' }]])('refuses %o', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});

describe('a server with payments off and its own limits', () => {
  const mailer = outboxMailer(() => {});
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', PAYMENTS_TEST_MODE: '0', FREE_DAILY_CHARACTERS: '12000', FREE_DAILY_ANALYSES: '7' }, { mailer });
  });
  afterAll(async () => t?.close());

  it('says why nothing can be bought, and checkout answers 503', async () => {
    expect((await api(t.app, null).get('/api/v1/payments/config')).json()).toEqual({
      mode: 'off',
      publishableKey: null,
      notice: null,
      reason: PAYMENTS_OFF_REASON,
      plans: [
        { id: 'daily', priceId: '', purchasable: false, reason: PAYMENTS_OFF_REASON },
        { id: 'monthly', priceId: '', purchasable: false, reason: PAYMENTS_OFF_REASON },
      ],
      limits: {
        free: { dailyCharacterLimit: 12_000, dailyAnalysisLimit: 7 },
        pro: { dailyCharacterLimit: 500_000, dailyAnalysisLimit: 1_000 },
        enterprise: { dailyCharacterLimit: 5_000_000, dailyAnalysisLimit: 10_000 },
      },
    });
    const user = await signedInUser(t.app, mailer, 'off');
    const http = api(t.app, user.client);
    const res = await http.post('/api/v1/payments/create-payment-intent', { priceId: 'price_test_daily', planName: 'Pro Daily' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: PAYMENTS_OFF_REASON });
    expect((await http.post('/api/v1/payments/test/confirm', {})).statusCode).toBe(404);
    expect((await http.get('/api/v1/billing')).json()).toMatchObject({ tier: 'free', plan: 'free', mode: 'off', payments: [] });
  });

  it('usage-stats reports the operator limits', async () => {
    const user = await signedInUser(t.app, mailer, 'limits');
    const stats = (await api(t.app, user.client).get('/api/v1/analyze/usage-stats')).json();
    expect(stats.today).toMatchObject({ charactersLimit: 12_000, analysesLimit: 7 });
    expect(stats.tier).toMatchObject({ type: 'free', dailyCharacterLimit: 12_000, dailyAnalysisLimit: 7 });
  });
});
