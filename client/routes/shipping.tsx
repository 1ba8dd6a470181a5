import { createFileRoute } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { loadSiteTexts, useSiteTexts } from '../features/site/site-texts-query.ts';
import { staticHead } from '../lib/head.ts';
import { LegalPage } from './-legal/legal-page.tsx';

// What a foreign collector asks first (issue 27); linked from every artwork and the cart.
export const Route = createFileRoute('/shipping')({
  head: () => staticHead('/shipping'),
  loader: ({ context }) => loadSiteTexts(context.queryClient),
  component: Shipping,
});

function Shipping() {
  const texts = useSiteTexts();
  return <LegalPage title={t('shipping.title')} lede={texts.shippingLede} body={texts.shippingBody} />;
}
