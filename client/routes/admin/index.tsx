import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../features/admin/dashboard/dashboard.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/')({
  head: () => pageHead('Admin Dashboard', 'Manage the gallery’s content.'),
  component: DashboardScreen,
});

function DashboardScreen() {
  const { user } = Route.useRouteContext();
  return <Dashboard email={user.email} />;
}
