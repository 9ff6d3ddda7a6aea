/** Texts and timings of the checkout (spec sections 2, 4, 8 and 9), each written once. */
import type { PaymentMode } from '../../../core/api/payments';
import { proCapacityMultiplier, type LimitsByTier, type Plan } from '../../../core/plans';

export const PAYMENT_TEXT = {
  settingUp: 'Setting up payment...',
  setupFailed: 'Payment setup failed',
  noClientSecret: 'No client secret received',
  tryAgain: 'Try Again',
  heading: 'Payment Information',
  secureNote: 'Secure payment • Cancel anytime',
  cancel: 'Cancel',
  pay: (price: string) => `Pay ${price}`,
  processing: 'Processing...',
  openingCheckout: 'Opening Checkout...',
  paymentFailed: 'Payment failed',
  success: 'Payment Successful!',
  welcome: (plan: string) => `Welcome to ${plan}! Your upgrade is now active.`,
  /** The multiplier follows the limits the server serves, not the spec's defaults. */
  capacity: (limits: LimitsByTier) => `Your account has been upgraded with ${proCapacityMultiplier(limits)}x more analysis capacity!`,
  toast: (plan: string) => `Payment successful! Welcome to ${plan}!`,
  /** Stripe can leave a payment processing (bank transfers, some cards): the webhook finishes it. */
  processingLater: 'Your payment is processing. Your plan upgrades as soon as it completes; you can close this window.',
  stripeUnavailable: 'The card form could not be loaded from Stripe. Check your connection and try again.',
} as const;

/** A plan's period line; test mode charges no renewal (decision 0017), so its Monthly says it does not renew. */
export function periodText(plan: Pick<Plan, 'period' | 'autoRenews' | 'durationDays'>, mode: PaymentMode | null | undefined): string {
  return plan.autoRenews && mode === 'test' ? `${plan.durationDays} days (test mode: does not renew)` : plan.period;
}

/** The payment dialog closes itself 2 s after success; the pricing page ends the checkout after 3 s (spec section 9). */
export const PAYMENT_DIALOG_CLOSE_MS = 2_000;
export const CHECKOUT_CLOSE_MS = 3_000;
