import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { oneOffPeriod } from '../../core/billing/entitlement';
import { planById } from '../../core/plans';
import { INTENT_STATUSES, type CreatePaymentIntentResponse, type IntentStatus, type PaidPlanId, type PaymentConfirmation } from '../../core/api/payments';
import type { StripeSettings } from '../config';
import type { Database } from '../db/client';
import { billingCustomer } from '../db/schema/index';
import { AppError } from '../errors';
import type { Clock } from '../clock';
import { changeBilling, ensureSubscription, paymentByIntent, recordPayment, setPaymentStatus, updateSubscription } from './ledger';
import { confirmationOf } from './confirmation';
import type { CheckoutUser, PaymentProvider } from './provider';
import { applyStripeEvent } from './stripe-events';

/** The SDK client; STRIPE_API_BASE points it at another host (a local fake in tests). */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Kibitz' },
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

/**
 * Stripe's own failures (network, an API error, a misconfigured price) reach the client as a 503
 * that names the provider, never a bare 500; a card error keeps Stripe's message as a 402.
 */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) throw new AppError('PAYMENT_FAILED', err.message, { field: null, declineCode: 'card_declined' });
    if (err instanceof Stripe.errors.StripeError) throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider could not complete the request. Please try again shortly.');
    throw err;
  }
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

function intentStatus(status: string): IntentStatus {
  return (INTENT_STATUSES as readonly string[]).includes(status) ? (status as IntentStatus) : 'processing';
}

/** The period a subscription's current item covers. */
export function subscriptionPeriod(sub: Stripe.Subscription): { startsAt: Date; endsAt: Date } | null {
  const item = sub.items.data[0];
  return item ? { startsAt: new Date(item.current_period_start * 1000), endsAt: new Date(item.current_period_end * 1000) } : null;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly database: Database,
    private readonly clock: Clock,
  ) {
    this.stripe = stripeClient(settings);
  }

  async startCheckout(user: CheckoutUser, plan: PaidPlanId): Promise<CreatePaymentIntentResponse> {
    return callStripe(() => (plan === 'daily' ? this.startOneOff(user, plan) : this.startSubscription(user, plan)));
  }

  private async startOneOff(user: CheckoutUser, plan: PaidPlanId): Promise<CreatePaymentIntentResponse> {
    const { priceCents, currency, name } = planById(plan);
    const intent = await this.stripe.paymentIntents.create({
      amount: priceCents,
      currency,
      description: `Kibitz ${name}`,
      receipt_email: user.email,
      automatic_payment_methods: { enabled: true },
      metadata: { userId: user.id, plan },
    });
    if (!intent.client_secret) throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider did not answer a client secret.');
    await recordPayment(
      this.database.db,
      { userId: user.id, plan, mode: 'stripe', providerRef: intent.id, intentId: intent.id, subscriptionId: null, amount: priceCents, currency },
      this.clock(),
    );
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id, amount: priceCents, currency, mode: 'stripe' };
  }

  private async customerFor(user: CheckoutUser): Promise<string> {
    const { db } = this.database;
    const [known] = await db.select({ id: billingCustomer.customerId }).from(billingCustomer).where(eq(billingCustomer.userId, user.id)).limit(1);
    if (known) return known.id;
    const customer = await this.stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` });
    await db.insert(billingCustomer).values({ userId: user.id, customerId: customer.id }).onConflictDoNothing();
    return customer.id;
  }

  private async startSubscription(user: CheckoutUser, plan: PaidPlanId): Promise<CreatePaymentIntentResponse> {
    const { priceCents, currency } = planById(plan);
    const customer = await this.customerFor(user);
    const sub = await this.stripe.subscriptions.create({
      customer,
      items: [{ price: this.settings.priceIds.monthly }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: user.id, plan },
      expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
    });
    const invoice = sub.latest_invoice;
    const clientSecret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
    if (!invoice || typeof invoice === 'string' || !clientSecret) throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider did not answer a client secret.');
    // The price lives in Stripe for subscriptions: refuse to charge anything but the plan table's.
    if (invoice.amount_due !== priceCents || invoice.currency !== currency) {
      await this.stripe.subscriptions.cancel(sub.id);
      throw new AppError('SERVICE_UNAVAILABLE', 'Pro Monthly is misconfigured on this server (STRIPE_PRICE_MONTHLY does not match the plan price).');
    }
    const paymentIntentId = idOf(invoice.payments?.data[0]?.payment.payment_intent) ?? clientSecret.split('_secret_')[0]!;
    const now = this.clock();
    await changeBilling(this.database.db, user.id, now, async (tx) => {
      await ensureSubscription(tx, { id: sub.id, userId: user.id, mode: 'stripe' }, new Date(sub.created * 1000));
      await recordPayment(tx, { userId: user.id, plan, mode: 'stripe', providerRef: invoice.id!, intentId: paymentIntentId, subscriptionId: sub.id, amount: priceCents, currency }, now);
    });
    return { clientSecret, paymentIntentId, amount: priceCents, currency, mode: 'stripe' };
  }

  async verifyPayment(userId: string, paymentIntentId: string): Promise<PaymentConfirmation> {
    return callStripe(() => this.verify(userId, paymentIntentId));
  }

  private async verify(userId: string, paymentIntentId: string): Promise<PaymentConfirmation> {
    const { db } = this.database;
    const row = await paymentByIntent(db, paymentIntentId);
    if (!row || row.mode !== 'stripe' || row.userId !== userId) throw new AppError('NOT_FOUND', 'Payment not found');
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    const owner = intent.metadata?.['userId'];
    if (owner && owner !== userId) throw new AppError('NOT_FOUND', 'Payment not found');
    const now = this.clock();
    const paid = intent.status === 'succeeded' && intent.amount_received >= row.amount && intent.currency === row.currency;
    if (paid) {
      const period = row.plan === 'monthly' && row.subscriptionId ? subscriptionPeriod(await this.stripe.subscriptions.retrieve(row.subscriptionId)) : oneOffPeriod(row.plan as PaidPlanId, now);
      if (period) await changeBilling(db, userId, now, (tx) => setPaymentStatus(tx, row.providerRef, 'succeeded', now, period));
    }
    return confirmationOf(db, row, intentStatus(intent.status), now);
  }

  async cancelRenewal(userId: string, subscriptionId: string): Promise<void> {
    const sub = await callStripe(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    const now = this.clock();
    await changeBilling(this.database.db, userId, now, (tx) => updateSubscription(tx, subscriptionId, { cancelAtPeriodEnd: sub.cancel_at_period_end }, now));
  }

  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ applied: boolean }> {
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no signature');
      // Default tolerance: a delivery signed more than 5 minutes ago is refused (replay).
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw new AppError('BAD_REQUEST', 'Webhook signature verification failed');
    }
    return { applied: await applyStripeEvent(this.database.db, event, this.clock(), { invoiceIntent: (id) => callStripe(() => this.invoiceIntent(id)) }) };
  }

  /**
   * The PaymentIntent that paid an invoice: the invoice retrieved with its includable `payments`
   * expanded, the paid one chosen (an invoice may carry failed or cancelled attempts too). A Stripe
   * failure here answers 503, so Stripe delivers the event again later rather than it being lost.
   */
  private async invoiceIntent(invoiceId: string): Promise<string | null> {
    const invoice = await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const payments = invoice.payments?.data ?? [];
    const paid = payments.find((p) => p.status === 'paid') ?? payments.find((p) => p.is_default);
    return idOf(paid?.payment.payment_intent);
  }
}
