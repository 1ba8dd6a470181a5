import { type ComponentType, useCallback, useState } from 'react';

/** A failed fetch is forgotten, so the next try fetches again. */
export function onDemand<P>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    pending ??= importer().then(
      (module) => module.default,
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return function useOnDemand() {
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    const [failed, setFailed] = useState(false);
    const load = useCallback(async () => {
      setFailed(false);
      try {
        const loaded = await fetchOnce();
        setComponent(() => loaded);
        return true;
      } catch {
        setFailed(true);
        return false;
      }
    }, []);
    const prefetch = useCallback(() => void fetchOnce().catch(() => undefined), []);
    return { Component, failed, load, prefetch };
  };
}
