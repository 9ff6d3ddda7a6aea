import { useMemo, useRef } from 'react';
import { ArrowRight, Bot, Gauge, LifeBuoy, LogIn, Quote, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { groupDigits } from '../../../core/numbers';
import type { TierLimits } from '../../../core/billing/limits';
import { planById, plansFor, proCapacityMultiplier } from '../../../core/plans';
import { PATHS } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { useAuth, useAuthDialog } from '../../features/auth';
import { DimensionCards } from '../../features/marketing';
import { CheckoutHost, PaymentsNotice, PlanButton, PlanCard, usePricing } from '../../features/pricing';
import { useSiteConfig } from '../../features/site';
import { useTierLimits } from '../../shared/billing';

/** Why Pro, under the limits the server enforces (an operator may change the spec's). */
const benefits = (limits: TierLimits) =>
  [
    {
      icon: Gauge,
      title: `${proCapacityMultiplier(limits)}x more capacity`,
      text: `${groupDigits(limits.pro.dailyCharacterLimit)} characters a day instead of ${groupDigits(limits.free.dailyCharacterLimit)}: review long working sessions in one go.`,
    },
    {
      icon: Bot,
      title: 'AI-enhanced analysis',
      text: 'Switch on a second opinion from an AI reviewer for messages where the local engine alone is not enough.',
    },
    {
      icon: LifeBuoy,
      title: 'Faster help',
      text: 'E-mail support with Pro Daily and priority support with Pro Monthly when something does not work.',
    },
  ] as const;

export default function PricingPage() {
  const plansRef = useRef<HTMLHeadingElement>(null);
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const { actions, choose, checkout, config } = usePricing();
  const checkoutOpen = checkout.checkout !== null;
  const chosen = checkout.checkout?.plan.id;
  const { site } = useSiteConfig();
  const limits = useTierLimits();
  const plans = useMemo(() => plansFor(limits), [limits]);
  const daily = planById('daily');
  const monthly = planById('monthly');

  const scrollToPlans = () => {
    plansRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    plansRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="space-y-20 sm:space-y-24">
      <section aria-labelledby="pricing-title" className="relative text-center">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 left-1/2 -z-10 h-72 w-[min(56rem,100%)] -translate-x-1/2 rounded-full bg-gradient-to-r from-violet-600/25 to-emerald-500/15 blur-3xl"
        />
        <p className="inline-flex items-center gap-2 rounded-full border border-violet-500/30 bg-violet-500/10 px-3 py-1 text-xs font-semibold text-violet-700 dark:text-violet-200">
          <Sparkles className="size-3.5" aria-hidden />
          Start free, upgrade when you need more
        </p>
        <h1 id="pricing-title" className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Better prompts, measured move by move
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          Every plan includes the full five-dimension review. Pro gives you {proCapacityMultiplier(limits)}x the daily capacity for
          long sessions and heavy days.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={PATHS.analyze}>
              Try Free Analysis
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button size="lg" variant="secondary" onClick={scrollToPlans}>
            View Pricing Plans
          </Button>
        </div>
      </section>

      <section aria-labelledby="pricing-dimensions-title">
        <SectionHeading id="pricing-dimensions-title" eyebrow="In every plan" title="Five dimensions, every message" />
        <div className="mt-8">
          <DimensionCards compact />
        </div>
      </section>

      <section aria-labelledby="plans-title" className="space-y-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="plans-title" ref={plansRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl">
            Plans
          </h2>
          <p className="mt-3 text-muted">Prices in US dollars. Pro Daily runs for 24 hours from purchase;{' '}
            {config?.mode === 'test' ? 'Pro Monthly runs for 30 days (in test mode it does not renew).' : 'Pro Monthly renews every 30 days until you cancel.'}
          </p>
        </div>

        {status === 'signed-out' ? (
          <div
            role="region"
            aria-label="Sign in to upgrade"
            className="flex flex-col items-start gap-4 rounded-2xl border border-amber-500/30 bg-amber-500/10 p-5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold">Sign in to access Pro features</p>
              <p className="mt-1 text-sm text-muted">Pro plans are tied to your account, so sign in or create a free account first.</p>
            </div>
            <Button onClick={() => openAuthDialog('sign-in')}>
              <LogIn aria-hidden />
              Sign In to Upgrade
            </Button>
          </div>
        ) : null}

        <PaymentsNotice config={config} />

        <div className="grid gap-6 pt-3 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} mode={config?.mode} action={actions[plan.id]} onChoose={choose} checkoutOpen={checkoutOpen} chosen={chosen === plan.id} />
          ))}
        </div>

        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          {[daily, monthly]
            .filter((plan) => actions[plan.id].kind !== 'held')
            .map((plan) => (
              <PlanButton
                key={plan.id}
                plan={plan}
                action={actions[plan.id]}
                onChoose={choose}
                checkoutOpen={checkoutOpen}
                chosen={chosen === plan.id}
                variant={plan.popular ? 'primary' : 'outline'}
                className="sm:w-56"
                showReason={false}
              />
            ))}
        </div>
        <CheckoutHost checkout={checkout.checkout} config={config} onCancel={checkout.cancel} onPaid={checkout.paid} />
      </section>

      <section aria-labelledby="why-pro-title">
        <SectionHeading id="why-pro-title" eyebrow="Pro" title="Why Choose Pro" />
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {benefits(limits).map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-surface p-6">
              <span className="flex size-10 items-center justify-center rounded-xl bg-violet-500/10 text-violet-600 dark:text-violet-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
        {site.testimonial ? (
          <figure className="mx-auto mt-8 max-w-2xl rounded-2xl border border-border bg-surface-2 p-6 text-center" data-testid="testimonial">
            <Quote className="mx-auto size-6 text-violet-500" aria-hidden />
            <blockquote className="mt-3 text-lg text-fg">“{site.testimonial.quote}”</blockquote>
            <figcaption className="mt-3 text-sm text-muted">— {site.testimonial.author}</figcaption>
          </figure>
        ) : null}
      </section>

      <section aria-labelledby="pricing-cta-title">
        <div className="rounded-3xl border border-violet-500/30 bg-gradient-to-br from-violet-600/25 via-surface to-emerald-500/15 px-6 py-12 text-center sm:px-12">
          <h2 id="pricing-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            See your next conversation through an engine’s eyes
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">Start with the free plan; move to Pro when your sessions outgrow it.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={PATHS.analyze}>Start Free Analysis</Link>
            </Button>
            <Button size="lg" variant="outline" onClick={scrollToPlans}>
              Choose Pro Plan
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
