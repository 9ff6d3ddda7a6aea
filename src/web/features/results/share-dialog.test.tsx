// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLink } from '../../../core/sharing/index';
import { renderApp, signedIn } from '../../test/render';
import { SHARE_TEXT, ShareDialog } from './share-dialog';

const LINK: ShareLink = {
  token: 'A'.repeat(32),
  url: `http://localhost:3000/r/${'A'.repeat(32)}`,
  cardUrl: `http://localhost:3000/r/${'A'.repeat(32)}/card.png`,
  allowSearchEngines: false,
  createdAt: '2026-11-26T10:00:00.000Z',
};

function mockFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('/sessions/s1/share')) return new Response(JSON.stringify({ share: LINK }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
    }),
  );
}

/** The device share sheet as the browser offers it (absent when `share` is undefined), and a clipboard to watch. */
function device(share: ((data: ShareData) => Promise<void>) | undefined) {
  const writeText = vi.fn(async (_text: string) => {});
  // After userEvent.setup(), which installs a clipboard of its own.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return { writeText };
}

async function openAndShare(user: ReturnType<typeof userEvent.setup>) {
  renderApp(<ShareDialog sessionId="s1" title="CSV cleanup" />, { auth: signedIn() });
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByTestId('public-link')).toHaveValue(LINK.url);
  await user.click(screen.getByRole('button', { name: 'Share…' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('share dialog: Share…', () => {
  it('opens the device share sheet with the public link', async () => {
    mockFetch();
    const user = userEvent.setup();
    const share = vi.fn(async (_data: ShareData) => {});
    const { writeText } = device(share);
    await openAndShare(user);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0]).toMatchObject({ url: LINK.url, title: 'Kibitz review: CSV cleanup' });
    expect(await screen.findByText(SHARE_TEXT.shared)).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the public link where the browser has no share sheet', async () => {
    mockFetch();
    const user = userEvent.setup();
    const { writeText } = device(undefined);
    await openAndShare(user);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK.url));
    expect(await screen.findByText(SHARE_TEXT.linkCopied)).toBeInTheDocument();
  });

  it('copies the link when the share sheet fails, and does nothing when the person closes it', async () => {
    mockFetch();
    const user = userEvent.setup();
    const failing = vi.fn(async () => {
      throw new DOMException('Share failed', 'NotAllowedError');
    });
    const { writeText } = device(failing);
    await openAndShare(user);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK.url));
    expect(failing).toHaveBeenCalledTimes(1);

    writeText.mockClear();
    const closed = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    Object.defineProperty(navigator, 'share', { value: closed, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share…' }));
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    // Give a copy the chance to happen: it must not.
    await new Promise((r) => setTimeout(r, 20));
    expect(writeText).not.toHaveBeenCalled();
  });
});
