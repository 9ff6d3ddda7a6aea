import type { RefObject } from 'react';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '../../components/ui/button';
import { SidebarContent } from './sidebar';

/**
 * The sidebar as a drawer below lg. Its own chunk (the dialog's focus trap and scroll lock are a
 * good part of a first script): loaded the first time the menu opens.
 */
export default function MobileNav({ open, onOpenChange, menuButtonRef }: { open: boolean; onOpenChange: (open: boolean) => void; menuButtonRef: RefObject<HTMLButtonElement | null> }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm lg:hidden" data-testid="drawer-backdrop" />
        <Dialog.Content
          id="mobile-navigation"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            // The drawer is opened from the header's menu button: give focus back to it.
            e.preventDefault();
            menuButtonRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-border bg-surface shadow-2xl focus:outline-none lg:hidden"
        >
          <Dialog.Title className="sr-only">Navigation</Dialog.Title>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label="Close navigation">
              <X className="size-5" aria-hidden />
            </Button>
          </Dialog.Close>
          <SidebarContent onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
