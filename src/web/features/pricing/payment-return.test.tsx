// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentConfirmation } from '../../../core/api/payments';
import { renderApp, signedIn } from '../../test/render';
import { fakePayments } from '../../test/payments-fake';
import { paymentReturnOf, paymentReturnOutcome, usePaymentReturn, withoutPaymentReturn } from './payment-return';

const confirmation = (over: Partial<PaymentConfirmation>): PaymentConfirmation => ({ id: 'pi_1', amount: 999, currency: 'usd', status: 'succeeded', tier: 'pro', endsAt: null, ...over });

describe('the return from 3-D Secure, as pure rules', () => {
  it('reads the intent from the return URL and removes only Stripe’s parameters', () => {
    const search = new URLSearchParams('tab=history&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded');
    expect(paymentReturnOf(search)).toEqual({ paymentIntentId: 'pi_1', redirectStatus: 'succeeded' });
    expect(withoutPaymentReturn(search).toString()).toBe('tab=history');
    expect(paymentReturnOf(new URLSearchParams('tab=history'))).toBeNull();
  });

  it.each([
    ['succeeded and Pro: the success toast', { ok: true as const, confirmation: confirmation({}), planName: 'Pro Daily' }, { kind: 'success', message: 'Payment successful! Welcome to Pro Daily!' }],
    ['processing: upgrades when it completes', { ok: true as const, confirmation: confirmation({ status: 'processing', tier: 'free' }), planName: '' }, { kind: 'info', message: expect.stringContaining('Your payment is processing') }],
    ['authentication failed', { ok: true as const, confirmation: confirmation({ status: 'requires_payment_method', tier: 'free' }), planName: '' }, { kind: 'error', message: 'Payment failed: The card authentication was not completed, so nothing was charged. You can try again from the pricing page.' }],
    ['cancelled', { ok: true as const, confirmation: confirmation({ status: 'canceled', tier: 'free' }), planName: '' }, { kind: 'error', message: 'Payment failed: The payment was cancelled, so nothing was charged.' }],
    ['the server refused: its message', { ok: false as const, message: 'Payment not found' }, { kind: 'error', message: 'Payment failed: Payment not found' }],
  ])('%s', (_name, answer, expected) => {
    expect(paymentReturnOutcome(answer)).toEqual(expected);
  });
});

function ReturnProbe() {
  usePaymentReturn();
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

describe('usePaymentReturn on /dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('confirms with the server, toasts the success and cleans the URL', async () => {
    const fake = fakePayments();
    fake.seedIntent('pi_3ds_1', 'daily');
    renderApp(<ReturnProbe />, { auth: signedIn(), route: '/dashboard?payment_intent=pi_3ds_1&payment_intent_client_secret=pi_3ds_1_secret_x&redirect_status=succeeded' });
    expect(await screen.findByText('Payment successful! Welcome to Pro Daily!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(fake.calls.filter((c) => c.call === 'POST /payments/confirm')).toEqual([{ call: 'POST /payments/confirm', body: { paymentIntentId: 'pi_3ds_1' } }]);
    expect(fake.billing).toMatchObject({ tier: 'pro', plan: 'daily' });
  });

  it('a failed authentication: the server is still asked, and the toast says it failed and why', async () => {
    const fake = fakePayments();
    fake.seedIntent('pi_3ds_2', 'monthly');
    fake.leaveIntent('pi_3ds_2', 'requires_payment_method');
    renderApp(<ReturnProbe />, { auth: signedIn(), route: '/dashboard?payment_intent=pi_3ds_2&redirect_status=failed' });
    expect(await screen.findByText(/^Payment failed: The card authentication was not completed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(fake.calls.some((c) => c.call === 'POST /payments/confirm')).toBe(true);
    expect(fake.billing.tier).toBe('free');
  });

  it('an intent the server does not know: the failure with the server’s reason', async () => {
    fakePayments();
    renderApp(<ReturnProbe />, { auth: signedIn(), route: '/dashboard?payment_intent=pi_unknown&redirect_status=succeeded' });
    expect(await screen.findByText('Payment failed: Payment not found')).toBeInTheDocument();
  });

  it('without Stripe’s parameters it does nothing', async () => {
    const fake = fakePayments();
    renderApp(<ReturnProbe />, { auth: signedIn(), route: '/dashboard?tab=1' });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=1');
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.calls.some((c) => c.call === 'POST /payments/confirm')).toBe(false);
  });
});
