import type { QueryClient } from '@tanstack/react-query';
import { invalidate, type Stale } from './api.ts';
import type { Screen } from './screens/registry.ts';

/** STYLE 6: only what an edit makes stale. */
export function afterSave(queryClient: QueryClient, screen: Screen, slugs: (string | undefined)[]) {
  const targets: Stale[] = [
    // Marked stale, not refetched now: the form's own entry may just have moved to a new slug.
    { queryKey: ['admin', screen.api], refetchType: 'none' },
    { queryKey: screen.publicKey, exact: true },
    ...slugs.filter(Boolean).map((slug) => ({ queryKey: [...screen.publicKey, slug], exact: true })),
    ...(screen.shownIn ?? []).map((queryKey) => ({ queryKey })),
  ];
  return invalidate(queryClient, targets);
}

/** Run once its screen has gone. */
export function afterDelete(queryClient: QueryClient, screen: Screen, slug: string) {
  queryClient.removeQueries({ queryKey: [...screen.publicKey, slug], exact: true });
  queryClient.removeQueries({ queryKey: ['admin', screen.api, slug], exact: true });
  return invalidate(queryClient, [
    { queryKey: ['admin', screen.api], exact: true },
    { queryKey: screen.publicKey, exact: true },
    ...(screen.shownIn ?? []).map((queryKey) => ({ queryKey })),
  ]);
}

/** Which answers show an image is not known here, so an edit or delete refreshes every public read. */
export function afterImageChange(queryClient: QueryClient, change: { slug: string; deleted?: boolean } | 'added') {
  if (change !== 'added' && change.deleted)
    queryClient.removeQueries({ queryKey: ['images', change.slug], exact: true });
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [root] = query.queryKey;
      return change === 'added' ? root === 'images' : root !== 'session' && root !== 'admin';
    },
  });
}
