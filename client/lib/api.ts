import { notFound } from '@tanstack/react-router';
import { hc } from 'hono/client';
import { DEFAULT_LANG, LANG_PARAM } from '#shared/languages';
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

type JsonResponse = { ok: boolean; status: number; json(): Promise<unknown> };
/** What a 2xx answer carries; the typed client marks the other answers of a route `ok: false`. */
type JsonOf<R> = R extends { ok: false } ? never : R extends { json(): Promise<infer T> } ? T : never;

async function readBody(res: JsonResponse): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** The JSON of a 2xx answer, typed from the route; anything else throws an ApiError. */
export async function unwrap<R extends JsonResponse>(request: Promise<R>): Promise<JsonOf<R>> {
  const res = await request;
  if (!res.ok) throw new ApiError(res.status, await readBody(res));
  return (await res.json()) as JsonOf<R>;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * For loaders: an unknown slug (404 from the API) becomes the router's not-found page; every other failure
 * stays an error for the route's error box.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
