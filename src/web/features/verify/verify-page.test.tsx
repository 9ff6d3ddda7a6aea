// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { parseConversation } from '../../../core/conversation/index';
import { renderApp, signedIn } from '../../test/render';
import type { ParseDetection } from '../../../core/conversation/types';
import { AuthGate } from '../auth';
import { VerifyPage } from './verify-page';
import { buildVerifyData, loadVerifyData, saveVerifyData, VERIFY_DATA_KEY } from '../../shared/handoff/verify-data';

const TEXT = 'User: What is a closure in JavaScript?\nAssistant: A function that remembers its scope.\nUser: Show me a counter.\nAssistant: function makeCounter() { let n = 0; return () => ++n; }\n';

function store(text = TEXT, change: { messages?: { role: 'user' | 'assistant'; content: string }[]; detection?: Partial<ParseDetection> } = {}) {
  const parsed = parseConversation(text);
  const messages = change.messages ? change.messages.map((m, index) => ({ ...m, index, editable: true })) : parsed.messages;
  const detection = { ...parsed.detection, ...change.detection };
  saveVerifyData(
    buildVerifyData({ text, platform: 'auto', goal: 'Learn closures', enableAIAnalysis: false, messages, detection, parsingMethod: 'local', parsingSource: 'paste', fileName: null, parseMs: 2 }),
  );
}

const box = (n: number, role: 'user' | 'assistant') => screen.getByRole('textbox', { name: `Message ${n} text (${role})` });
const contents = () => screen.getAllByRole('textbox', { name: /^Message \d+ text/ }).map((t) => (t as HTMLTextAreaElement).value);

/** Puts the cursor (or a selection) in a message's text box, as a click or arrow key would. */
async function select(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, start: number, end = start) {
  await user.click(el);
  (el as HTMLTextAreaElement).setSelectionRange(start, end);
  fireEvent.keyUp(el);
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
  beforeEach(() => {
    sessionStorage.clear();
    // Sonner keeps its toasts in a module-level store: one test's notification would show in the next.
    toast.dismiss();
  });

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
    expect(screen.getByTestId('info-your-edits')).toHaveTextContent('0');
    // The first message cannot merge up, and its button does not name a message 0.
    expect(screen.getByRole('button', { name: 'Merge message 1 up: there is no message before it' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /into message 0/ })).toBeNull();

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
    // Session Info counts the person's edits (the typing in message 2 is one), apart from the chat's own.
    expect(screen.getByText('Your edits here')).toBeInTheDocument();
    expect(screen.getByTestId('info-your-edits')).toHaveTextContent('4');
    expect(screen.getByText('Prompts edited in the chat')).toBeInTheDocument();

    // The edits are written back, so a reload keeps them, and their count.
    await waitFor(() => {
      const saved = loadVerifyData();
      expect(saved.status === 'ok' && saved.data.parsedMessages.map((m) => m.role)).toEqual(['assistant', 'assistant']);
      expect(saved.status === 'ok' && saved.data.personEdits).toBe(4);
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

  it('splits a message at the cursor: the new part takes the other role, focus follows it, and Undo/Redo take it back and forth', async () => {
    store();
    const user = userEvent.setup();
    renderVerify();
    const second = await screen.findByRole('textbox', { name: 'Message 2 text (assistant)' });
    await select(user, second, 'A function'.length);
    await user.click(screen.getByRole('button', { name: 'Split message 2 at the cursor' }));

    expect(contents()).toEqual(['What is a closure in JavaScript?', 'A function', 'that remembers its scope.', 'Show me a counter.', 'function makeCounter() { let n = 0; return () => ++n; }']);
    expect(box(3, 'user')).toHaveFocus();
    expect(screen.getByTestId('edit-announcement')).toHaveTextContent('Message 2 split in two at the cursor; the new message 3 is marked user');
    // The person can switch the new part's role if the guess was wrong.
    await user.click(screen.getByRole('button', { name: 'Switch message 3 to assistant' }));
    expect(screen.getAllByTestId('verify-message')[2]).toHaveAttribute('data-role', 'assistant');

    const history = screen.getByRole('group', { name: 'Edit history' });
    await user.click(within(history).getByRole('button', { name: 'Undo: Message 3 switched to assistant' }));
    await user.click(within(history).getByRole('button', { name: /^Undo: Message 2 split/ }));
    expect(screen.getAllByTestId('verify-message')).toHaveLength(4);
    expect(screen.getByTestId('edit-announcement')).toHaveTextContent('Undone: Message 2 split in two at the cursor');
    await user.click(within(history).getByRole('button', { name: /^Redo: Message 2 split/ }));
    expect(screen.getAllByTestId('verify-message')).toHaveLength(5);
    expect(screen.getAllByTestId('verify-message')[2]).toHaveAttribute('data-role', 'user');
  });

  it('splits with Alt+Enter while typing, and refuses a split that would leave an empty part', async () => {
    store();
    const user = userEvent.setup();
    renderVerify();
    const first = await screen.findByRole('textbox', { name: 'Message 1 text (user)' });
    await select(user, first, 0);
    expect(screen.getByRole('button', { name: 'Split message 1 at the cursor' })).toBeDisabled();
    await select(user, first, 'What is a closure in JavaScript?'.length - 1);
    await user.keyboard('{Alt>}{Enter}{/Alt}');
    expect(contents().slice(0, 2)).toEqual(['What is a closure in JavaScript', '?']);
    expect(box(2, 'assistant')).toHaveFocus();
  });

  it('removes a repeated page line from every message, says what went, and the notification’s Undo brings it back', async () => {
    store(TEXT, {
      messages: [
        { role: 'user', content: 'What is a closure?' },
        { role: 'assistant', content: 'A function that remembers its scope.\nRate this reply' },
        { role: 'user', content: 'Show me a counter.' },
        { role: 'assistant', content: 'makeCounter()\n\nRate this reply\n\nIt counts.' },
      ],
    });
    const user = userEvent.setup();
    renderVerify();
    const second = await screen.findByRole('textbox', { name: 'Message 2 text (assistant)' });
    await select(user, second, second.textContent!.length);
    await user.click(screen.getByRole('button', { name: 'Remove the line “Rate this reply” from all 2 messages' }));

    expect(contents()).toEqual(['What is a closure?', 'A function that remembers its scope.', 'Show me a counter.', 'makeCounter()\n\nIt counts.']);
    expect(second).toHaveFocus();
    const notice = await screen.findByText('Removed “Rate this reply” from 2 messages as page chrome');
    // A plain click: sonner captures the pointer on pointerdown, which jsdom cannot do.
    fireEvent.click(within(notice.closest('[data-sonner-toast]')!).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(contents()[3]).toBe('makeCounter()\n\nRate this reply\n\nIt counts.'));
    expect(contents()[1]).toBe('A function that remembers its scope.\nRate this reply');
  });

  it('removes the selected lines of one message as page chrome', async () => {
    store(TEXT, { messages: [{ role: 'assistant', content: 'Answer text.\nEdit\nRetry\nMore answer.' }] });
    const user = userEvent.setup();
    renderVerify();
    const only = await screen.findByRole('textbox', { name: 'Message 1 text (assistant)' });
    await select(user, only, 'Answer text.\nE'.length, 'Answer text.\nEdit\nRe'.length);
    await user.click(screen.getByRole('button', { name: 'Remove these 2 lines from message 1 as page chrome' }));
    expect(contents()).toEqual(['Answer text.\nMore answer.']);
    expect(await screen.findByText('Removed 2 lines from message 1 as page chrome: “Edit”, “Retry”')).toBeInTheDocument();
  });

  it('Ctrl+Z and Ctrl+Shift+Z undo and redo outside text fields; inside one they are left to the browser', async () => {
    store();
    const user = userEvent.setup();
    renderVerify();
    await screen.findByRole('heading', { level: 1, name: 'Verify Parsed Messages' });
    await user.click(screen.getByRole('button', { name: 'Merge message 3 into message 2' }));
    expect(screen.getAllByTestId('verify-message')).toHaveLength(3);

    // In a text box the shortcut is the box's own undo: the merge stays.
    box(1, 'user').focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getAllByTestId('verify-message')).toHaveLength(3);

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getAllByTestId('verify-message')).toHaveLength(4);
    // Focus was nowhere: it lands on the restored message's card (not its text box, so the next Ctrl+Z is still the list's).
    expect(screen.getAllByTestId('verify-message')[1]).toHaveFocus();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getAllByTestId('verify-message')).toHaveLength(3);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(screen.getAllByTestId('verify-message')).toHaveLength(4);
  });

  it('typing in a message is one undo step', async () => {
    store();
    const user = userEvent.setup();
    renderVerify();
    const first = await screen.findByRole('textbox', { name: 'Message 1 text (user)' });
    await user.type(first, ' Briefly.');
    await user.click(screen.getByRole('button', { name: 'Undo: Message 1 edited' }));
    expect(first).toHaveValue('What is a closure in JavaScript?');
    expect(within(screen.getByRole('group', { name: 'Edit history' })).getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('the low-confidence banner lists the issues and what the parser guessed', async () => {
    store('User: Can you explain closures in JavaScript, please?\n\nA closure is a function that keeps its scope.\n\nUser: And a counter?\n\nUse a variable in the outer function.', {
      detection: { uncertainties: ['Speakers were guessed from alternation'] },
    });
    renderVerify();
    const banner = await screen.findByTestId('low-confidence-banner');
    expect(within(banner).getByText('Speakers were guessed from alternation.')).toBeInTheDocument();
  });

  it('with high confidence, shows the parser’s guesses and an export’s branches as plain notes', async () => {
    store(TEXT, { detection: { issues: ['Unbalanced user/assistant messages'], uncertainties: ['Roles guessed for two turns'], branches: { editedPrompts: 2, regeneratedAnswers: 1 } } });
    renderVerify();
    const guesses = await screen.findByTestId('parse-guesses');
    expect(guesses).toHaveTextContent('Roles guessed for two turns.');
    // The rule's issues belong beside low confidence only.
    expect(guesses).not.toHaveTextContent('Unbalanced');
    expect(screen.getByTestId('branches-note')).toHaveTextContent('This conversation had 2 edited prompts and 1 regenerated answer; Kibitz uses the version shown in the chat.');
    expect(screen.queryByTestId('low-confidence-banner')).not.toBeInTheDocument();
  });
});
