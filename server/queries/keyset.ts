import { and, count, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Orm } from '../db/client.ts';
import { isPublic, type PublishedTable } from './published.ts';

/** Keyset paging: a page starts after the previous page's last entry, so writes meanwhile lose or repeat none. */

export type SortKey = { expr: SQL; dir: 'asc' | 'desc' };
type KeyValue = string | number;

const asc = (expr: SQL): SortKey => ({ expr, dir: 'asc' });
const desc = (expr: SQL): SortKey => ({ expr, dir: 'desc' });
export const key = { asc, desc };

export function keyColumns(keys: readonly SortKey[]): Record<string, SQL<KeyValue>> {
  return Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<KeyValue>`${k.expr}`]));
}

export const orderOf = (keys: readonly SortKey[]) =>
  keys.map((k) => (k.dir === 'asc' ? sql`${k.expr} asc` : sql`${k.expr} desc`));

export function afterPosition(keys: readonly SortKey[], values: readonly KeyValue[]): SQL {
  const branches = keys.map((k, i) => {
    const before = keys.slice(0, i).map((p, j) => sql`${p.expr} = ${values[j]}`);
    const beyond = k.dir === 'asc' ? sql`${k.expr} > ${values[i]}` : sql`${k.expr} < ${values[i]}`;
    return and(...before, beyond) as SQL;
  });
  return or(...branches) as SQL;
}

export function encodePosition(tag: string, values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify([tag, ...values])).toString('base64url');
}

export function decodePosition(tag: string, keyCount: number, after: string): KeyValue[] | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed[0] !== tag || parsed.length !== keyCount + 1) return null;
    const values = parsed.slice(1);
    return values.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
      ? (values as KeyValue[])
      : null;
  } catch {
    return null;
  }
}

export function cutPage<R extends Record<string, unknown>>(
  rows: R[],
  limit: number,
  tag: string,
  keyCount: number,
): { rows: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || !last) return { rows: page, next: null };
  return {
    rows: page,
    next: encodePosition(
      tag,
      Array.from({ length: keyCount }, (_, i) => last[`k${i}`]),
    ),
  };
}

export type PageAsk = { limit: number; after?: string };

export function readPage<R extends Record<string, unknown>, T>(
  ask: PageAsk,
  tag: string,
  keys: readonly SortKey[],
  read: (after: SQL | undefined, limit: number) => R[],
  shape: (rows: R[]) => T[],
  total: () => number,
): { items: T[]; next: string | null; total: number } | null {
  const position = ask.after === undefined ? undefined : decodePosition(tag, keys.length, ask.after);
  if (position === null) return null;
  const page = cutPage(read(position && afterPosition(keys, position), ask.limit + 1), ask.limit, tag, keys.length);
  return { items: shape(page.rows), next: page.next, total: total() };
}

export function countPublic(orm: Orm, table: PublishedTable, now: Date): number {
  const row = orm
    .select({ total: count() })
    .from(table as unknown as SQLiteTable)
    .where(isPublic(table, now))
    .get();
  return row?.total ?? 0;
}
