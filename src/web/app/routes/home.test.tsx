// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bandFor } from '../../../core/bands';
import { renderApp } from '../../test/render';
import HomePage from './home';

describe('home page', () => {
  it('links the hero buttons to /analyze and /dashboard', () => {
    renderApp(<HomePage />);
    expect(screen.getAllByRole('link', { name: /Start Analyzing/ })[0]).toHaveAttribute('href', '/analyze');
    expect(screen.getByRole('link', { name: /View Dashboard/ })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the live-demo sample scores with notation from the band table', () => {
    renderApp(<HomePage />);
    const expected = { strategic: 85, tactical: 78, cognitive: 82, innovation: 75, context: 72 } as const;
    for (const [key, score] of Object.entries(expected)) {
      const row = screen.getByTestId(`demo-${key}`);
      expect(row).toHaveTextContent(String(score));
      expect(within(row).getByLabelText(`${bandFor(score).symbol} ${bandFor(score).name}`)).toBeInTheDocument();
    }
    expect(screen.getByTestId('demo-overall')).toHaveTextContent('79');
    expect(bandFor(79).name).toBe('Excellent');
    expect(screen.getAllByText('Excellent').length).toBeGreaterThan(0);
  });

  it('leaves creator facts out when the site configuration has none', () => {
    renderApp(<HomePage />);
    expect(screen.getByRole('heading', { name: 'About Kibitz' })).toBeInTheDocument();
    expect(screen.queryByTestId('about-creator')).toBeNull();
  });

  it('shows the configured creator, location and contact address', () => {
    renderApp(<HomePage />, {
      site: { creatorName: 'Ada Lovelace', creatorBio: 'Writes engines.', location: 'London, UK', contactEmail: 'hello@kibitz.test' },
    });
    const about = screen.getByTestId('about-creator');
    expect(about).toHaveTextContent('Ada Lovelace');
    expect(about).toHaveTextContent('London, UK');
    expect(within(about).getByRole('link', { name: 'hello@kibitz.test' })).toHaveAttribute('href', 'mailto:hello@kibitz.test');
  });
});
