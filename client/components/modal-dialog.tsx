import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useModalDialog } from '../lib/use-modal-dialog.ts';

type Props = {
  open: boolean;
  className?: string;
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  onBackdrop?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
};

export function ModalDialog({
  open,
  className,
  labelledBy,
  describedBy,
  onClose,
  onBackdrop,
  onKeyDown,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, open);
  return (
    // A backdrop click is the pointer's way out; keys have Escape.
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={
        onBackdrop
          ? (event) => {
              if (event.target === event.currentTarget) onBackdrop();
            }
          : undefined
      }
    >
      {children}
    </dialog>
  );
}
