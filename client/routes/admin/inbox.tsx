import { createFileRoute } from '@tanstack/react-router';
import { errorPage } from '../../components/error-box.tsx';
import { InboxScreen } from '../../features/admin/inbox/inbox-screen.tsx';
import { readInboxSearch } from '../../features/admin/inbox/inbox-search.ts';
import { inboxQuery } from '../../features/admin/inbox/queries.ts';
import { adminHead } from '../../lib/head.ts';

/** Issue 16: filtered, searched and paged on the server. */

export const Route = createFileRoute('/admin/inbox')({
  head: () => adminHead('Inbox', '/admin/inbox'),
  validateSearch: readInboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(inboxQuery(deps)),
  component: InboxScreen,
  errorComponent: errorPage('Could not load the inbox. Refresh the page and try again.'),
});
