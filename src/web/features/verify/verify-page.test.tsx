// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { parseConversation } from '../../../core/conversation/index';
import { renderApp, signedIn } from '../../test/render';
import { AuthGate } from '../auth';
import { VerifyPage } from './verify-page';
import { buildVerifyData, loadVerifyData, saveVerifyData, VERIFY_DATA_KEY } from './verify-data';

const TEXT = 'User: What is a closure in JavaScript?\nAssistant: A function that remembers its scope.\nUser: Show me a counter.\nAssistant: function makeCounter() { let n = 0; return () => ++n; }\n';

function store(text = TEXT) {
  const parsed = parseConversation(text);
  saveVerifyData(
    buildVerifyData({ text, platform: 'auto', goal: 'Learn closures', enableAIAnalysis: false, messages: parsed.messages, detection: parsed.detection, parsingMethod: 'local', parsingSource: 'paste', fileName: null, parseMs: 2 }),
  );
}

function renderVerify() {
  return renderApp(
    <Routes>
      <Route path="/analyze/verify" element={<AuthGate><VerifyPage /></AuthGate>} />
      <Route path="/analyze" element={<h1>Paste screen</h1>} />
    </Routes>,
    { route: '/analyze/verify', auth: signedIn() },
  );
}

describe('verify screen', () => {
  beforeEach(() => sessionStorage.clear());

  it("redirects with 'No conversation data found' when nothing was handed over", async () => {
    renderVerify();
    expect(await screen.findByText('No conversation data found')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paste screen' })).toBeInTheDocument();
  });

  it("redirects with 'Failed to load conversation data' when the data is unreadable", async () => {
    sessionStorage.setItem(VERIFY_DATA_KEY, '{"broken"');
    renderVerify();
    expect(await screen.findByText('Failed to load conversation data')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paste screen' })).toBeInTheDocument();
  });

  it('shows the messages and Session Info, and lets the person edit, switch and delete', async () => {
    store();
    const user = userEvent.setup();
    renderVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Parsed Messages' })).toBeInTheDocument();
    expect(screen.getAllByTestId('verify-message')).toHaveLength(4);
    expect(screen.getByTestId('info-goal')).toHaveTextContent('Learn closures');
    expect(screen.getByTestId('info-confidence')).toHaveTextContent('High');
    expect(screen.queryByTestId('low-confidence-banner')).not.toBeInTheDocument();

    const second = screen.getByRole('textbox', { name: 'Message 2 text (assistant)' });
    await user.clear(second);
    await user.type(second, 'A function plus its scope.');
    expect(second).toHaveValue('A function plus its scope.');

    await user.click(screen.getByRole('button', { name: 'Switch message 1 to assistant' }));
    const first = screen.getAllByTestId('verify-message')[0]!;
    expect(within(first).getByTestId('role-badge')).toHaveTextContent('Assistant');

    await user.click(screen.getByRole('button', { name: 'Delete message 3' }));
    expect(screen.getAllByTestId('verify-message')).toHaveLength(3);
    expect(screen.getByTestId('info-messages')).toHaveTextContent('3 (4 detected)');

    await user.click(screen.getByRole('button', { name: 'Merge message 3 into message 2' }));
    expect(screen.getAllByTestId('verify-message')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Message 2 text (assistant)' })).toHaveFocus();

    // The edits are written back, so a reload keeps them.
    await waitFor(() => {
      const saved = loadVerifyData();
      expect(saved.status === 'ok' && saved.data.parsedMessages.map((m) => m.role)).toEqual(['assistant', 'assistant']);
    });
  });

  it('shows the low-confidence banner under 0.5', async () => {
    store('User: Can you explain closures in JavaScript, please?\n\nA closure is a function that keeps its scope.\n\nUser: And a counter?\n\nUse a variable in the outer function.');
    renderVerify();
    expect(await screen.findByTestId('low-confidence-banner')).toHaveTextContent('Low parsing confidence (40%)');
  });

  it("refuses to analyse nothing: 'No messages to analyze'", async () => {
    store();
    const user = userEvent.setup();
    renderVerify();
    await screen.findByRole('heading', { level: 1, name: 'Verify Parsed Messages' });
    for (let i = 4; i >= 1; i--) await user.click(screen.getByRole('button', { name: `Delete message ${i}` }));
    expect(screen.getByTestId('verify-empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm & Analyze' }));
    expect(await screen.findByText('No messages to analyze')).toBeInTheDocument();
  });
});
