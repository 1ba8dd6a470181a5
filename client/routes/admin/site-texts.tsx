import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '#shared/admin-titles';
import { errorPage } from '../../components/error-box.tsx';
import { adminSiteTextsQuery } from '../../features/admin/site-texts/queries.ts';
import { SiteTextsForm } from '../../features/admin/site-texts/site-texts-form.tsx';
import { SITE_TEXTS_SCREEN } from '../../features/admin/site-texts/texts.ts';
import { adminHead } from '../../lib/head.ts';

export const Route = createFileRoute('/admin/site-texts')({
  head: () => adminHead(ADMIN_TITLES.siteTexts, '/admin/site-texts'),
  loader: ({ context }) => context.queryClient.ensureQueryData(adminSiteTextsQuery()),
  component: SiteTextsForm,
  errorComponent: errorPage(SITE_TEXTS_SCREEN.loadFailed),
});
