import { createContext, useContext, useEffect, useState } from 'react';

/**
 * While an image upload runs inside a form (from its Image Selection modal), the form is locked like during
 * a save: it cannot be saved half way, and the image lands in the field it was asked for. A form provides
 * the counter; outside one the lock is a no-op.
 */
type Track = (change: 1 | -1) => void;

export const UploadLock = createContext<Track>(() => {});

/** The form's side: how many uploads run now, and the function its fields report them through. */
export function useUploadCounter(): [number, Track] {
  const [count, setCount] = useState(0);
  const [track] = useState<Track>(() => (change: 1 | -1) => setCount((n) => Math.max(0, n + change)));
  return [count, track];
}

/** The upload's side: holds the form's lock while `running` is true. */
export function useHoldUploadLock(running: boolean) {
  const track = useContext(UploadLock);
  useEffect(() => {
    if (!running) return;
    track(1);
    return () => track(-1);
  }, [running, track]);
}
