import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { CardGrid } from '../../components/card-grid.tsx';
import { ErrorPage } from '../../components/error-box.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { Picture } from '../../components/picture.tsx';
import { PagedList } from '../../features/articles/paged-list.tsx';
import { CONTENT_QUERIES } from '../../lib/content-queries.gen.ts';
import { staticHead } from '../../lib/head.ts';
import { ensurePages, readPages } from '../../lib/list-pages.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import styles from './-components/artists.module.css';

export const Route = createFileRoute('/artists/')({
  validateSearch: readPages,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => ensurePages(context.queryClient, CONTENT_QUERIES.artists.pages(), deps.pages),
  head: () => staticHead('/artists'),
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.artists} />,
  component: Artists,
});

function Artists() {
  // The API answers in alphabetical order (SPEC 2 '/artists').
  return (
    <PagedList
      query={CONTENT_QUERIES.artists.pages()}
      header={
        <PageIntro title={t('artists.title')} eyebrow={t('artists.eyebrow')}>
          <p>{t('artists.intro')}</p>
        </PageIntro>
      }
    >
      {(artists) => (
        <CardGrid items={artists} keyOf={(artist) => artist.slug} label={t('artists.title')}>
          {(artist, index) => (
            <Link to="/artists/$slug" params={{ slug: artist.slug }} className={styles.card}>
              <div className={styles.portrait}>
                {artist.img ? (
                  <Picture
                    image={artist.img}
                    sizes="(min-width: 1100px) 25vw, (min-width: 600px) 33vw, 50vw"
                    priority={index < 2}
                    fit="cover"
                  />
                ) : null}
              </div>
              <h2 className={styles.name}>{artist.name}</h2>
            </Link>
          )}
        </CardGrid>
      )}
    </PagedList>
  );
}
