import { queryOptions } from '@tanstack/react-query';
import { AUDIT_ACTION_IDS, type AuditAction } from '#shared/audit-actions';
import { api, unwrap } from '../../../lib/api.ts';

/** Kept in the URL, so a filtered view of the log can be shared, and exported as it is shown. */
export type AuditSearch = {
  actor?: number;
  action?: AuditAction;
  type?: string;
  from?: string;
  to?: string;
  page?: number;
};

const whole = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export const readAuditSearch = (raw: Record<string, unknown>): AuditSearch => ({
  actor: whole(raw.actor),
  action: AUDIT_ACTION_IDS.find((id) => id === raw.action),
  type: typeof raw.type === 'string' && /^[a-z][a-z-]{0,39}$/.test(raw.type) ? raw.type : undefined,
  from: day(raw.from),
  to: day(raw.to),
  page: whole(raw.page),
});

/** The filters as the API's query string; the page only for the list, not the export. */
export function auditQueryString(search: AuditSearch, withPage: boolean): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.actor) query.actor = String(search.actor);
  if (search.action) query.action = search.action;
  if (search.type) query.type = search.type;
  if (search.from) query.from = search.from;
  if (search.to) query.to = search.to;
  if (withPage && search.page && search.page > 1) query.page = String(search.page);
  return query;
}

export const auditQuery = (search: AuditSearch) =>
  queryOptions({
    queryKey: ['admin', 'audit', search],
    queryFn: () => unwrap(api.admin.audit.$get({ query: auditQueryString(search, true) })),
  });
