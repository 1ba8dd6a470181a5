import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { UntranslatedNote } from '../../app-shell/untranslated-note.tsx';
import { CardGrid } from '../../components/card-grid.tsx';
import { ErrorPage } from '../../components/error-box.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { Picture } from '../../components/picture.tsx';
import { CONTENT_QUERIES } from '../../lib/content-queries.ts';
import { staticHead } from '../../lib/head.ts';
import { ensurePages, LIST_TEXTS, pagesParam, readPages, useMore } from '../../lib/list-pages.ts';
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
  const query = useSuspenseInfiniteQuery(CONTENT_QUERIES.artists.pages());
  const artists = query.data.pages.flatMap((page) => page.items);
  const navigate = Route.useNavigate();
  const more = useMore(query, (loaded) =>
    navigate({ search: { pages: pagesParam(loaded) }, replace: true, resetScroll: false }),
  );
  return (
    <div className="page">
      <UntranslatedNote />
      <PageIntro title={t('artists.title')} eyebrow={t('artists.eyebrow')}>
        <p>{t('artists.intro')}</p>
      </PageIntro>
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
      <LoadMore {...more} label={LIST_TEXTS.more} loadingLabel={LIST_TEXTS.loading} />
    </div>
  );
}
