import { createFileRoute } from '@tanstack/react-router';
import { FEATURED_TEXTS } from '#shared/featured-texts';
import { errorPage } from '../../components/error-box.tsx';
import { FeaturedScreen } from '../../features/admin/featured/featured-screen.tsx';
import { adminFeaturedQuery } from '../../features/admin/featured/queries.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/featured')({
  head: () => adminHead(FEATURED_TEXTS.heading, '/admin/featured'),
  loader: ({ context }) => context.queryClient.ensureQueryData(adminFeaturedQuery()),
  // The loader goes with the component into the admin's own chunk, never into the route tree's.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  component: FeaturedScreen,
  errorComponent: errorPage(FEATURED_TEXTS.loadFailed),
});
