import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * After a client-side navigation to another page, focus goes to <main> so a screen reader starts at the new
 * content instead of the link that was followed. The router itself scrolls to the top (or to a #hash).
 */
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
