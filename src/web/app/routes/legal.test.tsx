// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import PrivacyPage from './privacy';
import TermsPage from './terms';

function tocTargets(): string[] {
  const toc = screen.getByRole('navigation', { name: 'Contents' });
  return within(toc).getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
}

describe('terms page', () => {
  it('has ten anchored sections in the table of contents, in the specified order', () => {
    const { container } = renderApp(<TermsPage />);
    const ids = ['acceptance', 'service', 'accounts', 'usage', 'payments', 'intellectual', 'privacy', 'limitations', 'termination', 'changes'];
    expect(tocTargets()).toEqual(ids.map((id) => `#${id}`));
    for (const id of ids) expect(container.querySelector(`section#${id}`)).not.toBeNull();
  });

  it('shows the date, the Back button and View Privacy Policy', () => {
    renderApp(<TermsPage />);
    expect(screen.getByText('July 21, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('states the numbers of spec section 9', () => {
    renderApp(<TermsPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('at least 16 years old');
    expect(text).toContain('at least 30 days');
    expect(text).toContain('in the 12 months');
    expect(text).toContain('$9.99');
    expect(text).toContain('$199.00');
  });

  it('offers Contact Support only with a configured address', () => {
    const { unmount } = renderApp(<TermsPage />);
    expect(screen.queryByRole('link', { name: 'Contact Support' })).toBeNull();
    expect(screen.getByText(/has not published a contact address/)).toBeInTheDocument();
    unmount();
    renderApp(<TermsPage />, { site: { contactEmail: 'help@kibitz.test' } });
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(/^mailto:help@kibitz\.test\?subject=/);
  });
});

describe('privacy page', () => {
  it('has eleven anchored sections and the four data-rights tiles', () => {
    renderApp(<PrivacyPage />);
    expect(tocTargets()).toHaveLength(11);
    expect(screen.getAllByTestId('data-right').map((t) => t.querySelector('h3')?.textContent)).toEqual(['Access', 'Correct', 'Delete', 'Port']);
    expect(screen.getByText('July 21, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('offers Contact Privacy Team with a configured address', () => {
    renderApp(<PrivacyPage />, { site: { contactEmail: 'privacy@kibitz.test' } });
    expect(screen.getByRole('link', { name: 'Contact Privacy Team' }).getAttribute('href')).toMatch(/^mailto:privacy@kibitz\.test/);
  });
});
