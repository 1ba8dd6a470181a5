import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '#shared/admin-titles';
import { FEATURED_TEXTS } from '#shared/featured-texts';
import { errorPage } from '../../components/error-box.tsx';
import { FeaturedScreen } from '../../features/admin/featured/featured-screen.tsx';
import { adminFeaturedQuery } from '../../features/admin/featured/queries.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/featured')({
  head: () => adminHead(ADMIN_TITLES.featured, '/admin/featured'),
  loader: ({ context }) => context.queryClient.ensureQueryData(adminFeaturedQuery()),
  component: FeaturedScreen,
  errorComponent: errorPage(FEATURED_TEXTS.loadFailed),
});
