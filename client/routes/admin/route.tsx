import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { AdminShell } from '../../features/admin/shell/admin-shell.tsx';
import { sessionQuery } from '../../features/session/session-query.ts';
import { adminHead } from '../../lib/head.ts';

/**
 * The admin gate on the client (SPEC 'Admin routes'): every /admin screen redirects to /login when nobody is
 * signed in. The server refuses every admin call without a session anyway; this only spares staff a broken
 * screen. Every admin screen sits in the admin's own frame (no public header or footer). The admin's code,
 * Tiptap included, loads in this subtree's chunks, never on public pages.
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

/**
 * The session can also end while a screen is open (signed out in another tab, the idle limit, a 401 from an
 * admin call): the next session check then finds nobody, and the screen gives way to the sign-in.
 */
function AdminLayout() {
  const { data: user } = useQuery(sessionQuery());
  if (user === null) return <Navigate to="/login" replace />;
  return (
    <AdminShell email={user?.email ?? ''}>
      <Outlet />
    </AdminShell>
  );
}
