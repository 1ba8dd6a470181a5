import { Hono } from 'hono';
import {
  assignSchema,
  INBOX_PAGE_SIZES,
  inboxQuerySchema,
  noteSchema,
  stageSchema,
  stagesFor,
} from '../../../shared/pipeline.ts';
import { PIPELINE_TEXT } from '../../../shared/pipeline-texts.ts';
import type { AppEnv } from '../../lib/env.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson, validateQuery } from '../../middleware/validate.ts';
import { listAdmins } from '../../queries/admins.ts';
import { hasActiveHold } from '../../queries/holds.ts';
import { inboxPageDetails } from '../../queries/inbox-details.ts';
import { findInboxRow, inboxCounts, listInboxPage } from '../../queries/inbox-list.ts';
import { addNote, assignEntry, changeStage, currentStage, isAdmin } from '../../queries/pipeline.ts';
import { entryRef, noteInboxAudit } from './entry-ref.ts';
import { inboxActionRoutes } from './inbox-actions.ts';
import { inboxExportRoutes } from './inbox-export.ts';

export const inboxRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(inboxQuerySchema), (c) => {
    const { db, config, now } = c.var.deps;
    const query = c.req.valid('query');
    const at = now();
    const page = query.page ?? 1;
    const perPage = query.perPage ?? INBOX_PAGE_SIZES[0];
    const filter = {
      kind: query.kind,
      stage: query.stage,
      ownerId: query.owner,
      overdue: query.overdue === '1',
      q: query.q,
      page,
      perPage,
    };
    const { total, rows } = listInboxPage(db.orm, filter, at);
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        total,
        page,
        perPage,
        entries: inboxPageDetails(db.orm, rows, { noMailKey: !config.mail.apiKey }),
        counts: inboxCounts(db.orm, at),
        admins: listAdmins(db.orm),
      },
      200,
    );
  })
  .get('/counts', (c) => {
    const { db, now } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    return c.json(inboxCounts(db.orm, now()), 200);
  })
  .get('/:kind/:id', (c) => {
    const { db, config, now } = c.var.deps;
    const row = findInboxRow(db.orm, entryRef(c.req.param('kind'), c.req.param('id')), now());
    const entry = row ? inboxPageDetails(db.orm, [row], { noMailKey: !config.mail.apiKey })[0] : undefined;
    if (!entry) throw notFound(PIPELINE_TEXT.notFound);
    c.header('Cache-Control', 'no-store');
    return c.json({ entry, admins: listAdmins(db.orm) }, 200);
  })
  .post('/:kind/:id/stage', bodyLimit(LIMITS.small), validateJson(stageSchema), (c) => {
    const { db, now } = c.var.deps;
    const ref = entryRef(c.req.param('kind'), c.req.param('id'));
    const { stage } = c.req.valid('json');
    if (!(stagesFor(ref.kind) as readonly string[]).includes(stage)) {
      return c.json({ errors: [{ msg: PIPELINE_TEXT.messageStage(stage), path: 'stage' }] }, 400);
    }
    // Reserved and sold say something about the works: they come only with a hold, or with the sale.
    if (ref.kind === 'enquiry' && stage !== currentStage(db.orm, ref)) {
      if (stage === 'sold') return c.json({ errors: [{ msg: PIPELINE_TEXT.soldThroughSale, path: 'stage' }] }, 400);
      if (stage === 'reserved' && !hasActiveHold(db.orm, ref.id)) {
        return c.json({ errors: [{ msg: PIPELINE_TEXT.reserveThroughHold, path: 'stage' }] }, 400);
      }
    }
    const userId = c.var.user?.id ?? null;
    const before = currentStage(db.orm, ref);
    const done = db.orm.transaction((tx) => changeStage(tx, ref, stage, userId, now()));
    if (!done) throw notFound(PIPELINE_TEXT.notFound);
    noteInboxAudit(c, ref, { changes: { stage: [before, stage] } });
    return c.json({ message: PIPELINE_TEXT.saved, stage }, 200);
  })
  .post('/:kind/:id/notes', bodyLimit(LIMITS.form), validateJson(noteSchema), (c) => {
    const { db, now } = c.var.deps;
    const ref = entryRef(c.req.param('kind'), c.req.param('id'));
    if (currentStage(db.orm, ref) === null) throw notFound(PIPELINE_TEXT.notFound);
    addNote(db.orm, ref, c.req.valid('json').text, c.var.user?.id ?? null, now());
    noteInboxAudit(c, ref);
    return c.json({ message: PIPELINE_TEXT.noteAdded }, 201);
  })
  .patch('/:kind/:id', bodyLimit(LIMITS.small), validateJson(assignSchema), (c) => {
    const { db } = c.var.deps;
    const ref = entryRef(c.req.param('kind'), c.req.param('id'));
    const { ownerId, followUpOn } = c.req.valid('json');
    if (typeof ownerId === 'number' && !isAdmin(db.orm, ownerId)) throw badRequest([PIPELINE_TEXT.ownerUnknown]);
    const followUpAt =
      followUpOn === undefined ? undefined : followUpOn === null ? null : new Date(`${followUpOn}T00:00:00Z`);
    if (followUpAt && Number.isNaN(followUpAt.getTime())) {
      return c.json({ errors: [{ msg: 'Give the date as YYYY-MM-DD.', path: 'followUpOn' }] }, 400);
    }
    if (!assignEntry(db.orm, ref, { ownerId, followUpAt })) throw notFound(PIPELINE_TEXT.notFound);
    noteInboxAudit(c, ref, { detail: { ownerId, followUpOn } });
    return c.json({ message: PIPELINE_TEXT.saved }, 200);
  })
  .route('/', inboxActionRoutes)
  .route('/', inboxExportRoutes);
