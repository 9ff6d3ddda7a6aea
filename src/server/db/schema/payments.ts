import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Every payment (and operator grant) of a user. The tier in user_tier is derived from the
 * succeeded rows here and written in the same transaction (services in src/server/payments).
 * `provider_ref` is the provider's id of what was paid — the PaymentIntent of a one-off payment,
 * the invoice of a subscription period — so a payment is recorded once however often it is reported.
 */
export const payment = pgTable(
  'payment',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    mode: text('mode').notNull(),
    providerRef: text('provider_ref').notNull().unique(),
    intentId: text('intent_id').unique(),
    subscriptionId: text('subscription_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** Test mode only: the secret the confirming client must present (Stripe keeps its own). */
    clientSecret: text('client_secret'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When it first succeeded (created_at is when the checkout started); kept through a refund. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_user_idx').on(t.userId, t.createdAt),
    index('payment_subscription_idx').on(t.subscriptionId),
    check('payment_plan_check', sql`${t.plan} in ('daily', 'monthly', 'grant')`),
    check('payment_mode_check', sql`${t.mode} in ('stripe', 'test', 'grant')`),
    check('payment_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded', 'disputed')`),
  ],
);

/** A Pro Monthly subscription as the provider last described it. */
export const billingSubscription = pgTable('billing_subscription', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  mode: text('mode').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** When the provider ended it; access stops then whatever was paid. */
  endedAt: timestamp('ended_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The Stripe customer of a user (created for their first subscription). */
export const billingCustomer = pgTable('billing_customer', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
});

/** Webhook events already applied, by the provider's event id: a redelivery changes nothing. */
export const providerEvent = pgTable('provider_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * A refund or dispute whose payment is not recorded yet: Stripe may deliver `charge.refunded` before
 * the `invoice.paid` of a renewal. It is kept here, by the PaymentIntent it names, and applied when a
 * payment of that intent is recorded (ledger.ts recordPayment), so no reversal is lost.
 */
export const heldReversal = pgTable(
  'held_reversal',
  {
    eventId: text('event_id').primaryKey(),
    intentId: text('intent_id').notNull(),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('held_reversal_intent_idx').on(t.intentId), check('held_reversal_status_check', sql`${t.status} in ('refunded', 'disputed')`)],
);
