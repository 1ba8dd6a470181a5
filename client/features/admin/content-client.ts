import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import type { StatusCode } from 'hono/utils/http-status';
import { CATALOGUE, type ContentKey } from '#shared/content/catalogue';
import type { AnyContentRoutes } from '../../../server/app.ts';
import { api, unwrap } from '../../lib/api.ts';

/**
 * The admin calls of one content type (SPEC 7 'Admin'): its list, one entry, a new one, a save, a delete and
 * the entry's revisions. For a type named in the code (`contentClient('shop')`) the body is that type's
 * schema input and the answers its own; for a type known only at run time (the generic form's `screen.api`)
 * they are those of the one route factory for any schema (server/routes/admin/content.ts).
 */

/** The calls of a type known only by name: the route factory's, for any schema. */
type AnyCalls = ReturnType<typeof hc<AnyContentRoutes>>;
type AdminCalls = typeof api.admin;

/** The endpoints of one type's calls (the client names a route `/` `$get`, or `index.$get` for the factory's). */
type Endpoints<C> = C extends {
  update: { ':slug': { $get: infer Read; $put: infer Update } };
  new: { $post: infer Create };
  delete: { ':slug': { $delete: infer Remove } };
  ':id': { revisions: { $get: infer Revisions; ':rev': { $get: infer Revision; restore: { $post: infer Restore } } } };
}
  ? {
      list: C extends { $get: infer List } ? List : C extends { index: { $get: infer List } } ? List : never;
      read: Read;
      create: Create;
      update: Update;
      remove: Remove;
      revisions: Revisions;
      revision: Revision;
      restore: Restore;
    }
  : never;

/** A key of the whole union is a type known only at run time. */
type EndpointsOf<K extends ContentKey> = [ContentKey] extends [K] ? Endpoints<AnyCalls> : Endpoints<AdminCalls[K]>;

type Answer<K extends ContentKey, E extends keyof Endpoints<AnyCalls>, S extends StatusCode = 200> = InferResponseType<
  EndpointsOf<K>[E & keyof EndpointsOf<K>],
  S
>;

/** What a new entry of the type is sent as: its schema's input, with its other languages. */
export type NewBody<K extends ContentKey> = InferRequestType<EndpointsOf<K>['create']>['json'];
/** What a save of an entry sends: the same, and the `_id` it was loaded with. */
export type UpdateBody<K extends ContentKey> = InferRequestType<EndpointsOf<K>['update']>['json'];
/** One entry as its form edits it. */
export type EntryOf<K extends ContentKey> = Answer<K, 'read'>;
export type RevisionPageOf<K extends ContentKey> = Answer<K, 'revisions'>;
export type RevisionOf<K extends ContentKey> = Answer<K, 'revision'>;

type Options = { signal?: AbortSignal | undefined };

export type ContentClient<K extends ContentKey> = {
  list(options?: Options): Promise<Answer<K, 'list'>>;
  /** The entry and the version it was read at (the answer's ETag), which a save names. */
  read(slug: string, options?: Options): Promise<{ entry: EntryOf<K>; version: string | null }>;
  create(body: NewBody<K>): Promise<Answer<K, 'create', 201>>;
  /** A save of the entry at `slug`; with `version`, refused (412) if someone else saved it since. */
  update(
    slug: string,
    body: UpdateBody<K>,
    version?: string | null,
  ): Promise<Answer<K, 'update'> & { version: string | null }>;
  /** The body is the entry it deletes (`{_id}`), which the server checks against the address. */
  remove(slug: string, body: { _id: number }): Promise<Answer<K, 'remove'>>;
  revisions(id: number, after: string, options?: Options): Promise<RevisionPageOf<K>>;
  revision(id: number, rev: number, options?: Options): Promise<RevisionOf<K>>;
  restore(id: number, rev: number): Promise<Answer<K, 'restore'>>;
};

/** Whether a name is one of the catalogued content types, whose calls are under /api/admin/{name}. */
export const isContentKey = (name: string): name is ContentKey => CATALOGUE.some((type) => type.api === name);

/** The key of a screen's type; a name no type has is a mistake in the code, not in what staff did. */
export function contentKey(name: string): ContentKey {
  if (!isContentKey(name)) throw new Error(`No content type is called "${name}".`);
  return name;
}

/**
 * A delete's body travels outside the typed input: the route reads it itself (server/routes/admin/optional-id.ts).
 */
const withBody = (body: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  init: { body: JSON.stringify(body) },
});

export function contentClient<K extends ContentKey>(key: K): ContentClient<K>;
// One body serves every type: a key known in the code gets its type's signatures above.
export function contentClient(key: ContentKey): ContentClient<ContentKey> {
  // The one cast of the admin's calls. Every /api/admin/{key} is an instance of the one route factory, so
  // its calls are the factory's calls for some schema; the calls below pass the body through and hand back
  // the JSON without looking at either, so they are the same code for every schema, and typing their ends
  // at a key's schema (the signature above) says no more than the server's route for that key does.
  const calls = api.admin[key] as unknown as AnyCalls;
  return {
    list: (options) => unwrap(calls.index.$get(undefined, { init: { signal: options?.signal ?? null } })),
    read: async (slug, options) => {
      const res = await calls.update[':slug'].$get({ param: { slug } }, { init: { signal: options?.signal ?? null } });
      return { entry: await unwrap(Promise.resolve(res)), version: res.headers.get('ETag') };
    },
    create: (body) => unwrap(calls.new.$post({ json: body })),
    update: async (slug, body, version) => {
      const res = await calls.update[':slug'].$put(
        { param: { slug }, json: body },
        version ? { headers: { 'If-Match': version } } : undefined,
      );
      return { ...(await unwrap(Promise.resolve(res))), version: res.headers.get('ETag') };
    },
    remove: (slug, body) => unwrap(calls.delete[':slug'].$delete({ param: { slug } }, withBody(body))),
    revisions: (id, after, options) =>
      unwrap(
        calls[':id'].revisions.$get(
          { param: { id: String(id) }, query: after ? { after } : {} },
          { init: { signal: options?.signal ?? null } },
        ),
      ),
    revision: (id, rev, options) =>
      unwrap(
        calls[':id'].revisions[':rev'].$get(
          { param: { id: String(id), rev: String(rev) } },
          { init: { signal: options?.signal ?? null } },
        ),
      ),
    restore: (id, rev) =>
      unwrap(calls[':id'].revisions[':rev'].restore.$post({ param: { id: String(id), rev: String(rev) } })),
  };
}
