import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '#shared/admin-titles';
import { may, OWNERS } from '#shared/roles';
import { errorPage } from '../../components/error-box.tsx';
import { accountsQuery } from '../../features/admin/accounts/accounts-query.ts';
import { AccountsScreen } from '../../features/admin/accounts/accounts-screen.tsx';
import { ACCOUNTS_SCREEN } from '../../features/admin/accounts/texts.ts';
import { sessionQuery } from '../../features/session/session-query.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/accounts')({
  head: () => adminHead(ADMIN_TITLES.accounts, '/admin/accounts'),
  // The list of accounts is for owners; every role finds its own password here.
  loader: async ({ context }) => {
    const user = await context.queryClient.fetchQuery(sessionQuery());
    if (may(user?.role, OWNERS)) await context.queryClient.ensureQueryData(accountsQuery());
  },
  component: AccountsScreen,
  errorComponent: errorPage(() => ACCOUNTS_SCREEN.loadFailed),
});
