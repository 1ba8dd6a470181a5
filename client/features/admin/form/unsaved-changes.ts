import { useBlocker } from '@tanstack/react-router';
import { type RefObject, useRef } from 'react';

export const LEAVE_WARNING = 'This form has unsaved changes. Leave it and lose them?';

/** The ref is set once a save succeeded, so following the server's redirect is not held up. */
export function useUnsavedChangesWarning(dirty: boolean): RefObject<boolean> {
  const saved = useRef(false);
  useBlocker({
    shouldBlockFn: () => !saved.current && !window.confirm(LEAVE_WARNING),
    enableBeforeUnload: () => dirty && !saved.current,
    disabled: !dirty,
  });
  return saved;
}
