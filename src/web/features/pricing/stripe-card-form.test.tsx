// @vitest-environment jsdom
/**
 * Stripe mode of the payment dialog. Stripe.js is a script from Stripe's servers that nothing here can
 * reach, so its two entry points are replaced at the module boundary by stand-ins that answer like
 * Stripe.js does (the `{ error }` / `{ paymentIntent }` results of its documentation); what is tested
 * is what the dialog does with them and what it sends to the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planById } from '../../../core/plans';
import { fakePayments, TEST_CONFIG } from '../../test/payments-fake';
import { renderApp, signedIn } from '../../test/render';
import PaymentDialog from './payment-dialog';

const stripe = {
  confirmPayment: vi.fn(),
};
const elements = { submit: vi.fn() };
const loadStripe = vi.fn();

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => <div data-testid="stripe-elements" data-client-secret={options.clientSecret}>{children}</div>,
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    queueMicrotask(onReady);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => stripe,
  useElements: () => elements,
}));

const STRIPE_CONFIG = { ...TEST_CONFIG, mode: 'stripe' as const, publishableKey: 'pk_test_123', notice: null };

function open(onPaid = vi.fn()) {
  renderApp(<PaymentDialog plan={planById('monthly')} priceId="price_test_monthly" config={STRIPE_CONFIG} onCancel={vi.fn()} onPaid={onPaid} />, { auth: signedIn() });
  return onPaid;
}

describe('payment dialog, Stripe mode', () => {
  beforeEach(() => {
    loadStripe.mockResolvedValue(stripe);
    elements.submit.mockResolvedValue({});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('loads Stripe with the server’s key, confirms with return_url {origin}/dashboard and redirect if_required, then has the server confirm', async () => {
    const fake = fakePayments({ config: STRIPE_CONFIG });
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_test_1', status: 'succeeded' } });
    const onPaid = open();
    const dialog = await screen.findByTestId('payment-dialog');
    expect(await within(dialog).findByTestId('payment-element')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(within(dialog).getByTestId('stripe-elements')).toHaveAttribute('data-client-secret', 'pi_test_1_secret_x');
    expect(within(dialog).queryByTestId('test-mode-notice')).toBeNull();
    // Stripe renews a Monthly, so its consent line says so (test mode's says it does not).
    expect(within(dialog).getByTestId('payment-consent')).toHaveTextContent('renews automatically every 30 days unless cancelled');
    const pay = within(dialog).getByRole('button', { name: 'Pay $199.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await within(dialog).findByTestId('payment-success')).toHaveTextContent('Welcome to Pro Monthly! Your upgrade is now active.');
    expect(elements.submit).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      clientSecret: 'pi_test_1_secret_x',
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
      redirect: 'if_required',
    });
    expect(fake.calls.find((c) => c.call === 'POST /payments/confirm')?.body).toEqual({ paymentIntentId: 'pi_test_1' });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("shows the Payment Element's own validation message as is, and Stripe's decline inline; the form can be sent again", async () => {
    const fake = fakePayments({ config: STRIPE_CONFIG });
    elements.submit.mockResolvedValueOnce({ error: { message: 'Your card number is incomplete.' } });
    stripe.confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const onPaid = open();
    const dialog = await screen.findByTestId('payment-dialog');
    const pay = await within(dialog).findByRole('button', { name: 'Pay $199.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await within(dialog).findByTestId('payment-error')).toHaveTextContent('Your card number is incomplete.');
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    await userEvent.click(pay);
    await waitFor(() => expect(within(dialog).getByTestId('payment-error')).toHaveTextContent('Your card was declined.'));
    expect(pay).toBeEnabled();
    expect(fake.calls.some((c) => c.call === 'POST /payments/confirm')).toBe(false);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('when Stripe.js cannot be loaded, setup fails with a message and Try Again', async () => {
    fakePayments({ config: STRIPE_CONFIG });
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    open();
    const dialog = await screen.findByTestId('payment-dialog');
    const failed = await within(dialog).findByTestId('payment-setup-failed');
    expect(failed).toHaveTextContent('Payment setup failed');
    expect(failed).toHaveTextContent('The card form could not be loaded from Stripe.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByTestId('payment-element')).toBeInTheDocument();
  });
});
