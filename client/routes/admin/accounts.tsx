import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '#shared/admin-titles';
import { errorPage } from '../../components/error-box.tsx';
import { accountsQuery } from '../../features/admin/accounts/accounts-query.ts';
import { AccountsScreen } from '../../features/admin/accounts/accounts-screen.tsx';
import { ACCOUNTS_SCREEN } from '../../features/admin/accounts/texts.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/accounts')({
  head: () => adminHead(ADMIN_TITLES.accounts, '/admin/accounts'),
  loader: ({ context }) => context.queryClient.ensureQueryData(accountsQuery()),
  component: AccountsScreen,
  errorComponent: errorPage(ACCOUNTS_SCREEN.loadFailed),
});
