import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ContentKey } from '#shared/content/catalogue';
import { ApiError, api, unwrap } from '../../lib/api.ts';
import { readApiErrors } from '../../lib/api-errors.ts';
import { contentClient, contentKey, type EntryOf, type UpdateBody } from './content-client.ts';

export type FieldError = { msg: string; path?: string };
export type EntryValues = EntryOf<ContentKey>;

/** The answer's ETag: a save names it, so a save by someone else in between is refused, not written over. */
export type LoadedEntry = EntryValues & { _version: string | null };

export const adminEntryQuery = (apiPath: string, slug: string) =>
  queryOptions({
    queryKey: ['admin', apiPath, slug],
    queryFn: async ({ signal }): Promise<LoadedEntry> => {
      const { entry, version } = await contentClient(contentKey(apiPath)).read(slug, { signal });
      return { ...entry, _version: version };
    },
    // An edit form starts from what is stored now, not from a copy cached a minute ago.
    staleTime: 0,
  });

export async function saveEntry(
  apiPath: string,
  body: UpdateBody<ContentKey>,
  existing?: { slug: string; version: string | null },
): Promise<{ redirect: string; version: string | null }> {
  const calls = contentClient(contentKey(apiPath));
  if (existing === undefined) return { ...(await calls.create(body)), version: null };
  return calls.update(existing.slug, body, existing.version);
}

export const deleteEntry = (apiPath: string, slug: string, body: { _id: number }) =>
  contentClient(contentKey(apiPath)).remove(slug, body);

/** SPEC 7: a delete carries the whole entry, which the route reads itself, outside the typed input. */
const withBody = (body: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  init: { body: JSON.stringify(body) },
});

export const deleteImage = (slug: string, body: unknown) =>
  unwrap(api.admin.image.delete[':slug'].$delete({ param: { slug } }, withBody(body)));

export const imageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['images', slug],
    queryFn: ({ signal }) => unwrap(api.image[':slug'].$get({ param: { slug } }, { init: { signal } })),
    staleTime: 0,
  });

/** SPEC 8 'Admin forms': the lines listed under a form's button. */
export function errorsOf(error: unknown): FieldError[] {
  if (error instanceof ApiError) {
    return readApiErrors(error.body, {
      fallback: `The server answered ${error.status}. Try again.`,
      unnamed: 'The server refused this.',
    });
  }
  if (error instanceof Error) return [{ msg: `Error: ${error.message}` }];
  return [{ msg: 'Something went wrong. Try again.' }];
}

export type Stale = { queryKey: QueryKey; exact?: boolean; refetchType?: 'active' | 'none' };

export function invalidate(queryClient: QueryClient, targets: Stale[]) {
  return Promise.all(targets.map((target) => queryClient.invalidateQueries(target)));
}
