import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { evaluateTestCard } from '../../core/billing/test-cards';
import { oneOffPeriod } from '../../core/billing/entitlement';
import { planById } from '../../core/plans';
import type { CreatePaymentIntentResponse, PaidPlanId, PaymentConfirmation, TestConfirmRequest } from '../../core/api/payments';
import type { Database } from '../db/client';
import { payment } from '../db/schema/index';
import { AppError } from '../errors';
import type { Clock } from '../clock';
import { changeBilling, ensureSubscription, paymentByIntent, recordPayment, setPaymentStatus, updateSubscription } from './ledger';
import { confirmationOf } from './confirmation';
import type { CheckoutUser, PaymentProvider } from './provider';

const token = () => randomBytes(18).toString('base64url');

function sameSecret(given: string, expected: string | null): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The offline provider: intents live only in the payment table, cards follow Stripe's documented
 * test numbers (core/billing/test-cards.ts), and nothing leaves the machine. A Pro Monthly here is
 * one 30-day period: no renewal is ever charged (docs/decisions: payments).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly mode = 'test' as const;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async startCheckout(user: CheckoutUser, plan: PaidPlanId): Promise<CreatePaymentIntentResponse> {
    const { priceCents, currency } = planById(plan);
    const paymentIntentId = `pi_test_${token()}`;
    const clientSecret = `${paymentIntentId}_secret_${token()}`;
    await recordPayment(
      this.database.db,
      { userId: user.id, plan, mode: 'test', providerRef: paymentIntentId, intentId: paymentIntentId, subscriptionId: null, amount: priceCents, currency, clientSecret },
      this.clock(),
    );
    return { clientSecret, paymentIntentId, amount: priceCents, currency, mode: 'test' };
  }

  /** Unknown, foreign and wrong-secret intents all answer the same 404: nothing to learn by probing. */
  private async ownIntent(userId: string, paymentIntentId: string, clientSecret: string | null) {
    const row = await paymentByIntent(this.database.db, paymentIntentId);
    if (!row || row.mode !== 'test' || row.userId !== userId || (clientSecret !== null && !sameSecret(clientSecret, row.clientSecret))) {
      throw new AppError('NOT_FOUND', 'Payment not found');
    }
    return row;
  }

  async confirmWithTestCard(userId: string, request: TestConfirmRequest): Promise<PaymentConfirmation> {
    const row = await this.ownIntent(userId, request.paymentIntentId, request.clientSecret);
    if (row.status !== 'pending') throw new AppError('CONFLICT', 'This payment has already been completed.');
    const now = this.clock();
    const verdict = evaluateTestCard(request.card, now);
    // Like a Stripe PaymentIntent after a decline, the intent stays open for another card.
    if (!verdict.ok) throw new AppError('PAYMENT_FAILED', verdict.message, { field: verdict.field, declineCode: verdict.declineCode });
    const plan = row.plan as PaidPlanId;
    const applied = await changeBilling(this.database.db, userId, now, async (tx) => {
      // Re-read under the user's lock: of two confirms racing, only the first finds it pending.
      if ((await paymentByIntent(tx, row.intentId!))?.status !== 'pending') return false;
      if (plan === 'monthly') {
        const subscriptionId = `sub_test_${randomUUID()}`;
        await ensureSubscription(tx, { id: subscriptionId, userId, mode: 'test' }, now);
        await tx.update(payment).set({ subscriptionId }).where(eq(payment.id, row.id));
      }
      return setPaymentStatus(tx, row.providerRef, 'succeeded', now, oneOffPeriod(plan, now));
    });
    // Two confirms of one intent raced and the other one won.
    if (!applied) throw new AppError('CONFLICT', 'This payment has already been completed.');
    return confirmationOf(this.database.db, row, 'succeeded', now);
  }

  async verifyPayment(userId: string, paymentIntentId: string): Promise<PaymentConfirmation> {
    const row = await this.ownIntent(userId, paymentIntentId, null);
    return confirmationOf(this.database.db, row, row.status === 'succeeded' ? 'succeeded' : 'requires_payment_method', this.clock());
  }

  async cancelRenewal(userId: string, subscriptionId: string): Promise<void> {
    const now = this.clock();
    await changeBilling(this.database.db, userId, now, (tx) => updateSubscription(tx, subscriptionId, { cancelAtPeriodEnd: true }, now));
  }
}
