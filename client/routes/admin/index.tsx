import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../features/admin/dashboard/dashboard.tsx';
import { readListSearch } from '../../features/admin/dashboard/list-address.ts';
import { knownListSearch, type ListSearch } from '../../features/admin/dashboard/list-search.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/')({
  // The list's type, search, status, sort and page live in the address, so Back and a reload keep them. Read
  // here without the content catalogue (every page's start runs this); the screen drops a type the site lacks.
  validateSearch: readListSearch,
  head: () => adminHead('Admin Dashboard', '/admin'),
  component: DashboardScreen,
});

function DashboardScreen() {
  const search = knownListSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <Dashboard
      search={search}
      onSearch={(next: ListSearch) => void navigate({ search: knownListSearch(next), replace: true })}
    />
  );
}
