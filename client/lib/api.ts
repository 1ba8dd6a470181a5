import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { hc } from 'hono/client';
import { DEFAULT_LANG, isLang, LANG_PARAM, type Lang } from '#shared/languages';
import { onlyInKey } from '#shared/query-keys';
import type { AppType } from '../../server/app.ts';
import { pageLang } from './i18n.ts';

/**
 * The typed API client: paths, params and answers come from the server's routes (DESIGN 'Client'). On a page
 * in another language than English, every call says that language (`?lang=zh`, docs/decisions/012): reads are
 * answered in it, and an enquiry is stored with it. The admin's pages are English pages (the server reads no language for its calls).
 */
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

/** A non-2xx answer, with the body the server sent (`{error}`, `{errors:[{msg}]}`) when it was JSON. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The server answered ${status}.`);
  }
}

/** An answer whose body is not JSON (a proxy's error page, a cut connection); its message is the parser's. */
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

/** What the reader needs of an answer: the typed client's, or a test's stand-in. */
export type JsonResponse = { ok: boolean; status: number; json(): Promise<unknown> };
/** What a 2xx answer carries; the typed client marks the other answers of a route `ok: false`. */
type JsonOf<R> = R extends { ok: false } ? never : R extends { json(): Promise<infer T> } ? T : never;

/** An answer read: a 2xx answer's JSON typed from the route, or a refusal's status and body. */
export type Answer<R> = { ok: true; status: number; data: JsonOf<R> } | { ok: false; status: number; body: unknown };

/**
 * The one reader of answers. A failed request rejects as `fetch` did; an answer that is not JSON throws an
 * UnreadableAnswer saying its status.
 */
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

/**
 * The JSON of a 2xx answer, typed from the route; anything else throws an ApiError (with a null body when the
 * refusal is not JSON).
 */
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

/** What the not-found page is told of an entry public in other languages only: the languages it is in. */
export type OnlyIn = { onlyIn: Lang[] };

/** The languages a 404's body names: the entry is public in them, not in the page's language. */
function languagesIn(body: unknown): Lang[] | undefined {
  const languages = (body as { languages?: unknown } | null)?.languages;
  if (!Array.isArray(languages)) return undefined;
  const known = languages.filter(isLang);
  return known.length > 0 ? known : undefined;
}

/** The router's not-found, saying where the entry is when the 404 says so. */
function notFoundOf(languages: Lang[] | undefined) {
  return languages ? notFound({ data: { onlyIn: languages } satisfies OnlyIn }) : notFound();
}

/**
 * For loaders: an unknown slug (404 from the API) becomes the router's not-found page; every other failure
 * stays an error for the route's error box.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) throw notFoundOf(languagesIn((error as ApiError).body));
    throw error;
  }
}

/**
 * An entry page's loader: its read, or the not-found page. When the page came with the news that the entry is
 * only in other languages, that page at once, as the server rendered it: the read is not asked again.
 */
export function loadEntry<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  const known = languagesIn({ languages: queryClient.getQueryData(onlyInKey(query.queryKey)) });
  if (known) return Promise.reject(notFoundOf(known));
  return orNotFound(queryClient.ensureQueryData(query));
}
