import { Hono } from 'hono';
import { type AuditQuery, auditExportSchema, auditQuerySchema } from '../../../shared/audit.ts';
import { messageIn } from '../../i18n/messages.ts';
import { beijingDayEnd, beijingDayStart } from '../../lib/beijing-days.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { validateQuery } from '../../middleware/validate.ts';
import { type AuditFilter, auditRecords, listAudit } from '../../queries/audit.ts';
import { toCsv } from '../../services/csv.ts';
import { noteAudit } from './audit-trail.ts';

/** The owners' view of the audit log (issue 29): newest first, filtered, and as CSV (in English, for scripts). */

function filterOf(query: Omit<AuditQuery, 'page'>): AuditFilter {
  const from = query.from === undefined ? undefined : beijingDayStart(query.from);
  const until = query.to === undefined ? undefined : beijingDayEnd(query.to);
  if (from && until && until <= from)
    throw httpError(400, { errors: [{ msg: 'The end date must be on or after the start date.', path: 'to' }] });
  return { actor: query.actor, action: query.action, type: query.type, from, until };
}

const HEADER = [
  'Time (UTC)',
  'Person',
  'Action',
  'Type',
  'Entry',
  'Entry id',
  'Changes',
  'Detail',
  'Address',
  'Browser',
] as const;

export const adminAuditRoutes = new Hono<AppEnv>()
  .get('/', validateQuery(auditQuerySchema), (c) => {
    const { page = 1, ...query } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(listAudit(c.var.deps.db.orm, filterOf(query), page), 200);
  })
  .get('/export.csv', validateQuery(auditExportSchema), (c) => {
    const query = c.req.valid('query');
    const rows = auditRecords(c.var.deps.db.orm, filterOf(query));
    noteAudit(c, { detail: { rows: rows.length, filter: query } });
    const csv = toCsv(
      HEADER,
      rows.map((r) => [
        r.at,
        r.actor,
        messageIn('en', `admin.audit.action.${r.action}`),
        r.targetType,
        r.targetLabel,
        r.targetId,
        r.changes ? JSON.stringify(r.changes) : '',
        r.detail ? JSON.stringify(r.detail) : '',
        r.ip,
        r.userAgent,
      ]),
    );
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="audit-log.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(csv, 200);
  });
