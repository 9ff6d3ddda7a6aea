import { useCallback } from 'react';
import type { Plan } from '../../../core/plans';
import { useAuth, useAuthDialog } from '../auth';
import { startCheckout } from './checkout';

/**
 * Spec section 4, pricing: Free does nothing; a paid plan opens the sign-in dialog when signed out,
 * and the checkout when signed in (once the payments issue provides one).
 */
export function usePlanChoice(checkout = startCheckout) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  const canChoose = useCallback(
    (plan: Plan) => plan.priceCents > 0 && (status === 'signed-out' || (status === 'signed-in' && checkout !== null)),
    [status, checkout],
  );

  const choose = useCallback(
    (plan: Plan) => {
      if (plan.priceCents === 0) return;
      if (status === 'signed-out') openAuthDialog('sign-in');
      else if (status === 'signed-in') checkout?.(plan);
    },
    [status, openAuthDialog, checkout],
  );

  return { choose, canChoose };
}
