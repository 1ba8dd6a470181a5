import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { adminTypeAt } from '../../../features/admin/screens/registry.ts';

/**
 * /admin/{type}/...: one set of screens for every content type, told apart by the screen definition this
 * segment names. An unknown type falls back to the dashboard (SPEC 2).
 */
export const Route = createFileRoute('/admin/$type')({
  beforeLoad: ({ params }) => {
    const adminType = adminTypeAt(params.type);
    if (!adminType) throw redirect({ to: '/admin', replace: true });
    return { adminType };
  },
  component: Outlet,
});
