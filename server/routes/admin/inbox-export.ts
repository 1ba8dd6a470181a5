import { Hono } from 'hono';
import { exportQuerySchema } from '../../../shared/pipeline.ts';
import type { AppEnv } from '../../lib/env.ts';
import { validateQuery } from '../../middleware/validate.ts';
import { enquiryRecords, RECORD_HEADER } from '../../queries/inbox-export.ts';
import { toCsv } from '../../services/csv.ts';

const DAY_MS = 24 * 60 * 60_000;
/** The records' days are the gallery's, in Beijing (China keeps one offset all year). */
const BEIJING_OFFSET = '+08:00';

export const inboxExportRoutes = new Hono<AppEnv>().get('/export.csv', validateQuery(exportQuerySchema), (c) => {
  const { from, to } = c.req.valid('query');
  const start = new Date(`${from}T00:00:00${BEIJING_OFFSET}`);
  const end = new Date(new Date(`${to}T00:00:00${BEIJING_OFFSET}`).getTime() + DAY_MS);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) {
    return c.json({ errors: [{ msg: 'The end date must be on or after the start date.', path: 'to' }] }, 400);
  }
  const csv = toCsv(RECORD_HEADER, enquiryRecords(c.var.deps.db.orm, start, end));
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="enquiries-${from}-to-${to}.csv"`);
  c.header('Cache-Control', 'no-store');
  return c.body(csv, 200);
});
