/**
 * Test mode's own card form (issue 16): the four labelled fields, sent to POST /payments/test/confirm,
 * which answers like Stripe's test cards. A decline or a bad field comes back as 402 PAYMENT_FAILED
 * with the field it concerns; the message shows under that field (or above the buttons) and the form
 * can be sent again.
 */
import { useId, useState, type FormEvent } from 'react';
import type { CardField, PaymentFailedDetails, TestCard } from '../../../core/api/payments';
import { ApiError } from '../../lib/api';
import { paymentsApi } from '../../shared/billing';
import { cn } from '../../lib/cn';
import { PaymentActions, PaymentError, type PaymentFormProps } from './payment-parts';
import { PAYMENT_TEXT } from './payment-text';

const FIELDS: readonly { key: CardField; label: string; autoComplete: string; inputMode?: 'numeric'; placeholder: string; span: string }[] = [
  { key: 'number', label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '4242 4242 4242 4242', span: 'sm:col-span-2' },
  { key: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY', span: '' },
  { key: 'cvc', label: 'CVC', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123', span: '' },
  { key: 'name', label: 'Name on card', autoComplete: 'cc-name', placeholder: 'Ada Lovelace', span: 'sm:col-span-2' },
];

const inputClass =
  'h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-sm text-fg placeholder:text-muted/60 focus-visible:border-violet-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-red-500';

const isFailure = (err: unknown): err is ApiError & { details: PaymentFailedDetails } =>
  err instanceof ApiError && err.code === 'PAYMENT_FAILED' && typeof err.details === 'object' && err.details !== null;

export function TestCardForm({ plan, intent, price, busy, setBusy, onPaid, onCancel }: PaymentFormProps) {
  const id = useId();
  const [card, setCard] = useState<TestCard>({ number: '', expiry: '', cvc: '', name: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const result = await paymentsApi.confirmTestPayment({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, card });
      if (result.status === 'succeeded') onPaid(result.endsAt);
      else setFormError(PAYMENT_TEXT.paymentFailed);
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : PAYMENT_TEXT.paymentFailed;
      if (isFailure(err) && err.details.field) setFieldErrors({ [err.details.field]: message });
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5" aria-label="Test card details">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => {
          const error = fieldErrors[f.key];
          return (
            <div key={f.key} className={cn('space-y-1.5', f.span)}>
              <label htmlFor={`${id}-${f.key}`} className="text-sm font-medium">
                {f.label}
              </label>
              <input
                id={`${id}-${f.key}`}
                name={f.key}
                className={inputClass}
                value={card[f.key]}
                onChange={(e) => setCard((c) => ({ ...c, [f.key]: e.target.value }))}
                autoComplete={f.autoComplete}
                inputMode={f.inputMode}
                placeholder={f.placeholder}
                disabled={busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${f.key}-error` : undefined}
              />
              {error ? (
                <p id={`${id}-${f.key}-error`} className="text-xs text-red-600 dark:text-red-400" data-testid={`card-error-${f.key}`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <PaymentError message={formError} />
      <PaymentActions plan={plan} price={price} busy={busy} ready onCancel={onCancel} testMode />
    </form>
  );
}
