import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { INBOX_STAGES } from '#shared/inbox';
import { errorPage } from '../../components/error-box.tsx';
import { EntryCard } from '../../features/admin/inbox/entry-card.tsx';
import { ExportForm } from '../../features/admin/inbox/export-form.tsx';
import styles from '../../features/admin/inbox/inbox.module.css';
import { InboxCounts } from '../../features/admin/inbox/inbox-counts.tsx';
import { InboxFilters } from '../../features/admin/inbox/inbox-filters.tsx';
import { type InboxSearch, inboxQuery } from '../../features/admin/inbox/queries.ts';
import { INBOX_TEXT as T } from '../../features/admin/inbox/texts.ts';
import { adminHead } from '../../lib/head.ts';

/**
 * Staff's inbox (issue 16): enquiries and messages in one list, newest first, filtered, searched and paged
 * on the server, each with its stage, owner, follow-up, notes, replies and holds. The admin layout route
 * signs the user in.
 */

const word = <T extends string>(value: unknown, allowed: readonly T[]) =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
const whole = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const Route = createFileRoute('/admin/inbox')({
  head: () => adminHead('Inbox', '/admin/inbox'),
  validateSearch: (raw: Record<string, unknown>): InboxSearch => ({
    kind: word(raw.kind, ['enquiry', 'message'] as const),
    stage: word(raw.stage, INBOX_STAGES),
    owner: whole(raw.owner),
    overdue: raw.overdue === true || raw.overdue === '1' ? true : undefined,
    q: typeof raw.q === 'string' && raw.q.trim() ? raw.q.trim().slice(0, 200) : undefined,
    page: whole(raw.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(inboxQuery(deps)),
  // The loader goes with the component into the admin's own chunk, never into the route tree's.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  component: InboxScreen,
  errorComponent: errorPage('Could not load the inbox. Refresh the page and try again.'),
});

function InboxScreen() {
  const search = Route.useSearch();
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
      {data.entries.length === 0 ? <p>{T.none}</p> : null}
      {data.entries.map((entry) => (
        <EntryCard key={`${entry.kind}-${entry.id}`} entry={entry} admins={data.admins} />
      ))}
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
