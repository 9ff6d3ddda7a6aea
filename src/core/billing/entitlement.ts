import { planById, type TierType } from '../plans';
import type { PaidPlanId, PaymentStatus } from '../api/payments';

/**
 * What a person is entitled to, derived from their payment records alone. Each succeeded payment
 * (or operator grant) covers a period; a subscription that has ended cuts its periods at its end.
 * Because the answer is a function of the set of records, not of the order they arrived in,
 * webhook events delivered late, twice or out of order all end in the same state.
 */
export type PeriodSource = PaidPlanId | 'grant';
/** A payment record's status; 'pending' until the provider confirms it. */
export type PaymentRecordStatus = 'pending' | PaymentStatus;

export interface PaidPeriod {
  readonly source: PeriodSource;
  readonly status: PaymentRecordStatus;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly subscriptionId: string | null;
}

export interface SubscriptionFacts {
  readonly id: string;
  readonly cancelAtPeriodEnd: boolean;
  /** When the provider ended it (deleted, unpaid): no access after this moment. */
  readonly endedAt: Date | null;
  /** False when nothing will ever charge a renewal (test mode: one 30-day period); true if absent. */
  readonly renewable?: boolean;
}

export interface Entitlement {
  readonly tier: Extract<TierType, 'free' | 'pro'>;
  /** 'grant' when only operator grants cover now (kibitz users grant): Pro, but no plan bought. */
  readonly plan: 'free' | PaidPlanId | 'grant';
  readonly endsAt: Date | null;
  readonly renews: boolean;
  readonly cancelAtPeriodEnd: boolean;
  /** The live subscription behind a monthly entitlement, for cancelling its renewal. */
  readonly subscriptionId: string | null;
}

export const FREE_ENTITLEMENT: Entitlement = { tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false, subscriptionId: null };

const HOUR_MS = 60 * 60 * 1000;

/** The period a one-off purchase covers: its plan's duration from the moment it was paid. */
export function oneOffPeriod(plan: PaidPlanId, paidAt: Date): { startsAt: Date; endsAt: Date } {
  const days = planById(plan).durationDays ?? 0;
  return { startsAt: paidAt, endsAt: new Date(paidAt.getTime() + days * 24 * HOUR_MS) };
}

/** An operator grant of `days` days from `now`. */
export function grantPeriod(days: number, now: Date): { startsAt: Date; endsAt: Date } {
  return { startsAt: now, endsAt: new Date(now.getTime() + days * 24 * HOUR_MS) };
}

export function entitlementAt(periods: readonly PaidPeriod[], subscriptions: readonly SubscriptionFacts[], now: Date): Entitlement {
  const subs = new Map(subscriptions.map((s) => [s.id, s]));
  const effective = periods
    .filter((p) => p.status === 'succeeded' && p.startsAt && p.endsAt)
    .map((p) => {
      const endedAt = p.subscriptionId ? (subs.get(p.subscriptionId)?.endedAt ?? null) : null;
      const end = endedAt && endedAt < p.endsAt! ? endedAt : p.endsAt!;
      return { ...p, start: p.startsAt!.getTime(), end: end.getTime() };
    })
    .filter((p) => p.end > p.start);
  const t = now.getTime();
  const chain = effective.filter((p) => p.start <= t && t < p.end);
  if (chain.length === 0) return FREE_ENTITLEMENT;
  // Periods that start before the covered time runs out continue it (a renewal, a stacked purchase).
  let end = Math.max(...chain.map((p) => p.end));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of effective) {
      if (!chain.includes(p) && p.start <= end) {
        chain.push(p);
        if (p.end > end) end = p.end;
        grew = true;
      }
    }
  }
  const monthly = chain.filter((p) => p.source === 'monthly').sort((a, b) => b.end - a.end)[0];
  const sub = monthly?.subscriptionId ? subs.get(monthly.subscriptionId) : undefined;
  const live = !!sub && !sub.endedAt;
  return {
    tier: 'pro',
    plan: monthly ? 'monthly' : chain.some((p) => p.source === 'daily') ? 'daily' : 'grant',
    endsAt: new Date(end),
    renews: live && sub.renewable !== false && !sub.cancelAtPeriodEnd,
    cancelAtPeriodEnd: live && sub.cancelAtPeriodEnd,
    subscriptionId: live ? sub.id : null,
  };
}

/**
 * The row user_tier should hold after a change, or null to leave it: a tier an operator set by
 * hand above Pro (enterprise) is never overwritten by payments.
 */
export function storedTierAfter(current: { tier: TierType; expiresAt: Date | null } | null, entitlement: Entitlement, now: Date): { tier: TierType; expiresAt: Date | null } | null {
  if (current?.tier === 'enterprise' && (!current.expiresAt || current.expiresAt > now)) return null;
  return entitlement.tier === 'pro' ? { tier: 'pro', expiresAt: entitlement.endsAt } : { tier: 'free', expiresAt: null };
}

/**
 * How a payment record's status may move. Reversals are final: a 'succeeded' event that arrives
 * after the refund or dispute of the same payment does not bring the access back.
 */
const NEXT_STATUS: Readonly<Record<PaymentRecordStatus, readonly PaymentRecordStatus[]>> = {
  pending: ['succeeded', 'failed', 'refunded', 'disputed'],
  failed: ['succeeded', 'refunded', 'disputed'],
  succeeded: ['refunded', 'disputed'],
  disputed: ['refunded'],
  refunded: [],
};

export function nextPaymentStatus(current: PaymentRecordStatus, incoming: PaymentRecordStatus): PaymentRecordStatus {
  return NEXT_STATUS[current].includes(incoming) ? incoming : current;
}
