import { createFileRoute } from '@tanstack/react-router';
import { errorPage } from '../../components/error-box.tsx';
import { InboxScreen } from '../../features/admin/inbox/inbox-screen.tsx';
import { readInboxSearch } from '../../features/admin/inbox/inbox-search.ts';
import { inboxQuery } from '../../features/admin/inbox/queries.ts';
import { adminHead } from '../../lib/head.ts';

/**
 * Staff's inbox (issue 16): enquiries and messages in one list, newest first, filtered, searched and paged
 * on the server; each row opens the entry's detail view (inbox_.$kind.$id.tsx) with its stage, owner,
 * follow-up, notes, replies and holds. The admin layout route signs the user in.
 */

export const Route = createFileRoute('/admin/inbox')({
  head: () => adminHead('Inbox', '/admin/inbox'),
  validateSearch: readInboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(inboxQuery(deps)),
  component: InboxScreen,
  errorComponent: errorPage('Could not load the inbox. Refresh the page and try again.'),
});
