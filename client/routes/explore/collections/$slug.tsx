import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { collectionMeta, previewMeta } from '#shared/page-meta';
import { DraftBanner } from '../../../components/draft-banner.tsx';
import { ErrorPage } from '../../../components/error-box.tsx';
import { InEnglish, isFallback } from '../../../components/in-english.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { ExtraImages } from '../../../features/articles/extra-images.tsx';
import { LeadImage } from '../../../features/articles/lead-image.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { loadEntry } from '../../../lib/api.ts';
import { CONTENT_QUERIES } from '../../../lib/content-queries.gen.ts';
import { pageHead } from '../../../lib/head.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { WorkCaption } from './-components/work-caption.tsx';

export const Route = createFileRoute('/explore/collections/$slug')({
  loader: ({ context, params }) => loadEntry(context.queryClient, CONTENT_QUERIES.collections.entry(params.slug)),
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(previewMeta(collectionMeta(loaderData), loaderData), match.pathname) : {},
  component: CollectionPage,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.collection} />,
});

function CollectionPage() {
  const { slug } = Route.useParams();
  const { data: collection } = useSuspenseQuery(CONTENT_QUERIES.collections.entry(slug));
  const workOf = new Map(collection.works.map((work) => [work.img, work]));
  return (
    <article className="page">
      <DraftBanner preview={collection.preview} />
      <PageHeader
        title={collection.title}
        subtitle={collection.short_description}
        eyebrow={t('collection.eyebrow')}
        back={
          <Link to="/explore/collections" className="back-link">
            {t('collection.all')}
          </Link>
        }
      />
      <LeadImage image={collection.main_img} />
      <InEnglish when={isFallback(collection, 'long_description')}>
        <RichText html={collection.long_description} />
      </InEnglish>
      <ExtraImages
        images={collection.img_collection}
        heading={t('collection.fromCollection')}
        label={t('collection.worksFrom', { title: collection.title })}
        caption={(image, focusable) => <WorkCaption image={image} work={workOf.get(image._id)} focusable={focusable} />}
      />
    </article>
  );
}
