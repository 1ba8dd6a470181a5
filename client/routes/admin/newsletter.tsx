import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '#shared/admin-titles';
import { errorPage } from '../../components/error-box.tsx';
import { NewsletterScreen } from '../../features/admin/inbox/newsletter-screen.tsx';
import { subscribersQuery } from '../../features/admin/inbox/queries.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/newsletter')({
  head: () => adminHead(ADMIN_TITLES.newsletter, '/admin/newsletter'),
  loader: ({ context }) => context.queryClient.ensureQueryData(subscribersQuery()),
  component: NewsletterScreen,
  errorComponent: errorPage('Could not load the subscribers. Refresh the page and try again.'),
});
