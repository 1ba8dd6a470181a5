import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditChanges, type AuditEntry, type AuditPage } from '../../shared/audit.ts';
import type { AuditAction } from '../../shared/audit-actions.ts';
import type { Orm } from '../db/client.ts';
import { auditLog, auditRedactions } from '../db/schema/index.ts';
import { deviceName } from '../services/device-name.ts';

/** The audit log (issue 29, docs/decisions/022): written once, read by owners, never changed but by erasure. */

export type AuditRecord = {
  at: Date;
  actorId: number | null;
  actor: string;
  action: AuditAction;
  targetType: string;
  targetId?: string | number | null | undefined;
  targetLabel?: string | undefined;
  changes?: AuditChanges | null | undefined;
  detail?: Record<string, unknown> | null | undefined;
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
};

const LONGEST_VALUE = 1000;
const LONGEST_AGENT = 400;

/** A long text (an artwork's description) is kept in part: the revisions hold it whole. */
function kept(value: unknown): unknown {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  if (text.length <= LONGEST_VALUE) return value ?? null;
  return `${text.slice(0, LONGEST_VALUE)}… (${text.length} characters)`;
}

/** The fields whose values differ, each with its value before and after. */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of Object.keys(after)) {
    const was = before[field] ?? null;
    const is = after[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = [kept(was), kept(is)];
  }
  return changes;
}

export function recordAudit(orm: Orm, record: AuditRecord): void {
  const changes = record.changes && Object.keys(record.changes).length > 0 ? JSON.stringify(record.changes) : null;
  orm
    .insert(auditLog)
    .values({
      at: record.at,
      actorId: record.actorId,
      actor: record.actor,
      action: record.action,
      targetType: record.targetType,
      targetId: record.targetId === undefined || record.targetId === null ? null : String(record.targetId),
      targetLabel: record.targetLabel ?? '',
      changes,
      detail: record.detail ? JSON.stringify(record.detail) : null,
      ip: record.ip ?? null,
      userAgent: record.userAgent?.slice(0, LONGEST_AGENT) ?? null,
    })
    .run();
}

export type AuditFilter = {
  actor?: number | undefined;
  action?: AuditAction | undefined;
  type?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
};

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor === undefined ? undefined : eq(auditLog.actorId, filter.actor),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.type === undefined ? undefined : eq(auditLog.targetType, filter.type),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.until === undefined ? undefined : lt(auditLog.at, filter.until),
  );
}

const parsed = (json: string | null) => (json === null ? null : JSON.parse(json));

function entryOf(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actor: row.actor,
    action: row.action as AuditAction,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    changes: parsed(row.changes),
    detail: parsed(row.detail),
    ip: row.ip,
    userAgent: row.userAgent,
    device: row.userAgent ? deviceName(row.userAgent) : null,
  };
}

/** Newest first. Ids grow with time, so the order is the id's, whatever the clocks did. */
export function listAudit(orm: Orm, filter: AuditFilter, page: number): AuditPage {
  const condition = where(filter);
  const total = orm.select({ n: count() }).from(auditLog).where(condition).get()?.n ?? 0;
  const rows = orm
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .all();
  const actors = orm
    .select({ id: sql<number>`${auditLog.actorId}`, email: sql<string>`max(${auditLog.actor})` })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .groupBy(auditLog.actorId)
    .orderBy(sql`2`)
    .all();
  const types = orm
    .selectDistinct({ type: auditLog.targetType })
    .from(auditLog)
    .orderBy(auditLog.targetType)
    .all()
    .map((r) => r.type);
  return { total, page, perPage: AUDIT_PAGE_SIZE, entries: rows.map(entryOf), actors, types };
}

/** Every row the filter matches, newest first, for the CSV. */
export function auditRecords(orm: Orm, filter: AuditFilter): AuditEntry[] {
  return orm.select().from(auditLog).where(where(filter)).orderBy(desc(auditLog.id)).all().map(entryOf);
}

/**
 * Part of the erasure's transaction: the rows about these inbox entries take each entry's reference in place of
 * the collector's name in their label and address in their detail. The triggers allow exactly this, and only
 * while the entries are named in audit_redactions, which is empty again before the transaction ends.
 */
export function redactAuditRows(tx: Orm, entries: { type: 'enquiry' | 'message'; id: number; reference: string }[]) {
  if (entries.length === 0) return;
  tx.insert(auditRedactions)
    .values(entries.map((e) => ({ targetType: e.type, targetId: String(e.id), reference: e.reference })))
    .run();
  for (const type of ['enquiry', 'message'] as const) {
    const ids = entries.filter((e) => e.type === type).map((e) => String(e.id));
    if (ids.length === 0) continue;
    const reference = sql`(SELECT r.reference FROM ${auditRedactions} AS r WHERE r.target_type = ${type} AND r.target_id = ${auditLog.targetId})`;
    tx.update(auditLog)
      .set({
        targetLabel: reference,
        detail: sql`CASE WHEN json_extract(${auditLog.detail}, '$.to') IS NULL THEN ${auditLog.detail} ELSE json_set(${auditLog.detail}, '$.to', ${reference}) END`,
      })
      .where(and(eq(auditLog.targetType, type), inArray(auditLog.targetId, ids)))
      .run();
  }
  tx.delete(auditRedactions).run();
}
