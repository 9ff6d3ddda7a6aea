import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_NOTICE, TEST_PRICE_IDS } from '../../core/api/payments';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, movableClock, type TestApp } from '../test/app';
import { analysisRequest, api, signedInUser } from '../test/users';
import { setTier } from '../services/tier';
import { grantPro } from './operator';

/** Test mode end to end over HTTP, on PGlite (or PostgreSQL with TEST_DATABASE_URL). */
const mailer = outboxMailer(() => {});
const clock = movableClock();
const HOUR = 3_600_000;
const card = (number = '4242 4242 4242 4242', over: Record<string, string> = {}) => ({ number, expiry: '12/30', cvc: '123', name: 'Ada Lovelace', ...over });
const daily = { priceId: TEST_PRICE_IDS.daily, planName: 'Pro Daily' };
const monthly = { priceId: TEST_PRICE_IDS.monthly, planName: 'Pro Monthly' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { mailer, clock });
});
afterAll(async () => t?.close());

async function newUser(tag: string) {
  const user = await signedInUser(t.app, mailer, tag);
  return { ...user, http: api(t.app, user.client) };
}
type User = Awaited<ReturnType<typeof newUser>>;

async function checkout(user: User, body = daily) {
  const res = await user.http.post('/api/v1/payments/create-payment-intent', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clientSecret: string; paymentIntentId: string; amount: number; currency: string; mode: string };
}
const pay = (user: User, intent: { clientSecret: string; paymentIntentId: string }, c = card()) =>
  user.http.post('/api/v1/payments/test/confirm', { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, card: c });
const usage = async (user: User) => (await user.http.get('/api/v1/analyze/usage-stats')).json() as { tier: { type: string }; today: { charactersLimit: number; analysesLimit: number } };
const billing = async (user: User) => (await user.http.get('/api/v1/billing')).json();

describe('payments in test mode', () => {
  it('says so in /payments/config, with the test price ids', async () => {
    const res = await api(t.app, null).get('/api/v1/payments/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mode: 'test',
      publishableKey: null,
      notice: TEST_MODE_NOTICE,
      reason: null,
      plans: [
        { id: 'daily', priceId: 'price_test_daily', purchasable: true, reason: null },
        { id: 'monthly', priceId: 'price_test_monthly', purchasable: true, reason: null },
      ],
      limits: {
        free: { dailyCharacterLimit: 5_000, dailyAnalysisLimit: 5 },
        pro: { dailyCharacterLimit: 500_000, dailyAnalysisLimit: 1_000 },
        enterprise: { dailyCharacterLimit: 5_000_000, dailyAnalysisLimit: 10_000 },
      },
    });
  });

  it('refuses checkout without a session', async () => {
    const res = await api(t.app, null).post('/api/v1/payments/create-payment-intent', daily);
    expect(res.statusCode).toBe(401);
  });

  it('Pro Daily with 4242…: Pro at once for 24 hours, usage limits follow, billing lists the payment', async () => {
    const user = await newUser('daily');
    expect((await usage(user)).today.charactersLimit).toBe(5_000);
    const intent = await checkout(user);
    expect(intent).toMatchObject({ amount: 999, currency: 'usd', mode: 'test' });
    const before = Date.now();
    const res = await pay(user, intent);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: intent.paymentIntentId, amount: 999, currency: 'usd', status: 'succeeded', tier: 'pro' });
    const endsAt = Date.parse(body.endsAt);
    expect(endsAt - before).toBeGreaterThanOrEqual(24 * HOUR - 1_000);
    expect(endsAt - before).toBeLessThanOrEqual(24 * HOUR + 60_000);
    const stats = await usage(user);
    expect(stats.tier.type).toBe('pro');
    expect(stats.today.charactersLimit).toBe(500_000);
    expect(await billing(user)).toMatchObject({
      tier: 'pro',
      plan: 'daily',
      endsAt: body.endsAt,
      renews: false,
      cancelAtPeriodEnd: false,
      mode: 'test',
      payments: [{ plan: 'daily', amount: 999, currency: 'usd', status: 'succeeded', mode: 'test' }],
    });
  });

  it.each([
    ['4000 0000 0000 0002', card('4000 0000 0000 0002'), { field: null, declineCode: 'card_declined' }, 'Your card was declined.'],
    ['4000 0000 0000 9995', card('4000 0000 0000 9995'), { field: null, declineCode: 'insufficient_funds' }, 'Your card has insufficient funds.'],
    ['an expired date', card(undefined, { expiry: '01/20' }), { field: 'expiry', declineCode: 'expired_card' }, "Your card's expiration date is in the past."],
    ['a bad CVC', card(undefined, { cvc: '12' }), { field: 'cvc', declineCode: 'incorrect_cvc' }, "Your card's security code is invalid."],
    ['a number failing Luhn', card('4242 4242 4242 4243'), { field: 'number', declineCode: 'incorrect_number' }, 'Your card number is invalid.'],
  ])('%s fails with 402 and the account stays Free; the intent can then be paid', async (_name, c, details, message) => {
    const user = await newUser('decline');
    const intent = await checkout(user);
    const res = await pay(user, intent, c);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ code: 'PAYMENT_FAILED', message, details });
    expect((await usage(user)).tier.type).toBe('free');
    expect((await billing(user)).payments).toEqual([]);
    expect((await pay(user, intent)).statusCode).toBe(200);
  });

  it('a replayed confirm (the same intent twice) answers 409 and changes nothing', async () => {
    const user = await newUser('replay');
    const intent = await checkout(user);
    const first = await pay(user, intent);
    expect(first.statusCode).toBe(200);
    const second = await pay(user, intent);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONFLICT');
    const after = await billing(user);
    expect(after.endsAt).toBe(first.json().endsAt);
    expect(after.payments).toHaveLength(1);
  });

  it("replaying an expired Daily's intent 25 h later changes nothing: still Free, one payment, the old end", async () => {
    const user = await newUser('replay-expired');
    const intent = await checkout(user);
    const paid = await pay(user, intent);
    expect(paid.statusCode).toBe(200);
    const before = await billing(user);
    clock.advance(25);
    try {
      expect((await usage(user)).tier.type).toBe('free');
      const replayed = await pay(user, intent);
      expect(replayed.statusCode).toBe(409);
      const confirmed = await user.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId });
      expect(confirmed.json()).toMatchObject({ status: 'succeeded', tier: 'free' });
      expect((await usage(user)).tier.type).toBe('free');
      expect(await billing(user)).toMatchObject({ tier: 'free', plan: 'free', endsAt: null, payments: before.payments });
    } finally {
      clock.advance(-25);
    }
  });

  it('the payment history dates a payment by when it was paid, not when its checkout started', async () => {
    const user = await newUser('paid-at');
    const intent = await checkout(user);
    const started = clock();
    clock.advance(0.5);
    try {
      const paid = clock();
      expect((await pay(user, intent)).statusCode).toBe(200);
      const [payment] = (await billing(user)).payments as { createdAt: string; paidAt: string }[];
      expect(Date.parse(payment!.createdAt)).toBeLessThan(started.getTime() + 1_000);
      expect(Date.parse(payment!.paidAt)).toBeGreaterThanOrEqual(paid.getTime());
    } finally {
      clock.advance(-0.5);
    }
  });

  it('two confirms of one intent at the same moment: one pays, the other is a 409', async () => {
    const user = await newUser('race');
    const intent = await checkout(user);
    const answers = await Promise.all([pay(user, intent), pay(user, intent), pay(user, intent)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await billing(user)).payments).toHaveLength(1);
  });

  it('an account made Pro by hand (no payment) reads as granted Pro in /billing, not a plan that was bought', async () => {
    const user = await newUser('by-hand');
    const until = new Date(Date.now() + 5 * HOUR);
    await setTier(t.database.db, user.id, 'pro', until);
    expect(await billing(user)).toMatchObject({ tier: 'pro', plan: 'grant', endsAt: until.toISOString(), renews: false, payments: [] });
  });

  it("another user's intent, or a wrong client secret, is not found and upgrades no one", async () => {
    const owner = await newUser('owner');
    const thief = await newUser('thief');
    const intent = await checkout(owner);
    const stolen = await pay(thief, intent);
    expect(stolen.statusCode).toBe(404);
    expect((await usage(thief)).tier.type).toBe('free');
    const wrongSecret = await pay(owner, { ...intent, clientSecret: `${intent.paymentIntentId}_secret_guess` });
    expect(wrongSecret.statusCode).toBe(404);
    expect((await usage(owner)).tier.type).toBe('free');
    const unknown = await pay(owner, { paymentIntentId: 'pi_test_nope', clientSecret: 'pi_test_nope_secret_x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('tampered checkout requests buy nothing: a client amount, an unknown price, a mismatched plan name', async () => {
    const user = await newUser('tamper');
    const cases = [
      { ...daily, amount: 1 },
      { priceId: 'price_test_free', planName: 'Pro Daily' },
      { priceId: TEST_PRICE_IDS.daily, planName: 'Pro Monthly' },
      { priceId: TEST_PRICE_IDS.monthly, planName: 'Free' },
    ];
    for (const body of cases) {
      const res = await user.http.post('/api/v1/payments/create-payment-intent', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    // A confirm that claims an amount or a plan of its own is refused before anything is read.
    const intent = await checkout(user);
    const extra = await user.http.post('/api/v1/payments/test/confirm', { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, card: card(), amount: 1, tier: 'pro' });
    expect(extra.statusCode).toBe(400);
    expect((await usage(user)).tier.type).toBe('free');
  });

  it('/payments/confirm without a verified payment reports it unpaid and changes nothing', async () => {
    const user = await newUser('noverify');
    const intent = await checkout(user);
    const res = await user.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'requires_payment_method', tier: 'free', endsAt: null });
    expect((await usage(user)).tier.type).toBe('free');
    const other = await newUser('noverify-other');
    expect((await other.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(404);
  });

  it('Pro Monthly: one 30-day period that does not renew (nothing to cancel), no second monthly meanwhile', async () => {
    const user = await newUser('monthly');
    const intent = await checkout(user, monthly);
    expect(intent.amount).toBe(19_900);
    const paid = await pay(user, intent);
    expect(paid.statusCode).toBe(200);
    const endsAt = paid.json().endsAt as string;
    // Test mode never charges a renewal, so it never says it renews (decision 0017).
    expect(await billing(user)).toMatchObject({ tier: 'pro', plan: 'monthly', endsAt, renews: false, cancelAtPeriodEnd: false, mode: 'test' });
    expect((await user.http.post('/api/v1/payments/create-payment-intent', monthly)).statusCode).toBe(409);
    expect((await user.http.post('/api/v1/billing/cancel-renewal')).statusCode).toBe(409);

    const free = await newUser('monthly-free');
    expect((await free.http.post('/api/v1/billing/cancel-renewal')).statusCode).toBe(409);
  });

  it('an operator grant is plan grant (not Pro Daily) and does not stop buying Daily', async () => {
    const user = await newUser('granted');
    await grantPro(t.database.db, user.email, 3, clock());
    expect(await billing(user)).toMatchObject({ tier: 'pro', plan: 'grant', renews: false });
    const res = await pay(user, await checkout(user));
    expect(res.statusCode).toBe(200);
    expect(await billing(user)).toMatchObject({ tier: 'pro', plan: 'daily' });
  });

  it('expiry: Pro Daily moved 25 h forward is Free again, in usage-stats and in the 429 threshold', async () => {
    const user = await newUser('expiry');
    await pay(user, await checkout(user));
    const sixThousand = 'I need help restructuring this report about regional sales figures. '.repeat(90).slice(0, 6_000);
    const request = analysisRequest({ messages: [{ role: 'user', content: sixThousand }, { role: 'assistant', content: 'Here is a restructured outline.' }] });
    expect((await user.http.post('/api/v1/analyze', request)).statusCode).toBe(200);

    clock.advance(25);
    try {
      const stats = await usage(user);
      expect(stats.tier.type).toBe('free');
      expect(stats.today.charactersLimit).toBe(5_000);
      const refused = await user.http.post('/api/v1/analyze', request);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('DAILY_LIMIT_EXCEEDED');
      expect(await billing(user)).toMatchObject({ tier: 'free', plan: 'free', endsAt: null });
    } finally {
      clock.advance(-25);
    }
  });

  it('expiry: a test-mode Monthly stays Pro through its 30 days and is Free after it (it does not renew)', async () => {
    const user = await newUser('monthly-ends');
    await pay(user, await checkout(user, monthly));
    clock.advance(29 * 24);
    try {
      expect((await usage(user)).tier.type).toBe('pro');
      clock.advance(2 * 24);
      expect((await usage(user)).tier.type).toBe('free');
      expect((await billing(user)).plan).toBe('free');
    } finally {
      clock.advance(-31 * 24);
    }
  });
});
