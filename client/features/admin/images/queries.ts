import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ImageRef } from '#shared/image';
import { api, unwrap } from '../../../lib/api.ts';

/** Under ['images'], so an upload, an edit or a delete refreshes them (freshness.ts). */

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

export function rememberImage(queryClient: QueryClient, image: ImageRef) {
  queryClient.setQueryData(imageByIdQuery(image._id).queryKey, image);
}
