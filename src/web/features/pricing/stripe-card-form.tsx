/**
 * Stripe mode (issue 16): Stripe's Payment Element in the dialog. This file is its own chunk, loaded
 * only when the server runs Stripe, so Stripe.js never weighs on other pages; the `pure` entry loads
 * Stripe's script when loadStripe is called, not when this module is imported.
 *
 * Flow (spec section 4): elements.submit() validates; stripe.confirmPayment with the dashboard as
 * return address and redirect only if required; a succeeded intent is then confirmed with the
 * server, which checks it with Stripe and upgrades the account.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { PATHS } from '../../../core/routes';
import { paymentsApi } from '../../shared/billing';
import { PaymentActions, PaymentError, type PaymentFormProps } from './payment-parts';
import { PAYMENT_TEXT } from './payment-text';

const APPEARANCE = { theme: 'night', variables: { colorPrimary: '#7c3aed', borderRadius: '8px' } } as const;

const messageOf = (err: unknown): string => (err instanceof Error && err.message ? err.message : PAYMENT_TEXT.paymentFailed);

function StripeFields({ plan, intent, price, busy, setBusy, onPaid, onCancel }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Spec section 5: nothing happens until Stripe and its elements are ready.
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      const checked = await elements.submit();
      if (checked.error) {
        setError(checked.error.message ?? PAYMENT_TEXT.paymentFailed);
        return;
      }
      const { error: confirmError, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret: intent.clientSecret,
        confirmParams: { return_url: `${window.location.origin}${PATHS.dashboard}` },
        redirect: 'if_required',
      });
      if (confirmError) {
        setError(confirmError.message ?? PAYMENT_TEXT.paymentFailed);
        return;
      }
      if (paymentIntent.status !== 'succeeded') {
        setProcessing(paymentIntent.status === 'processing');
        if (paymentIntent.status !== 'processing') setError(PAYMENT_TEXT.paymentFailed);
        return;
      }
      const confirmed = await paymentsApi.confirmPayment(paymentIntent.id);
      if (confirmed.status === 'succeeded' && confirmed.tier !== 'free') onPaid(confirmed.endsAt);
      else setProcessing(true);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" aria-label="Card details">
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <PaymentError message={error} />
      {processing ? (
        <p role="status" className="rounded-lg border border-sky-500/30 bg-sky-500/10 p-3 text-sm text-sky-800 dark:text-sky-200">
          {PAYMENT_TEXT.processingLater}
        </p>
      ) : null}
      <PaymentActions plan={plan} price={price} busy={busy} ready={ready && !!stripe && !!elements} onCancel={onCancel} />
    </form>
  );
}

/** Loads Stripe.js with the server's publishable key; a failed load is a setup failure. */
export default function StripeCardForm(props: PaymentFormProps & { publishableKey: string; onLoadError: (message: string) => void }) {
  const { publishableKey, onLoadError, ...form } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);

  useEffect(() => {
    let live = true;
    loadStripe(publishableKey).then(
      (s) => {
        if (!live) return;
        if (s) setStripe(s);
        else onLoadError(PAYMENT_TEXT.stripeUnavailable);
      },
      () => live && onLoadError(PAYMENT_TEXT.stripeUnavailable),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, onLoadError]);

  if (!stripe) return <p className="text-sm text-muted">{PAYMENT_TEXT.settingUp}</p>;
  return (
    <Elements stripe={stripe} options={{ clientSecret: form.intent.clientSecret, appearance: APPEARANCE }}>
      <StripeFields {...form} />
    </Elements>
  );
}
