import { type Context, Hono, type TypedResponse } from 'hono';
import { z } from 'zod';
import { type LanguageExtras, type LanguageState, languageExtrasSchema } from '../../../shared/catalogue/languages.ts';
import type { ContentType } from '../../content/define.ts';
import { readLanguageState, writeLanguageState } from '../../content/languages.ts';
import type { Orm } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/constraint-errors.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError, notFound } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { fieldChanges } from '../../queries/audit.ts';
import {
  deleteEntry,
  entryVersion,
  findEntryId,
  listEntries,
  loadEntry,
  moveVersion,
  saveEntry,
  slugTaken,
} from '../../queries/content-entries.ts';
import { entriesReferencing, missingReferences } from '../../queries/content-usage.ts';
import { keepBaseline, keepRevision, type Saver } from '../../queries/revisions.ts';
import { dropRedirectsTo, recordRename, releaseSlug } from '../../queries/slug-redirects.ts';
import { noteAudit } from './audit-trail.ts';
import { readOptionalId } from './optional-id.ts';
import { revisionRoutes } from './revisions.ts';

/** Named: Hono's answer type for a generic body uses unexported aliases the client's declarations cannot hold. */
type EntryAnswer<S extends z.ZodObject> = Response &
  TypedResponse<z.output<S> & { _id: number } & LanguageState, 200, 'json'>;

const saverOf = (c: Context<AppEnv>): Saver => ({ user: c.var.user, at: c.var.deps.now() });

const fieldError = (msg: string, path: string) => httpError(400, { errors: [{ msg, path }] });

const versionTag = (version: number) => `"${version}"`;

/** A compressing proxy may have made the tag weak (W/); a tag this server never gave is a bad request. */
function versionAsked(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const version = /^(?:W\/)?"(\d{1,16})"$/.exec(ifMatch.trim())?.[1];
  if (version === undefined) {
    throw httpError(400, { error: 'If-Match must be the ETag the entry was loaded with, such as "1764000000000".' });
  }
  return Number(version);
}

function write(
  orm: Orm,
  type: ContentType<z.ZodObject>,
  values: Record<string, unknown>,
  existing: { id: number; slug: string; version?: number | undefined } | undefined,
  saver: Saver,
  extras: LanguageExtras = {},
): number {
  const slug = values.slug as string;
  const taken = () => fieldError(`Another ${type.noun} already has the slug "${slug}". Choose another.`, 'slug');
  try {
    return orm.transaction((tx) => {
      const before = existing ? entryVersion(tx, type, existing.id) : 0;
      // Saved elsewhere (another member of staff, another tab) since this form loaded: that save stands.
      if (existing?.version !== undefined && existing.version !== before) {
        throw httpError(412, {
          error: `Someone else saved this ${type.noun} after you opened it. Your changes are still in the form: copy them, reload the page to see the saved version, and make them again.`,
        });
      }
      if (slugTaken(tx, type, slug, existing?.id)) throw taken();
      const missing = [...missingReferences(tx, type, values), ...(type.check?.(tx, values) ?? [])];
      if (missing.length > 0) throw httpError(400, { errors: missing });
      keepBaseline(tx, type, existing);
      const id = saveEntry(tx, type, values, existing?.id);
      writeLanguageState(tx, type, id, extras);
      keepRevision(tx, type, slug, saver);
      // A changed slug leaves its old address redirecting here; a slug in use is nobody's old address.
      if (existing) recordRename(tx, type.path, existing.slug, slug);
      else releaseSlug(tx, type.path, slug);
      return moveVersion(tx, type, id, before);
    });
  } catch (error) {
    // Two saves racing for one slug: the index has the last word.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

const isObject = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body);

/** A body that is not an object is refused once, by the type's schema. */
function withLanguages<S extends z.ZodObject, X extends z.ZodObject>(schema: S, languages: X) {
  return z.intersection(
    schema,
    z.preprocess<unknown, X, z.input<X>>((body) => (isObject(body) ? body : {}), languages),
  );
}

export function contentRoutes<S extends z.ZodObject, Api extends string>(type: ContentType<S, Api>) {
  const notHere = (slug: string) => notFound(`No ${type.noun} has the slug "${slug}".`);
  const extras = languageExtrasSchema(type.description);
  const createBody = validateJson(withLanguages(type.schema, extras));
  const updateBody = validateJson(
    withLanguages(type.schema, extras.extend({ _id: z.number().int().positive().optional() })),
  );
  const split = (body: Record<string, unknown>) => {
    const { translations, rowTranslations, languages, names, ...values } = body as Record<string, unknown> &
      LanguageExtras;
    const extras: LanguageExtras = {};
    if (translations) extras.translations = translations;
    if (rowTranslations) extras.rowTranslations = rowTranslations;
    if (languages) extras.languages = languages;
    if (names) extras.names = names;
    return { values, extras };
  };

  const entryAt = (orm: Orm, slug: string, bodyId: number | undefined) => {
    const entry = findEntryId(orm, type, slug);
    if (!entry) throw notHere(slug);
    if (bodyId !== undefined && bodyId !== entry.id) {
      throw httpError(409, {
        error: `The _id sent is not the one of the ${type.noun} "${slug}". Reload and try again.`,
      });
    }
    return entry;
  };

  return new Hono<AppEnv>()
    .get('/', (c) => c.json(listEntries(c.var.deps.db.orm, type), 200))
    .get('/update/:slug', (c) => {
      const { orm } = c.var.deps.db;
      const entry = loadEntry(orm, type, c.req.param('slug'));
      if (!entry) throw notHere(c.req.param('slug'));
      c.header('ETag', versionTag(entryVersion(orm, type, entry._id)));
      return c.json({ ...entry, ...readLanguageState(orm, type, entry._id) }, 200) as EntryAnswer<S>;
    })
    .post('/new', bodyLimit(LIMITS.entry), createBody, (c) => {
      const { values, extras } = split(c.req.valid('json'));
      const { orm } = c.var.deps.db;
      write(orm, type, values, undefined, saverOf(c), extras);
      const saved = findEntryId(orm, type, values.slug as string);
      noteAudit(c, { id: saved?.id, label: saved?.title, detail: { status: values.status } });
      return c.json({ redirect: type.publicPath(values.slug as string) }, 201);
    })
    .put('/update/:slug', bodyLimit(LIMITS.entry), updateBody, (c) => {
      const { _id, ...body } = c.req.valid('json');
      const { values, extras } = split(body);
      const { orm } = c.var.deps.db;
      const slug = c.req.param('slug');
      const entry = entryAt(orm, slug, _id);
      // A save without If-Match (an API client of its own) is not checked.
      const asked = versionAsked(c.req.header('If-Match'));
      const before = { ...loadEntry(orm, type, slug), ...readLanguageState(orm, type, entry.id) };
      const version = write(orm, type, values, { id: entry.id, slug, version: asked }, saverOf(c), extras);
      c.header('ETag', versionTag(version));
      const changes = fieldChanges(before, { ...values, ...extras });
      noteAudit(c, {
        action: changes.status ? (values.status === 'published' ? 'publish' : 'unpublish') : 'save',
        id: entry.id,
        label: String(findEntryId(orm, type, values.slug as string)?.title ?? entry.title),
        changes,
      });
      return c.json({ redirect: type.publicPath(values.slug as string) }, 200);
    })
    .delete('/delete/:slug', bodyLimit(LIMITS.small), async (c) => {
      const { orm } = c.var.deps.db;
      const entry = entryAt(orm, c.req.param('slug'), await readOptionalId(c));
      const refusal = (items: string[]) =>
        httpError(409, {
          error: `The ${type.noun} "${entry.title}" cannot be deleted while these entries refer to it. Change or delete them first.`,
          items,
        });
      const referring = entriesReferencing(orm, type, entry.id);
      if (referring.length > 0) throw refusal(referring);
      try {
        orm.transaction((tx) => {
          deleteEntry(tx, type, entry.id);
          dropRedirectsTo(tx, type.path, c.req.param('slug'));
        });
      } catch (error) {
        // Named by an entry written between the check and the delete: the key has the last word.
        if (isForeignKeyViolation(error)) throw refusal(entriesReferencing(orm, type, entry.id));
        throw error;
      }
      noteAudit(c, { id: entry.id, label: entry.title });
      return c.json({ redirect: '/admin' }, 200);
    })
    .route('/', revisionRoutes(type, write));
}
