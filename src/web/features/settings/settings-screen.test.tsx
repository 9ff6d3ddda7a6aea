// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../core/settings-defaults';
import type { Settings } from '../../../core/settings';
import { renderApp, signedIn } from '../../test/render';
import { fakePayments } from '../../test/payments-fake';
import type { Billing } from '../../../core/api/payments';
import { SettingsScreen } from './settings-screen';

let stored: Settings;
const puts: unknown[] = [];
function server(billing?: Billing) {
  stored = { ...DEFAULT_SETTINGS };
  puts.length = 0;
  return fakePayments({
    ...(billing ? { billing } : {}),
    other: async (path, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'PUT') {
        const patch = JSON.parse(String(init?.body)) as Partial<Settings>;
        puts.push(patch);
        stored = { ...stored, ...patch };
      }
      if (path.endsWith('/settings/reset')) stored = { ...DEFAULT_SETTINGS };
      return new Response(JSON.stringify({ settings: stored, defaults: DEFAULT_SETTINGS }), { status: 200 });
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
});

describe('settings screen', () => {
  it('shows all 18 preferences in four groups', async () => {
    server();
    renderApp(<SettingsScreen />, { auth: signedIn() });
    await screen.findByTestId('settings');
    for (const g of ['Appearance', 'Analysis', 'Notifications', 'Export']) expect(screen.getByRole('region', { name: g })).toBeInTheDocument();
    // 15 booleans as switches, 3 choices as radio groups.
    expect(screen.getAllByRole('switch')).toHaveLength(15);
    for (const name of ['Theme', 'Default analysis depth', 'Default export format']) expect(screen.getByRole('radiogroup', { name })).toBeInTheDocument();
    expect(Object.keys(DEFAULT_SETTINGS)).toHaveLength(18);
  });

  it('saves a change at once and applies the theme', async () => {
    server();
    renderApp(<SettingsScreen />, { auth: signedIn() });
    await screen.findByTestId('settings');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Theme' })).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('switch', { name: 'Chess notation' }));
    await waitFor(() => expect(puts).toEqual([{ theme: 'light' }, { showChessNotation: false }]));
    expect(screen.getByRole('switch', { name: 'Chess notation' })).toHaveAttribute('aria-checked', 'false');
  });

  it('turning notifications off disables the three kinds', async () => {
    server();
    renderApp(<SettingsScreen />, { auth: signedIn() });
    await screen.findByTestId('settings');
    await userEvent.click(screen.getByRole('switch', { name: 'Notifications' }));
    for (const name of ['Analysis completed', 'Patterns detected', 'New insights']) expect(screen.getByRole('switch', { name })).toBeDisabled();
  });

  it('reset asks for confirmation first', async () => {
    server();
    renderApp(<SettingsScreen />, { auth: signedIn() });
    await screen.findByTestId('settings');
    await userEvent.click(screen.getByRole('switch', { name: 'Compact mode' }));
    await waitFor(() => expect(stored.compactMode).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stored.compactMode).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset settings' }));
    await waitFor(() => expect(stored).toEqual(DEFAULT_SETTINGS));
    expect(await screen.findByText('Settings reset to defaults')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Compact mode' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('settings: Plan & billing', () => {
  const monthly: Billing = {
    tier: 'pro',
    plan: 'monthly',
    endsAt: new Date(2026, 11, 24, 10, 0).toISOString(),
    renews: true,
    cancelAtPeriodEnd: false,
    // Only Stripe renews a Monthly; the payment rows keep test-mode marks to show how those read.
    mode: 'stripe',
    payments: [
      // Checkout started some minutes before the payment went through: the history shows the paid time.
      { id: 'pi_2', plan: 'monthly', amount: 19_900, currency: 'usd', status: 'succeeded', mode: 'test', createdAt: new Date(2026, 10, 24, 9, 40).toISOString(), paidAt: new Date(2026, 10, 24, 10, 0).toISOString() },
      { id: 'pi_1', plan: 'daily', amount: 999, currency: 'usd', status: 'refunded', mode: 'test', createdAt: new Date(2026, 10, 20, 8, 0).toISOString(), paidAt: new Date(2026, 10, 20, 8, 30).toISOString() },
      { id: 'pi_0', plan: 'daily', amount: 999, currency: 'usd', status: 'failed', mode: 'test', createdAt: new Date(2026, 10, 18, 7, 15).toISOString(), paidAt: null },
    ],
  };

  it('a Free account: Free, no period, no payments, a way to upgrade', async () => {
    server();
    renderApp(<SettingsScreen />, { auth: signedIn() });
    const billing = await screen.findByRole('region', { name: 'Plan & billing' });
    expect(await within(billing).findByTestId('billing-plan')).toHaveTextContent('Free');
    expect(within(billing).queryByTestId('billing-period')).toBeNull();
    expect(billing).toHaveTextContent('No payments yet.');
    expect(within(billing).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  it('a Monthly account: renewal date, payment history with amounts, dates and test-mode marks', async () => {
    server(monthly);
    renderApp(<SettingsScreen />, { auth: signedIn() });
    const billing = await screen.findByRole('region', { name: 'Plan & billing' });
    expect(await within(billing).findByTestId('billing-plan')).toHaveTextContent('Pro Monthly');
    expect(within(billing).getByTestId('billing-period')).toHaveTextContent('Renews on Dec 24, 2026, 10:00 AM');
    const rows = within(billing).getAllByTestId('billing-payment');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/Pro Monthly.*Nov 24, 2026, 10:00 AM.*Test mode — no real charge.*\$199\.00.*Paid/);
    expect(rows[0]).not.toHaveTextContent('09:40 AM');
    expect(rows[1]).toHaveTextContent(/Pro Daily.*Nov 20, 2026, 08:30 AM.*\$9\.99.*Refunded/);
    // Never paid: dated by its checkout.
    expect(rows[2]).toHaveTextContent(/Pro Daily.*Nov 18, 2026, 07:15 AM/);
  });

  it('cancel renewal asks first, says it takes effect at period end, then shows the end date', async () => {
    const fake = server(monthly);
    renderApp(<SettingsScreen />, { auth: signedIn() });
    const billing = await screen.findByRole('region', { name: 'Plan & billing' });
    await userEvent.click(await within(billing).findByRole('button', { name: 'Cancel renewal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You keep Pro until Dec 24, 2026, 10:00 AM');
    expect(dialog).toHaveTextContent('takes effect at the end of this period');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep renewal' }));
    expect(fake.calls.some((c) => c.call === 'POST /billing/cancel-renewal')).toBe(false);
    await userEvent.click(within(billing).getByRole('button', { name: 'Cancel renewal' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel renewal' }));
    expect(await within(billing).findByText('Ends on Dec 24, 2026, 10:00 AM (renewal cancelled)')).toBeInTheDocument();
    expect(within(billing).queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
    expect(await screen.findByText('Renewal cancelled. Pro stays active until Dec 24, 2026, 10:00 AM.')).toBeInTheDocument();
  });

  it('a test-mode Monthly says it ends and does not renew, with nothing to cancel', async () => {
    server({ ...monthly, mode: 'test', renews: false });
    renderApp(<SettingsScreen />, { auth: signedIn() });
    const billing = await screen.findByRole('region', { name: 'Plan & billing' });
    expect(await within(billing).findByTestId('billing-period')).toHaveTextContent('Ends on Dec 24, 2026, 10:00 AM (test mode: does not renew)');
    expect(billing).not.toHaveTextContent('Renews on');
    expect(within(billing).queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
  });

  it('an operator grant reads Pro (granted until …), not a plan that was bought', async () => {
    server({ ...monthly, plan: 'grant', renews: false, payments: [] });
    renderApp(<SettingsScreen />, { auth: signedIn() });
    const billing = await screen.findByRole('region', { name: 'Plan & billing' });
    expect(await within(billing).findByTestId('billing-plan')).toHaveTextContent('Pro (granted until Dec 24, 2026, 10:00 AM)');
    expect(billing).not.toHaveTextContent('Pro Daily');
    expect(within(billing).queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
  });

  it('a Daily account cannot cancel anything: it simply ends', async () => {
    server({ ...monthly, plan: 'daily', renews: false, payments: [] });
    renderApp(<SettingsScreen />, { auth: signedIn() });
    const billing = await screen.findByRole('region', { name: 'Plan & billing' });
    expect(await within(billing).findByTestId('billing-period')).toHaveTextContent('Active until Dec 24, 2026, 10:00 AM');
    expect(within(billing).queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
  });
});
