import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { guardRoutes } from '../http/auth-guard';
import { billingOf, entitlementOf } from './ledger';
import type { PaymentRouteOptions } from './routes';

/** /api/v1/billing: the plan and payment history of Settings, and cancelling a renewal. */
export async function billingRoutes(app: FastifyInstance, { database, provider, settings, clock }: PaymentRouteOptions) {
  const { db } = database;
  guardRoutes(app);

  app.get('/billing', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return billingOf(db, request.user.id, clock(), settings.mode);
  });

  app.post('/billing/cancel-renewal', async (request) => {
    const held = await entitlementOf(db, request.user.id, clock());
    if (held.plan !== 'monthly' || !held.subscriptionId || !held.renews) throw new AppError('CONFLICT', 'There is no renewing Pro Monthly subscription to cancel.');
    if (!provider) throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not set up on this server.');
    await provider.cancelRenewal(request.user.id, held.subscriptionId);
    return billingOf(db, request.user.id, clock(), settings.mode);
  });
}
