import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { hc } from 'hono/client';
import { DEFAULT_LANG, isLang, LANG_PARAM, type Lang } from '#shared/languages';
import { onlyInKey } from '#shared/query-keys';
import type { AppType } from '../../server/app.ts';
import { pageLang } from './i18n.ts';

/** DESIGN 'Client'. Every call says the page's language (`?lang=zh`, docs/decisions/012); admin pages are English. */
export const api = hc<AppType>('/api', { fetch: inPageLanguage });

function inPageLanguage(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // The server renders a first screen from the data the page carries and asks nothing more
  // (client/entry-server.tsx): what is not there stays loading, as it is in the browser until it arrives.
  if (typeof window === 'undefined') return new Promise<Response>(() => undefined);
  if (pageLang() === DEFAULT_LANG) return fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  url.searchParams.set(LANG_PARAM, pageLang());
  return fetch(url, init);
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The server answered ${status}.`);
  }
}

export class UnreadableAnswer extends Error {
  override name = 'UnreadableAnswer';
  constructor(
    readonly ok: boolean,
    readonly status: number,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

export type JsonResponse = { ok: boolean; status: number; json(): Promise<unknown> };
export type JsonOf<R> = R extends { ok: false } ? never : R extends { json(): Promise<infer T> } ? T : never;

export type Answer<R> = { ok: true; status: number; data: JsonOf<R> } | { ok: false; status: number; body: unknown };

/** A failed request rejects as `fetch` did; a non-JSON answer throws an UnreadableAnswer saying its status. */
export async function readAnswer<R extends JsonResponse>(request: Promise<R>): Promise<Answer<R>> {
  const res = await request;
  let json: unknown;
  try {
    json = await res.json();
  } catch (error) {
    throw new UnreadableAnswer(res.ok, res.status, error);
  }
  return res.ok
    ? { ok: true, status: res.status, data: json as JsonOf<R> }
    : { ok: false, status: res.status, body: json };
}

export async function unwrap<R extends JsonResponse>(request: Promise<R>): Promise<JsonOf<R>> {
  let answer: Answer<R>;
  try {
    answer = await readAnswer(request);
  } catch (error) {
    if (error instanceof UnreadableAnswer && !error.ok) throw new ApiError(error.status, null);
    throw error;
  }
  if (!answer.ok) throw new ApiError(answer.status, answer.body);
  return answer.data;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export type OnlyIn = { onlyIn: Lang[] };

function languagesIn(body: unknown): Lang[] | undefined {
  const languages = (body as { languages?: unknown } | null)?.languages;
  if (!Array.isArray(languages)) return undefined;
  const known = languages.filter(isLang);
  return known.length > 0 ? known : undefined;
}

function notFoundOf(languages: Lang[] | undefined) {
  return languages ? notFound({ data: { onlyIn: languages } satisfies OnlyIn }) : notFound();
}

/** An unknown slug (404) becomes the router's not-found page; every other failure stays an error. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) throw notFoundOf(languagesIn((error as ApiError).body));
    throw error;
  }
}

/** When the server said the entry is only in other languages, that page at once: the read is not asked again. */
export function loadEntry<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  const known = languagesIn({ languages: queryClient.getQueryData(onlyInKey(query.queryKey)) });
  if (known) return Promise.reject(notFoundOf(known));
  return orNotFound(queryClient.ensureQueryData(query));
}
