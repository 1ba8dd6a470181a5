import { Hono } from 'hono';
import { z } from 'zod';
import { TERM_LIST_NAME } from '../../../shared/term-kinds.ts';
import { newTermSchema, renameTermSchema, termKindSchema } from '../../../shared/terms.ts';
import { isUniqueViolation } from '../../lib/constraint-errors.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError, notFound } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson, validateQuery } from '../../middleware/validate.ts';
import { fieldChanges } from '../../queries/audit.ts';
import {
  deleteTerm,
  findTerm,
  insertTerm,
  listTerms,
  renameTerm,
  termNamed,
  termNameZh,
  termTaken,
  termUses,
  writeTermNameZh,
} from '../../queries/terms.ts';
import { noteAudit } from './audit-trail.ts';

const taken = (kind: Parameters<typeof termTaken>[0], name: string) =>
  httpError(400, { errors: [{ msg: termTaken(kind, name), path: 'name' }] });

const termAt = (orm: Parameters<typeof findTerm>[0], raw: string) => {
  const id = Number(raw);
  const term = Number.isSafeInteger(id) && id > 0 ? findTerm(orm, id) : undefined;
  if (!term) throw notFound('No such term.');
  return term;
};

export const adminTermRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(z.object({ kind: termKindSchema })), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(listTerms(c.var.deps.db.orm, c.req.valid('query').kind), 200);
  })
  .post('/new', bodyLimit(LIMITS.small), validateJson(newTermSchema), (c) => {
    const { kind, name } = c.req.valid('json');
    const { orm } = c.var.deps.db;
    if (termNamed(orm, kind, name)) throw taken(kind, name);
    try {
      const term = insertTerm(orm, kind, name);
      noteAudit(c, { type: kind, id: term.id, label: name });
      return c.json(term, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(kind, name);
      throw error;
    }
  })
  .put('/update/:id', bodyLimit(LIMITS.small), validateJson(renameTermSchema), (c) => {
    const { orm } = c.var.deps.db;
    const term = termAt(orm, c.req.param('id'));
    const { name, nameZh } = c.req.valid('json');
    if (termNamed(orm, term.kind, name, term.id)) throw taken(term.kind, name);
    const before = { name: term.name, nameZh: termNameZh(orm, term.id) };
    orm.transaction((tx) => {
      if (name !== term.name) renameTerm(tx, term, name);
      if (nameZh !== undefined) writeTermNameZh(tx, term.id, nameZh);
    });
    const after = { name, nameZh: termNameZh(orm, term.id) };
    noteAudit(c, { type: term.kind, label: name, changes: fieldChanges(before, after) });
    return c.json({ ...term, ...after }, 200);
  })
  .delete('/delete/:id', bodyLimit(LIMITS.small), (c) => {
    const { orm } = c.var.deps.db;
    const term = termAt(orm, c.req.param('id'));
    const uses = termUses(orm, term);
    if (uses > 0) {
      throw httpError(409, {
        error:
          `"${term.name}" cannot be deleted from the list of ${TERM_LIST_NAME[term.kind]} while ` +
          `${uses} shop ${uses === 1 ? 'item uses' : 'items use'} it. Change them first.`,
      });
    }
    orm.transaction((tx) => deleteTerm(tx, term.id));
    noteAudit(c, { type: term.kind, label: term.name });
    return c.json({ ok: true }, 200);
  });
