// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createToastSlot } from './toast-slot';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createToastSlot', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
  });

  it('keeps one toast on screen: a second showing replaces the first', async () => {
    render(<Toaster />);
    const slot = createToastSlot();
    act(() => slot.show(() => toast.error('Please paste your conversation first')));
    expect(await screen.findByText('Please paste your conversation first')).toBeInTheDocument();
    act(() => slot.show(() => toast.error('Low parsing confidence. Please check the formatting guide below.')));
    expect(await screen.findByText('Low parsing confidence. Please check the formatting guide below.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please paste your conversation first')).not.toBeInTheDocument());
  });

  it('shows the new message when the old toast is already fading out (the case an in-place update loses)', async () => {
    render(<Toaster />);
    const slot = createToastSlot();
    act(() => slot.show(() => toast.error('Text analysis not complete. Please wait a moment.', { duration: 40 })));
    expect(await screen.findByText('Text analysis not complete. Please wait a moment.')).toBeInTheDocument();
    // Past the 40 ms timer, inside sonner's 200 ms unmount window.
    await act(() => sleep(80));
    act(() => slot.show(() => toast.error('Low parsing confidence. Please check the formatting guide below.')));
    await act(() => sleep(400));
    expect(screen.getByText('Low parsing confidence. Please check the formatting guide below.')).toBeInTheDocument();
  });
});
