// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLANS, formatPrice } from '../../../core/plans';
import { renderApp, signedIn } from '../../test/render';
import { DEFAULT_TIER_LIMITS } from '../../../core/billing/limits';
import { TEST_CONFIG, fakePayments } from '../../test/payments-fake';
import PricingPage from './pricing';

describe('pricing page', () => {
  beforeEach(() => {
    fakePayments();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the three plans of the core table with their prices', async () => {
    renderApp(<PricingPage />);
    await screen.findByTestId('test-mode-banner');
    for (const plan of PLANS) {
      const card = screen.getByTestId(`plan-${plan.id}`);
      expect(within(card).getByRole('heading', { name: plan.name })).toBeInTheDocument();
      expect(card).toHaveTextContent(formatPrice(plan));
      // The fake server is in test mode, where a Monthly does not renew (decision 0017).
      expect(card).toHaveTextContent(plan.autoRenews ? '30 days (test mode: does not renew)' : plan.period);
      for (const f of plan.features) expect(card).toHaveTextContent(f);
    }
    expect(screen.getByTestId('plan-free')).toHaveTextContent('$0');
    expect(screen.getByTestId('plan-daily')).toHaveTextContent('$9.99');
    expect(screen.getByTestId('plan-monthly')).toHaveTextContent('$199.00');
  });

  it('flags only Pro Monthly as Most Popular', () => {
    renderApp(<PricingPage />);
    expect(within(screen.getByTestId('plan-monthly')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('Free is disabled and reads Current Plan', () => {
    renderApp(<PricingPage />);
    expect(within(screen.getByTestId('plan-free')).getByRole('button')).toHaveTextContent('Current Plan');
    expect(within(screen.getByTestId('plan-free')).getByRole('button')).toBeDisabled();
  });

  it('signed out: banner with Sign In to Upgrade; choosing a paid plan opens the sign-in dialog', async () => {
    renderApp(<PricingPage />);
    await screen.findByRole('region', { name: 'Sign in to upgrade' });
    await userEvent.click(within(screen.getByTestId('plan-daily')).getByRole('button', { name: 'Try Pro Daily' }));
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:sign-in');
  });

  it('has Try Pro Daily and Go Pro Monthly below the cards, and the Sign In to Upgrade button', async () => {
    renderApp(<PricingPage />);
    expect(await screen.findAllByRole('button', { name: 'Try Pro Daily' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Go Pro Monthly' })).toHaveLength(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In to Upgrade' }));
    expect(screen.getByTestId('dialog-probe')).toHaveTextContent('open:sign-in');
  });

  it('signed in, Free: no banner, the paid plans can be bought and the test-mode notice shows', async () => {
    renderApp(<PricingPage />, { auth: signedIn() });
    const daily = within(screen.getByTestId('plan-daily'));
    await waitFor(() => expect(daily.getByRole('button', { name: 'Try Pro Daily' })).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Sign in to upgrade' })).toBeNull();
    expect(within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Go Pro Monthly' })).toBeEnabled();
    expect(screen.getByTestId('test-mode-banner')).toHaveTextContent('Test mode — no real charge');
  });

  it('with operator limits served by /payments/config, the cards, Why Choose Pro and the headline use them', async () => {
    fakePayments({
      config: {
        ...TEST_CONFIG,
        limits: { free: { dailyCharacterLimit: 20_000, dailyAnalysisLimit: 10 }, pro: { dailyCharacterLimit: 1_000_000, dailyAnalysisLimit: 2_000 }, enterprise: DEFAULT_TIER_LIMITS.enterprise },
      },
    });
    renderApp(<PricingPage />);
    const daily = screen.getByTestId('plan-daily');
    await waitFor(() => expect(daily).toHaveTextContent('1,000,000 characters for 24 hours'));
    expect(daily).toHaveTextContent('About 2,000 analyses');
    expect(daily).not.toHaveTextContent('500,000');
    expect(screen.getByTestId('plan-monthly')).toHaveTextContent('1,000,000 per day');
    expect(screen.getByTestId('plan-free')).toHaveTextContent('20,000 characters per day');
    expect(screen.getByTestId('plan-free')).toHaveTextContent('10 analyses per day');
    expect(screen.getByText('50x more capacity')).toBeInTheDocument();
    expect(screen.getByText(/1,000,000 characters a day instead of 20,000/)).toBeInTheDocument();
    expect(screen.getByText(/Pro gives you 50x the daily capacity/)).toBeInTheDocument();
    expect(screen.queryByText(/100x/)).toBeNull();
  });

  it('links Try Free Analysis to /analyze and shows the testimonial only when configured', async () => {
    const { unmount } = renderApp(<PricingPage />);
    expect(screen.getByRole('link', { name: /Try Free Analysis/ })).toHaveAttribute('href', '/analyze');
    expect(screen.queryByTestId('testimonial')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Why Choose Pro' })).toBeInTheDocument();
    expect(screen.getByText('100x more capacity')).toBeInTheDocument();
    unmount();
    renderApp(<PricingPage />, { site: { testimonial: { quote: 'It changed how I prompt.', author: 'A. Reader' } } });
    expect(screen.getByTestId('testimonial')).toHaveTextContent('It changed how I prompt.');
  });
});

describe('pricing checkout (test mode)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const openDaily = async () => {
    const button = within(screen.getByTestId('plan-daily')).getByRole('button', { name: 'Try Pro Daily' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    return screen.findByTestId('payment-dialog');
  };
  const fill = async (dialog: HTMLElement, card: { number: string; expiry?: string; cvc?: string; name?: string }) => {
    for (const [label, value] of [
      ['Card number', card.number],
      ['Expiry (MM/YY)', card.expiry ?? '12/34'],
      ['CVC', card.cvc ?? '123'],
      ['Name on card', card.name ?? 'Ada Lovelace'],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.type(input, value);
    }
  };

  it("while setting up: 'Setting up payment...', every plan button disabled and the chosen one 'Opening Checkout...'", async () => {
    const fake = fakePayments();
    const release = fake.holdSetup();
    renderApp(<PricingPage />, { auth: signedIn() });
    const dialog = await openDaily();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Setting up payment...');
    expect(within(dialog).getByRole('heading', { name: 'Pro Daily' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('payment-total')).toHaveTextContent('$9.99');
    expect(dialog).toHaveTextContent('Secure payment • Cancel anytime');
    expect(within(dialog).getByTestId('test-mode-notice')).toHaveTextContent('Test mode — no real charge');
    // The page behind the modal is hidden from the accessibility tree, so its buttons are found with hidden: true.
    expect(within(screen.getByTestId('plan-daily')).getByRole('button', { name: 'Opening Checkout...', hidden: true })).toBeDisabled();
    expect(within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Go Pro Monthly', hidden: true })).toBeDisabled();
    release();
    expect(await within(dialog).findByRole('heading', { name: 'Payment Information' })).toBeInTheDocument();
    expect(fake.calls.find((c) => c.call === 'POST /payments/create-payment-intent')?.body).toEqual({ priceId: 'price_test_daily', planName: 'Pro Daily' });
  });

  it("the ready form: labelled card fields, Cancel, 'Pay $9.99' and the consent line linking /terms and /privacy", async () => {
    fakePayments();
    renderApp(<PricingPage />, { auth: signedIn() });
    const dialog = await openDaily();
    await within(dialog).findByRole('heading', { name: 'Payment Information' });
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card']) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay $9.99' })).toBeEnabled();
    const consent = within(dialog).getByTestId('payment-consent');
    expect(within(consent).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(consent).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(consent).toHaveTextContent('does not renew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).toBeNull());
    expect(within(screen.getByTestId('plan-daily')).getByRole('button', { name: 'Try Pro Daily' })).toBeEnabled();
  });

  it('Pro Monthly in test mode says it is one 30-day period that does not renew', async () => {
    fakePayments();
    renderApp(<PricingPage />, { auth: signedIn() });
    const button = within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Go Pro Monthly' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByTestId('payment-dialog');
    expect(await within(dialog).findByRole('button', { name: 'Pay $199.00' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('payment-consent')).toHaveTextContent('In test mode this is one 30-day period; it does not renew.');
    expect(within(dialog).getByTestId('payment-consent')).not.toHaveTextContent('renews automatically');
    expect(within(dialog).getByText('30 days (test mode: does not renew)')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('auto-renews');
    expect(screen.getByTestId('test-mode-banner')).toHaveTextContent('Pro Monthly does not renew in test mode.');
  });

  it("setup failure: 'Payment setup failed', the server's message, and Try Again sets up anew", async () => {
    const fake = fakePayments();
    fake.failNextSetup(503, 'Payments are not set up on this server.');
    renderApp(<PricingPage />, { auth: signedIn() });
    const dialog = await openDaily();
    const failed = await within(dialog).findByTestId('payment-setup-failed');
    expect(failed).toHaveTextContent('Payment setup failed');
    expect(failed).toHaveTextContent('Payments are not set up on this server.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Payment Information' })).toBeInTheDocument();
  });

  it('a declined card shows inline, the form can be sent again, and a field error sits under its field', async () => {
    const fake = fakePayments();
    renderApp(<PricingPage />, { auth: signedIn() });
    const dialog = await openDaily();
    await within(dialog).findByRole('heading', { name: 'Payment Information' });
    await fill(dialog, { number: '4000 0000 0000 0002' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $9.99' }));
    expect(await within(dialog).findByTestId('payment-error')).toHaveTextContent('Your card was declined.');
    expect(fake.billing.tier).toBe('free');
    await fill(dialog, { number: '4242 4242 4242 4242', cvc: '12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $9.99' }));
    expect(await within(dialog).findByTestId('card-error-cvc')).toHaveTextContent("Your card's security code is invalid.");
    expect(within(dialog).getByLabelText('CVC')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByTestId('payment-error')).toBeNull();
  });

  it("success: 'Payment Successful!' and the upgrade lines, the toast, the dialog closes after 2 s and the checkout after 3 s; the held plan replaces its button", async () => {
    const fake = fakePayments();
    renderApp(<PricingPage />, { auth: signedIn() });
    const dialog = await openDaily();
    await within(dialog).findByRole('heading', { name: 'Payment Information' });
    await fill(dialog, { number: '4242 4242 4242 4242' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $9.99' }));
    const success = await within(dialog).findByTestId('payment-success');
    const paidAt = Date.now();
    expect(success).toHaveTextContent('Payment Successful!');
    expect(success).toHaveTextContent('Welcome to Pro Daily! Your upgrade is now active.');
    expect(success).toHaveTextContent('Your account has been upgraded with 100x more analysis capacity!');
    expect(await screen.findByText('Payment successful! Welcome to Pro Daily!')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.call === 'POST /payments/test/confirm')?.body).toMatchObject({ paymentIntentId: 'pi_test_1', card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' } });
    // Still open before 2 s, gone after; the plan buttons wait for the checkout to end at 3 s.
    expect(screen.getByTestId('payment-dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).toBeNull(), { timeout: 3_000 });
    expect(Date.now() - paidAt).toBeGreaterThanOrEqual(1_900);
    expect(within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Go Pro Monthly', hidden: true })).toBeDisabled();
    await waitFor(() => expect(within(screen.getByTestId('plan-monthly')).getByRole('button', { name: 'Go Pro Monthly' })).toBeEnabled(), { timeout: 3_000 });
    expect(Date.now() - paidAt).toBeGreaterThanOrEqual(2_900);
    // Billing was re-read: the held Daily shows its end instead of a buy button.
    expect(screen.getByTestId('plan-daily-held')).toHaveTextContent('Your plan: Pro Daily');
    expect(screen.getByTestId('plan-daily-held')).toHaveTextContent(/Active until \w{3} \d{1,2}, \d{4}/);
    expect(within(screen.getByTestId('plan-daily')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('plan-free')).getByRole('button')).toHaveTextContent('Included in Pro');
  }, 15_000);

  it('the success line states the capacity of the limits the server serves', async () => {
    fakePayments({ config: { ...TEST_CONFIG, limits: { ...DEFAULT_TIER_LIMITS, free: { dailyCharacterLimit: 25_000, dailyAnalysisLimit: 5 } } } });
    renderApp(<PricingPage />, { auth: signedIn() });
    const dialog = await openDaily();
    await within(dialog).findByRole('heading', { name: 'Payment Information' });
    await fill(dialog, { number: '4242 4242 4242 4242' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $9.99' }));
    expect(await within(dialog).findByTestId('payment-success')).toHaveTextContent('Your account has been upgraded with 20x more analysis capacity!');
  });

  it('a Pro Monthly holder sees the renewal date, and why Daily is not for sale', async () => {
    fakePayments({ billing: { tier: 'pro', plan: 'monthly', endsAt: '2026-12-24T12:00:00.000Z', renews: true, cancelAtPeriodEnd: false, mode: 'test', payments: [] } });
    renderApp(<PricingPage />, { auth: signedIn() });
    expect(await screen.findByTestId('plan-monthly-held')).toHaveTextContent(/Renews on Dec 24, 2026/);
    expect(screen.getByTestId('plan-daily-reason')).toHaveTextContent(/You already have Pro Monthly until Dec 24, 2026/);
    expect(within(screen.getByTestId('plan-daily')).getByRole('button', { name: 'Try Pro Daily' })).toBeDisabled();
  });

  it('payments off: every paid plan says why it cannot be bought', async () => {
    const reason = 'Payments are not set up on this server.';
    fakePayments({ config: { mode: 'off', publishableKey: null, notice: null, reason, plans: [{ id: 'daily', priceId: '', purchasable: false, reason }, { id: 'monthly', priceId: '', purchasable: false, reason }] } });
    renderApp(<PricingPage />, { auth: signedIn() });
    expect(await screen.findByTestId('payments-off-banner')).toHaveTextContent(reason);
    for (const id of ['daily', 'monthly']) {
      expect(screen.getByTestId(`plan-${id}-reason`)).toHaveTextContent(reason);
      expect(within(screen.getByTestId(`plan-${id}`)).getByRole('button')).toBeDisabled();
    }
  });
});
