import { type SQL, sql } from 'drizzle-orm';
import type { InboxKind, InboxStage } from '../../shared/inbox.ts';
import type { Lang } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';

export type InboxFilter = {
  kind?: InboxKind;
  stage?: InboxStage;
  ownerId?: number;
  overdue?: boolean;
  q?: string;
  id?: number;
  page: number;
  perPage: number;
};

export type InboxRow = {
  kind: InboxKind;
  id: number;
  reference: string;
  name: string;
  email: string;
  stage: InboxStage;
  ownerId: number | null;
  followUpAt: number | null;
  createdAt: number;
  erasedAt: number | null;
  totalCents: number | null;
  saleCents: number | null;
  subject: string | null;
  lang: Lang;
};

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function conditions(kind: InboxKind, filter: InboxFilter, now: Date): SQL {
  const alias = kind === 'enquiry' ? sql.raw('e') : sql.raw('m');
  const parts: SQL[] = [sql`1 = 1`];
  if (filter.id !== undefined) parts.push(sql`${alias}.id = ${filter.id}`);
  if (filter.stage) parts.push(sql`${alias}.stage = ${filter.stage}`);
  if (filter.ownerId !== undefined) parts.push(sql`${alias}.owner_id = ${filter.ownerId}`);
  if (filter.overdue) {
    parts.push(sql`${alias}.follow_up_at <= ${now.getTime()} AND ${alias}.stage NOT IN ('sold', 'closed', 'spam')`);
  }
  if (filter.q?.trim()) {
    const like = likePattern(filter.q.trim());
    const own = sql`(lower(${alias}.name) LIKE ${like} ESCAPE '\\' OR lower(${alias}.email) LIKE ${like} ESCAPE '\\'
      OR lower(${alias}.reference) LIKE ${like} ESCAPE '\\'`;
    parts.push(
      kind === 'enquiry'
        ? sql`${own} OR lower(e.notes) LIKE ${like} ESCAPE '\\' OR EXISTS (SELECT 1 FROM enquiry_lines l
            WHERE l.enquiry_id = e.id AND lower(l.title) LIKE ${like} ESCAPE '\\'))`
        : sql`${own} OR lower(m.subject) LIKE ${like} ESCAPE '\\' OR lower(m.message) LIKE ${like} ESCAPE '\\')`,
    );
  }
  return sql.join(parts, sql` AND `);
}

function selects(filter: InboxFilter, now: Date): SQL {
  const enquiry = sql`SELECT 'enquiry' AS kind, e.id, e.reference, e.name, e.email, e.stage, e.owner_id,
      e.follow_up_at, e.created_at, e.erased_at, e.total_cents, e.sale_cents, NULL AS subject, e.lang
    FROM enquiries e WHERE ${conditions('enquiry', filter, now)}`;
  const message = sql`SELECT 'message' AS kind, m.id, m.reference, m.name, m.email, m.stage, m.owner_id,
      m.follow_up_at, m.created_at, m.erased_at, NULL, NULL, m.subject, m.lang
    FROM contact_messages m WHERE ${conditions('message', filter, now)}`;
  // A stage messages do not have leaves them out rather than matching nothing by accident.
  const messagesPossible = !filter.stage || !['reserved', 'sold'].includes(filter.stage);
  if (filter.kind === 'enquiry' || !messagesPossible) return enquiry;
  if (filter.kind === 'message') return message;
  return sql`${enquiry} UNION ALL ${message}`;
}

type RawRow = {
  kind: InboxKind;
  id: number;
  reference: string;
  name: string;
  email: string;
  stage: InboxStage;
  owner_id: number | null;
  follow_up_at: number | null;
  created_at: number;
  erased_at: number | null;
  total_cents: number | null;
  sale_cents: number | null;
  subject: string | null;
  lang: Lang;
};

export function listInboxPage(orm: Orm, filter: InboxFilter, now: Date): { total: number; rows: InboxRow[] } {
  const union = selects(filter, now);
  const counted = orm.all<{ total: number }>(sql`SELECT count(*) AS total FROM (${union})`)[0];
  const offset = (filter.page - 1) * filter.perPage;
  const raw = orm.all<RawRow>(
    sql`SELECT * FROM (${union}) ORDER BY created_at DESC, kind, id DESC LIMIT ${filter.perPage} OFFSET ${offset}`,
  );
  return {
    total: counted?.total ?? 0,
    rows: raw.map((r) => ({
      kind: r.kind,
      id: r.id,
      reference: r.reference,
      name: r.name,
      email: r.email,
      stage: r.stage,
      ownerId: r.owner_id,
      followUpAt: r.follow_up_at,
      createdAt: r.created_at,
      erasedAt: r.erased_at,
      totalCents: r.total_cents,
      saleCents: r.sale_cents,
      subject: r.subject,
      lang: r.lang,
    })),
  };
}

export function findInboxRow(orm: Orm, ref: { kind: InboxKind; id: number }, now: Date): InboxRow | null {
  return listInboxPage(orm, { kind: ref.kind, id: ref.id, page: 1, perPage: 1 }, now).rows[0] ?? null;
}

export function workingDaysBefore(now: Date, days: number): Date {
  const at = new Date(now);
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() - 1);
    const day = at.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return at;
}

export const UNANSWERED_WORKING_DAYS = 2;
export const HOLD_WARNING_MS = 24 * 60 * 60_000;

export function inboxCounts(orm: Orm, now: Date) {
  const t = now.getTime();
  const cutoff = workingDaysBefore(now, UNANSWERED_WORKING_DAYS).getTime();
  const both = (where: SQL) =>
    orm.all<{ n: number }>(
      sql`SELECT (SELECT count(*) FROM enquiries WHERE ${where}) + (SELECT count(*) FROM contact_messages WHERE ${where}) AS n`,
    )[0]?.n ?? 0;
  return {
    new: both(sql`stage = 'new'`),
    unanswered: both(sql`stage = 'new' AND created_at < ${cutoff}`),
    followUpsDue: both(sql`follow_up_at <= ${t} AND stage NOT IN ('sold', 'closed', 'spam')`),
    holdsEndingSoon:
      orm.all<{ n: number }>(
        sql`SELECT count(*) AS n FROM holds WHERE released_at IS NULL AND until <= ${t + HOLD_WARNING_MS}`,
      )[0]?.n ?? 0,
  };
}
