/**
 * Settings › Plan & billing (issue 16): the plan held now, when it ends or renews, every payment with
 * its amount and date, and cancelling a Monthly's renewal — which takes effect at the end of the
 * paid period, as the confirmation says.
 */
import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditCard, FlaskConical } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Billing, BillingPayment } from '../../../core/api/payments';
import { planById } from '../../../core/plans';
import { PATHS } from '../../../core/routes';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BILLING_QUERY_KEY } from '../../lib/query-keys';
import { canCancelRenewal, formatAmount, formatBillingDate, heldPlan, heldPlanName, paymentsApi, planPeriodLine, useBilling, usePaymentsConfig } from '../../shared/billing';
import { useAuth } from '../auth';
import { Skeleton } from '../../shared/review/parts';

export const BILLING_TEXT = {
  title: 'Plan & billing',
  loadFailed: 'Your plan could not be loaded. Reload the page to try again.',
  noPayments: 'No payments yet.',
  cancelRenewal: 'Cancel renewal',
  cancelConfirmTitle: 'Cancel the renewal of Pro Monthly?',
  cancelConfirm: (until: string) => `You keep Pro until ${until}. The cancellation takes effect at the end of this period: you will not be charged again and the account returns to Free then.`,
  keep: 'Keep renewal',
  cancelled: (until: string) => `Renewal cancelled. Pro stays active until ${until}.`,
  cancelFailed: 'The renewal could not be cancelled. Please try again.',
} as const;

const STATUS_LABEL: Record<BillingPayment['status'], string> = { succeeded: 'Paid', refunded: 'Refunded', failed: 'Failed', disputed: 'Disputed' };

export function BillingSection() {
  const { user } = useAuth();
  const billing = useBilling(user?.id ?? null);
  const config = usePaymentsConfig();
  const titleId = useId();

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={titleId} data-testid="billing">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 rounded-lg bg-violet-500/10 p-2 text-violet-600 dark:text-violet-300" aria-hidden>
          <CreditCard className="size-5" />
        </span>
        <div>
          <h2 id={titleId} className="text-base font-semibold text-fg">
            {BILLING_TEXT.title}
          </h2>
          <p className="text-sm text-muted">Your plan, when it ends or renews, and what you have paid.</p>
        </div>
      </div>
      {billing.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
          {BILLING_TEXT.loadFailed}
        </p>
      ) : !billing.data ? (
        <div className="mt-4 space-y-3" role="status" aria-label="Loading your plan">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : (
        <BillingBody billing={billing.data} testNotice={config.data?.notice ?? null} />
      )}
    </Card>
  );
}

function BillingBody({ billing, testNotice }: { billing: Billing; testNotice: string | null }) {
  const held = heldPlan(billing);
  const period = planPeriodLine(billing);
  return (
    <div className="mt-4 space-y-5">
      <div className="flex flex-col gap-3 rounded-xl bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-xs tracking-wide text-muted uppercase">Current plan</p>
          <p className="text-lg font-semibold" data-testid="billing-plan">
            {heldPlanName(billing)}
          </p>
          {period ? (
            <p className="text-sm text-muted" data-testid="billing-period">
              {period}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {held === 'free' || held === 'daily' ? (
            <Link to={PATHS.pricing} className={buttonClasses('primary', 'sm')}>
              {held === 'free' ? 'Upgrade to Pro' : 'See plans'}
            </Link>
          ) : null}
          {canCancelRenewal(billing) && billing.endsAt ? <CancelRenewal until={formatBillingDate(billing.endsAt)} /> : null}
        </div>
      </div>
      <PaymentHistory payments={billing.payments} testNotice={testNotice} />
    </div>
  );
}

function CancelRenewal({ until }: { until: string }) {
  const client = useQueryClient();
  const { user } = useAuth();
  const cancel = useMutation({
    mutationFn: paymentsApi.cancelRenewal,
    onSuccess: (next) => {
      client.setQueryData([...BILLING_QUERY_KEY, user?.id ?? null], next);
      toast.success(BILLING_TEXT.cancelled(next.endsAt ? formatBillingDate(next.endsAt) : until));
    },
    onError: (err) => toast.error(err instanceof Error && err.message ? err.message : BILLING_TEXT.cancelFailed),
  });
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button size="sm" variant="outline" disabled={cancel.isPending}>
          {BILLING_TEXT.cancelRenewal}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-fg">{BILLING_TEXT.cancelConfirmTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{BILLING_TEXT.cancelConfirm(until)}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{BILLING_TEXT.keep}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={() => cancel.mutate()}>{BILLING_TEXT.cancelRenewal}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function PaymentHistory({ payments, testNotice }: { payments: readonly BillingPayment[]; testNotice: string | null }) {
  if (payments.length === 0) return <p className="text-sm text-muted">{BILLING_TEXT.noPayments}</p>;
  return (
    <div>
      <h3 className="text-sm font-semibold">Payment history</h3>
      <ul className="mt-2 divide-y divide-border rounded-xl border border-border" aria-label="Payment history">
        {payments.map((p) => (
          // A payment is dated when it was paid; one that never was, when its checkout started.
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm" data-testid="billing-payment">
            <div className="min-w-0">
              <p className="font-medium">{planById(p.plan).name}</p>
              <p className="text-xs text-muted">
                <time dateTime={p.paidAt ?? p.createdAt}>{formatBillingDate(p.paidAt ?? p.createdAt)}</time>
                {p.mode === 'test' ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full border border-amber-500/40 bg-amber-500/10 px-1.5 text-[11px] font-medium text-amber-800 dark:text-amber-200">
                    <FlaskConical className="size-3" aria-hidden />
                    {testNotice ?? 'Test mode'}
                  </span>
                ) : null}
              </p>
            </div>
            <div className="text-right">
              <p className="font-semibold tabular-nums">{formatAmount(p.amount, p.currency)}</p>
              <p className="text-xs text-muted">{STATUS_LABEL[p.status]}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
