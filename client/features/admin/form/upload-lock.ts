import { createContext, useContext, useEffect, useState } from 'react';

/** An upload locks its form like a save, so it cannot be saved half way; outside a form the lock is a no-op. */
type Track = (change: 1 | -1) => void;

export const UploadLock = createContext<Track>(() => {});

export function useUploadCounter(): [number, Track] {
  const [count, setCount] = useState(0);
  const [track] = useState<Track>(() => (change: 1 | -1) => setCount((n) => Math.max(0, n + change)));
  return [count, track];
}

export function useHoldUploadLock(running: boolean) {
  const track = useContext(UploadLock);
  useEffect(() => {
    if (!running) return;
    track(1);
    return () => track(-1);
  }, [running, track]);
}
