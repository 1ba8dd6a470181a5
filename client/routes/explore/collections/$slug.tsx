import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { previewMeta } from '#shared/content/publishing';
import { collectionMeta } from '#shared/page-meta';
import { DraftBanner } from '../../../components/draft-banner.tsx';
import { errorPage } from '../../../components/error-box.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { ExtraImages } from '../../../features/articles/extra-images.tsx';
import { LeadImage } from '../../../features/articles/lead-image.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { collectionQuery } from '../../../features/explore/collections-queries.ts';
import { orNotFound } from '../../../lib/api.ts';
import { pageHead } from '../../../lib/head.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { WorkCaption } from './-components/work-caption.tsx';

export const Route = createFileRoute('/explore/collections/$slug')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(collectionQuery(params.slug))),
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(previewMeta(collectionMeta(loaderData), loaderData), match.pathname) : {},
  component: CollectionPage,
  errorComponent: errorPage(LOAD_ERRORS.collection),
});

function CollectionPage() {
  const { slug } = Route.useParams();
  const { data: collection } = useSuspenseQuery(collectionQuery(slug));
  const workOf = new Map(collection.works.map((work) => [work.img, work]));
  return (
    <article className="page">
      <DraftBanner preview={collection.preview} />
      <PageHeader
        title={collection.title}
        subtitle={collection.short_description}
        eyebrow="Collection"
        back={
          <Link to="/explore/collections" className="back-link">
            ← All collections
          </Link>
        }
      />
      <LeadImage image={collection.main_img} />
      <RichText html={collection.long_description} />
      <ExtraImages
        images={collection.img_collection}
        heading="From the collection"
        label={`Works from ${collection.title}`}
        caption={(image, focusable) => <WorkCaption image={image} work={workOf.get(image._id)} focusable={focusable} />}
      />
    </article>
  );
}
