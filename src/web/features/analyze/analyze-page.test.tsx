// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usageStats } from '../../../core/usage';
import type * as ApiModule from '../../lib/api';
import { renderApp, signedIn } from '../../test/render';
import { AuthGate } from '../auth';
import { AnalyzePage } from './analyze-page';
import { draftKey, saveDraft } from '../../shared/handoff/draft';

vi.mock('../../lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiModule>();
  return { ...actual, api: { ...actual.api, usageStats: vi.fn() } };
});
const { api } = await import('../../lib/api');
const usage = vi.mocked(api.usageStats);

// Radix's switch and radio group measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// As the router mounts it: behind the gate, so the account (and its draft key) is known.
const page = (
  <AuthGate>
    <AnalyzePage />
  </AuthGate>
);

describe('paste screen', () => {
  beforeEach(() => {
    localStorage.clear();
    usage.mockResolvedValue(usageStats('free', { characters: 1_000, analyses: 1 }, new Date('2025-03-10T12:00:00Z')));
  });
  afterEach(() => vi.clearAllMocks());

  it("restores the auto-saved draft with 'Restored from auto-save!'", async () => {
    saveDraft(draftKey('u1'), { text: 'User: hello there, a saved question?\nAssistant: a saved answer.', goal: 'Saved goal', platform: 'claude', smartParsing: false });
    renderApp(page, { auth: signedIn() });
    expect(await screen.findByText('Restored from auto-save!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Conversation' })).toHaveValue('User: hello there, a saved question?\nAssistant: a saved answer.');
    expect(screen.getByLabelText(/Session goal/)).toHaveValue('Saved goal');
    expect(screen.getByRole('radio', { name: 'Claude' })).toHaveAttribute('aria-checked', 'true');
  });

  it('starts empty without a draft, and saves what is typed', async () => {
    const user = userEvent.setup();
    renderApp(page, { auth: signedIn() });
    await user.type(await screen.findByLabelText(/Session goal/), 'Ship it');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(draftKey('u1')) ?? '{}')).toMatchObject({ goal: 'Ship it', platform: 'auto' }));
    expect(screen.getByRole('textbox', { name: 'Conversation' })).toHaveValue('');
  });

  it('shows usage with the free counter label and remaining characters', async () => {
    renderApp(page, { auth: signedIn() });
    expect(await screen.findByTestId('usage-characters')).toHaveTextContent('1,000 / 5k characters');
    expect(screen.getByTestId('usage-remaining')).toHaveTextContent('4,000 chars remaining today');
    expect(screen.getByTestId('usage-analyses')).toHaveTextContent('1 of 5 analyses');
  });

  it("falls back to the free limits with 'Failed to load usage limits'", async () => {
    usage.mockRejectedValue(new Error('down'));
    renderApp(page, { auth: signedIn() });
    expect(await screen.findByText('Failed to load usage limits', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByTestId('usage-characters')).toHaveTextContent('0 / 5k characters');
  });

  it("asks for a paste first: 'Please paste your conversation first'", async () => {
    const user = userEvent.setup();
    renderApp(page, { auth: signedIn() });
    const button = await screen.findByRole('button', { name: 'Parse & Verify' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(await screen.findByText('Please paste your conversation first')).toBeInTheDocument();
  });

  it('detects the format live as the person types', async () => {
    const user = userEvent.setup();
    renderApp(page, { auth: signedIn() });
    await user.click(await screen.findByRole('textbox', { name: 'Conversation' }));
    await user.paste('You said:\nHow do I reverse a list in Python?\n\nChatGPT said:\nUse reversed(items) or items[::-1].');
    await waitFor(() => expect(screen.getByTestId('detected-platform')).toHaveTextContent('ChatGPT'));
    expect(screen.getByTestId('detected-messages')).toHaveTextContent('2 (1 you · 1 AI)');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Parse & Verify' })).not.toHaveAttribute('aria-disabled'));
  });
});
