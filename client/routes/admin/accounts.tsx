import { createFileRoute } from '@tanstack/react-router';
import { errorPage } from '../../components/error-box.tsx';
import { accountsQuery } from '../../features/admin/accounts/accounts-query.ts';
import { AccountsScreen } from '../../features/admin/accounts/accounts-screen.tsx';
import { ACCOUNTS_SCREEN } from '../../features/admin/accounts/texts.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/accounts')({
  head: () => adminHead(ACCOUNTS_SCREEN.title, '/admin/accounts'),
  loader: ({ context }) => context.queryClient.ensureQueryData(accountsQuery()),
  // The loader goes with the component into the admin's own chunk, never into the route tree's.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  component: AccountsScreen,
  errorComponent: errorPage(ACCOUNTS_SCREEN.loadFailed),
});
