import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

// Focus goes to <main> so a screen reader starts at the new content, not at the link that was followed.
export function RouteFocus() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged || toLocation.hash) return;
        document.getElementById('main')?.focus({ preventScroll: true });
      }),
    [router],
  );
  return null;
}
