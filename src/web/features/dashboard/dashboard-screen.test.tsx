// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../core/settings-defaults';
import { renderApp, signedIn } from '../../test/render';
import { DashboardScreen } from './dashboard-screen';

const summary = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Session ${i}`,
  platform: 'chatgpt',
  messageCount: 4,
  overallScore: 60 + (i % 30),
  createdAt: '2025-07-04T12:00:00.000Z',
  updatedAt: '2025-07-04T12:00:00.000Z',
  sessionGoal: null,
  projectContext: null,
  trend: 'stable',
  dimensionAverages: { strategic: 60, tactical: 60, cognitive: 60, innovation: 60, context: 60 },
  strategicAvg: 60,
  tacticalAvg: 60,
  cognitiveAvg: 60,
  innovationAvg: 60,
  contextAvg: 60,
  engineVersion: 't',
  format: null,
  parsingMethod: null,
});
const analytics = { days: 30, totalSessions: 25, totalMessages: 100, averageScore: 70, improvementRate: 4, dimensionAverages: { strategic: 60, tactical: 60, cognitive: 60, innovation: 60, context: 60 }, trend: 'improving', bestScore: 90, worstScore: 40, daily: [], scores: [] };
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it('pages through 25 sessions 20 at a time and hides Load More at the end', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('/settings')) return ok({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS });
        if (url.includes('/analytics')) return ok(analytics);
        if (url.includes('/practice/progress')) return ok({ momentsPractised: 3, momentsCompleted: 2, averageGain: 31.5, streakDays: 4, attempts: 5, next: { sessionId: summary(1).id, title: 'Session 1', open: 1 } });
        if (url.includes('/practice/open')) return ok({ open: {} });
        if (url.includes('/ai-review/jobs')) return ok({ jobs: [] });
        const u = new URL(url, 'http://x');
        calls.push(u.search);
        const offset = Number(u.searchParams.get('offset'));
        const limit = Number(u.searchParams.get('limit'));
        const all = Array.from({ length: 25 }, (_, i) => summary(i));
        return ok({ sessions: all.slice(offset, offset + limit), total: 25, limit, offset });
      }),
    );
    renderApp(<DashboardScreen />, { auth: signedIn() });
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(20), { timeout: 15_000 });
    expect(screen.getByText('(20 of 25)')).toBeInTheDocument();
    // The select-all box says what it selects; the rows name the platform properly.
    expect(screen.getByRole('checkbox', { name: 'Select all 20 sessions shown (of 25)' })).toBeInTheDocument();
    expect(screen.getAllByTestId('session-row')[0]).toHaveTextContent('ChatGPT');
    // Each figure says what it is over: session scores are over all messages, best and worst are sessions,
    // and the message count includes the courtesies that are not rated (no "Scored").
    expect(screen.getByTestId('stat-average')).toHaveTextContent('All messages · Excellent');
    expect(screen.getByTestId('stat-trend')).toHaveTextContent('Best session 90 · worst 40');
    expect(screen.getByTestId('stat-messages')).toHaveTextContent(/^Messages100In those sessions$/);
    // Practice progress (issue 18): completed moments, average gain, streak, and where to go on.
    await waitFor(() => expect(screen.getByTestId('practice-progress')).toBeInTheDocument());
    expect(screen.getByTestId('practice-completed')).toHaveTextContent('2');
    expect(screen.getByTestId('practice-gain')).toHaveTextContent('+31.5');
    expect(screen.getByTestId('practice-streak')).toHaveTextContent('4 days');
    expect(screen.getByRole('link', { name: 'Practise your key moments' })).toHaveAttribute('href', `/practice/${summary(1).id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Sessions' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(25), { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Load More Sessions' })).not.toBeInTheDocument();
    expect(calls).toEqual(['?limit=20&offset=0', '?limit=20&offset=20']);
    // No AI review running or failed: no AI card.
    expect(screen.queryByTestId('ai-jobs')).not.toBeInTheDocument();
  }, 40_000);

  it("gives each row whose session has open practice moments its own practice entry, asking about each page's rows once", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('/settings')) return ok({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS });
        if (url.includes('/analytics')) return ok(analytics);
        if (url.includes('/practice/progress')) return ok({ momentsPractised: 0, momentsCompleted: 0, averageGain: 0, streakDays: 0, attempts: 0, next: { sessionId: summary(0).id, title: 'Session 0', open: 3 } });
        if (url.includes('/practice/open')) {
          asked.push(new URL(url, 'http://x').searchParams.get('ids')!);
          return ok({ open: { [summary(0).id]: 3, [summary(2).id]: 1 } });
        }
        if (url.includes('/ai-review/jobs')) return ok({ jobs: [] });
        return ok({ sessions: [0, 1, 2].map(summary), total: 3, limit: 20, offset: 0 });
      }),
    );
    renderApp(<DashboardScreen />, { auth: signedIn() });
    await waitFor(() => expect(screen.getAllByTestId('practice-entry')).toHaveLength(2), { timeout: 15_000 });
    const rows = screen.getAllByTestId('session-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Practise Session 0: 3 moments to complete' })).toHaveAttribute('href', `/practice/${summary(0).id}`);
    expect(within(rows[1]!).queryByTestId('practice-entry')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Practise Session 2: 1 moment to complete' })).toHaveAttribute('href', `/practice/${summary(2).id}`);
    expect(asked).toEqual([[0, 1, 2].map((i) => summary(i).id).join(',')]);
    // The Practice card's own "next" entry is still there.
    expect(await screen.findByRole('link', { name: 'Practise your key moments' })).toHaveAttribute('href', `/practice/${summary(0).id}`);
  }, 30_000);

  it('a practice card with nothing practised and nothing to practise says so, without zero tiles', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('/settings')) return ok({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS });
        if (url.includes('/analytics')) return ok(analytics);
        if (url.includes('/practice/progress')) return ok({ momentsPractised: 0, momentsCompleted: 0, averageGain: 0, streakDays: 0, attempts: 0, next: null });
        if (url.includes('/practice/open')) return ok({ open: {} });
        if (url.includes('/ai-review/jobs')) return ok({ jobs: [] });
        return ok({ sessions: [summary(0)], total: 1, limit: 20, offset: 0 });
      }),
    );
    renderApp(<DashboardScreen />, { auth: signedIn() });
    expect(await screen.findByTestId('practice-empty', {}, { timeout: 10_000 })).toHaveTextContent('No moves to practise yet');
    expect(screen.queryByTestId('practice-completed')).not.toBeInTheDocument();
  }, 20_000);

  it('lists AI reviews still running or failed; Retry queues a failed one again', async () => {
    const job = (state: string) => ({ id: '11111111-1111-4111-8111-111111111111', sessionId: summary(2).id, title: 'Session 2', state, attempts: 4, progress: { done: 0, total: 3 }, error: state === 'failed' ? 'The AI provider answered 503' : null, createdAt: '2025-07-04T12:00:00.000Z' });
    const running = { ...job('running'), id: '22222222-2222-4222-8222-222222222222', title: 'Session 3', progress: { done: 1, total: 3 } };
    let jobs = [job('failed'), running];
    const retried: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/settings')) return ok({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS });
        if (url.includes('/analytics')) return ok(analytics);
        if (url.includes('/practice/progress')) return ok({ momentsPractised: 0, momentsCompleted: 0, averageGain: 0, streakDays: 0, attempts: 0, next: null });
        if (url.endsWith('/retry') && init?.method === 'POST') {
          retried.push(url);
          jobs = [{ ...job('pending'), attempts: 4 }, running];
          return ok({ ...job('pending'), judgments: [], result: null });
        }
        if (url.includes('/ai-review/jobs')) return ok({ jobs });
        return ok({ sessions: [summary(2), summary(3)], total: 2, limit: 20, offset: 0 });
      }),
    );
    renderApp(<DashboardScreen />, { auth: signedIn() });
    const card = await screen.findByTestId('ai-jobs', {}, { timeout: 10_000 });
    const rows = () => screen.getAllByTestId('ai-job');
    expect(rows().map((r) => r.getAttribute('data-state'))).toEqual(['failed', 'running']);
    expect(rows()[0]).toHaveTextContent('Failed: The AI provider answered 503');
    expect(rows()[1]).toHaveTextContent('In progress: 1 of 3');
    expect(card).toHaveTextContent('Session 2');
    await userEvent.click(screen.getByRole('button', { name: 'Retry the AI review of Session 2' }));
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-state', 'pending'));
    expect(rows()[0]).toHaveTextContent('Queued');
    expect(retried).toEqual(['/api/v1/ai-review/jobs/11111111-1111-4111-8111-111111111111/retry']);
  }, 40_000);

  it('shows the error card and retries', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('/settings')) return ok({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS });
        if (fail) return new Response('{"code":"X","message":"boom"}', { status: 500 });
        if (url.includes('/analytics')) return ok({ ...analytics, totalSessions: 0 });
        if (url.includes('/ai-review/jobs')) return ok({ jobs: [] });
        return ok({ sessions: [], total: 0, limit: 20, offset: 0 });
      }),
    );
    renderApp(<DashboardScreen />, { auth: signedIn() });
    expect(await screen.findByText('Failed to load dashboard data. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('dashboard-empty')).toBeInTheDocument();
  });
});
