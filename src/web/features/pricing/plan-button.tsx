import { useId } from 'react';
import { BadgeCheck, LoaderCircle } from 'lucide-react';
import type { Plan } from '../../../core/plans';
import { Button, type ButtonProps } from '../../components/ui/button';
import type { PlanAction } from './availability';
import { PAYMENT_TEXT } from './payment-text';

export interface PlanButtonProps {
  plan: Plan;
  action: PlanAction;
  onChoose: (plan: Plan) => void;
  /** A checkout is open: every plan button waits. */
  checkoutOpen: boolean;
  /** This plan's checkout is the open one: it reads 'Opening Checkout...'. */
  chosen: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** Where the reason a plan cannot be bought is shown: under the button, or only to screen readers. */
  showReason?: boolean;
}

/**
 * A plan's call to action (spec section 4 and issue 16): Current Plan for Free, sign in when signed
 * out, buy when possible, the held plan's period instead of a button, and the reason when blocked.
 */
export function PlanButton({ plan, action, onChoose, checkoutOpen, chosen, variant, size = 'lg', className, showReason = true }: PlanButtonProps) {
  const reasonId = useId();
  if (action.kind === 'held')
    return (
      <div className={className} data-testid={`plan-${plan.id}-held`}>
        <p className="flex items-center justify-center gap-2 rounded-lg border border-emerald-500/40 bg-emerald-500/10 px-4 py-3 text-sm font-semibold text-emerald-800 dark:text-emerald-200">
          <BadgeCheck className="size-4" aria-hidden />
          Your plan: {plan.name}
        </p>
        {action.line ? <p className="mt-2 text-center text-xs text-muted">{action.line}</p> : null}
      </div>
    );

  const label =
    action.kind === 'free' ? (action.current ? plan.buttonText : 'Included in Pro') : chosen && checkoutOpen ? PAYMENT_TEXT.openingCheckout : plan.buttonText;
  const enabled = (action.kind === 'sign-in' || action.kind === 'buy') && !checkoutOpen;
  const reason = action.kind === 'blocked' ? action.reason : null;
  return (
    <div className={className}>
      <Button
        className="w-full"
        size={size}
        variant={variant}
        disabled={!enabled}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => onChoose(plan)}
      >
        {chosen && checkoutOpen ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {label}
      </Button>
      {reason ? (
        <p id={reasonId} className={showReason ? 'mt-2 text-center text-xs text-amber-700 dark:text-amber-300' : 'sr-only'} data-testid={showReason ? `plan-${plan.id}-reason` : undefined}>
          {reason}
        </p>
      ) : null}
    </div>
  );
}
