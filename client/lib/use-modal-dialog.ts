import { type RefObject, useEffect } from 'react';

/**
 * Locks the page's scrolling while `active`: a modal <dialog> makes the page behind inert but does not stop it
 * from scrolling. The page's own overflow comes back when the lock ends.
 */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [active]);
}

/**
 * Keeps a native <dialog> shown as a modal while `open` (focus moves into it and stays there, the page behind
 * is inert, Escape closes it) and closed otherwise, with the page's scrolling locked while it is open.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (open && !box.open) box.showModal();
    if (!open && box.open) box.close();
  }, [dialog, open]);
  useScrollLock(open);
}
