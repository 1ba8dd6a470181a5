import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { hc, InferResponseType } from 'hono/client';
import type { ContentKey } from '#shared/content/catalogue';
import type { AnyContentRoutes } from '../../../server/app.ts';
import { ApiError, api, unwrap } from '../../lib/api.ts';
import { readApiErrors } from '../../lib/api-errors.ts';

/**
 * The admin's calls (SPEC 7 'Admin') and their query keys, all through the typed client: paths, bodies and
 * answers come from the server's routes. Admin answers are keyed under ['admin', ...]; the image library is
 * ['images'], shared by the modal, the pickers and the image forms.
 */

/**
 * The calls of one content type named by a string: each of the seven is an instance of the one route factory
 * (server/routes/admin/content.ts), so they are typed as that factory's routes for any schema.
 */
type ContentCalls = ReturnType<typeof hc<AnyContentRoutes>>;
const contentCalls = (apiPath: string) => api.admin[apiPath as ContentKey] as unknown as ContentCalls;

export type EntrySummary = InferResponseType<ContentCalls['index']['$get'], 200>[number];
/** One entry as its form edits it, whichever type it is. */
export type EntryValues = InferResponseType<ContentCalls['update'][':slug']['$get'], 200>;
export type FieldError = { msg: string; path?: string };

export const adminListQuery = (apiPath: string) =>
  queryOptions({
    queryKey: ['admin', apiPath],
    queryFn: ({ signal }) => unwrap(contentCalls(apiPath).index.$get(undefined, { init: { signal } })),
  });

/**
 * An entry as its form loaded it, with the version it was loaded at (the answer's ETag), which a save names so
 * that a save by someone else in between is refused rather than written over (server/routes/admin/content.ts).
 */
export type LoadedEntry = EntryValues & { _version: string | null };

export const adminEntryQuery = (apiPath: string, slug: string) =>
  queryOptions({
    queryKey: ['admin', apiPath, slug],
    queryFn: async ({ signal }): Promise<LoadedEntry> => {
      const res = await contentCalls(apiPath).update[':slug'].$get({ param: { slug } }, { init: { signal } });
      const entry = await unwrap(Promise.resolve(res));
      return { ...entry, _version: res.headers.get('ETag') };
    },
    // An edit form starts from what is stored now, not from a copy cached a minute ago.
    staleTime: 0,
  });

/**
 * Saves an entry of a content type: a new one, or the one at `slug`. The body has been checked against the
 * type's schema by the form; the typed client cannot know which of the seven schemas that is, hence `never`.
 */
export async function saveEntry(
  apiPath: string,
  body: Record<string, unknown>,
  existing?: { slug: string; version: string | null },
): Promise<{ redirect: string; version: string | null }> {
  const calls = contentCalls(apiPath);
  if (existing === undefined) return { ...(await unwrap(calls.new.$post({ json: body as never }))), version: null };
  const { slug, version } = existing;
  const res = await calls.update[':slug'].$put(
    { param: { slug }, json: body as never },
    version ? { headers: { 'If-Match': version } } : undefined,
  );
  return { ...(await unwrap(Promise.resolve(res))), version: res.headers.get('ETag') };
}

/**
 * A delete may carry the entry it deletes (SPEC 7: `{_id}`, or the whole image), which the server checks
 * against the address; the route reads that body itself, so it travels outside the typed input.
 */
const withBody = (body: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  init: { body: JSON.stringify(body) },
});

export const deleteEntry = (apiPath: string, slug: string, body: unknown) =>
  unwrap(contentCalls(apiPath).delete[':slug'].$delete({ param: { slug } }, withBody(body)));

export const deleteImage = (slug: string, body: unknown) =>
  unwrap(api.admin.image.delete[':slug'].$delete({ param: { slug } }, withBody(body)));

export const imagesQuery = () =>
  queryOptions({
    queryKey: ['images'],
    queryFn: ({ signal }) => unwrap(api.image.$get(undefined, { init: { signal } })),
  });

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
