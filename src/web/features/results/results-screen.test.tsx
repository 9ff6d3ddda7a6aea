// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionDetail } from '../../../core/api/types';
import { DEFAULT_SETTINGS } from '../../../core/settings-defaults';
import { renderApp, signedIn } from '../../test/render';
import { ResultsScreen } from './results-screen';

const ID = '737a43b0-c1e5-4960-914a-c59c26462e0f';

function score(overall: number) {
  return { overall, dimensions: { strategic: overall, tactical: overall, cognitive: overall, innovation: overall, context: overall }, classification: 'average', chessNotation: '=', confidence: 0.9, explanation: `why ${overall}`, betterMove: overall < 40 ? `better ${overall}` : null };
}

const detail = {
  session: {
    id: ID,
    title: 'CSV cleanup',
    platform: 'chatgpt',
    messageCount: 3,
    overallScore: 72,
    createdAt: '2020-01-01T10:00:00.000Z',
    updatedAt: '2020-01-01T10:00:00.000Z',
    sessionGoal: 'Clean a CSV',
    projectContext: 'ETL job',
    trend: 'stable',
    dimensionAverages: { strategic: 70, tactical: 70, cognitive: 70, innovation: 70, context: 70 },
    strategicAvg: 70,
    tacticalAvg: 70,
    cognitiveAvg: 70,
    innovationAvg: 70,
    contextAvg: 70,
    engineVersion: 'test',
    format: null,
    parsingMethod: null,
    metadata: {},
    summary: undefined,
  },
  messages: [
    { index: 0, role: 'user', content: 'first', scores: [score(30)] },
    { index: 1, role: 'assistant', content: 'second', scores: [score(85)] },
    { index: 2, role: 'user', content: 'third', scores: [score(65)] },
  ],
  metadata: { projectContext: 'ETL job', sessionGoal: 'Clean a CSV' },
} as unknown as SessionDetail;

function mockFetch(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    for (const [path, res] of Object.entries(routes)) if (url.includes(path)) return res();
    return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('results screen', () => {
  it('refuses a malformed id without asking the server', async () => {
    const fetchMock = mockFetch({});
    renderApp(<ResultsScreen sessionId="nope" />, { auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Invalid session ID' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/sessions/'))).toBe(false);
  });

  it('shows the not-found card for a 404 with both ways out', async () => {
    mockFetch({ '/settings': json({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS }), [`/sessions/${ID}`]: json({ code: 'NOT_FOUND', message: 'Session not found' }, 404) });
    renderApp(<ResultsScreen sessionId={ID} />, { auth: signedIn() });
    expect(await screen.findByText('The requested analysis session could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'New Analysis' })).toHaveAttribute('href', '/analyze');
  });

  it('renders the session, auto-expands under 60, hides notation when the setting is off', async () => {
    mockFetch({ '/settings': json({ settings: { ...DEFAULT_SETTINGS, showChessNotation: false }, defaults: DEFAULT_SETTINGS }), [`/sessions/${ID}`]: json(detail) });
    renderApp(<ResultsScreen sessionId={ID} />, { auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'CSV cleanup' })).toBeInTheDocument();
    expect(screen.getByTestId('badge-id')).toHaveTextContent(`#${ID.slice(-8)}`);
    // The platform by its proper name, not its id capitalised ("Chatgpt").
    expect(screen.getByTestId('badge-platform')).toHaveTextContent(/^ChatGPT$/);
    // The review follows the header a frame later (decision 0029).
    const cards = await screen.findAllByTestId('message-card');
    expect(cards.map((c) => c.getAttribute('data-expanded'))).toEqual(['true', 'false', 'false']);
    expect(screen.queryAllByTestId('notation')).toHaveLength(0);
    expect(screen.getByTestId('better-move')).toHaveTextContent('better 30');
    await userEvent.click(screen.getByRole('radio', { name: /High/ }));
    await waitFor(() => expect(screen.getAllByTestId('message-card')).toHaveLength(1));
  });

  it('names whose figures the score card shows: your messages, and best and worst over all messages', async () => {
    const summary = {
      overallScore: 72,
      userScore: 48,
      stats: { averageScore: 60, bestScore: 85, worstScore: 30, totalMessages: 3, completedAnalysis: 3, strategicAvg: 70, tacticalAvg: 70, cognitiveAvg: 70, innovationAvg: 70, contextAvg: 70, trend: 'stable' },
      dimensionAverages: { strategic: 48, tactical: 48, cognitive: 48, innovation: 48, context: 48 },
      keyMoments: [],
      patterns: [],
      insights: [],
      lowScoreAlerts: [0],
      contextMasters: [],
    };
    mockFetch({ '/settings': json({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS }), [`/sessions/${ID}`]: json({ ...detail, session: { ...detail.session, summary } }) });
    renderApp(<ResultsScreen sessionId={ID} />, { auth: signedIn() });
    const card = await screen.findByRole('region', { name: 'Game review' });
    expect(card).toHaveTextContent('Your messages: 48');
    // 85 is the assistant's reply: the range is labelled as every message's, not left to read as the person's.
    expect(screen.getByTestId('all-messages-range')).toHaveTextContent(/^All messages: best 85 · worst 30$/);
  });

  it('offers practice only when the person has a weak move to practise (the practice page would be empty)', async () => {
    mockFetch({ '/settings': json({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS }), [`/sessions/${ID}`]: json(detail) });
    const first = renderApp(<ResultsScreen sessionId={ID} />, { auth: signedIn() });
    // The opening message scored 30 (a Mistake): a moment to practise.
    expect(await screen.findByRole('link', { name: 'Practise your key moments' })).toHaveAttribute('href', `/practice/${ID}`);
    first.unmount();

    const strong = { ...detail, messages: detail.messages.map((m) => (m.role === 'user' ? { ...m, scores: [score(65)] } : m)) };
    mockFetch({ '/settings': json({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS }), [`/sessions/${ID}`]: json(strong) });
    renderApp(<ResultsScreen sessionId={ID} />, { auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'CSV cleanup' })).toBeInTheDocument();
    await screen.findAllByTestId('message-card');
    expect(screen.queryByRole('link', { name: 'Practise your key moments' })).toBeNull();
  });

  it("shows the opening message's Context as none in its card, not a 0 (its reasons say none, and the overall leaves it out)", async () => {
    const opening = { ...score(30), dimensions: { ...score(30).dimensions, context: 0 } };
    const withOpening = { ...detail, messages: detail.messages.map((m) => (m.index === 0 ? { ...m, scores: [opening] } : m)) };
    mockFetch({ '/settings': json({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS }), [`/sessions/${ID}`]: json(withOpening) });
    renderApp(<ResultsScreen sessionId={ID} />, { auth: signedIn() });
    // The first message (30) opens by itself: auto-expanded under 60.
    const first = (await screen.findAllByTestId('message-card'))[0]!;
    expect(within(first).getByTestId('context-none')).toHaveTextContent(/^none$/);
    expect(within(first).getByRole('meter', { name: 'Context: none (first message)' })).toBeInTheDocument();
    expect(within(first).getAllByRole('meter')).toHaveLength(5);
  });

  it('a tab pressed with the mouse opens and takes focus (focused without the keyboard ring, so the library does not)', async () => {
    mockFetch({ '/settings': json({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS }), [`/sessions/${ID}`]: json(detail) });
    renderApp(<ResultsScreen sessionId={ID} />, { auth: signedIn() });
    const tab = await screen.findByRole('tab', { name: 'Dimensions' });
    await userEvent.click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    expect(await screen.findAllByTestId('dimension-row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('tab', { name: /Messages/ }));
    expect(screen.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true');
  });
});
