import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Plan } from '../../../core/plans';
import { useRefreshAfterPayment } from '../../shared/billing';
import { CHECKOUT_CLOSE_MS, PAYMENT_TEXT } from './payment-text';

export interface Checkout {
  plan: Plan;
  priceId: string;
}

/**
 * The pricing page's checkout state (spec section 4): which plan is being bought, and whether it
 * succeeded. Opening clears the success flag; success shows the toast, refreshes usage and billing
 * at once, and ends the checkout 3 s later. Cancelling before success ends it at once.
 */
export function useCheckout() {
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = useRefreshAfterPayment();

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  const open = useCallback((plan: Plan, priceId: string) => {
    setSucceeded(false);
    setCheckout({ plan, priceId });
  }, []);

  const cancel = useCallback(() => {
    if (!succeeded) setCheckout(null);
  }, [succeeded]);

  const paid = useCallback(
    (plan: Plan) => {
      setSucceeded(true);
      toast.success(PAYMENT_TEXT.toast(plan.name));
      void refresh();
      closeTimer.current = setTimeout(() => {
        closeTimer.current = null;
        setCheckout(null);
      }, CHECKOUT_CLOSE_MS);
    },
    [refresh],
  );

  return { checkout, succeeded, open, cancel, paid };
}
