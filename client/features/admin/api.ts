import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ContentKey } from '#shared/content/catalogue';
import { ApiError, api, unwrap } from '../../lib/api.ts';
import { readApiErrors } from '../../lib/api-errors.ts';
import { contentClient, contentKey, type EntryOf, type UpdateBody } from './content-client.ts';

/**
 * The admin's calls (SPEC 7 'Admin') and their query keys, all through the typed client: paths, bodies and
 * answers come from the server's routes. Admin answers are keyed under ['admin', ...]; the image library is
 * ['images'], shared by the modal, the pickers and the image forms. The calls of the content types are
 * those of ./content-client.ts.
 */

export type FieldError = { msg: string; path?: string };
/** One entry as its form edits it, whichever type it is. */
export type EntryValues = EntryOf<ContentKey>;

/**
 * An entry as its form loaded it, with the version it was loaded at (the answer's ETag), which a save names so
 * that a save by someone else in between is refused rather than written over (server/routes/admin/content.ts).
 */
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

/**
 * Saves an entry of a content type: a new one, or the one at `slug`. The body is what the form made of its
 * fields, checked against the type's schema before it is sent.
 */
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

/**
 * A delete may carry the entry it deletes (SPEC 7: the whole image), which the server checks against the
 * address; the route reads that body itself, so it travels outside the typed input.
 */
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

/**
 * What went wrong, as the lines listed under a form's button (SPEC 8 'Admin forms'): the server's field
 * errors, its one error, or a plain sentence for a dropped connection.
 */
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

/** A query key to refresh: exact, or with everything under it. */
export type Stale = { queryKey: QueryKey; exact?: boolean; refetchType?: 'active' | 'none' };

export function invalidate(queryClient: QueryClient, targets: Stale[]) {
  return Promise.all(targets.map((target) => queryClient.invalidateQueries(target)));
}
