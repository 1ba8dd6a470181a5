import { Hono } from 'hono';
import { toCents } from '../../../shared/money.ts';
import { replySchema, reserveSchema, soldSchema } from '../../../shared/pipeline.ts';
import { PIPELINE_TEXT } from '../../../shared/pipeline-texts.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError, notFound } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { HoldConflict, markEnquirySold, reserveEnquiry } from '../../queries/holds.ts';
import { changeStage } from '../../queries/pipeline.ts';
import { entryContact, existingReply, recordReply } from '../../queries/replies.ts';
import { notifyOutbox } from '../../services/outbox.ts';
import { galleryAddress, replyMail } from '../../services/pipeline-mails.ts';
import { noteAudit } from './audit-trail.ts';
import { entryRef, noteInboxAudit } from './entry-ref.ts';

const DAY_MS = 24 * 60 * 60_000;

const enquiryRef = (raw: string) => entryRef('enquiries', raw);

const conflict = (error: unknown) => {
  if (error instanceof HoldConflict) return httpError(409, { error: error.message });
  return error;
};

export const inboxActionRoutes = new Hono<AppEnv>()
  .post('/:kind/:id/replies', bodyLimit(LIMITS.form), validateJson(replySchema), (c) => {
    const { db, config, now } = c.var.deps;
    const ref = entryRef(c.req.param('kind'), c.req.param('id'));
    const { text, requestId } = c.req.valid('json');
    const key = requestId ? `gallery-reply-${requestId}` : undefined;
    // A retry of a reply already queued writes nothing, so it adds no row to the audit log either.
    if (key && existingReply(db.orm, key)) {
      noteAudit(c, { nothingWritten: true });
      return c.json({ message: PIPELINE_TEXT.replyQueued }, 200);
    }
    const contact = entryContact(db.orm, ref);
    if (!contact || contact.erased) throw notFound(PIPELINE_TEXT.notFound);
    const at = now();
    const userId = c.var.user?.id ?? null;
    db.orm.transaction((tx) => {
      const mail = {
        ...replyMail({ kind: ref.kind, reference: contact.reference, lang: contact.lang }, text),
        to: contact.email,
      };
      recordReply(tx, ref, { ...mail, replyTo: galleryAddress(config.mail), idempotencyKey: key }, text, userId, at);
      if (contact.stage === 'new') changeStage(tx, ref, 'replied', userId, at);
    });
    notifyOutbox();
    noteInboxAudit(c, ref, { detail: { to: contact.email } });
    return c.json({ message: PIPELINE_TEXT.replyQueued }, 201);
  })
  .post('/enquiries/:id/reserve', bodyLimit(LIMITS.small), validateJson(reserveSchema), (c) => {
    const { db, now } = c.var.deps;
    const ref = enquiryRef(c.req.param('id'));
    const at = now();
    const until = new Date(at.getTime() + c.req.valid('json').days * DAY_MS);
    const userId = c.var.user?.id ?? 0;
    if (!entryContact(db.orm, ref)) throw notFound(PIPELINE_TEXT.notFound);
    try {
      db.orm.transaction((tx) => reserveEnquiry(tx, ref.id, until, userId, at));
    } catch (error) {
      throw conflict(error);
    }
    noteInboxAudit(c, ref, { detail: { until: until.toISOString() } });
    return c.json({ message: PIPELINE_TEXT.held(until.toISOString().slice(0, 10)), until: until.toISOString() }, 200);
  })
  .post('/enquiries/:id/sold', bodyLimit(LIMITS.small), validateJson(soldSchema), (c) => {
    const { db, now } = c.var.deps;
    const ref = enquiryRef(c.req.param('id'));
    const { salePrice } = c.req.valid('json');
    const userId = c.var.user?.id ?? 0;
    if (!entryContact(db.orm, ref)) throw notFound(PIPELINE_TEXT.notFound);
    try {
      const cents = salePrice === null || salePrice === undefined ? null : toCents(salePrice);
      db.orm.transaction((tx) => markEnquirySold(tx, ref.id, cents, userId, now()));
    } catch (error) {
      throw conflict(error);
    }
    noteInboxAudit(c, ref, { detail: { salePrice: salePrice ?? null } });
    return c.json({ message: PIPELINE_TEXT.sold }, 200);
  });
