import type { ActivePaymentMode, CreatePaymentIntentResponse, PaidPlanId, PaymentConfirmation, TestConfirmRequest } from '../../core/api/payments';
import type { PaymentsSettings } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { TestPaymentProvider } from './test-provider';
import { StripePaymentProvider } from './stripe-provider';

/**
 * One interface for taking payments, two implementations chosen at start from configuration
 * (docs/decisions: payments): Stripe, and an offline test mode that runs the same journey with
 * Stripe's documented test cards and no network. Both record payments through the ledger, which
 * alone sets tiers; neither trusts anything the client says about amounts or outcomes.
 */
export interface CheckoutUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

export interface PaymentProvider {
  readonly mode: ActivePaymentMode;
  /** Starts a purchase of `plan` at the server's price and records it as pending. */
  startCheckout(user: CheckoutUser, plan: PaidPlanId): Promise<CreatePaymentIntentResponse>;
  /** Asks the provider whether the user's payment went through; applies it if it did. */
  verifyPayment(userId: string, paymentIntentId: string): Promise<PaymentConfirmation>;
  /** Stops a subscription from renewing; it stays paid until its period ends. */
  cancelRenewal(userId: string, subscriptionId: string): Promise<void>;
  /** Test mode only: pays a pending intent with a test card. */
  confirmWithTestCard?(userId: string, request: TestConfirmRequest): Promise<PaymentConfirmation>;
  /** Stripe only: verifies and applies a webhook delivery (raw body, Stripe-Signature header). */
  handleWebhook?(rawBody: Buffer, signature: string | undefined): Promise<{ applied: boolean }>;
}

export function createPaymentProvider(settings: PaymentsSettings, database: Database, clock: Clock): PaymentProvider | null {
  if (settings.mode === 'stripe' && settings.stripe) return new StripePaymentProvider(settings.stripe, database, clock);
  if (settings.mode === 'test') return new TestPaymentProvider(database, clock);
  return null;
}
