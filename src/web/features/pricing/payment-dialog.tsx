/**
 * The payment dialog (spec sections 2, 4, 5 and 8), a chunk of its own loaded when a checkout opens.
 * States: setting up (the server creates the intent and says the amount) → setup failed (message,
 * Try Again) or ready (the card form of the server's mode) → success (closes itself after 2 s).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, FlaskConical, LoaderCircle, Lock, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { PaymentsConfig } from '../../../core/api/payments';
import { DEFAULT_TIER_LIMITS, type TierLimits } from '../../../core/billing/limits';
import { formatPrice, type Plan } from '../../../core/plans';
import { Button } from '../../components/ui/button';
import { formatAmount, formatBillingDate, paymentsApi } from '../../shared/billing';
import { PAYMENT_DIALOG_CLOSE_MS, PAYMENT_TEXT, periodText } from './payment-text';
import { TestCardForm } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface PaymentDialogProps {
  plan: Plan;
  priceId: string;
  config: PaymentsConfig;
  onCancel: () => void;
  onPaid: () => void;
}

async function createIntent(plan: Plan, priceId: string) {
  const intent = await paymentsApi.createPaymentIntent({ priceId, planName: plan.name });
  if (!intent.clientSecret) throw new Error(PAYMENT_TEXT.noClientSecret);
  return intent;
}

export default function PaymentDialog({ plan, priceId, config, onCancel, onPaid }: PaymentDialogProps) {
  // Try Again makes a new attempt (a new query key) instead of reloading the page (decision 0018).
  const [attempt, setAttempt] = useState(0);
  const setup = useQuery({
    queryKey: ['payment-intent', plan.id, priceId, attempt],
    queryFn: () => createIntent(plan, priceId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState<{ endsAt: string | null } | null>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (!paid) return;
    const t = setTimeout(() => setOpen(false), PAYMENT_DIALOG_CLOSE_MS);
    return () => clearTimeout(t);
  }, [paid]);

  const handlePaid = useCallback(
    (endsAt: string | null) => {
      setPaid({ endsAt });
      onPaid();
    },
    [onPaid],
  );
  const retry = () => {
    setLoadError(null);
    setAttempt((n) => n + 1);
  };
  const onOpenChange = (next: boolean) => {
    if (next || busy) return;
    if (paid) setOpen(false);
    else onCancel();
  };

  const intent = setup.data;
  const price = intent ? formatAmount(intent.amount, intent.currency) : formatPrice(plan);
  const failure = loadError ?? (setup.isError ? (setup.error instanceof Error && setup.error.message) || PAYMENT_TEXT.setupFailed : null);
  const testMode = (intent?.mode ?? config.mode) === 'test';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="payment-dialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-2xl focus:outline-none sm:p-8"
        >
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label="Close" disabled={busy}>
              <X className="size-5" aria-hidden />
            </Button>
          </Dialog.Close>
          <Dialog.Title className="pr-8 text-2xl font-bold tracking-tight">{plan.name}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{periodText(plan, config.mode)}</Dialog.Description>

          {testMode && config.notice ? (
            <p className="mt-4 flex items-center gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm font-medium text-amber-800 dark:text-amber-200" data-testid="test-mode-notice">
              <FlaskConical className="size-4 shrink-0" aria-hidden />
              {config.notice}
            </p>
          ) : null}

          <div className="mt-5 flex items-center justify-between rounded-xl bg-surface-2 px-4 py-3">
            <span className="text-sm text-muted">Total</span>
            <span className="text-xl font-bold tabular-nums" data-testid="payment-total">
              {price}
            </span>
          </div>
          <p className="mt-2 flex items-center gap-1.5 text-xs text-muted">
            <Lock className="size-3.5" aria-hidden />
            {PAYMENT_TEXT.secureNote}
          </p>

          <div className="mt-6" aria-live="polite">
            {paid ? (
              <Success plan={plan} endsAt={paid.endsAt} limits={config.limits ?? DEFAULT_TIER_LIMITS} renews={plan.autoRenews && config.mode !== 'test'} />
            ) : failure ? (
              <SetupFailed message={failure} onRetry={retry} />
            ) : !intent ? (
              <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted">
                <LoaderCircle className="size-5 animate-spin text-violet-500" aria-hidden />
                {PAYMENT_TEXT.settingUp}
              </p>
            ) : (
              <section aria-labelledby="payment-information">
                <h3 id="payment-information" className="mb-4 text-base font-semibold">
                  {PAYMENT_TEXT.heading}
                </h3>
                {intent.mode === 'test' ? (
                  <TestCardForm plan={plan} intent={intent} price={price} busy={busy} setBusy={setBusy} onPaid={handlePaid} onCancel={onCancel} />
                ) : config.publishableKey ? (
                  <Suspense fallback={<p className="text-sm text-muted">{PAYMENT_TEXT.settingUp}</p>}>
                    <StripeCardForm
                      plan={plan}
                      intent={intent}
                      price={price}
                      busy={busy}
                      setBusy={setBusy}
                      onPaid={handlePaid}
                      onCancel={onCancel}
                      publishableKey={config.publishableKey}
                      onLoadError={setLoadError}
                    />
                  </Suspense>
                ) : (
                  <SetupFailed message={PAYMENT_TEXT.stripeUnavailable} onRetry={retry} />
                )}
              </section>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SetupFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-500/30 bg-red-500/10 p-5 text-center" data-testid="payment-setup-failed">
      <CircleAlert className="mx-auto size-8 text-red-500" aria-hidden />
      <p className="mt-2 font-semibold">{PAYMENT_TEXT.setupFailed}</p>
      <p className="mt-1 text-sm text-red-800 dark:text-red-200">{message}</p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        {PAYMENT_TEXT.tryAgain}
      </Button>
    </div>
  );
}

function Success({ plan, endsAt, limits, renews }: { plan: Plan; endsAt: string | null; limits: TierLimits; renews: boolean }) {
  return (
    <div role="status" className="rounded-xl border border-emerald-500/30 bg-emerald-500/10 p-6 text-center" data-testid="payment-success">
      <CircleCheck className="mx-auto size-10 text-emerald-500" aria-hidden />
      <p className="mt-3 text-xl font-bold">{PAYMENT_TEXT.success}</p>
      <p className="mt-2 text-sm">{PAYMENT_TEXT.welcome(plan.name)}</p>
      <p className="mt-1 text-sm text-muted">{PAYMENT_TEXT.capacity(limits)}</p>
      {endsAt ? <p className="mt-3 text-xs text-muted">{`${renews ? 'Renews on' : 'Active until'} ${formatBillingDate(endsAt)}`}</p> : null}
    </div>
  );
}
