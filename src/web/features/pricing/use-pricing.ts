import { useCallback, useMemo } from 'react';
import { PLANS, type Plan, type PlanId } from '../../../core/plans';
import { useAuth, useAuthDialog } from '../auth';
import { useBilling, usePaymentsConfig } from '../../shared/billing';
import { planAction, type PlanAction } from './availability';
import { useCheckout } from './use-checkout';

/**
 * Everything the pricing page needs (spec section 4): each plan's action, the choice handler (sign in
 * when signed out, checkout when buyable), and the checkout state.
 */
export function usePricing() {
  const { status, user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const config = usePaymentsConfig();
  const billing = useBilling(status === 'signed-in' && user ? user.id : null);
  const checkout = useCheckout();

  const actions = useMemo(() => {
    const input = { auth: status, config: config.data, configFailed: config.isError, billing: billing.data, billingFailed: billing.isError };
    return Object.fromEntries(PLANS.map((p) => [p.id, planAction(p, input)])) as Record<PlanId, PlanAction>;
  }, [status, config.data, config.isError, billing.data, billing.isError]);

  const { open } = checkout;
  const choose = useCallback(
    (plan: Plan) => {
      const action = actions[plan.id];
      if (action.kind === 'sign-in') openAuthDialog('sign-in');
      else if (action.kind === 'buy') open(plan, action.priceId);
    },
    [actions, openAuthDialog, open],
  );

  return { actions, choose, checkout, config: config.data ?? null, billing: billing.data ?? null };
}
