import type { FastifyInstance } from 'fastify';
import type { PaymentRouteOptions } from './routes';

/**
 * POST /api/v1/payments/webhook. Stripe signs the exact bytes it sends, so this plugin keeps the
 * body raw (its own JSON parser, encapsulated here) and hands it to the provider to verify.
 * Registered only when the provider takes webhooks (Stripe mode).
 */
export async function webhookRoutes(app: FastifyInstance, { provider }: PaymentRouteOptions) {
  const handleWebhook = provider?.handleWebhook?.bind(provider);
  if (!handleWebhook) return;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/payments/webhook', async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    const { applied } = await handleWebhook(body, typeof signature === 'string' ? signature : undefined);
    return { received: true, applied };
  });
}
