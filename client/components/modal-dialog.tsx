import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useModalDialog } from '../lib/use-modal-dialog.ts';

type Props = {
  open: boolean;
  className?: string;
  /** The id of the dialog's heading, its accessible name. */
  labelledBy: string;
  /** The id of the text that says what the dialog asks, read out with its name. */
  describedBy?: string;
  /** Reached whenever the dialog closes, by Escape or otherwise. */
  onClose: () => void;
  /** A click on the backdrop (the dialog box itself, outside its content) calls this, when given. */
  onBackdrop?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
};

/**
 * A native modal <dialog>, shown while `open`: the page behind is inert so focus stays inside, Escape closes
 * it, and the page does not scroll while it is open.
 */
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
