import { toast } from 'sonner';

type ToastId = string | number;

/**
 * One toast on screen at a time for one purpose (the Parse & Verify checks, a failed analysis):
 * each showing dismisses the previous one and gets a fresh id.
 *
 * Why not sonner's own `{ id }` update: an update that lands while the old toast is fading out
 * after its timer (sonner's 200 ms unmount window) is applied to the dying toast and lost with it,
 * so a person who asks again at that moment sees nothing. It failed a CI run that way ("Text
 * analysis not complete" fading as "Low parsing confidence" replaced it).
 */
export function createToastSlot() {
  let current: ToastId | undefined;
  return {
    show(open: () => ToastId): void {
      if (current !== undefined) toast.dismiss(current);
      current = open();
    },
  };
}
