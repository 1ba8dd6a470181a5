import { createFileRoute } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { loadSiteTexts, useSiteTexts } from '../features/site/site-texts-query.ts';
import { staticHead } from '../lib/head.ts';
import { LegalPage } from './-legal/legal-page.tsx';

export const Route = createFileRoute('/privacy')({
  head: () => staticHead('/privacy'),
  loader: ({ context }) => loadSiteTexts(context.queryClient),
  component: Privacy,
});

function Privacy() {
  const texts = useSiteTexts();
  return <LegalPage title={t('legal.privacyTitle')} lede={texts.privacyLede} body={texts.privacyBody} />;
}
