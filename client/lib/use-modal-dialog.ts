import { type RefObject, useEffect } from 'react';

// A modal <dialog> makes the page behind inert but does not stop it from scrolling.
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

export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (open && !box.open) box.showModal();
    if (!open && box.open) box.close();
  }, [dialog, open]);
  useScrollLock(open);
}
