import { z } from 'zod';
import { isoDay } from './pipeline.ts';

/**
 * The audit log (issue 29, docs/decisions/022): what each row's action means, the owners' screen's filters, and
 * the rows as the admin reads them.
 */

import { AUDIT_ACTION_IDS, type AuditAction } from './audit-actions.ts';

export const AUDIT_PAGE_SIZE = 50;

/** Who acted, when no account did. */
export const AUDIT_ACTORS = { server: '(server command)', schedule: '(scheduled job)' } as const;

const auditQueryFields = {
  actor: z.coerce.number().int().positive().optional(),
  action: z.enum(AUDIT_ACTION_IDS, { error: 'Choose an action from the list.' }).optional(),
  type: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/, { error: 'Choose a type from the list.' })
    .optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
};

export const auditExportSchema = z.object(auditQueryFields);
export const auditQuerySchema = z.object({ ...auditQueryFields, page: z.coerce.number().int().min(1).optional() });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** `{ field: [before, after] }`: the fields a save changed. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export type AuditEntry = {
  id: number;
  at: string;
  actorId: number | null;
  actor: string;
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  targetLabel: string;
  changes: AuditChanges | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
  userAgent: string | null;
  /** The browser as staff would name it ('Firefox on Windows'), from the user agent. */
  device: string | null;
};

export type AuditPage = {
  total: number;
  page: number;
  perPage: number;
  entries: AuditEntry[];
  /** Everyone the log names, for the filter: accounts removed since stay in it. */
  actors: { id: number; email: string }[];
  types: string[];
};
