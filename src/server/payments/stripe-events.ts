import type Stripe from 'stripe';
import { oneOffPeriod, type PaymentRecordStatus } from '../../core/billing/entitlement';
import { planById } from '../../core/plans';
import type { AppDb } from '../db/client';
import { changeBilling, ensureSubscription, firstDelivery, holdReversal, paymentByIntent, recordPayment, setPaymentStatus, subscriptionOwner, updateSubscription, type Executor } from './ledger';

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
/** A refund or dispute of a payment not recorded yet: kept until it is (ledger.ts holdReversal). */
interface Hold {
  hold: { intentId: string; status: 'refunded' | 'disputed' };
}

/** What the webhook handler asks Stripe itself. */
export interface StripeLookups {
  /** The PaymentIntent that paid an invoice, or null when none did (e.g. paid out of band). */
  invoiceIntent(invoiceId: string): Promise<string | null>;
}

async function intentStatusEffect(db: AppDb, intentId: string | null, status: PaymentRecordStatus, now: Date): Promise<Effect | null> {
  const row = intentId ? await paymentByIntent(db, intentId) : null;
  return row ? { userId: row.userId, apply: (tx) => setPaymentStatus(tx, row.providerRef, status, now) } : null;
}

async function reversalEffect(db: AppDb, intentId: string | null, status: 'refunded' | 'disputed', now: Date): Promise<Effect | Hold | null> {
  if (!intentId) return null;
  return (await intentStatusEffect(db, intentId, status, now)) ?? { hold: { intentId, status } };
}

async function effectOf(db: AppDb, event: Stripe.Event, now: Date, lookups: StripeLookups): Promise<Effect | Hold | null> {
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
      // `payments` is an includable field, absent from webhook payloads: ask Stripe which intent paid,
      // so a later refund or dispute of this renewal (matched by intent) finds it.
      const intentId = await lookups.invoiceIntent(invoice.id);
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
      return charge.refunded ? reversalEffect(db, idOf(charge.payment_intent), 'refunded', now) : null;
    }
    case 'charge.dispute.created':
      return reversalEffect(db, idOf(event.data.object.payment_intent), 'disputed', now);
    default:
      return null;
  }
}

/** Applies a verified event; false when it was a redelivery or changes nothing of ours. */
export async function applyStripeEvent(db: AppDb, event: Stripe.Event, now: Date, lookups: StripeLookups): Promise<boolean> {
  let effect = await effectOf(db, event, now, lookups);
  if (effect && 'hold' in effect) {
    const kept = await holdReversal(db, event, effect.hold.intentId, effect.hold.status, now);
    if (kept !== null) return kept;
    // Its payment was recorded meanwhile: apply the reversal to it like any other.
    effect = await effectOf(db, event, now, lookups);
    if (effect && 'hold' in effect) throw new Error(`Payment of ${effect.hold.intentId} vanished`);
  }
  if (!effect) {
    await firstDelivery(db, event, now);
    return false;
  }
  const { userId, apply } = effect;
  return changeBilling(db, userId, now, async (tx) => {
    if (!(await firstDelivery(tx, event, now))) return false;
    await apply(tx);
    return true;
  });
}
