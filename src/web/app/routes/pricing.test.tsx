// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLANS, formatPrice } from '../../../core/plans';
import { renderApp, signedIn } from '../../test/render';
import PricingPage from './pricing';

describe('pricing page', () => {
  it('shows the three plans of the core table with their prices', async () => {
    renderApp(<PricingPage />);
    for (const plan of PLANS) {
      const card = screen.getByTestId(`plan-${plan.id}`);
      expect(within(card).getByRole('heading', { name: plan.name })).toBeInTheDocument();
      expect(card).toHaveTextContent(formatPrice(plan));
      expect(card).toHaveTextContent(plan.period);
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

  it('signed in: no banner, and nothing to buy until checkout exists', async () => {
    renderApp(<PricingPage />, { auth: signedIn() });
    await screen.findByRole('heading', { name: 'Plans' });
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('region', { name: 'Sign in to upgrade' })).toBeNull();
    for (const b of screen.getAllByRole('button', { name: /Try Pro Daily|Go Pro Monthly/ })) expect(b).toBeDisabled();
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
