import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ImageRef } from '#shared/image';
import { api, unwrap } from '../../../lib/api.ts';

/**
 * The library as the image fields and the Image Selection modal read it: one page at a time, searched on
 * the server, and one image by id. Both sit under ['images'], so an upload, an edit or a delete refreshes them
 * (freshness.ts).
 */

export const imagePagesQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['images', 'pages', q],
    queryFn: ({ pageParam, signal }) =>
      unwrap(api.admin.image.list.$get({ query: pageParam ? { q, after: pageParam } : { q } }, { init: { signal } })),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const imageByIdQuery = (id: number) =>
  queryOptions({
    queryKey: ['images', 'id', id],
    queryFn: ({ signal }) =>
      unwrap(api.admin.image.id[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
  });

/** An image just uploaded or chosen is known already: a field showing it need not ask for it. */
export function rememberImage(queryClient: QueryClient, image: ImageRef) {
  queryClient.setQueryData(imageByIdQuery(image._id).queryKey, image);
}
