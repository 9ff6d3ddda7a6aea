/**
 * How an account's plan and payments read on screen (pricing page and settings): plan names from the
 * core plans table, dates and amounts in US English (spec section 9: short month, day, 2-digit hour
 * and minute). Pure, so the wording is tested once.
 */
import { format } from 'date-fns';
import type { Billing } from '../../../core/api/payments';
import { planById } from '../../../core/plans';

/** "Nov 25, 2026, 09:30 PM" in the person's local time. */
export function formatBillingDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy, hh:mm a');
}

/** "$9.99", "€199.00": amount in the currency's minor unit, currency as the server gave it. */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

export type HeldPlan = 'free' | 'daily' | 'monthly' | 'grant' | 'enterprise';

/** The plan the account holds now; an expired paid plan (tier back to free) is Free. */
export function heldPlan(billing: Pick<Billing, 'tier' | 'plan'>): HeldPlan {
  if (billing.tier === 'enterprise') return 'enterprise';
  if (billing.tier === 'free') return 'free';
  return billing.plan === 'free' ? 'free' : billing.plan;
}

/** The held plan's name; a grant (kibitz users grant) is no plan of the table: "Pro (granted until …)". */
export function heldPlanName(billing: Pick<Billing, 'tier' | 'plan' | 'endsAt'>): string {
  const held = heldPlan(billing);
  if (held === 'grant') return billing.endsAt ? `Pro (granted until ${formatBillingDate(billing.endsAt)})` : 'Pro (granted)';
  return held === 'enterprise' ? 'Enterprise' : planById(held).name;
}

/** What test mode's Monthly says instead of a renewal it will never charge (decision 0017). */
export const TEST_MODE_NO_RENEWAL = 'test mode: does not renew';

/**
 * When the held plan ends or renews, as one line: "Renews on …" for a renewing Monthly, "Ends on …
 * (renewal cancelled)" once its renewal is cancelled, "Ends on … (test mode: does not renew)" for
 * test mode's Monthly, "Active until …" for Daily; null for Free or a plan without an end.
 */
export function planPeriodLine(billing: Pick<Billing, 'tier' | 'plan' | 'endsAt' | 'renews' | 'cancelAtPeriodEnd' | 'mode'>): string | null {
  // A grant's end is already in its name (heldPlanName).
  if (heldPlan(billing) === 'free' || heldPlan(billing) === 'grant' || !billing.endsAt) return null;
  const date = formatBillingDate(billing.endsAt);
  if (billing.renews) return `Renews on ${date}`;
  if (billing.cancelAtPeriodEnd) return `Ends on ${date} (renewal cancelled)`;
  if (heldPlan(billing) === 'monthly' && billing.mode === 'test') return `Ends on ${date} (${TEST_MODE_NO_RENEWAL})`;
  return `Active until ${date}`;
}

/** Monthly renewal can be cancelled while it is still set to renew. */
export const canCancelRenewal = (billing: Pick<Billing, 'tier' | 'plan' | 'renews'>): boolean => heldPlan(billing) === 'monthly' && billing.renews;
