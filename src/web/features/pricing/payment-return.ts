/**
 * Coming back from Stripe: when a card needs 3-D Secure, Stripe.js redirects to the return URL
 * ({origin}/dashboard, decision 0018) with `payment_intent` and `redirect_status` in the query. The
 * browser never decides the outcome: it asks the server's confirm endpoint (which asks Stripe),
 * tells the person what it answered, and removes the parameters so a reload does not repeat it.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { PaymentConfirmation } from '../../../core/api/payments';
import { useAuth } from '../auth';
import { heldPlanName, paymentsApi, useRefreshAfterPayment } from '../../shared/billing';
import { PAYMENT_TEXT } from './payment-text';

/** The query parameters Stripe.js adds to the return URL. */
export const PAYMENT_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

export interface PaymentReturn {
  paymentIntentId: string;
  /** 'succeeded', 'failed' or 'pending' as Stripe.js reports it; only a hint, the server decides. */
  redirectStatus: string | null;
}

export function paymentReturnOf(search: URLSearchParams): PaymentReturn | null {
  const paymentIntentId = search.get('payment_intent');
  return paymentIntentId ? { paymentIntentId, redirectStatus: search.get('redirect_status') } : null;
}

/** The same query without Stripe's parameters (anything else stays). */
export function withoutPaymentReturn(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of PAYMENT_RETURN_PARAMS) next.delete(name);
  return next;
}

export const RETURN_TEXT = {
  failed: (reason: string) => `${PAYMENT_TEXT.paymentFailed}: ${reason}`,
  authenticationFailed: 'The card authentication was not completed, so nothing was charged. You can try again from the pricing page.',
  canceled: 'The payment was cancelled, so nothing was charged.',
  unconfirmed: 'The payment could not be confirmed yet. If you were charged, your plan upgrades within a few minutes.',
} as const;

export type ReturnOutcome = { kind: 'success' | 'info' | 'error'; message: string };

/** What to tell the person, from the server's answer (or its error message). */
export function paymentReturnOutcome(answer: { ok: true; confirmation: PaymentConfirmation; planName: string } | { ok: false; message: string }): ReturnOutcome {
  if (!answer.ok) return { kind: 'error', message: RETURN_TEXT.failed(answer.message) };
  const { status, tier } = answer.confirmation;
  if (status === 'succeeded') return tier === 'free' ? { kind: 'info', message: RETURN_TEXT.unconfirmed } : { kind: 'success', message: PAYMENT_TEXT.toast(answer.planName) };
  if (status === 'processing') return { kind: 'info', message: PAYMENT_TEXT.processingLater };
  if (status === 'canceled') return { kind: 'error', message: RETURN_TEXT.failed(RETURN_TEXT.canceled) };
  return { kind: 'error', message: RETURN_TEXT.failed(RETURN_TEXT.authenticationFailed) };
}

async function confirmReturn(paymentIntentId: string): Promise<ReturnOutcome> {
  try {
    const confirmation = await paymentsApi.confirmPayment(paymentIntentId);
    const planName = confirmation.status === 'succeeded' ? heldPlanName(await paymentsApi.billing()) : '';
    return paymentReturnOutcome({ ok: true, confirmation, planName });
  } catch (err) {
    return paymentReturnOutcome({ ok: false, message: err instanceof Error ? err.message : String(err) });
  }
}

/** On the return URL: confirm once with the server, toast the outcome, clean the URL. */
export function usePaymentReturn(): void {
  const [params, setParams] = useSearchParams();
  const { status } = useAuth();
  const refresh = useRefreshAfterPayment();
  // React's development double-mount runs the effect twice with the same ref: confirm once.
  const handled = useRef<string | null>(null);
  const found = paymentReturnOf(params);
  const intentId = found?.paymentIntentId ?? null;

  useEffect(() => {
    // The confirm endpoint needs the session: wait until it is known.
    if (!intentId || status === 'loading' || handled.current === intentId) return;
    handled.current = intentId;
    setParams((current) => withoutPaymentReturn(current), { replace: true });
    if (status !== 'signed-in') return;
    void confirmReturn(intentId).then(async (outcome) => {
      toast[outcome.kind](outcome.message, { id: `payment-return-${intentId}` });
      if (outcome.kind !== 'error') await refresh();
    });
  }, [intentId, status, setParams, refresh]);
}
