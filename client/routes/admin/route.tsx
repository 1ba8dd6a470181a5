import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { AdminShell } from '../../features/admin/shell/admin-shell.tsx';
import { sessionQuery } from '../../features/session/session-query.ts';
import { adminHead } from '../../lib/head.ts';

/**
 * SPEC 'Admin routes': the server refuses admin calls without a session anyway; this only spares staff a broken screen.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.fetchQuery(sessionQuery());
    if (!user) throw redirect({ to: '/login', replace: true });
    return { user };
  },
  head: () => adminHead('Admin', '/admin'),
  component: AdminLayout,
});

/** The session can end while a screen is open (another tab, the idle limit, a 401): the sign-in then takes over. */
function AdminLayout() {
  const { data: user } = useQuery(sessionQuery());
  if (user === null) return <Navigate to="/login" replace />;
  return (
    <AdminShell email={user?.email ?? ''}>
      <Outlet />
    </AdminShell>
  );
}
