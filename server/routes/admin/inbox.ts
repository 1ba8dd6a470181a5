import { Hono } from 'hono';
import { z } from 'zod';
import { ENQUIRY_STATUSES } from '../../../shared/inbox.ts';
import type { AppEnv } from '../../lib/env.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { listInbox, setEnquiryStatus } from '../../queries/enquiries.ts';

/**
 * Staff's inbox: every enquiry and contact message with its mails' status, and the enquiry's follow-up
 * state. Mounted under the admin router, whose session gate covers it.
 */

const statusSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: `The status must be one of ${ENQUIRY_STATUSES.join(', ')}.` }),
});

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;

const enquiryId = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound('Enquiry not found.');
  return id;
};

const updateStatus = validateJson(statusSchema);

export const inboxRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const { db, config } = c.var.deps;
    const raw = c.req.query('limit');
    const limit = raw === undefined ? DEFAULT_LIMIT : Number(raw);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw badRequest([`limit must be a whole number from 1 to ${MAX_LIMIT}.`]);
    }
    c.header('Cache-Control', 'no-store');
    return c.json(listInbox(db.orm, { limit, mailHeld: !config.mail.apiKey }), 200);
  })
  .on(['PATCH', 'PUT'], '/enquiries/:id', bodyLimit(LIMITS.small), updateStatus, (c) => {
    const { db, now } = c.var.deps;
    const updated = setEnquiryStatus(db.orm, enquiryId(c.req.param('id')), c.req.valid('json').status, now());
    if (!updated) throw notFound('Enquiry not found.');
    return c.json({ message: `Enquiry #${updated.id} marked ${updated.status}.`, enquiry: updated }, 200);
  });
