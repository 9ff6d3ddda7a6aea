import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { entitlementAt, nextPaymentStatus, storedTierAfter, type Entitlement, type PaymentRecordStatus, type PeriodSource } from '../../core/billing/entitlement';
import { tierAt, type TierType } from '../../core/plans';
import type { Billing, BillingPayment, PaymentMode } from '../../core/api/payments';
import type { AppDb } from '../db/client';
import { billingSubscription, heldReversal, payment, providerEvent, userTier } from '../db/schema/index';

/**
 * The payment records and the tier they grant. Every change to a user's payments runs in
 * `changeBilling`: one transaction, serialised per user, that ends by writing user_tier from the
 * records — so a tier never changes without its payment record, and never disagrees with them.
 */
export type Executor = Pick<AppDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type PaymentRow = typeof payment.$inferSelect;

export async function changeBilling<T>(db: AppDb, userId: string, now: Date, change: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Two events of one user (a webhook and the client's confirm) apply one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${userId}`}))`);
    const result = await change(tx);
    await syncTier(tx, userId, now);
    return result;
  });
}

export async function entitlementOf(db: Executor, userId: string, now: Date): Promise<Entitlement> {
  const periods = await db
    .select({ source: payment.plan, status: payment.status, startsAt: payment.startsAt, endsAt: payment.endsAt, subscriptionId: payment.subscriptionId })
    .from(payment)
    .where(and(eq(payment.userId, userId), eq(payment.status, 'succeeded')));
  const subscriptions = await db
    .select({ id: billingSubscription.id, cancelAtPeriodEnd: billingSubscription.cancelAtPeriodEnd, endedAt: billingSubscription.endedAt, mode: billingSubscription.mode })
    .from(billingSubscription)
    .where(eq(billingSubscription.userId, userId));
  return entitlementAt(
    periods.map((p) => ({ ...p, source: p.source as PeriodSource, status: p.status as PaymentRecordStatus })),
    // Test mode charges no renewal (decision 0017): its Monthly never says it renews.
    subscriptions.map(({ mode, ...s }) => ({ ...s, renewable: mode !== 'test' })),
    now,
  );
}

async function storedTier(db: Executor, userId: string): Promise<{ tier: TierType; expiresAt: Date | null } | null> {
  const [row] = await db.select({ tier: userTier.tier, expiresAt: userTier.expiresAt }).from(userTier).where(eq(userTier.userId, userId)).limit(1);
  return row ? { tier: row.tier as TierType, expiresAt: row.expiresAt } : null;
}

async function syncTier(db: Executor, userId: string, now: Date): Promise<void> {
  const next = storedTierAfter(await storedTier(db, userId), await entitlementOf(db, userId, now), now);
  if (!next) return;
  await db
    .insert(userTier)
    .values({ userId, tier: next.tier, expiresAt: next.expiresAt, updatedAt: now })
    .onConflictDoUpdate({ target: userTier.userId, set: { tier: next.tier, expiresAt: next.expiresAt, updatedAt: now } });
}

export interface NewPayment {
  userId: string;
  plan: PeriodSource;
  mode: 'stripe' | 'test' | 'grant';
  providerRef: string;
  intentId: string | null;
  subscriptionId: string | null;
  amount: number;
  currency: string;
  clientSecret?: string | null;
}

/**
 * Serialises what touches one PaymentIntent: recording its payment and holding a reversal of it. Taken
 * after the user's lock (changeBilling) and never before it, so the two cannot deadlock.
 */
async function lockIntent(db: Executor, intentId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`intent:${intentId}`}))`);
}

/**
 * Records a payment the provider was asked for (status pending); a second record of the same ref is
 * ignored. A refund or dispute of its intent that arrived first (holdReversal) is applied at once.
 */
export async function recordPayment(db: Executor, p: NewPayment, now: Date, status: PaymentRecordStatus = 'pending', period: { startsAt: Date; endsAt: Date } | null = null): Promise<void> {
  if (p.intentId) await lockIntent(db, p.intentId);
  await db
    .insert(payment)
    .values({
      id: randomUUID(),
      userId: p.userId,
      plan: p.plan,
      mode: p.mode,
      providerRef: p.providerRef,
      intentId: p.intentId,
      subscriptionId: p.subscriptionId,
      amount: p.amount,
      currency: p.currency,
      status,
      clientSecret: p.clientSecret ?? null,
      startsAt: period?.startsAt ?? null,
      endsAt: period?.endsAt ?? null,
      paidAt: status === 'succeeded' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payment.providerRef });
  if (p.intentId) await applyHeldReversals(db, p.intentId, now);
}

async function applyHeldReversals(db: Executor, intentId: string, now: Date): Promise<void> {
  const held = await db.delete(heldReversal).where(eq(heldReversal.intentId, intentId)).returning();
  const row = held.length > 0 ? await paymentByIntent(db, intentId) : null;
  if (!row) return;
  // Reversals are final (nextPaymentStatus), so the succeeded event that follows cannot undo them.
  for (const h of held.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())) await setPaymentStatus(db, row.providerRef, h.status as PaymentRecordStatus, now);
}

/**
 * Keeps a refund or dispute whose payment is not recorded yet, with its event id, in one transaction:
 * true when kept, false for a redelivery, null when the payment has meanwhile been recorded (the
 * caller then applies the event to it as usual).
 */
export async function holdReversal(db: AppDb, event: { id: string; type: string }, intentId: string, status: 'refunded' | 'disputed', now: Date): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    await lockIntent(tx, intentId);
    if (await paymentByIntent(tx, intentId)) return null;
    if (!(await firstDelivery(tx, event, now))) return false;
    await tx.insert(heldReversal).values({ eventId: event.id, intentId, status, receivedAt: now });
    return true;
  });
}

export async function paymentByRef(db: Executor, providerRef: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payment).where(eq(payment.providerRef, providerRef)).limit(1);
  return row ?? null;
}

export async function paymentByIntent(db: Executor, intentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payment).where(eq(payment.intentId, intentId)).limit(1);
  return row ?? null;
}

/**
 * Moves a payment to `incoming` if the status rules allow it (core/billing/entitlement.ts). A
 * payment that succeeds keeps the first period it was given: a redelivered event cannot move it.
 * Answers whether anything changed.
 */
export async function setPaymentStatus(db: Executor, providerRef: string, incoming: PaymentRecordStatus, now: Date, period: { startsAt: Date; endsAt: Date } | null = null): Promise<boolean> {
  const row = await paymentByRef(db, providerRef);
  if (!row) return false;
  const next = nextPaymentStatus(row.status as PaymentRecordStatus, incoming);
  if (next === row.status) return false;
  const keepPeriod = row.startsAt && row.endsAt;
  const changed = await db
    .update(payment)
    .set({ status: next, updatedAt: now, ...(!keepPeriod && period ? { startsAt: period.startsAt, endsAt: period.endsAt } : {}), ...(next === 'succeeded' && !row.paidAt ? { paidAt: now } : {}) })
    .where(and(eq(payment.id, row.id), eq(payment.status, row.status)))
    .returning({ id: payment.id });
  return changed.length > 0;
}

export async function ensureSubscription(db: Executor, s: { id: string; userId: string; mode: 'stripe' | 'test' }, asOf: Date): Promise<void> {
  await db.insert(billingSubscription).values({ id: s.id, userId: s.userId, mode: s.mode, updatedAt: asOf }).onConflictDoNothing({ target: billingSubscription.id });
}

/**
 * What the provider says about a subscription as of `asOf` (the event's time): an older report
 * never overwrites a newer one, and an ended subscription stays ended.
 */
export async function updateSubscription(db: Executor, id: string, facts: { cancelAtPeriodEnd?: boolean; endedAt?: Date | null }, asOf: Date): Promise<void> {
  if (facts.cancelAtPeriodEnd !== undefined) {
    await db
      .update(billingSubscription)
      .set({ cancelAtPeriodEnd: facts.cancelAtPeriodEnd, updatedAt: asOf })
      .where(and(eq(billingSubscription.id, id), sql`${billingSubscription.updatedAt} <= ${asOf.toISOString()}`));
  }
  if (facts.endedAt) {
    await db
      .update(billingSubscription)
      .set({ endedAt: facts.endedAt })
      .where(and(eq(billingSubscription.id, id), sql`${billingSubscription.endedAt} is null`));
  }
}

export async function subscriptionOwner(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ userId: billingSubscription.userId }).from(billingSubscription).where(eq(billingSubscription.id, id)).limit(1);
  return row?.userId ?? null;
}

/** Records a provider event id; false when it was recorded before (a redelivery). */
export async function firstDelivery(db: Executor, event: { id: string; type: string }, now: Date): Promise<boolean> {
  const inserted = await db.insert(providerEvent).values({ id: event.id, type: event.type, receivedAt: now }).onConflictDoNothing({ target: providerEvent.id }).returning({ id: providerEvent.id });
  return inserted.length > 0;
}

/** GET /billing: the tier in force, the plan behind it and every completed payment, newest first. */
export async function billingOf(db: AppDb, userId: string, now: Date, mode: PaymentMode): Promise<Billing> {
  const entitlement = await entitlementOf(db, userId, now);
  const stored = await storedTier(db, userId);
  const tier = tierAt(stored?.tier ?? null, stored?.expiresAt ?? null, now);
  const rows = await db
    .select()
    .from(payment)
    .where(and(eq(payment.userId, userId), inArray(payment.mode, ['stripe', 'test']), ne(payment.status, 'pending')))
    .orderBy(desc(payment.createdAt))
    .limit(100);
  const payments: BillingPayment[] = rows.map((r) => ({
    id: r.id,
    plan: r.plan as BillingPayment['plan'],
    amount: r.amount,
    currency: r.currency,
    status: r.status as BillingPayment['status'],
    mode: r.mode as BillingPayment['mode'],
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  }));
  // A tier set by hand (enterprise, or Pro written straight into user_tier) has no payment behind it.
  const fromRecords = tier === 'pro' && entitlement.tier === 'pro';
  const endsAt = fromRecords ? entitlement.endsAt : tier === 'free' ? null : (stored?.expiresAt ?? null);
  return {
    tier,
    plan: fromRecords ? entitlement.plan : tier === 'pro' ? 'grant' : 'free',
    endsAt: endsAt ? endsAt.toISOString() : null,
    renews: fromRecords && entitlement.renews,
    cancelAtPeriodEnd: fromRecords && entitlement.cancelAtPeriodEnd,
    mode,
    payments,
  };
}

/** Current tier as enforced (user_tier read at `now`). */
export async function tierOf(db: Executor, userId: string, now: Date): Promise<TierType> {
  const stored = await storedTier(db, userId);
  return tierAt(stored?.tier ?? null, stored?.expiresAt ?? null, now);
}
