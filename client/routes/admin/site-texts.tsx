import { createFileRoute } from '@tanstack/react-router';
import { errorPage } from '../../components/error-box.tsx';
import { adminSiteTextsQuery } from '../../features/admin/site-texts/queries.ts';
import { SiteTextsForm } from '../../features/admin/site-texts/site-texts-form.tsx';
import { SITE_TEXTS_SCREEN } from '../../features/admin/site-texts/texts.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/site-texts')({
  head: () => adminHead(SITE_TEXTS_SCREEN.title, '/admin/site-texts'),
  loader: ({ context }) => context.queryClient.ensureQueryData(adminSiteTextsQuery()),
  // The loader goes with the component into the admin's own chunk, never into the route tree's.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  component: SiteTextsForm,
  errorComponent: errorPage(SITE_TEXTS_SCREEN.loadFailed),
});
