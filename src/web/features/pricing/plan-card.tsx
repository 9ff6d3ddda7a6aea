import { Check, Crown } from 'lucide-react';
import { formatPrice, type Plan } from '../../../core/plans';
import { cn } from '../../lib/cn';
import type { PaymentMode } from '../../../core/api/payments';
import { PlanButton, type PlanButtonProps } from './plan-button';
import { periodText } from './payment-text';

const SUPPORT_LABEL: Record<Plan['limits']['support'], string> = {
  community: 'Community',
  email: 'E-mail',
  priority: 'Priority',
};

/** One plan of the plans table in core. */
export function PlanCard({ mode, ...props }: Omit<PlanButtonProps, 'variant' | 'className' | 'showReason' | 'size'> & { mode?: PaymentMode | null }) {
  const { plan } = props;
  const free = plan.priceCents === 0;
  return (
    <article
      aria-labelledby={`plan-${plan.id}-name`}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-surface p-6 shadow-sm sm:p-7',
        plan.popular ? 'border-violet-500/60 shadow-xl shadow-violet-950/30 ring-1 ring-violet-500/40' : 'border-border',
      )}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-accent px-3 py-1 text-xs font-semibold whitespace-nowrap text-accent-fg shadow">
          <Crown className="size-3.5" aria-hidden />
          Most Popular
        </p>
      ) : null}
      <h3 id={`plan-${plan.id}-name`} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-muted">{plan.description}</p>
      <p className="mt-5">
        <span className="block text-4xl font-extrabold tracking-tight tabular-nums">{formatPrice(plan)}</span>
        <span className="mt-1 block text-sm text-muted">{periodText(plan, mode)}</span>
      </p>

      <ul className="mt-6 flex-1 space-y-2.5 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
            <span>{f}</span>
          </li>
        ))}
      </ul>

      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-xl bg-surface-2 p-4 text-xs">
        <dt className="text-muted">Characters</dt>
        <dd className="text-right font-medium">{plan.limits.dailyChars}</dd>
        <dt className="text-muted">Analyses</dt>
        <dd className="text-right font-medium">{plan.limits.analyses}</dd>
        <dt className="text-muted">Export</dt>
        <dd className="text-right font-medium">{plan.limits.export ? 'Included' : 'Not included'}</dd>
        <dt className="text-muted">Support</dt>
        <dd className="text-right font-medium">{SUPPORT_LABEL[plan.limits.support]}</dd>
      </dl>

      <PlanButton {...props} className="mt-6" variant={plan.popular ? 'primary' : free ? 'secondary' : 'outline'} />
    </article>
  );
}
