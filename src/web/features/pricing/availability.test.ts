import { describe, expect, it } from 'vitest';
import type { Billing, PaymentsConfig } from '../../../core/api/payments';
import { planById } from '../../../core/plans';
import { AVAILABILITY_TEXT, planAction, type AvailabilityInput } from './availability';
import { formatBillingDate } from '../../shared/billing';

const config: PaymentsConfig = {
  mode: 'test',
  publishableKey: null,
  notice: 'Test mode — no real charge',
  reason: null,
  plans: [
    { id: 'daily', priceId: 'price_d', purchasable: true, reason: null },
    { id: 'monthly', priceId: 'price_m', purchasable: true, reason: null },
  ],
};
const off: PaymentsConfig = { mode: 'off', publishableKey: null, notice: null, reason: 'Payments are not set up on this server.', plans: config.plans.map((p) => ({ ...p, purchasable: false, reason: 'Payments are not set up on this server.' })) };
const until = '2026-12-24T10:00:00.000Z';
const billing = (b: Partial<Billing>): Billing => ({ tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false, mode: 'test', payments: [], ...b });
const free = billing({});
const daily = billing({ tier: 'pro', plan: 'daily', endsAt: until });
const monthly = billing({ tier: 'pro', plan: 'monthly', endsAt: until, renews: true });
const expiredDaily = billing({ tier: 'free', plan: 'daily', endsAt: '2020-01-01T00:00:00.000Z' });
const enterprise = billing({ tier: 'enterprise', plan: 'free' });
const granted = billing({ tier: 'pro', plan: 'grant', endsAt: until });
const signedIn = (b: Billing | undefined, extra: Partial<AvailabilityInput> = {}): AvailabilityInput => ({ auth: 'signed-in', config, configFailed: false, billing: b, billingFailed: false, ...extra });
const signedOut: AvailabilityInput = { auth: 'signed-out', config, configFailed: false, billing: undefined, billingFailed: false };
const date = formatBillingDate(until);

describe('plan actions on the pricing page', () => {
  const cases: [string, 'free' | 'daily' | 'monthly', AvailabilityInput, ReturnType<typeof planAction>][] = [
    ['Free reads Current Plan when signed out', 'free', signedOut, { kind: 'free', current: true }],
    ['Free reads Current Plan for a Free account', 'free', signedIn(free), { kind: 'free', current: true }],
    ['Free is not the current plan of a Pro account', 'free', signedIn(daily), { kind: 'free', current: false }],
    ['signed out: a paid plan asks to sign in', 'daily', signedOut, { kind: 'sign-in' }],
    ['signed in, Free: Daily can be bought with its price id', 'daily', signedIn(free), { kind: 'buy', priceId: 'price_d' }],
    ['signed in, Free: Monthly can be bought', 'monthly', signedIn(free), { kind: 'buy', priceId: 'price_m' }],
    ['an expired Daily is Free again: Daily can be bought', 'daily', signedIn(expiredDaily), { kind: 'buy', priceId: 'price_d' }],
    ['the held Daily shows its end instead of a button', 'daily', signedIn(daily), { kind: 'held', line: `Active until ${date}` }],
    ['a Daily holder can move up to Monthly', 'monthly', signedIn(daily), { kind: 'buy', priceId: 'price_m' }],
    ['the held Monthly shows its renewal', 'monthly', signedIn(monthly), { kind: 'held', line: `Renews on ${date}` }],
    ['a cancelled Monthly shows its end', 'monthly', signedIn({ ...monthly, renews: false, cancelAtPeriodEnd: true }), { kind: 'held', line: `Ends on ${date} (renewal cancelled)` }],
    ['a Monthly holder is told why Daily is not for sale', 'daily', signedIn(monthly), { kind: 'blocked', reason: `You already have Pro Monthly until ${date}.` }],
    ['an operator grant holds no plan: Daily can be bought', 'daily', signedIn(granted), { kind: 'buy', priceId: 'price_d' }],
    ['an operator grant holds no plan: Monthly can be bought', 'monthly', signedIn(granted), { kind: 'buy', priceId: 'price_m' }],
    ['Free is not the current plan of a granted account', 'free', signedIn(granted), { kind: 'free', current: false }],
    ['Enterprise includes Pro', 'monthly', signedIn(enterprise), { kind: 'blocked', reason: AVAILABILITY_TEXT.enterprise }],
    ['payments off: the server says why (signed in)', 'daily', signedIn(free, { config: off }), { kind: 'blocked', reason: 'Payments are not set up on this server.' }],
    ['payments off: the server says why (signed out)', 'monthly', { ...signedOut, config: off }, { kind: 'blocked', reason: 'Payments are not set up on this server.' }],
    ['one plan not offered: its own reason', 'monthly', signedIn(free, { config: { ...config, plans: [config.plans[0]!, { id: 'monthly', priceId: '', purchasable: false, reason: 'No Stripe price for Pro Monthly.' }] } }), { kind: 'blocked', reason: 'No Stripe price for Pro Monthly.' }],
    ['config unreachable: says so', 'daily', signedIn(free, { config: undefined, configFailed: true }), { kind: 'blocked', reason: AVAILABILITY_TEXT.configFailed }],
    ['config still loading', 'daily', signedIn(free, { config: undefined }), { kind: 'checking' }],
    ['billing still loading', 'daily', signedIn(undefined), { kind: 'checking' }],
    ['billing unreadable: buying stays possible (the server refuses a second Monthly)', 'monthly', signedIn(undefined, { billingFailed: true }), { kind: 'buy', priceId: 'price_m' }],
    ['auth loading', 'daily', { ...signedOut, auth: 'loading' }, { kind: 'checking' }],
  ];
  it.each(cases)('%s', (_name, planId, input, expected) => {
    expect(planAction(planById(planId), input)).toEqual(expected);
  });
});
