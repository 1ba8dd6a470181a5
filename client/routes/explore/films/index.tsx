import { createFileRoute, Link } from '@tanstack/react-router';
import { parseIsoDate } from '#shared/format';
import { t } from '#shared/messages/index';
import { plainText } from '#shared/page-meta';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ErrorPage } from '../../../components/error-box.tsx';
import { langOf } from '../../../components/in-english.tsx';
import { EntryCard } from '../../../features/articles/entry-card.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { PagedList } from '../../../features/articles/paged-list.tsx';
import { CONTENT_QUERIES } from '../../../lib/content-queries.gen.ts';
import { staticHead } from '../../../lib/head.ts';
import { ensurePages, readPages } from '../../../lib/list-pages.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { EmptyList, ExploreBack } from '../-components/explore-links.tsx';

export const Route = createFileRoute('/explore/films/')({
  validateSearch: readPages,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => ensurePages(context.queryClient, CONTENT_QUERIES.films.pages(), deps.pages),
  head: () => staticHead('/explore/films'),
  component: Films,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.films} />,
});

function Films() {
  return (
    <PagedList
      query={CONTENT_QUERIES.films.pages()}
      header={
        <PageHeader title={t('film.title')} back={<ExploreBack />}>
          <p className="lede">{t('film.listIntro')}</p>
        </PageHeader>
      }
    >
      {(films) =>
        films.length === 0 ? (
          <EmptyList>{t('film.empty')}</EmptyList>
        ) : (
          <CardGrid items={films} keyOf={(f) => f.slug} columns="wide" label={t('film.title')}>
            {(film, index) => (
              <EntryCard
                titleLang={langOf(film, 'title')}
                subtitleLang={langOf(film, 'subtitle')}
                textLang={langOf(film, 'short_description')}
                image={film.main_img}
                priority={index === 0}
                ratio="16 / 9"
                link={
                  <Link to="/explore/films/$slug" params={{ slug: film.slug }}>
                    {film.title}
                  </Link>
                }
                meta={parseIsoDate(film.date)?.getUTCFullYear()}
                subtitle={film.subtitle}
                text={plainText(film.short_description)}
              />
            )}
          </CardGrid>
        )
      }
    </PagedList>
  );
}
