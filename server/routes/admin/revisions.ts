import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  type LanguageExtras,
  languageExtrasSchema,
  NAME_FORM_KEYS,
  translatableFields,
} from '../../../shared/catalogue/languages.ts';
import { revisionListQuerySchema } from '../../../shared/revisions.ts';
import type { ContentType } from '../../content/define.ts';
import type { Orm } from '../../db/client.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError, notFound } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateQuery } from '../../middleware/validate.ts';
import { fieldChanges } from '../../queries/audit.ts';
import { findEntryId, loadEntry } from '../../queries/content-entries.ts';
import { missingReferences } from '../../queries/content-usage.ts';
import { entryById, findRevision, listRevisionPage, revisionDetail, type Saver } from '../../queries/revisions.ts';
import { noteAudit } from './audit-trail.ts';

/** A restore is a save through the form's checks and write: it keeps a revision and refuses a slug taken meanwhile. */

export type Write = (
  orm: Orm,
  type: ContentType,
  values: Record<string, unknown>,
  existing: { id: number; slug: string },
  saver: Saver,
  extras?: LanguageExtras,
) => void;

/** Complete: a value the revision lacks is emptied; a revision from before there were languages restores none. */
function languagesKept(type: ContentType, values: Record<string, unknown>): LanguageExtras {
  const parsed = languageExtrasSchema(type.description).safeParse(values);
  if (!parsed.success) return {};
  const { translations, languages, names } = parsed.data;
  const extras: LanguageExtras = {};
  if (translations?.zh) {
    const empty = Object.fromEntries(translatableFields(type.description).map((f) => [f.name, '']));
    extras.translations = { zh: { ...empty, ...translations.zh } as Record<string, string> };
  }
  if (languages) extras.languages = languages;
  if (names) extras.names = { ...Object.fromEntries(NAME_FORM_KEYS.map((form) => [form, ''])), ...names };
  return extras;
}

const idIn = (value: string) => (/^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : undefined);

export function revisionRoutes<S extends z.ZodObject>(type: ContentType<S>, write: Write) {
  const labelOf = (path: string) => {
    const name = path.split('.')[0] ?? '';
    return type.description.fields.find((f) => f.name === name)?.label ?? name;
  };
  const cannot = (why: string) => `This version cannot be restored: ${why}`;

  const entryAt = (c: Context<AppEnv>) => {
    const id = idIn(c.req.param('id') ?? '');
    const entry = id === undefined ? undefined : entryById(c.var.deps.db.orm, type, id);
    if (id === undefined || !entry) throw notFound(`No ${type.noun} has the id "${c.req.param('id')}".`);
    return { id, ...entry };
  };
  const revisionAt = <T>(c: Context<AppEnv>, find: (rev: number) => T | undefined): T => {
    const rev = idIn(c.req.param('rev') ?? '');
    const found = rev === undefined ? undefined : find(rev);
    if (!found) throw notFound(`This ${type.noun} has no revision "${c.req.param('rev')}".`);
    return found;
  };

  return new Hono<AppEnv>()
    .get('/:id/revisions', validateQuery(revisionListQuerySchema), (c) => {
      const entry = entryAt(c);
      const { limit, after } = c.req.valid('query');
      const page = { limit, after: after === undefined ? undefined : Number(after) };
      return c.json(listRevisionPage(c.var.deps.db.orm, type, entry.id, page), 200);
    })
    .get('/:id/revisions/:rev', (c) => {
      const entry = entryAt(c);
      return c.json(
        revisionAt(c, (rev) => revisionDetail(c.var.deps.db.orm, type, entry, rev)),
        200,
      );
    })
    .post('/:id/revisions/:rev/restore', bodyLimit(LIMITS.small), (c) => {
      const { orm } = c.var.deps.db;
      const entry = entryAt(c);
      const revision = revisionAt(c, (rev) => findRevision(orm, type, entry.id, rev));
      // Judged by today's rules: a field added or tightened since may refuse an old version.
      const parsed = type.schema.safeParse(revision.values);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => {
          const path = issue.path.map(String).join('.');
          return { msg: cannot(`${labelOf(path)}: ${issue.message}`), path };
        });
        throw httpError(400, { errors });
      }
      const values = parsed.data as Record<string, unknown>;
      const missing = missingReferences(orm, type, values).map(({ msg, path }) => {
        const what = /^The chosen (.+) no longer exists/.exec(msg)?.[1] ?? 'entry';
        return { msg: cannot(`the ${what} in "${labelOf(path)}" has since been deleted.`), path };
      });
      if (missing.length > 0) throw httpError(400, { errors: missing });
      const before = loadEntry(orm, type, entry.slug) ?? {};
      write(orm, type, values, entry, { user: c.var.user, at: c.var.deps.now() }, languagesKept(type, revision.values));
      const slug = values.slug as string;
      noteAudit(c, {
        id: entry.id,
        label: String(findEntryId(orm, type, slug)?.title ?? slug),
        changes: fieldChanges(before, values),
        detail: { revision: Number(c.req.param('rev')) },
      });
      return c.json({ slug, redirect: type.publicPath(slug) }, 200);
    });
}
