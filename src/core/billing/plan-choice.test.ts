import { describe, expect, it } from 'vitest';
import { planForCheckout } from './plan-choice';

const priceIds = { daily: 'price_D', monthly: 'price_M' };

describe('planForCheckout', () => {
  it.each([
    ['daily by plan name', 'price_D', 'Pro Daily', { ok: true, plan: 'daily' }],
    ['monthly by plan id', 'price_M', 'monthly', { ok: true, plan: 'monthly' }],
    ['case does not matter', 'price_M', 'pro monthly', { ok: true, plan: 'monthly' }],
    ['unknown price', 'price_X', 'Pro Daily', { ok: false }],
    ['the free plan cannot be bought', 'free', 'Free', { ok: false }],
    ['name of another plan', 'price_D', 'Pro Monthly', { ok: false }],
    ['empty name', 'price_D', '', { ok: false }],
  ])('%s', (_name, priceId, planName, expected) => expect(planForCheckout(priceIds, priceId, planName)).toMatchObject(expected));
});
