import { describe, expect, it } from 'vitest';
import type { Billing } from '../../../core/api/payments';
import { canCancelRenewal, formatAmount, formatBillingDate, heldPlan, heldPlanName, planPeriodLine } from './billing-view';

const b = (x: Partial<Billing>): Billing => ({ tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false, mode: 'test', payments: [], ...x });
const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();

describe('billing view', () => {
  it('dates read in US English with short month, day, year and 2-digit hour and minute (local time)', () => {
    expect(formatBillingDate(local(2026, 12, 24, 9, 5))).toBe('Dec 24, 2026, 09:05 AM');
    expect(formatBillingDate(local(2026, 1, 3, 21, 30))).toBe('Jan 3, 2026, 09:30 PM');
  });

  it.each([
    [999, 'usd', '$9.99'],
    [19_900, 'usd', '$199.00'],
    [19_900, 'EUR', '€199.00'],
  ])('amount %i %s reads %s', (amount, currency, text) => expect(formatAmount(amount, currency)).toBe(text));

  it.each([
    [b({}), 'free', 'Free'],
    [b({ tier: 'pro', plan: 'daily' }), 'daily', 'Pro Daily'],
    [b({ tier: 'pro', plan: 'monthly' }), 'monthly', 'Pro Monthly'],
    [b({ tier: 'free', plan: 'monthly' }), 'free', 'Free'],
    [b({ tier: 'enterprise', plan: 'free' }), 'enterprise', 'Enterprise'],
    [b({ tier: 'pro', plan: 'grant' }), 'grant', 'Pro (granted)'],
  ] as const)('held plan of %j is %s (%s)', (billing, held, name) => {
    expect(heldPlan(billing)).toBe(held);
    expect(heldPlanName(billing)).toBe(name);
  });

  it('the period line says renews, ends after cancelling, or active until', () => {
    const at = local(2026, 12, 24, 10, 0);
    expect(planPeriodLine(b({ tier: 'pro', plan: 'monthly', endsAt: at, renews: true }))).toBe('Renews on Dec 24, 2026, 10:00 AM');
    expect(planPeriodLine(b({ tier: 'pro', plan: 'monthly', endsAt: at, cancelAtPeriodEnd: true }))).toBe('Ends on Dec 24, 2026, 10:00 AM (renewal cancelled)');
    expect(planPeriodLine(b({ tier: 'pro', plan: 'daily', endsAt: at }))).toBe('Active until Dec 24, 2026, 10:00 AM');
    // Test mode never charges a renewal: its Monthly (renews: false from the server) says so.
    expect(planPeriodLine(b({ tier: 'pro', plan: 'monthly', endsAt: at, mode: 'test' }))).toBe('Ends on Dec 24, 2026, 10:00 AM (test mode: does not renew)');
    expect(planPeriodLine(b({ endsAt: at }))).toBeNull();
    // A grant names its end itself, not as a plan of the table.
    expect(heldPlanName(b({ tier: 'pro', plan: 'grant', endsAt: at }))).toBe('Pro (granted until Dec 24, 2026, 10:00 AM)');
    expect(planPeriodLine(b({ tier: 'pro', plan: 'grant', endsAt: at }))).toBeNull();
  });

  it('only a renewing Monthly can cancel its renewal', () => {
    expect(canCancelRenewal(b({ tier: 'pro', plan: 'monthly', renews: true }))).toBe(true);
    expect(canCancelRenewal(b({ tier: 'pro', plan: 'monthly', renews: false, cancelAtPeriodEnd: true }))).toBe(false);
    expect(canCancelRenewal(b({ tier: 'pro', plan: 'daily' }))).toBe(false);
    expect(canCancelRenewal(b({}))).toBe(false);
  });
});
