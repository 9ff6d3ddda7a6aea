import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { grantPeriod } from '../../core/billing/entitlement';
import type { TierLimits } from '../../core/billing/limits';
import type { Billing, PaymentMode } from '../../core/api/payments';
import type { UsageStats } from '../../core/usage';
import type { AppDb } from '../db/client';
import { user } from '../db/schema/index';
import { getUsageStats } from '../services/usage';
import { billingOf, changeBilling, recordPayment } from './ledger';

/**
 * What the operator's `kibitz users` command does, on either database: look a person up by e-mail,
 * grant Pro for some days (recorded like a payment of 0, so it shows up in the tier rules and never
 * in the person's payment history), and show their tier and today's usage.
 */
export class UnknownUserError extends Error {
  constructor(email: string) {
    super(`No user with the e-mail address ${email}`);
  }
}

export const MAX_GRANT_DAYS = 3_650;

async function userByEmail(db: AppDb, email: string): Promise<{ id: string; email: string; name: string; createdAt: Date }> {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email.trim()})`)
    .limit(1);
  if (!row) throw new UnknownUserError(email);
  return row;
}

export interface UserReport {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly billing: Billing;
  readonly usage: UsageStats;
}

export async function showUser(db: AppDb, email: string, now: Date, limits: TierLimits, mode: PaymentMode): Promise<UserReport> {
  const found = await userByEmail(db, email);
  const billing = await billingOf(db, found.id, now, mode);
  const usage = await getUsageStats(db, found.id, billing.tier, now, limits);
  return { id: found.id, email: found.email, name: found.name, billing, usage };
}

/** Pro for `days` days from now, on top of whatever the person already holds. */
export async function grantPro(db: AppDb, email: string, days: number, now: Date): Promise<void> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_GRANT_DAYS) throw new RangeError(`days must be a whole number from 1 to ${MAX_GRANT_DAYS}`);
  const found = await userByEmail(db, email);
  const ref = `grant_${randomUUID()}`;
  await changeBilling(db, found.id, now, (tx) =>
    recordPayment(tx, { userId: found.id, plan: 'grant', mode: 'grant', providerRef: ref, intentId: null, subscriptionId: null, amount: 0, currency: 'usd' }, now, 'succeeded', grantPeriod(days, now)),
  );
}

const fmt = new Intl.NumberFormat('en-US');

/** The lines `kibitz users show` prints. */
export function describeUser(report: UserReport): string {
  const { billing, usage } = report;
  const plan = billing.plan === 'free' ? 'Free' : billing.plan === 'daily' ? 'Pro (one-off)' : billing.plan === 'grant' ? 'Pro (granted)' : 'Pro Monthly';
  const until = billing.endsAt ? `${billing.endsAt}${billing.renews ? ' (renews)' : billing.cancelAtPeriodEnd ? ' (renewal cancelled)' : ''}` : '—';
  return [
    `User:       ${report.email} (${report.name}, id ${report.id})`,
    `Tier:       ${billing.tier} — plan ${plan}`,
    `Ends:       ${until}`,
    `Today:      ${fmt.format(usage.today.characters)} / ${fmt.format(usage.today.charactersLimit)} characters, ${fmt.format(usage.today.analyses)} / ${fmt.format(usage.today.analysesLimit)} analyses (resets ${usage.resetTime})`,
    `Payments:   ${billing.payments.length === 0 ? 'none' : billing.payments.map((p) => `${(p.paidAt ?? p.createdAt).slice(0, 10)} ${p.plan} ${(p.amount / 100).toFixed(2)} ${p.currency.toUpperCase()} ${p.status} (${p.mode})`).join('; ')}`,
  ].join('\n');
}
