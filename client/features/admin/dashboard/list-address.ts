import { LIST_SORTS, LIST_STATES, type ListSort } from '#shared/admin-list-options';
import type { PublishState } from '#shared/content/publishing';

/**
 * In the address so a list can be shared, reloaded and restored by Back; read on every start, so free of the catalogue.
 */
export type ListSearch = {
  type?: string;
  q?: string;
  sort?: ListSort;
  dir?: 'asc' | 'desc';
  status?: PublishState;
  page?: number;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

const ROUTE_SEGMENT = /^[a-z][a-z-]{0,39}$/;

export function readListSearch(raw: Record<string, unknown>): ListSearch {
  const page = Number(raw.page);
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : '';
  const search: ListSearch = {
    type: typeof raw.type === 'string' && ROUTE_SEGMENT.test(raw.type) ? raw.type : undefined,
    q: q || undefined,
    sort: oneOf(LIST_SORTS, raw.sort),
    dir: oneOf(['asc', 'desc'] as const, raw.dir),
    status: oneOf(LIST_STATES, raw.status),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as ListSearch;
}
