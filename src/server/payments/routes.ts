import type { FastifyInstance } from 'fastify';
import { PAID_PLAN_IDS, PAYMENTS_OFF_REASON, TEST_MODE_NOTICE, TEST_PRICE_IDS, confirmPaymentRequestSchema, createPaymentIntentRequestSchema, testConfirmRequestSchema, type PaidPlanId, type PaymentsConfig } from '../../core/api/payments';
import { planForCheckout } from '../../core/billing/plan-choice';
import type { PaymentsSettings } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { guardRoutes } from '../http/auth-guard';
import type { Clock } from '../clock';
import type { TierLimits } from '../../core/billing/limits';
import { entitlementOf } from './ledger';
import type { PaymentProvider } from './provider';

export interface PaymentRouteOptions {
  database: Database;
  provider: PaymentProvider | null;
  settings: PaymentsSettings;
  limits: TierLimits;
  clock: Clock;
}

export function priceIdsOf(settings: PaymentsSettings): Readonly<Record<PaidPlanId, string>> | null {
  if (settings.mode === 'stripe' && settings.stripe) return settings.stripe.priceIds;
  return settings.mode === 'test' ? TEST_PRICE_IDS : null;
}

export function paymentsConfig(settings: PaymentsSettings, limits: TierLimits): PaymentsConfig {
  const priceIds = priceIdsOf(settings);
  const reason = settings.mode === 'off' ? PAYMENTS_OFF_REASON : null;
  return {
    mode: settings.mode,
    publishableKey: settings.stripe?.publishableKey ?? null,
    notice: settings.mode === 'test' ? TEST_MODE_NOTICE : null,
    reason,
    plans: PAID_PLAN_IDS.map((id) => ({ id, priceId: priceIds?.[id] ?? '', purchasable: priceIds !== null, reason })),
    limits: { free: { ...limits.free }, pro: { ...limits.pro }, enterprise: { ...limits.enterprise } },
  };
}

/** /api/v1/payments/*: what can be bought, starting a purchase and confirming it. */
export async function paymentRoutes(app: FastifyInstance, { database, provider, settings, limits, clock }: PaymentRouteOptions) {
  app.get('/payments/config', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return paymentsConfig(settings, limits);
  });

  await app.register(async (guarded) => {
    guardRoutes(guarded);
    const active = (): PaymentProvider => {
      if (!provider) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_OFF_REASON);
      return provider;
    };

    guarded.post('/payments/create-payment-intent', async (request) => {
      const chosen = active();
      const { priceId, planName } = createPaymentIntentRequestSchema.parse(request.body);
      const choice = planForCheckout(priceIdsOf(settings)!, priceId, planName);
      if (!choice.ok) throw new AppError('VALIDATION_ERROR', choice.error, { field: 'priceId' });
      if (choice.plan === 'monthly') {
        const held = await entitlementOf(database.db, request.user.id, clock());
        if (held.plan === 'monthly') throw new AppError('CONFLICT', `You already have Pro Monthly until ${held.endsAt?.toISOString().slice(0, 10)}.`);
      }
      return chosen.startCheckout(request.user, choice.plan);
    });

    guarded.post('/payments/confirm', async (request) => {
      const { paymentIntentId } = confirmPaymentRequestSchema.parse(request.body);
      return active().verifyPayment(request.user.id, paymentIntentId);
    });

    if (provider?.confirmWithTestCard) {
      const confirmWithTestCard = provider.confirmWithTestCard.bind(provider);
      guarded.post('/payments/test/confirm', async (request) => confirmWithTestCard(request.user.id, testConfirmRequestSchema.parse(request.body)));
    }
  });
}
