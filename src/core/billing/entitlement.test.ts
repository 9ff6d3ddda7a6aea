import { describe, expect, it } from 'vitest';
import { entitlementAt, grantPeriod, nextPaymentStatus, oneOffPeriod, storedTierAfter, type PaidPeriod, type PaymentRecordStatus, type SubscriptionFacts } from './entitlement';

const now = new Date('2026-11-24T12:00:00Z');
const h = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const period = (over: Partial<PaidPeriod>): PaidPeriod => ({ source: 'daily', status: 'succeeded', startsAt: h(-1), endsAt: h(23), subscriptionId: null, ...over });
const sub = (over: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({ id: 'sub_1', cancelAtPeriodEnd: false, endedAt: null, ...over });

describe('entitlementAt', () => {
  const cases: [string, PaidPeriod[], SubscriptionFacts[], { tier: string; plan: string; endsAt: Date | null; renews: boolean; cancelAtPeriodEnd: boolean }][] = [
    ['no payments: free', [], [], { tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false }],
    ['a paid daily: pro until its end', [period({})], [], { tier: 'pro', plan: 'daily', endsAt: h(23), renews: false, cancelAtPeriodEnd: false }],
    ['a pending daily: free', [period({ status: 'pending' })], [], { tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false }],
    ['a refunded daily: free', [period({ status: 'refunded' })], [], { tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false }],
    ['a disputed daily: free', [period({ status: 'disputed' })], [], { tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false }],
    ['an expired daily: free', [period({ startsAt: h(-25), endsAt: h(-1) })], [], { tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false }],
    ['two stacked dailies: the later end', [period({}), period({ startsAt: h(10), endsAt: h(34) })], [], { tier: 'pro', plan: 'daily', endsAt: h(34), renews: false, cancelAtPeriodEnd: false }],
    [
      'a monthly with a live subscription renews',
      [period({ source: 'monthly', startsAt: h(-48), endsAt: h(24 * 28), subscriptionId: 'sub_1' })],
      [sub()],
      { tier: 'pro', plan: 'monthly', endsAt: h(24 * 28), renews: true, cancelAtPeriodEnd: false },
    ],
    [
      'a monthly nothing will renew (test mode) is pro until its end and does not renew',
      [period({ source: 'monthly', startsAt: h(-48), endsAt: h(24 * 28), subscriptionId: 'sub_1' })],
      [sub({ renewable: false })],
      { tier: 'pro', plan: 'monthly', endsAt: h(24 * 28), renews: false, cancelAtPeriodEnd: false },
    ],
    [
      'a monthly cancelled at period end stays pro until the end',
      [period({ source: 'monthly', startsAt: h(-48), endsAt: h(24 * 28), subscriptionId: 'sub_1' })],
      [sub({ cancelAtPeriodEnd: true })],
      { tier: 'pro', plan: 'monthly', endsAt: h(24 * 28), renews: false, cancelAtPeriodEnd: true },
    ],
    [
      'a renewal paid before the older period (out of order): the chain runs to the renewal end',
      [period({ source: 'monthly', startsAt: h(24 * 28), endsAt: h(24 * 58), subscriptionId: 'sub_1' }), period({ source: 'monthly', startsAt: h(-48), endsAt: h(24 * 28), subscriptionId: 'sub_1' })],
      [sub()],
      { tier: 'pro', plan: 'monthly', endsAt: h(24 * 58), renews: true, cancelAtPeriodEnd: false },
    ],
    [
      'a subscription ended (deleted) cuts its paid period: free once it has ended',
      [period({ source: 'monthly', startsAt: h(-48), endsAt: h(24 * 28), subscriptionId: 'sub_1' })],
      [sub({ endedAt: h(-1) })],
      { tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false },
    ],
    [
      'a subscription ending later keeps pro until then, without renewal',
      [period({ source: 'monthly', startsAt: h(-48), endsAt: h(24 * 28), subscriptionId: 'sub_1' })],
      [sub({ endedAt: h(5) })],
      { tier: 'pro', plan: 'monthly', endsAt: h(5), renews: false, cancelAtPeriodEnd: false },
    ],
    ['an operator grant: pro for its days, as a grant (no plan was bought)', [period({ source: 'grant', ...grantPeriod(7, now) })], [], { tier: 'pro', plan: 'grant', endsAt: h(24 * 7), renews: false, cancelAtPeriodEnd: false }],
    ['a grant stacked on a paid daily: the daily is the plan held', [period({}), period({ source: 'grant', startsAt: h(10), endsAt: h(24 * 7) })], [], { tier: 'pro', plan: 'daily', endsAt: h(24 * 7), renews: false, cancelAtPeriodEnd: false }],
    ['a period not started yet does not count', [period({ startsAt: h(2), endsAt: h(26) })], [], { tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false }],
  ];
  it.each(cases)('%s', (_name, periods, subs, expected) => {
    expect(entitlementAt(periods, subs, now)).toMatchObject(expected);
  });

  it('gives the same answer for every order of the same records', () => {
    const periods = [
      period({ source: 'monthly', startsAt: h(-48), endsAt: h(24 * 28), subscriptionId: 'sub_1' }),
      period({ startsAt: h(-2), endsAt: h(22) }),
      period({ source: 'monthly', startsAt: h(24 * 28), endsAt: h(24 * 58), subscriptionId: 'sub_1', status: 'refunded' }),
    ];
    const expected = entitlementAt(periods, [sub()], now);
    for (const order of [[0, 1, 2], [2, 1, 0], [1, 2, 0], [2, 0, 1]]) expect(entitlementAt(order.map((i) => periods[i]!), [sub()], now)).toEqual(expected);
    expect(expected.endsAt).toEqual(h(24 * 28));
  });

  it('a daily lasts exactly 24 hours from payment, a test-mode monthly 30 days', () => {
    expect(oneOffPeriod('daily', now)).toEqual({ startsAt: now, endsAt: h(24) });
    expect(oneOffPeriod('monthly', now)).toEqual({ startsAt: now, endsAt: h(24 * 30) });
  });
});

describe('storedTierAfter', () => {
  const pro = entitlementAt([period({})], [], now);
  const free = entitlementAt([], [], now);
  it.each([
    ['free + payment → pro until the end', null, pro, { tier: 'pro', expiresAt: h(23) }],
    ['pro + refund → free', { tier: 'pro' as const, expiresAt: h(23) }, free, { tier: 'free', expiresAt: null }],
    ['a live enterprise tier is left alone', { tier: 'enterprise' as const, expiresAt: null }, pro, null],
    ['an expired enterprise tier follows the payments', { tier: 'enterprise' as const, expiresAt: h(-1) }, pro, { tier: 'pro', expiresAt: h(23) }],
  ])('%s', (_name, current, entitlement, expected) => expect(storedTierAfter(current, entitlement, now)).toEqual(expected));
});

describe('nextPaymentStatus', () => {
  it.each<[PaymentRecordStatus, PaymentRecordStatus, PaymentRecordStatus]>([
    ['pending', 'succeeded', 'succeeded'],
    ['pending', 'failed', 'failed'],
    ['failed', 'succeeded', 'succeeded'],
    ['succeeded', 'succeeded', 'succeeded'],
    ['succeeded', 'failed', 'succeeded'],
    ['succeeded', 'refunded', 'refunded'],
    ['succeeded', 'disputed', 'disputed'],
    ['refunded', 'succeeded', 'refunded'],
    ['disputed', 'succeeded', 'disputed'],
    ['disputed', 'refunded', 'refunded'],
  ])('%s + %s → %s', (current, incoming, expected) => expect(nextPaymentStatus(current, incoming)).toBe(expected));
});
