import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../features/admin/dashboard/dashboard.tsx';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/')({
  head: () => adminHead('Admin Dashboard', '/admin'),
  component: DashboardScreen,
});

function DashboardScreen() {
  const { user } = Route.useRouteContext();
  return <Dashboard email={user.email} />;
}
