import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC 2: any other /admin/... address falls back to the dashboard. */
export const Route = createFileRoute('/admin/$')({
  beforeLoad: () => {
    throw redirect({ to: '/admin', replace: true });
  },
});
