import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** An unknown type falls back to the dashboard (SPEC 2). */
export const Route = createFileRoute('/admin/$type')({
  beforeLoad: async ({ params }) => {
    // Imported here rather than at the top: beforeLoad is part of the route tree every page loads, and the
    // screen definitions (with their schemas) are admin code, which public pages must not download.
    const { adminTypeAt } = await import('../../../features/admin/screens/registry.ts');
    const adminType = adminTypeAt(params.type);
    if (!adminType) throw redirect({ to: '/admin', replace: true });
    return { adminType };
  },
  component: Outlet,
});
