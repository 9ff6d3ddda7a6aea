import { lazy, Suspense } from 'react';
import type { PaymentsConfig } from '../../../core/api/payments';
import type { Checkout } from './use-checkout';

const PaymentDialog = lazy(() => import('./payment-dialog'));

/** Mounts the payment dialog (its own chunk) while a checkout is open. */
export function CheckoutHost({ checkout, config, onCancel, onPaid }: { checkout: Checkout | null; config: PaymentsConfig | null; onCancel: () => void; onPaid: (plan: Checkout['plan']) => void }) {
  if (!checkout || !config) return null;
  return (
    <Suspense fallback={null}>
      <PaymentDialog plan={checkout.plan} priceId={checkout.priceId} config={config} onCancel={onCancel} onPaid={() => onPaid(checkout.plan)} />
    </Suspense>
  );
}
