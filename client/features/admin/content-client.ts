import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import type { StatusCode } from 'hono/utils/http-status';
import { CATALOGUE, type ContentKey } from '#shared/content/catalogue';
import type { AnyContentRoutes } from '../../../server/app.ts';
import { api, unwrap } from '../../lib/api.ts';

type AnyCalls = ReturnType<typeof hc<AnyContentRoutes>>;
type AdminCalls = typeof api.admin;

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

type EndpointsOf<K extends ContentKey> = [ContentKey] extends [K] ? Endpoints<AnyCalls> : Endpoints<AdminCalls[K]>;

type Answer<K extends ContentKey, E extends keyof Endpoints<AnyCalls>, S extends StatusCode = 200> = InferResponseType<
  EndpointsOf<K>[E & keyof EndpointsOf<K>],
  S
>;

export type NewBody<K extends ContentKey> = InferRequestType<EndpointsOf<K>['create']>['json'];
export type UpdateBody<K extends ContentKey> = InferRequestType<EndpointsOf<K>['update']>['json'];
export type EntryOf<K extends ContentKey> = Answer<K, 'read'>;
export type RevisionPageOf<K extends ContentKey> = Answer<K, 'revisions'>;
export type RevisionOf<K extends ContentKey> = Answer<K, 'revision'>;

type Options = { signal?: AbortSignal | undefined };

export type ContentClient<K extends ContentKey> = {
  list(options?: Options): Promise<Answer<K, 'list'>>;
  read(slug: string, options?: Options): Promise<{ entry: EntryOf<K>; version: string | null }>;
  create(body: NewBody<K>): Promise<Answer<K, 'create', 201>>;
  /** With `version`, refused (412) if someone else saved it since. */
  update(
    slug: string,
    body: UpdateBody<K>,
    version?: string | null,
  ): Promise<Answer<K, 'update'> & { version: string | null }>;
  remove(slug: string, body: { _id: number }): Promise<Answer<K, 'remove'>>;
  revisions(id: number, after: string, options?: Options): Promise<RevisionPageOf<K>>;
  revision(id: number, rev: number, options?: Options): Promise<RevisionOf<K>>;
  restore(id: number, rev: number): Promise<Answer<K, 'restore'>>;
};

export const isContentKey = (name: string): name is ContentKey => CATALOGUE.some((type) => type.api === name);

export function contentKey(name: string): ContentKey {
  if (!isContentKey(name)) throw new Error(`No content type is called "${name}".`);
  return name;
}

const withBody = (body: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  init: { body: JSON.stringify(body) },
});

export function contentClient<K extends ContentKey>(key: K): ContentClient<K>;
export function contentClient(key: ContentKey): ContentClient<ContentKey> {
  // The one cast: every /api/admin/{key} is the one route factory, whose calls pass bodies through untouched.
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
