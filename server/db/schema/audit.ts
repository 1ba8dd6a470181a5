import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// The audit log (issue 29, docs/decisions/022): one row per admin write and per sign-in, never changed.

/**
 * Append-only: triggers refuse UPDATE and DELETE (drizzle/0025_audit_log.sql). The one exception is the
 * erasure of an inbox entry's personal data, which may replace the label and the recipient of that entry's rows
 * with its reference, through `audit_redactions`. The actor's e-mail is copied, so the row outlives the account.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    /** Null for the server itself: a command on the server, or a scheduled job. */
    actorId: integer('actor_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull().default(''),
    /** JSON: `{ field: [before, after] }` for a save. */
    changes: text('changes'),
    /** JSON: what else the row needs to be read (a bulk action's entries, a failed sign-in's reason). */
    detail: text('detail'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_type_idx').on(t.targetType, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/**
 * Written and emptied inside the erasure's own transaction: while a row names an entry here, the triggers let
 * that entry's audit rows take its reference in place of the collector's name and address.
 */
export const auditRedactions = sqliteTable(
  'audit_redactions',
  {
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reference: text('reference').notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId] })],
);
