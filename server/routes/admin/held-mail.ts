import { type Context, Hono } from 'hono';
import { HELD_MAIL_TEXTS, heldMailParamSchema } from '../../../shared/held-mail.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateParam } from '../../middleware/validate.ts';
import { listHeldMail, settleAllHeldMail, settleHeldMail } from '../../queries/held-mail.ts';
import { notifyOutbox } from '../../services/outbox.ts';
import { noteAudit } from './audit-trail.ts';

/**
 * The mails a restore held (issue 30: a restore never sends old mail), on the dashboard for sales and owners:
 * each is sent now or discarded for good, one at a time or all together. Only a mail still held is changed, so a
 * second click, or a colleague's, is refused with 409 and nothing is sent twice.
 */

type Action = 'send' | 'discard';

function settleOne(c: Context<AppEnv>, id: number, action: Action): string {
  const { db, now } = c.var.deps;
  const settled = settleHeldMail(db.orm, id, action, now());
  if (settled.outcome === 'missing') throw httpError(404, { error: HELD_MAIL_TEXTS.notFound });
  if (settled.outcome === 'not-held') {
    const error = settled.status === 'discarded' ? HELD_MAIL_TEXTS.alreadyDiscarded : HELD_MAIL_TEXTS.notHeld;
    throw httpError(409, { error });
  }
  const { mail } = settled;
  if (action === 'send') notifyOutbox();
  // A mail about an enquiry or message is logged under that entry, as a reply is: the erasure of the entry's
  // personal data then puts its reference in place of the subject and the recipient (server/queries/audit.ts).
  noteAudit(c, {
    type: mail.entry?.kind ?? 'mail',
    id: mail.entry?.id ?? mail.id,
    label: [mail.entry?.reference, mail.subject].filter(Boolean).join(' · '),
    detail: { mail: mail.id, to: mail.to, queued: mail.createdAt.toISOString() },
  });
  return action === 'send'
    ? HELD_MAIL_TEXTS.sent(mail.subject, mail.to)
    : HELD_MAIL_TEXTS.discarded(mail.subject, mail.to);
}

function settleAll(c: Context<AppEnv>, action: Action): string {
  const { db, now } = c.var.deps;
  const count = settleAllHeldMail(db.orm, action, now());
  if (count === 0) throw httpError(409, { error: HELD_MAIL_TEXTS.noneHeld });
  if (action === 'send') notifyOutbox();
  noteAudit(c, { label: `all held e-mails (${count})`, detail: { count } });
  return action === 'send' ? HELD_MAIL_TEXTS.sentAll(count) : HELD_MAIL_TEXTS.discardedAll(count);
}

const byId = validateParam(heldMailParamSchema);

export const heldMailRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    const { db, config } = c.var.deps;
    return c.json({ ...listHeldMail(db.orm), holdHours: config.restore.holdMailHours }, 200);
  })
  .post('/send-all', bodyLimit(LIMITS.small), (c) => c.json({ message: settleAll(c, 'send') }, 200))
  .post('/discard-all', bodyLimit(LIMITS.small), (c) => c.json({ message: settleAll(c, 'discard') }, 200))
  .post('/:id/send', bodyLimit(LIMITS.small), byId, (c) =>
    c.json({ message: settleOne(c, c.req.valid('param').id, 'send') }, 200),
  )
  .post('/:id/discard', bodyLimit(LIMITS.small), byId, (c) =>
    c.json({ message: settleOne(c, c.req.valid('param').id, 'discard') }, 200),
  );
