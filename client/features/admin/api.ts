import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ImageRef } from '../../components/picture.tsx';
import { ApiError, api, fetchJson, unwrap } from '../../lib/api.ts';
import { readApiErrors } from '../../lib/api-errors.ts';

/**
 * The admin's calls (SPEC 7 'Admin') and their query keys. Admin answers are keyed under ['admin', ...]; the
 * image library is ['images'], shared by the modal, the pickers and the image forms.
 */

export type EntrySummary = { _id: number; slug: string; title: string };
export type EntryValues = Record<string, unknown> & { _id: number };
export type FieldError = { msg: string; path?: string };

export const adminListQuery = (apiPath: string) =>
  queryOptions({
    queryKey: ['admin', apiPath],
    queryFn: ({ signal }) => fetchJson<EntrySummary[]>(`/api/admin/${apiPath}`, { signal }),
  });

export const adminEntryQuery = (apiPath: string, slug: string) =>
  queryOptions({
    queryKey: ['admin', apiPath, slug],
    queryFn: ({ signal }) =>
      fetchJson<EntryValues>(`/api/admin/${apiPath}/update/${encodeURIComponent(slug)}`, { signal }),
    // An edit form starts from what is stored now, not from a copy cached a minute ago.
    staleTime: 0,
  });

export const imagesQuery = () =>
  queryOptions({
    queryKey: ['images'],
    queryFn: ({ signal }) => unwrap(api.image.$get(undefined, { init: { signal } })) as Promise<ImageRef[]>,
  });

export const imageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['images', slug],
    queryFn: ({ signal }) =>
      unwrap(api.image[':slug'].$get({ param: { slug } }, { init: { signal } })) as Promise<ImageRef>,
    staleTime: 0,
  });

/** A JSON write of the admin; an answer other than 2xx throws an ApiError carrying the server's body. */
export function send<T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
  return fetchJson<T>(url, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

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
