/**
 * A stand-in for the payments and billing endpoints (the contract of issue 16) behind a stubbed
 * `fetch`, for component tests: it answers the same bodies and error shapes as the server, keeps the
 * account's plan in memory and records what the page sent. The real server is exercised by the e2e
 * spec (e2e/payments.spec.ts).
 */
import { vi } from 'vitest';
import type { Billing, IntentStatus, PaidPlanId, PaymentsConfig } from '../../core/api/payments';
import { planById } from '../../core/plans';

export interface FakePayments {
  config: PaymentsConfig;
  billing: Billing;
  /** Every request the page made, as "METHOD /path" with its JSON body. */
  calls: { call: string; body: unknown }[];
  /** Make the next create-payment-intent answer this status and message. */
  failNextSetup: (status: number, message: string) => void;
  /** Hold create-payment-intent answers until release() is called. */
  holdSetup: () => () => void;
  /** An intent created earlier (e.g. before a 3-D Secure redirect), unknown to this page. */
  seedIntent: (id: string, plan: PaidPlanId) => void;
  /** Make /payments/confirm of this intent answer this status without upgrading (as Stripe left it). */
  leaveIntent: (id: string, status: Exclude<IntentStatus, 'succeeded'>) => void;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const TEST_CONFIG: PaymentsConfig = {
  mode: 'test',
  publishableKey: null,
  notice: 'Test mode — no real charge',
  reason: null,
  plans: [
    { id: 'daily', priceId: 'price_test_daily', purchasable: true, reason: null },
    { id: 'monthly', priceId: 'price_test_monthly', purchasable: true, reason: null },
  ],
};

export const FREE_BILLING: Billing = { tier: 'free', plan: 'free', endsAt: null, renews: false, cancelAtPeriodEnd: false, mode: 'test', payments: [] };

/** Stubs fetch; `other` answers every path the fake does not know (e.g. settings, usage stats). */
export function fakePayments({ config = TEST_CONFIG, billing = FREE_BILLING, other }: { config?: PaymentsConfig; billing?: Billing; other?: (path: string, init?: RequestInit) => Response | Promise<Response> } = {}): FakePayments {
  let nextSetupFailure: { status: number; message: string } | null = null;
  let gate: Promise<void> | null = null;
  const intents = new Map<string, PaidPlanId>();
  const leftAs = new Map<string, Exclude<IntentStatus, 'succeeded'>>();
  const fake: FakePayments = {
    config,
    billing,
    calls: [],
    failNextSetup: (status, message) => {
      nextSetupFailure = { status, message };
    },
    seedIntent: (id, plan) => void intents.set(id, plan),
    leaveIntent: (id, status) => void leftAs.set(id, status),
    holdSetup: () => {
      let release = () => {};
      gate = new Promise((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
  const planOf = (priceId: string): PaidPlanId | undefined => fake.config.plans.find((p) => p.priceId === priceId)?.id;

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^.*\/api\/v1/, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      fake.calls.push({ call: `${method} ${path}`, body });
      if (path === '/payments/config') return json(200, fake.config);
      if (path === '/billing') return json(200, fake.billing);
      if (path === '/billing/cancel-renewal') {
        if (fake.billing.plan !== 'monthly' || !fake.billing.renews) return json(409, { code: 'CONFLICT', message: 'Nothing to cancel.' });
        fake.billing = { ...fake.billing, renews: false, cancelAtPeriodEnd: true };
        return json(200, fake.billing);
      }
      if (path === '/payments/create-payment-intent') {
        if (gate) await gate;
        if (nextSetupFailure) {
          const f = nextSetupFailure;
          nextSetupFailure = null;
          return json(f.status, { code: 'SERVICE_UNAVAILABLE', message: f.message });
        }
        const plan = planOf(String(body?.priceId));
        if (!plan) return json(400, { code: 'VALIDATION_ERROR', message: 'Unknown price.' });
        const id = `pi_test_${intents.size + 1}`;
        intents.set(id, plan);
        return json(200, { clientSecret: `${id}_secret_x`, paymentIntentId: id, amount: planById(plan).priceCents, currency: 'usd', mode: fake.config.mode === 'stripe' ? 'stripe' : 'test' });
      }
      const upgrade = (id: string, plan: PaidPlanId) => {
        const endsAt = new Date(Date.now() + planById(plan).durationDays! * 86_400_000).toISOString();
        fake.billing = {
          ...fake.billing,
          tier: 'pro',
          plan,
          endsAt,
          // Like the server: test mode never charges a renewal (decision 0017).
          renews: planById(plan).autoRenews && fake.config.mode === 'stripe',
          payments: [{ id, plan, amount: planById(plan).priceCents, currency: 'usd', status: 'succeeded', mode: fake.config.mode === 'stripe' ? 'stripe' : 'test', createdAt: new Date().toISOString(), paidAt: new Date().toISOString() }, ...fake.billing.payments],
        };
        return json(200, { id, amount: planById(plan).priceCents, currency: 'usd', status: 'succeeded', tier: 'pro', endsAt });
      };
      if (path === '/payments/confirm') {
        const id = String(body?.paymentIntentId);
        const plan = intents.get(id);
        const left = leftAs.get(id);
        if (plan && left) return json(200, { id, amount: planById(plan).priceCents, currency: 'usd', status: left, tier: fake.billing.tier, endsAt: null });
        return plan ? upgrade(id, plan) : json(404, { code: 'NOT_FOUND', message: 'Payment not found' });
      }
      if (path === '/payments/test/confirm') {
        const card = body?.card as { number: string; expiry: string; cvc: string; name: string };
        const digits = card.number.replace(/\D/g, '');
        if (digits === '4000000000000002') return json(402, { code: 'PAYMENT_FAILED', message: 'Your card was declined.', details: { field: null, declineCode: 'card_declined' } });
        if (!/^\d{3}$/.test(card.cvc)) return json(402, { code: 'PAYMENT_FAILED', message: "Your card's security code is invalid.", details: { field: 'cvc', declineCode: 'incorrect_cvc' } });
        if (digits !== '4242424242424242') return json(402, { code: 'PAYMENT_FAILED', message: 'Your card number is invalid.', details: { field: 'number', declineCode: 'incorrect_number' } });
        const id = String(body?.paymentIntentId);
        const plan = intents.get(id);
        if (!plan) return json(404, { code: 'NOT_FOUND', message: 'Unknown payment.' });
        return upgrade(id, plan);
      }
      if (other) return other(path, init);
      return json(404, { code: 'NOT_FOUND', message: `No fake for ${method} ${path}` });
    }),
  );
  return fake;
}
