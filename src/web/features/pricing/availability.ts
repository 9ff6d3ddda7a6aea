/**
 * What each plan's button does on the pricing page, and why not when it cannot (issue 16: "whenever
 * a plan cannot be bought, the page says why"). Pure: decided from the auth status, the server's
 * payments config and the account's billing.
 */
import type { Billing, PaymentsConfig } from '../../../core/api/payments';
import type { Plan } from '../../../core/plans';
import { formatBillingDate, heldPlan, planPeriodLine } from '../../shared/billing';

export type PlanAction =
  /** Free: nothing to buy (the button reads Current Plan while the account is Free). */
  | { kind: 'free'; current: boolean }
  /** Signed out: the button opens the sign-in dialog. */
  | { kind: 'sign-in' }
  /** Signed in and buyable: the button opens the checkout with this price. */
  | { kind: 'buy'; priceId: string }
  /** The plan the account holds: no button, its end or renewal instead. */
  | { kind: 'held'; line: string | null }
  /** Cannot be bought now; the card says why. */
  | { kind: 'blocked'; reason: string }
  /** Still asking the server. */
  | { kind: 'checking' };

export interface AvailabilityInput {
  auth: 'loading' | 'signed-in' | 'signed-out';
  config: PaymentsConfig | undefined;
  configFailed: boolean;
  billing: Billing | undefined;
  billingFailed: boolean;
}

export const AVAILABILITY_TEXT = {
  configFailed: 'Could not reach the server to check payments. Reload the page to try again.',
  notOffered: 'This plan is not offered on this server.',
  enterprise: 'Your Enterprise plan already includes everything in Pro.',
  monthlyCoversDaily: (until: string) => `You already have Pro Monthly until ${until}.`,
} as const;

export function planAction(plan: Plan, input: AvailabilityInput): PlanAction {
  const held = input.billing ? heldPlan(input.billing) : null;
  if (plan.priceCents === 0) return { kind: 'free', current: input.auth !== 'signed-in' || held === null || held === 'free' };

  if (input.configFailed) return { kind: 'blocked', reason: AVAILABILITY_TEXT.configFailed };
  if (!input.config || input.auth === 'loading') return { kind: 'checking' };
  const offer = input.config.plans.find((p) => p.id === plan.id);
  if (input.config.mode === 'off') return { kind: 'blocked', reason: input.config.reason ?? AVAILABILITY_TEXT.notOffered };
  if (!offer) return { kind: 'blocked', reason: AVAILABILITY_TEXT.notOffered };
  if (!offer.purchasable) return { kind: 'blocked', reason: offer.reason ?? input.config.reason ?? AVAILABILITY_TEXT.notOffered };
  if (input.auth === 'signed-out') return { kind: 'sign-in' };

  // Signed in: what the account holds decides. When billing cannot be read the server still refuses
  // a second Monthly (409), so buying stays possible.
  if (input.billing && held) {
    if (held === plan.id) return { kind: 'held', line: planPeriodLine(input.billing) };
    if (held === 'enterprise') return { kind: 'blocked', reason: AVAILABILITY_TEXT.enterprise };
    if (held === 'monthly' && plan.id === 'daily' && input.billing.endsAt)
      return { kind: 'blocked', reason: AVAILABILITY_TEXT.monthlyCoversDaily(formatBillingDate(input.billing.endsAt)) };
  } else if (!input.billingFailed) return { kind: 'checking' };
  return { kind: 'buy', priceId: offer.priceId };
}
