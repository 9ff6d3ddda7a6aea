/** Pieces both payment forms (test mode and Stripe) share: the action row with the consent line, and the inline error. */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../core/routes';
import type { Plan } from '../../../core/plans';
import { Button } from '../../components/ui/button';
import { PAYMENT_TEXT } from './payment-text';

export interface PaymentFormProps {
  plan: Plan;
  /** The intent the server created: its secret and id confirm the payment, its amount is the price. */
  intent: { clientSecret: string; paymentIntentId: string };
  price: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onPaid: (endsAt: string | null) => void;
  onCancel: () => void;
}

/**
 * Says what the person agrees to: a Monthly renews until cancelled; a Daily is one payment; in test
 * mode, which never charges a renewal (decision 0017), a Monthly is one period.
 */
function ConsentLine({ plan, testMode }: { plan: Plan; testMode: boolean }) {
  const renewal = !plan.autoRenews
    ? 'This is a single payment; it does not renew.'
    : testMode
      ? `In test mode this is one ${plan.durationDays}-day period; it does not renew.`
      : `Your subscription renews automatically every ${plan.durationDays} days unless cancelled; cancel any time in Settings.`;
  return (
    <p className="text-xs text-muted" data-testid="payment-consent">
      By paying you agree to the{' '}
      <Link to={PATHS.terms} target="_blank" className="underline underline-offset-2 hover:text-fg">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to={PATHS.privacy} target="_blank" className="underline underline-offset-2 hover:text-fg">
        Privacy Policy
      </Link>
      . {renewal}
    </p>
  );
}

export function PaymentActions({ plan, price, busy, ready, onCancel, testMode = false }: { plan: Plan; price: string; busy: boolean; ready: boolean; onCancel: () => void; testMode?: boolean }) {
  return (
    <div className="space-y-4 border-t border-border pt-4">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {PAYMENT_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={busy || !ready} aria-busy={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {busy ? PAYMENT_TEXT.processing : PAYMENT_TEXT.pay(price)}
        </Button>
      </div>
      <ConsentLine plan={plan} testMode={testMode} />
    </div>
  );
}

export function PaymentError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid="payment-error" className="flex items-start gap-2 rounded-lg border border-red-500/30 bg-red-500/10 p-3 text-sm text-red-800 dark:text-red-200">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}
