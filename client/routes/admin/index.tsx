import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../features/admin/dashboard/dashboard.tsx';
import { type ListSearch, readListSearch } from '../../features/admin/dashboard/list-address.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/')({
  // The list's type, search, status, sort and page live in the address, so Back and a reload keep them.
  validateSearch: readListSearch,
  head: () => adminHead('Admin Dashboard', '/admin'),
  component: DashboardScreen,
});

function DashboardScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Dashboard
      search={search}
      onSearch={(next: ListSearch) => void navigate({ search: readListSearch(next), replace: true })}
    />
  );
}
