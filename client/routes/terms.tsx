import { createFileRoute } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { loadSiteTexts, useSiteTexts } from '../features/site/site-texts-query.ts';
import { staticHead } from '../lib/head.ts';
import { LegalPage } from './-legal/legal-page.tsx';

export const Route = createFileRoute('/terms')({
  head: () => staticHead('/terms'),
  loader: ({ context }) => loadSiteTexts(context.queryClient),
  component: Terms,
});

function Terms() {
  const texts = useSiteTexts();
  return <LegalPage title={t('legal.termsTitle')} lede={texts.termsLede} body={texts.termsBody} />;
}
