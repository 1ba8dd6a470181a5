import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import styles from './audit.module.css';
import { AuditFilters } from './audit-filters.tsx';
import { auditQuery, auditQueryString } from './audit-query.ts';
import { AuditRow } from './audit-row.tsx';
import { AUDIT_SCREEN as T } from './texts.ts';

const routeApi = getRouteApi('/admin/audit');

/** The owners' view of the audit log (issue 29): newest first, filtered in the URL, and as CSV. */
export function AuditScreen() {
  const search = routeApi.useSearch();
  const { data } = useSuspenseQuery(auditQuery(search));
  const pages = Math.max(1, Math.ceil(data.total / data.perPage));
  const csv = `/api/admin/audit/export.csv?${new URLSearchParams(auditQueryString(search, false))}`;
  return (
    <div className="page">
      <p>
        <Link to="/admin">{T.back}</Link>
      </p>
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <AuditFilters key={JSON.stringify(search)} search={search} page={data} />
      <p role="status">{T.results(data.total)}</p>
      {data.entries.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <table className={styles.log}>
          <thead>
            <tr>
              <th scope="col">{T.when}</th>
              <th scope="col">{T.who}</th>
              <th scope="col">{T.what}</th>
              <th scope="col">{T.entry}</th>
              <th scope="col">{T.where}</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label={T.pages} className={styles.pager}>
          {data.page > 1 ? (
            <Link to="/admin/audit" search={{ ...search, page: data.page - 1 }}>
              {T.previous}
            </Link>
          ) : null}
          <span>{T.pageOf(data.page, pages)}</span>
          {data.page < pages ? (
            <Link to="/admin/audit" search={{ ...search, page: data.page + 1 }}>
              {T.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p>
        <a className="button button-quiet" href={csv} download>
          {T.exportCsv}
        </a>
      </p>
    </div>
  );
}
