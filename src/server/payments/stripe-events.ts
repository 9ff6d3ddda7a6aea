import type Stripe from 'stripe';
import { oneOffPeriod, type PaymentRecordStatus } from '../../core/billing/entitlement';
import { planById } from '../../core/plans';
import type { AppDb } from '../db/client';
import { changeBilling, ensureSubscription, firstDelivery, paymentByIntent, recordPayment, setPaymentStatus, subscriptionOwner, updateSubscription, type Executor } from './ledger';

/**
 * Stripe webhook events and what each changes. Each is applied once (the event id is recorded in
 * the same transaction as its effect) and in any order: payments only move along the status rules
 * and subscription facts only move forward in time, so the tier computed from them at the end is
 * the same whatever order Stripe delivered them in.
 */
const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);
const at = (seconds: number) => new Date(seconds * 1000);

interface Effect {
  userId: string;
  apply(tx: Executor): Promise<unknown>;
}

async function intentStatusEffect(db: AppDb, intentId: string | null, status: PaymentRecordStatus, now: Date): Promise<Effect | null> {
  const row = intentId ? await paymentByIntent(db, intentId) : null;
  return row ? { userId: row.userId, apply: (tx) => setPaymentStatus(tx, row.providerRef, status, now) } : null;
}

async function effectOf(db: AppDb, event: Stripe.Event, now: Date): Promise<Effect | null> {
  const eventTime = at(event.created);
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const userId = intent.metadata?.['userId'];
      // Intents of subscription invoices carry no plan of ours: invoice.paid records those.
      if (!userId || intent.metadata?.['plan'] !== 'daily') return null;
      const plan = planById('daily');
      if (intent.amount_received < plan.priceCents || intent.currency !== plan.currency) return null;
      return {
        userId,
        async apply(tx) {
          await recordPayment(tx, { userId, plan: 'daily', mode: 'stripe', providerRef: intent.id, intentId: intent.id, subscriptionId: null, amount: intent.amount_received, currency: intent.currency }, eventTime);
          await setPaymentStatus(tx, intent.id, 'succeeded', now, oneOffPeriod('daily', eventTime));
        },
      };
    }
    case 'payment_intent.payment_failed':
      return intentStatusEffect(db, event.data.object.id, 'failed', now);
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      if (!subscriptionId || !invoice.id) return null;
      const userId = details?.metadata?.['userId'] ?? (await subscriptionOwner(db, subscriptionId));
      const line = invoice.lines.data[0];
      if (!userId || !line) return null;
      const period = { startsAt: at(line.period.start), endsAt: at(line.period.end) };
      const intentId = idOf(invoice.payments?.data[0]?.payment.payment_intent);
      return {
        userId,
        async apply(tx) {
          await ensureSubscription(tx, { id: subscriptionId, userId, mode: 'stripe' }, eventTime);
          await recordPayment(tx, { userId, plan: 'monthly', mode: 'stripe', providerRef: invoice.id!, intentId, subscriptionId, amount: invoice.amount_paid, currency: invoice.currency }, eventTime);
          await setPaymentStatus(tx, invoice.id!, 'succeeded', now, period);
        },
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const userId = sub.metadata?.['userId'] ?? (await subscriptionOwner(db, sub.id));
      if (!userId) return null;
      const ended = event.type === 'customer.subscription.deleted' || ['canceled', 'unpaid', 'incomplete_expired'].includes(sub.status);
      const endedAt = ended ? at(sub.ended_at ?? event.created) : null;
      return {
        userId,
        async apply(tx) {
          await ensureSubscription(tx, { id: sub.id, userId, mode: 'stripe' }, at(sub.created));
          await updateSubscription(tx, sub.id, { cancelAtPeriodEnd: sub.cancel_at_period_end, endedAt }, eventTime);
        },
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund leaves the purchase standing; a full one takes it back.
      return charge.refunded ? intentStatusEffect(db, idOf(charge.payment_intent), 'refunded', now) : null;
    }
    case 'charge.dispute.created':
      return intentStatusEffect(db, idOf(event.data.object.payment_intent), 'disputed', now);
    default:
      return null;
  }
}

/** Applies a verified event; false when it was a redelivery or changes nothing of ours. */
export async function applyStripeEvent(db: AppDb, event: Stripe.Event, now: Date): Promise<boolean> {
  const effect = await effectOf(db, event, now);
  if (!effect) {
    await firstDelivery(db, event, now);
    return false;
  }
  return changeBilling(db, effect.userId, now, async (tx) => {
    if (!(await firstDelivery(tx, event, now))) return false;
    await effect.apply(tx);
    return true;
  });
}
