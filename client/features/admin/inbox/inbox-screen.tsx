import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ExportForm } from './export-form.tsx';
import styles from './inbox.module.css';
import { InboxCounts } from './inbox-counts.tsx';
import { InboxFilters } from './inbox-filters.tsx';
import { InboxList } from './inbox-list.tsx';
import { inboxQuery } from './queries.ts';
import { INBOX_TEXT as T } from './texts.ts';

const routeApi = getRouteApi('/admin/inbox');

export function InboxScreen() {
  const search = routeApi.useSearch();
  const { data } = useSuspenseQuery(inboxQuery(search));
  const pages = Math.max(1, Math.ceil(data.total / data.perPage));
  return (
    <div className="page">
      <p>
        <Link to="/admin">{T.back}</Link>
      </p>
      <h1>{T.title}</h1>
      <InboxCounts counts={data.counts} />
      <InboxFilters key={JSON.stringify(search)} search={search} admins={data.admins} />
      <p role="status">{T.results(data.total)}</p>
      {data.entries.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <InboxList entries={data.entries} search={search} now={Date.now()} />
      )}
      {pages > 1 ? (
        <nav aria-label={T.pages} className={styles.pager}>
          {data.page > 1 ? (
            <Link to="/admin/inbox" search={{ ...search, page: data.page - 1 }}>
              {T.previous}
            </Link>
          ) : null}
          <span>{T.pageOf(data.page, pages)}</span>
          {data.page < pages ? (
            <Link to="/admin/inbox" search={{ ...search, page: data.page + 1 }}>
              {T.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <ExportForm today={new Date().toISOString().slice(0, 10)} />
      <p>
        <Link to="/admin/newsletter">{T.newsletter}</Link>
      </p>
    </div>
  );
}
