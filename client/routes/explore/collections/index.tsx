import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
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

export const Route = createFileRoute('/explore/collections/')({
  validateSearch: readPages,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => ensurePages(context.queryClient, CONTENT_QUERIES.collections.pages(), deps.pages),
  head: () => staticHead('/explore/collections'),
  component: Collections,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.collections} />,
});

function Collections() {
  return (
    <PagedList
      query={CONTENT_QUERIES.collections.pages()}
      header={
        <PageHeader title={t('collection.title')} back={<ExploreBack />}>
          <p className="lede">{t('collection.listIntro')}</p>
        </PageHeader>
      }
    >
      {(collections) =>
        collections.length === 0 ? (
          <EmptyList>{t('collection.empty')}</EmptyList>
        ) : (
          <CardGrid items={collections} keyOf={(c) => c.slug} columns="wide" label={t('collection.title')}>
            {(collection, index) => (
              <EntryCard
                titleLang={langOf(collection, 'title')}
                textLang={langOf(collection, 'short_description')}
                image={collection.main_img}
                priority={index === 0}
                link={
                  <Link to="/explore/collections/$slug" params={{ slug: collection.slug }}>
                    {collection.title}
                  </Link>
                }
                text={collection.short_description}
              />
            )}
          </CardGrid>
        )
      }
    </PagedList>
  );
}
