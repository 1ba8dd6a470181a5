import { Hono } from 'hono';
import { exportQuerySchema } from '../../../shared/pipeline.ts';
import { beijingDayEnd, beijingDayStart } from '../../lib/beijing-days.ts';
import type { AppEnv } from '../../lib/env.ts';
import { validateQuery } from '../../middleware/validate.ts';
import { enquiryRecords, RECORD_HEADER } from '../../queries/inbox-export.ts';
import { toCsv } from '../../services/csv.ts';
import { noteAudit } from './audit-trail.ts';

export const inboxExportRoutes = new Hono<AppEnv>().get('/export.csv', validateQuery(exportQuerySchema), (c) => {
  const { from, to } = c.req.valid('query');
  const start = beijingDayStart(from);
  const end = beijingDayEnd(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) {
    return c.json({ errors: [{ msg: 'The end date must be on or after the start date.', path: 'to' }] }, 400);
  }
  const records = enquiryRecords(c.var.deps.db.orm, start, end);
  noteAudit(c, { detail: { from, to, rows: records.length } });
  const csv = toCsv(RECORD_HEADER, records);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="enquiries-${from}-to-${to}.csv"`);
  c.header('Cache-Control', 'no-store');
  return c.body(csv, 200);
});
