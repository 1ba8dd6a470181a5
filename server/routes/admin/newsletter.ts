import { Hono } from 'hono';
import { PIPELINE_TEXT } from '../../../shared/pipeline-texts.ts';
import type { AppEnv } from '../../lib/env.ts';
import { notFound } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { listSubscribers, removeSubscriber } from '../../queries/newsletter.ts';
import { toCsv } from '../../services/csv.ts';
import { noteAudit } from './audit-trail.ts';

export const adminNewsletterRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const rows = listSubscribers(c.var.deps.db.orm, { includeUnsubscribed: true });
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        subscribers: rows.map((r) => ({
          id: r.id,
          email: r.email,
          createdAt: r.createdAt.toISOString(),
          unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
        })),
      },
      200,
    );
  })
  .get('/export.csv', (c) => {
    const rows = listSubscribers(c.var.deps.db.orm, { includeUnsubscribed: false });
    noteAudit(c, { detail: { rows: rows.length } });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(
      toCsv(
        ['E-mail', 'Subscribed on'],
        rows.map((r) => [r.email, r.createdAt.toISOString().slice(0, 10)]),
      ),
      200,
    );
  })
  .delete('/:id', bodyLimit(LIMITS.small), (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id < 1 || !removeSubscriber(c.var.deps.db.orm, id)) {
      throw notFound('No such subscriber.');
    }
    // The address stays out of the log: the subscriber asked to be removed.
    noteAudit(c, { label: `#${id}` });
    return c.json({ message: PIPELINE_TEXT.subscriberRemoved }, 200);
  });
