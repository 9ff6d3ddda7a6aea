/**
 * Share → public link (issue 18): create a link anyone can open without an account, copy it, send
 * it through the device share sheet, let search engines index it or not, and revoke it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, Share2, Trash2, X } from 'lucide-react';
import { Checkbox, Dialog } from 'radix-ui';
import { toast } from 'sonner';
import type { ShareLink } from '../../../core/sharing/index';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';

export const SHARE_TEXT = {
  title: 'Share this review',
  explain: 'Anyone with the link sees this review read-only: the conversation, its scores and better moves. Not your e-mail, your settings or your other sessions.',
  create: 'Create public link',
  created: 'Public link created',
  revoked: 'Public link revoked: it now answers “not found”',
  revokeFailed: 'Failed to revoke the link',
  createFailed: 'Failed to create the link',
  updateFailed: 'Failed to save the setting',
  allowSearch: 'Allow search engines',
  allowSearchHint: 'Off: the page asks search engines not to index it.',
  shared: 'Shared successfully!',
  linkCopied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link',
} as const;

export const shareQueryKey = (sessionId: string) => ['share', sessionId] as const;

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(SHARE_TEXT.linkCopied);
  } catch {
    toast.error(SHARE_TEXT.copyFailed);
  }
}

/** The device share sheet with the public link (copy as fallback, spec section 2). */
async function shareLink(link: ShareLink, title: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `Kibitz review: ${title}`, text: 'My conversation, reviewed move by move on Kibitz.', url: link.url });
      toast.success(SHARE_TEXT.shared);
      return;
    } catch (err) {
      // The person closed the share sheet: nothing to say. Other failures fall back to copying.
      if ((err as Error).name === 'AbortError') return;
    }
  }
  await copyLink(link.url);
}

function SearchEnginesBox({ checked, disabled, onChange }: { checked: boolean; disabled?: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(v) => onChange(v === true)}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-accent-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-accent data-[state=checked]:bg-accent"
        aria-describedby={`${id}-hint`}
      >
        <Checkbox.Indicator>✓</Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="text-sm">
        <span className="font-medium text-fg">{SHARE_TEXT.allowSearch}</span>
        <span id={`${id}-hint`} className="block text-xs text-muted">
          {SHARE_TEXT.allowSearchHint}
        </span>
      </label>
    </div>
  );
}

export function ShareDialog({ sessionId, title }: { sessionId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [allowSearch, setAllowSearch] = useState(false);
  const queryClient = useQueryClient();
  const key = shareQueryKey(sessionId);
  const share = useQuery({ queryKey: key, queryFn: () => api.getShare(sessionId), enabled: open, staleTime: 30_000 });
  const link = share.data?.share ?? null;
  const setLink = (next: ShareLink | null) => {
    queryClient.setQueryData(key, { share: next });
    // The dashboard marks shared sessions: its list is stale now.
    void queryClient.invalidateQueries({ queryKey: ['sessions'] });
  };

  // The button just pressed (Create, Revoke) leaves the dialog as it succeeds: the focus goes to
  // what comes next (Copy, Create again) instead of falling out of the dialog for keyboard users.
  const copyRef = useRef<HTMLButtonElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState<'copy' | 'create' | null>(null);

  const create = useMutation({
    mutationFn: () => api.createShare(sessionId, allowSearch),
    onSuccess: ({ share: created }) => {
      setLink(created);
      setFocusNext('copy');
      toast.success(SHARE_TEXT.created);
    },
    onError: () => toast.error(SHARE_TEXT.createFailed),
  });
  const update = useMutation({
    mutationFn: (allow: boolean) => api.updateShare(sessionId, allow),
    onSuccess: ({ share: updated }) => setLink(updated),
    onError: () => toast.error(SHARE_TEXT.updateFailed),
  });
  const revoke = useMutation({
    mutationFn: () => api.revokeShare(sessionId),
    onSuccess: () => {
      setLink(null);
      setFocusNext('create');
      toast.success(SHARE_TEXT.revoked);
    },
    onError: () => toast.error(SHARE_TEXT.revokeFailed),
  });
  const busy = create.isPending || update.isPending || revoke.isPending;
  useEffect(() => {
    const target = focusNext === 'copy' ? copyRef.current : focusNext === 'create' ? createRef.current : null;
    // A button still disabled while its mutation settles cannot take the focus: wait for the next render.
    if (!target || target.disabled) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, link, busy]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="px-3 sm:px-4">
          <Share2 aria-hidden />
          Share
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-2xl"
          data-testid="share-dialog"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-fg">{SHARE_TEXT.title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring" aria-label="Close">
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-muted">{SHARE_TEXT.explain}</Dialog.Description>

          <div className="mt-5 space-y-4">
            {share.isPending ? (
              <div role="status" className="flex items-center gap-2 text-sm text-muted">
                <Spinner className="size-4" /> Checking for a public link…
              </div>
            ) : share.isError ? (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {share.error.message}
              </p>
            ) : link ? (
              <>
                <div>
                  <label htmlFor="public-link" className="text-sm font-medium text-fg">
                    Public link
                  </label>
                  <div className="mt-1.5 flex gap-2">
                    <input
                      id="public-link"
                      readOnly
                      value={link.url}
                      onFocus={(e) => e.currentTarget.select()}
                      className="min-w-0 flex-1 rounded-lg border border-border bg-surface-2 px-3 py-2 font-mono text-xs text-fg"
                      data-testid="public-link"
                    />
                    <Button ref={copyRef} variant="secondary" onClick={() => void copyLink(link.url)}>
                      <Copy aria-hidden />
                      Copy
                    </Button>
                  </div>
                </div>
                <SearchEnginesBox checked={link.allowSearchEngines} disabled={busy} onChange={(v) => update.mutate(v)} />
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                  <Button variant="outline" className="hover:text-red-600 dark:hover:text-red-400" disabled={busy} onClick={() => revoke.mutate()}>
                    {revoke.isPending ? <Spinner className="size-4" /> : <Trash2 aria-hidden />}
                    Revoke link
                  </Button>
                  <Button onClick={() => void shareLink(link, title)}>
                    <Share2 aria-hidden />
                    Share…
                  </Button>
                </div>
              </>
            ) : (
              <>
                <SearchEnginesBox checked={allowSearch} disabled={busy} onChange={setAllowSearch} />
                <Button ref={createRef} className="w-full sm:w-auto" disabled={busy} onClick={() => create.mutate()}>
                  {create.isPending ? <Spinner className="size-4" /> : <Link2 aria-hidden />}
                  {SHARE_TEXT.create}
                </Button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
