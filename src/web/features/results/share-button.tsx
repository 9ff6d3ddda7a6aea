/**
 * The results page's Share button. The dialog (share-dialog.tsx, with the dialog library: about
 * 14 KB compressed) loads when the button is first pointed at, focused or pressed, not with the
 * page (decision 0029); the button carries what the dialog's own trigger would say (aria-haspopup,
 * aria-expanded) and gets the focus back when the dialog closes.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

const loadDialog = () => import('./share-dialog');
const ShareDialog = lazy(loadDialog);

export function ShareButton({ sessionId, title }: { sessionId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        ref={triggerRef}
        variant="outline"
        className="px-3 sm:px-4"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden />
        Share
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ShareDialog sessionId={sessionId} title={title} open={open} setOpen={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
