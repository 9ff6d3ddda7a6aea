import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, movableClock, type TestApp } from '../test/app';
import { FakeStripe } from '../test/fake-stripe';
import { api, signedInUser } from '../test/users';
import { payment, providerEvent } from '../db/schema/index';

/**
 * The Stripe provider with the official SDK pointed at a local fake of the endpoints it uses, and
 * webhooks signed by the SDK's own test header helper.
 */
const SECRET_KEY = 'sk_test_kibitz_fake';
const WEBHOOK_SECRET = 'whsec_kibitz_test_secret';
const PRICE_DAILY = 'price_daily_1';
const PRICE_MONTHLY = 'price_monthly_1';
const DAY = 24 * 3600;
const mailer = outboxMailer(() => {});
const clock = movableClock();
const fake = new FakeStripe(SECRET_KEY);
const stripe = new Stripe('sk_test_unused');
const nowSeconds = () => Math.floor(Date.now() / 1000);

let t: TestApp;
beforeAll(async () => {
  fake.prices.set(PRICE_MONTHLY, 19_900);
  const base = await fake.start();
  t = await createTestApp(
    {
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_kibitz',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_DAILY: PRICE_DAILY,
      STRIPE_PRICE_MONTHLY: PRICE_MONTHLY,
      STRIPE_API_BASE: base,
    },
    { mailer, clock },
  );
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

async function newUser(tag: string) {
  const user = await signedInUser(t.app, mailer, tag);
  return { ...user, http: api(t.app, user.client) };
}
type User = Awaited<ReturnType<typeof newUser>>;

const tierOf = async (user: User) => ((await user.http.get('/api/v1/analyze/usage-stats')).json() as { tier: { type: string } }).tier.type;
const billing = async (user: User) => (await user.http.get('/api/v1/billing')).json();
const paymentsOf = (userId: string) => t.database.db.select().from(payment).where(eq(payment.userId, userId));

async function checkout(user: User, plan: 'daily' | 'monthly') {
  const body = plan === 'daily' ? { priceId: PRICE_DAILY, planName: 'Pro Daily' } : { priceId: PRICE_MONTHLY, planName: 'Pro Monthly' };
  const res = await user.http.post('/api/v1/payments/create-payment-intent', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clientSecret: string; paymentIntentId: string; amount: number; currency: string; mode: string };
}

let eventNumber = 0;
function event(type: string, object: object, created = nowSeconds()) {
  return { id: `evt_test_${++eventNumber}`, object: 'event', api_version: '2026-10-28.endive', created, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}

function deliver(body: object, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const payload = JSON.stringify(body);
  const header = options.signature === null ? undefined : (options.signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) }));
  return t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook', headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) }, payload });
}

/**
 * An `invoice.paid` payload as Stripe sends it: without `payments`, an includable field. Stripe's
 * side (the fake) knows the invoice with the PaymentIntent that paid it, which the server asks for.
 */
function invoicePaid(userId: string, subscriptionId: string, invoiceId: string, start: number, end: number, intentId = `pi_${invoiceId}`) {
  const invoice = {
    id: invoiceId,
    object: 'invoice',
    amount_paid: 19_900,
    currency: 'usd',
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { userId, plan: 'monthly' } } },
    lines: { object: 'list', data: [{ id: `il_${invoiceId}`, object: 'line_item', amount: 19_900, period: { start, end } }] },
  };
  if (!fake.invoices.has(invoiceId)) fake.addInvoice(invoice, intentId);
  return invoice;
}
const subscription = (userId: string, id: string, over: object = {}) => ({ id, object: 'subscription', status: 'active', cancel_at_period_end: false, ended_at: null, created: nowSeconds() - 40 * DAY, metadata: { userId, plan: 'monthly' }, items: { object: 'list', data: [] }, ...over });

describe('payments with Stripe (SDK against a local fake)', () => {
  it('/payments/config names Stripe and the publishable key and price ids', async () => {
    expect((await api(t.app, null).get('/api/v1/payments/config')).json()).toMatchObject({
      mode: 'stripe',
      publishableKey: 'pk_test_kibitz',
      notice: null,
      plans: [
        { id: 'daily', priceId: PRICE_DAILY, purchasable: true },
        { id: 'monthly', priceId: PRICE_MONTHLY, purchasable: true },
      ],
    });
  });

  it('Pro Daily: a PaymentIntent for the server amount; confirm upgrades only once Stripe says succeeded, once', async () => {
    const user = await newUser('stripe-daily');
    const intent = await checkout(user, 'daily');
    expect(intent).toMatchObject({ amount: 999, currency: 'usd', mode: 'stripe' });
    expect(intent.clientSecret.startsWith(`${intent.paymentIntentId}_secret_`)).toBe(true);
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && (r.body['metadata'] as Record<string, string>)['userId'] === user.id);
    expect(created?.body).toMatchObject({ amount: '999', currency: 'usd', metadata: { userId: user.id, plan: 'daily' }, automatic_payment_methods: { enabled: 'true' } });

    const early = await user.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId });
    expect(early.json()).toMatchObject({ status: 'requires_payment_method', tier: 'free', endsAt: null });
    expect(await tierOf(user)).toBe('free');

    fake.succeed(intent.paymentIntentId);
    const confirmed = await user.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId });
    expect(confirmed.json()).toMatchObject({ id: intent.paymentIntentId, amount: 999, status: 'succeeded', tier: 'pro' });
    const again = await user.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId });
    expect(again.json().endsAt).toBe(confirmed.json().endsAt);

    // The webhook for the same payment (Stripe sends it too) changes nothing more.
    const hook = await deliver(event('payment_intent.succeeded', fake.intents.get(intent.paymentIntentId)!));
    expect(hook.statusCode).toBe(200);
    expect((await billing(user)).endsAt).toBe(confirmed.json().endsAt);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it("confirming another user's intent is not found; an unknown intent too", async () => {
    const owner = await newUser('stripe-owner');
    const other = await newUser('stripe-other');
    const intent = await checkout(owner, 'daily');
    fake.succeed(intent.paymentIntentId);
    expect((await other.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(404);
    expect((await other.http.post('/api/v1/payments/confirm', { paymentIntentId: 'pi_nope' })).statusCode).toBe(404);
    expect(await tierOf(other)).toBe('free');
  });

  it('a webhook for an intent whose amount is not the plan price upgrades no one', async () => {
    const user = await newUser('stripe-cheap');
    const cheap = { id: 'pi_cheap_1', object: 'payment_intent', amount: 1, amount_received: 1, currency: 'usd', status: 'succeeded', metadata: { userId: user.id, plan: 'daily' } };
    expect((await deliver(event('payment_intent.succeeded', cheap))).statusCode).toBe(200);
    expect(await tierOf(user)).toBe('free');
  });

  it('Pro Monthly: a default_incomplete subscription, the invoice client secret, Pro for the period, renewal cancelled at period end', async () => {
    const user = await newUser('stripe-monthly');
    const intent = await checkout(user, 'monthly');
    expect(intent.amount).toBe(19_900);
    const created = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(created?.body).toMatchObject({ items: [{ price: PRICE_MONTHLY }], payment_behavior: 'default_incomplete', metadata: { userId: user.id, plan: 'monthly' } });
    expect((created?.body['expand'] as string[]).sort()).toEqual(['latest_invoice.confirmation_secret', 'latest_invoice.payments']);

    fake.succeed(intent.paymentIntentId);
    const confirmed = await user.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', tier: 'pro' });
    const sub = [...fake.subscriptions.values()].findLast((s) => (s['metadata'] as Record<string, string>)['userId'] === user.id)!;
    const periodEnd = (sub['items'] as { data: { current_period_end: number }[] }).data[0]!.current_period_end;
    expect(confirmed.json().endsAt).toBe(new Date(periodEnd * 1000).toISOString());
    expect(await billing(user)).toMatchObject({ plan: 'monthly', renews: true, cancelAtPeriodEnd: false, mode: 'stripe' });

    // invoice.paid for the same invoice arrives afterwards: one payment, same end.
    const invoice = fake.invoices.get(sub['latest_invoice'] as string)!;
    const paidInvoice = invoicePaid(user.id, sub['id'] as string, invoice['id'] as string, periodEnd - 30 * DAY, periodEnd);
    expect((await deliver(event('invoice.paid', paidInvoice))).statusCode).toBe(200);
    expect(await paymentsOf(user.id)).toHaveLength(1);

    const cancelled = await user.http.post('/api/v1/billing/cancel-renewal');
    expect(cancelled.json()).toMatchObject({ tier: 'pro', plan: 'monthly', renews: false, cancelAtPeriodEnd: true });
    expect(fake.requests.findLast((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub['id']}`)?.body).toEqual({ cancel_at_period_end: 'true' });
    expect(sub['cancel_at_period_end']).toBe(true);

    clock.advance(29 * 24);
    try {
      expect(await tierOf(user)).toBe('pro');
      clock.advance(2 * 24);
      expect(await tierOf(user)).toBe('free');
    } finally {
      clock.advance(-31 * 24);
    }
  });

  it('refuses to sell Pro Monthly when the Stripe price does not match the plan table, and cancels the subscription', async () => {
    fake.prices.set(PRICE_MONTHLY, 100);
    try {
      const user = await newUser('stripe-misprice');
      const res = await user.http.post('/api/v1/payments/create-payment-intent', { priceId: PRICE_MONTHLY, planName: 'Pro Monthly' });
      expect(res.statusCode).toBe(503);
      const sub = [...fake.subscriptions.values()].findLast((s) => (s['metadata'] as Record<string, string>)['userId'] === user.id)!;
      expect(sub['status']).toBe('canceled');
      expect(await paymentsOf(user.id)).toHaveLength(0);
    } finally {
      fake.prices.set(PRICE_MONTHLY, 19_900);
    }
  });

  it('a Stripe API error (an unknown price) answers 503 naming the provider, and records nothing', async () => {
    fake.prices.delete(PRICE_MONTHLY);
    try {
      const user = await newUser('stripe-error');
      const res = await user.http.post('/api/v1/payments/create-payment-intent', { priceId: PRICE_MONTHLY, planName: 'Pro Monthly' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The payment provider could not complete the request. Please try again shortly.' });
      expect(await paymentsOf(user.id)).toHaveLength(0);
    } finally {
      fake.prices.set(PRICE_MONTHLY, 19_900);
    }
  });

  it("replaying an expired Daily's intent 25 h later (confirm and webhook) changes nothing", async () => {
    const user = await newUser('stripe-replay-expired');
    const intent = await checkout(user, 'daily');
    const succeeded = fake.succeed(intent.paymentIntentId);
    const paid = await user.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId });
    expect(paid.json()).toMatchObject({ status: 'succeeded', tier: 'pro' });
    const before = await paymentsOf(user.id);
    clock.advance(25);
    try {
      expect(await tierOf(user)).toBe('free');
      // Stripe still says succeeded: the payment keeps the period it was first given.
      const replayed = await user.http.post('/api/v1/payments/confirm', { paymentIntentId: intent.paymentIntentId });
      expect(replayed.json()).toMatchObject({ status: 'succeeded', tier: 'free' });
      expect((await deliver(event('payment_intent.succeeded', succeeded, nowSeconds() + 25 * 3600))).statusCode).toBe(200);
      expect(await tierOf(user)).toBe('free');
      expect(await billing(user)).toMatchObject({ tier: 'free', plan: 'free', endsAt: null });
      expect(await paymentsOf(user.id)).toEqual(before);
    } finally {
      clock.advance(-25);
    }
  });

  describe('webhooks', () => {
    it('a forged signature, a stale one and none at all are refused with 400 and change nothing', async () => {
      const user = await newUser('hook-forged');
      const paid = event('invoice.paid', invoicePaid(user.id, 'sub_forged', 'in_forged', nowSeconds() - DAY, nowSeconds() + 29 * DAY));
      const forged = await deliver(paid, { secret: 'whsec_attacker' });
      const stale = await deliver(paid, { timestamp: nowSeconds() - 10 * 60 });
      const unsigned = await deliver(paid, { signature: null });
      const garbage = await deliver(paid, { signature: 't=1,v1=deadbeef' });
      for (const res of [forged, stale, unsigned, garbage]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Webhook signature verification failed' });
      }
      expect(await tierOf(user)).toBe('free');
      expect(await paymentsOf(user.id)).toHaveLength(0);
      expect(await t.database.db.select().from(providerEvent).where(eq(providerEvent.id, paid.id))).toHaveLength(0);
      // A body changed after signing fails too.
      const payload = JSON.stringify(paid);
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const tampered = await t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload: payload.replace('19900', '19901') });
      expect(tampered.statusCode).toBe(400);
    });

    it('the same event delivered twice applies once', async () => {
      const user = await newUser('hook-twice');
      const end = nowSeconds() + 29 * DAY;
      const paid = event('invoice.paid', invoicePaid(user.id, 'sub_twice', 'in_twice', nowSeconds() - DAY, end));
      const first = await deliver(paid);
      const second = await deliver(paid);
      expect(first.json()).toEqual({ received: true, applied: true });
      expect(second.json()).toEqual({ received: true, applied: false });
      expect(await paymentsOf(user.id)).toHaveLength(1);
      expect(await billing(user)).toMatchObject({ tier: 'pro', plan: 'monthly', endsAt: new Date(end * 1000).toISOString() });
    });

    it('subscription.deleted arriving before invoice.paid of the older period ends Free; the payment is still recorded', async () => {
      const user = await newUser('hook-order');
      const start = nowSeconds() - 10 * DAY;
      const deleted = event('customer.subscription.deleted', subscription(user.id, 'sub_order', { status: 'canceled', ended_at: nowSeconds() - 60 }));
      const paid = event('invoice.paid', invoicePaid(user.id, 'sub_order', 'in_order_1', start, start + 30 * DAY), start + 60);
      expect((await deliver(deleted)).statusCode).toBe(200);
      expect((await deliver(paid)).statusCode).toBe(200);
      expect(await tierOf(user)).toBe('free');
      expect(await billing(user)).toMatchObject({ tier: 'free', plan: 'free', payments: [{ plan: 'monthly', amount: 19_900, status: 'succeeded', mode: 'stripe' }] });

      // The same two events in the order they happened end in the same state.
      const other = await newUser('hook-order-2');
      await deliver(event('invoice.paid', invoicePaid(other.id, 'sub_order_2', 'in_order_2', start, start + 30 * DAY), start + 60));
      expect(await tierOf(other)).toBe('pro');
      await deliver(event('customer.subscription.deleted', subscription(other.id, 'sub_order_2', { status: 'canceled', ended_at: nowSeconds() - 60 })));
      expect(await tierOf(other)).toBe('free');
    });

    it('a renewal invoice arriving before the first period’s invoice still runs to the renewal end', async () => {
      const user = await newUser('hook-renewal');
      const start = nowSeconds() - 10 * DAY;
      await deliver(event('invoice.paid', invoicePaid(user.id, 'sub_ren', 'in_ren_2', start + 30 * DAY, start + 60 * DAY)));
      await deliver(event('invoice.paid', invoicePaid(user.id, 'sub_ren', 'in_ren_1', start, start + 30 * DAY)));
      expect(await billing(user)).toMatchObject({ tier: 'pro', plan: 'monthly', endsAt: new Date((start + 60 * DAY) * 1000).toISOString(), renews: true });
    });

    it('an older subscription.updated does not undo a newer cancellation', async () => {
      const user = await newUser('hook-updated');
      const start = nowSeconds() - DAY;
      await deliver(event('invoice.paid', invoicePaid(user.id, 'sub_upd', 'in_upd', start, start + 30 * DAY), start));
      await deliver(event('customer.subscription.updated', subscription(user.id, 'sub_upd', { cancel_at_period_end: true }), nowSeconds()));
      await deliver(event('customer.subscription.updated', subscription(user.id, 'sub_upd', { cancel_at_period_end: false }), nowSeconds() - 3600));
      expect(await billing(user)).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: true, renews: false });
    });

    it('a renewal is matched by the PaymentIntent Stripe says paid it, so its refund takes Pro back', async () => {
      const user = await newUser('hook-renewal-refund');
      const start = nowSeconds() - DAY;
      const paid = event('invoice.paid', invoicePaid(user.id, 'sub_rr', 'in_rr_2', start, start + 30 * DAY, 'pi_rr_2'));
      expect(paid.data.object).not.toHaveProperty('payments');
      expect((await deliver(paid)).json()).toEqual({ received: true, applied: true });
      expect(fake.requests.findLast((r) => r.method === 'GET' && r.path === '/v1/invoices/in_rr_2')?.body).toEqual({ expand: ['payments'] });
      expect((await paymentsOf(user.id))[0]).toMatchObject({ providerRef: 'in_rr_2', intentId: 'pi_rr_2', status: 'succeeded' });
      expect(await tierOf(user)).toBe('pro');
      await deliver(event('charge.refunded', { id: 'ch_rr', object: 'charge', amount: 19_900, amount_refunded: 19_900, refunded: true, payment_intent: 'pi_rr_2' }));
      expect(await tierOf(user)).toBe('free');
      expect((await billing(user)).payments).toMatchObject([{ status: 'refunded', plan: 'monthly' }]);
    });

    it('Stripe failing to answer the invoice is a 503 (Stripe delivers again) and records nothing', async () => {
      const user = await newUser('hook-renewal-503');
      const paid = event('invoice.paid', invoicePaid(user.id, 'sub_503', 'in_503', nowSeconds() - DAY, nowSeconds() + 29 * DAY));
      fake.invoices.delete('in_503');
      expect((await deliver(paid)).statusCode).toBe(503);
      expect(await paymentsOf(user.id)).toHaveLength(0);
      expect(await t.database.db.select().from(providerEvent).where(eq(providerEvent.id, paid.id))).toHaveLength(0);
    });

    it.each([
      ['refund', 'refunded', (intent: string) => event('charge.refunded', { id: `ch_${intent}`, object: 'charge', amount: 19_900, amount_refunded: 19_900, refunded: true, payment_intent: intent })],
      ['dispute', 'disputed', (intent: string) => event('charge.dispute.created', { id: `dp_${intent}`, object: 'dispute', amount: 19_900, payment_intent: intent, status: 'needs_response' })],
    ])('a %s delivered before its renewal is paid is kept and applied when the payment arrives', async (kind, status, reversal) => {
      const user = await newUser(`hook-early-${kind}`);
      const intent = `pi_early_${kind}`;
      const start = nowSeconds() - DAY;
      const early = reversal(intent);
      expect((await deliver(early)).json()).toEqual({ received: true, applied: true });
      // A redelivery of the same reversal is still one reversal.
      expect((await deliver(early)).json()).toEqual({ received: true, applied: false });
      expect(await paymentsOf(user.id)).toHaveLength(0);
      await deliver(event('invoice.paid', invoicePaid(user.id, `sub_early_${kind}`, `in_early_${kind}`, start, start + 30 * DAY, intent)));
      expect(await tierOf(user)).toBe('free');
      expect(await paymentsOf(user.id)).toMatchObject([{ intentId: intent, status }]);
      expect((await billing(user)).payments).toMatchObject([{ status, amount: 19_900 }]);
    });

    it('refund, then a late payment_intent.succeeded under a different event id: still downgraded', async () => {
      const user = await newUser('hook-refund-late');
      const intent = await checkout(user, 'daily');
      const succeeded = fake.succeed(intent.paymentIntentId);
      const first = event('payment_intent.succeeded', succeeded);
      expect((await deliver(first)).json()).toEqual({ received: true, applied: true });
      await deliver(event('charge.refunded', { id: 'ch_late', object: 'charge', amount: 999, amount_refunded: 999, refunded: true, payment_intent: intent.paymentIntentId }));
      expect(await tierOf(user)).toBe('free');
      // Not a redelivery (that is skipped by its id): a new event that reports the same payment.
      const late = event('payment_intent.succeeded', succeeded);
      expect(late.id).not.toBe(first.id);
      expect((await deliver(late)).statusCode).toBe(200);
      expect(await tierOf(user)).toBe('free');
      expect(await paymentsOf(user.id)).toMatchObject([{ intentId: intent.paymentIntentId, status: 'refunded' }]);
      expect(await t.database.db.select().from(providerEvent).where(eq(providerEvent.id, late.id))).toHaveLength(1);
    });

    it('a full refund takes Pro back, and a late payment_intent.succeeded does not restore it; a dispute does the same', async () => {
      const user = await newUser('hook-refund');
      const intent = await checkout(user, 'daily');
      const succeeded = fake.succeed(intent.paymentIntentId);
      await deliver(event('payment_intent.succeeded', succeeded));
      expect(await tierOf(user)).toBe('pro');
      await deliver(event('charge.refunded', { id: 'ch_refund', object: 'charge', amount: 999, amount_refunded: 999, refunded: true, payment_intent: intent.paymentIntentId }));
      expect(await tierOf(user)).toBe('free');
      await deliver(event('payment_intent.succeeded', succeeded));
      expect(await tierOf(user)).toBe('free');
      expect((await billing(user)).payments).toMatchObject([{ status: 'refunded', amount: 999 }]);

      const disputer = await newUser('hook-dispute');
      const second = await checkout(disputer, 'daily');
      await deliver(event('payment_intent.succeeded', fake.succeed(second.paymentIntentId)));
      expect(await tierOf(disputer)).toBe('pro');
      await deliver(event('charge.dispute.created', { id: 'dp_1', object: 'dispute', amount: 999, payment_intent: second.paymentIntentId, status: 'needs_response' }));
      expect(await tierOf(disputer)).toBe('free');
    });
  });
});
