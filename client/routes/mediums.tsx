import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { t } from '#shared/messages/index';
import { CardGrid } from '../components/card-grid.tsx';
import { ErrorPage } from '../components/error-box.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { Picture } from '../components/picture.tsx';
import { pickSamples } from '../features/shop/medium-samples.ts';
import { mediumsQuery } from '../features/shop/queries.ts';
import { loadTermLabels, useTermLabel } from '../features/site/term-labels.ts';
import { staticHead } from '../lib/head.ts';
import { LOAD_ERRORS } from '../lib/load-errors.ts';
import styles from './-mediums/mediums.module.css';

export const Route = createFileRoute('/mediums')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(mediumsQuery()), loadTermLabels(context.queryClient)]),
  head: () => staticHead('/mediums'),
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.mediums} />,
  component: Mediums,
});

function Mediums() {
  const { data: mediums } = useSuspenseQuery(mediumsQuery());
  // SPEC 2: a random sample image of each medium (from the few the server sent), drawn once per visit.
  const samples = useMemo(() => pickSamples(mediums), [mediums]);
  const label = useTermLabel();
  return (
    <div className="page">
      <PageIntro title={t('mediums.title')} eyebrow={t('mediums.eyebrow')}>
        <p>{t('mediums.intro')}</p>
      </PageIntro>
      <CardGrid items={samples} keyOf={(sample) => sample.medium} label={t('mediums.listLabel')} columns="wide">
        {(sample, index) => (
          <Link to="/shop" search={{ q: sample.medium }} className={styles.card}>
            <div className={styles.frame}>
              {sample.img ? (
                <Picture
                  image={sample.img}
                  sizes="(min-width: 1100px) 33vw, (min-width: 600px) 50vw, 100vw"
                  priority={index < 2}
                  fit="cover"
                />
              ) : null}
            </div>
            <h2 className={styles.name}>{label('medium', sample.medium)}</h2>
            <p className={styles.count}>{t('works.count', { count: sample.count })}</p>
          </Link>
        )}
      </CardGrid>
    </div>
  );
}
