import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { EntryCard } from './entry-card.tsx';
import { inboxEntryQuery } from './queries.ts';
import { INBOX_TEXT as T } from './texts.ts';

const routeApi = getRouteApi('/admin/inbox_/$kind/$id');

/** The focus lands on <main> after the navigation, so Back is the next Tab stop. */
export function EntryScreen() {
  const { kind, id } = routeApi.useParams();
  const search = routeApi.useSearch();
  const { data } = useSuspenseQuery(inboxEntryQuery(kind, id));
  return (
    <div className="page">
      <p>
        <Link to="/admin/inbox" search={search}>
          {T.backToList}
        </Link>
      </p>
      <EntryCard entry={data.entry} admins={data.admins} />
    </div>
  );
}
