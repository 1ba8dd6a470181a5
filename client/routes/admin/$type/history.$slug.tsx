import { createFileRoute, notFound } from '@tanstack/react-router';
import { errorPage } from '../../../components/error-box.tsx';
import { adminEntryQuery } from '../../../features/admin/api.ts';
import { HistoryScreen } from '../../../features/admin/revisions/history-screen.tsx';
import { revisionPagesQuery } from '../../../features/admin/revisions/queries.ts';
import { orNotFound } from '../../../lib/api.ts';
import { adminHead } from '../../../lib/head.ts';

type HistorySearch = { rev?: number | undefined };

export const Route = createFileRoute('/admin/$type/history/$slug')({
  validateSearch: (raw: Record<string, unknown>): HistorySearch => {
    const rev = Number(raw.rev);
    return Number.isInteger(rev) && rev > 0 ? { rev } : {};
  },
  loader: async ({ context, params }) => {
    const { adminType, queryClient } = context;
    // Images are replaced, not edited field by field: they keep no history.
    if (adminType.kind === 'image') throw notFound();
    const api = adminType.screen.api;
    const entry = await orNotFound(queryClient.ensureQueryData(adminEntryQuery(api, params.slug)));
    await queryClient.ensureInfiniteQueryData(revisionPagesQuery(api, entry._id));
  },
  head: ({ match, params }) => adminHead(`History of ${params.slug}`, match.pathname),
  component: HistoryRoute,
  errorComponent: errorPage('Could not load the history of this entry. Refresh the page and try again.'),
});

function HistoryRoute() {
  const { adminType } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const { rev } = Route.useSearch();
  if (adminType.kind === 'image') return null;
  return <HistoryScreen screen={adminType.screen} slug={slug} rev={rev} />;
}
