import { createFileRoute } from '@tanstack/react-router';
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
  return <LegalPage title="Terms of Sale and Use" lede={texts.termsLede} body={texts.termsBody} />;
}
