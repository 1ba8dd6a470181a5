import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/index';
import { Carousel } from '../components/carousel.tsx';
import { ErrorBox } from '../components/error-box.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { shopFirstPageQuery } from '../features/shop/queries.ts';
import { staticHead } from '../lib/head.ts';
import { LOAD_ERRORS } from '../lib/load-errors.ts';
import styles from './-posters/posters.module.css';

// SPEC 2 '/propaganda-posters': the button's filter, written as the SPEC writes it.
const POSTER_QUERY = 'Propaganda-Poster';
const postersQuery = () => shopFirstPageQuery({ q: POSTER_QUERY, limit: 48 });

export const Route = createFileRoute('/propaganda-posters')({
  loader: ({ context }) => context.queryClient.ensureQueryData(postersQuery()),
  head: () => staticHead('/propaganda-posters'),
  component: Posters,
  // The page is mostly its text; only the pictures, which come from the shop, give way to the error box.
  errorComponent: () => <PostersLayout pictures={<ErrorBox>{LOAD_ERRORS.shop}</ErrorBox>} />,
});

function Posters() {
  const { data } = useSuspenseQuery(postersQuery());
  const images = data.filter ? data.items.flatMap((item) => (item.img ? [item.img] : [])) : [];
  return (
    <PostersLayout pictures={images.length > 0 ? <Carousel images={images} label={t('posters.carousel')} /> : null} />
  );
}

function PostersLayout({ pictures }: { pictures: ReactNode }) {
  return (
    <div className="page">
      <PageIntro title={t('posters.title')} eyebrow={t('posters.eyebrow')}>
        <p>{t('posters.intro')}</p>
      </PageIntro>
      <div className={styles.body}>
        <div className={styles.text}>
          <p>{t('posters.paintedByHand')}</p>
          <p>{t('posters.neverPrinted')}</p>
          <p>{t('posters.prints')}</p>
          <Link to="/shop" search={{ q: POSTER_QUERY }} className="button">
            {t('posters.shop')}
          </Link>
        </div>
        <div className={styles.pictures}>{pictures}</div>
      </div>
    </div>
  );
}
