import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { exhibitionMeta } from '#shared/page-meta';
import { errorPage } from '../../../components/error-box.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import styles from '../../../features/articles/article.module.css';
import { LeadImage } from '../../../features/articles/lead-image.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { exhibitionQuery } from '../../../features/explore/exhibitions-queries.ts';
import { orNotFound } from '../../../lib/api.ts';
import { pageHead } from '../../../lib/head.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { DescribedImages } from './-components/described-images.tsx';

export const Route = createFileRoute('/explore/exhibitions/$slug')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(exhibitionQuery(params.slug))),
  head: ({ loaderData, match }) => (loaderData ? pageHead(exhibitionMeta(loaderData), match.pathname) : {}),
  component: ExhibitionPage,
  errorComponent: errorPage(LOAD_ERRORS.exhibition),
});

function ExhibitionPage() {
  const { slug } = Route.useParams();
  const { data: exhibition } = useSuspenseQuery(exhibitionQuery(slug));
  return (
    <article className="page">
      <PageHeader
        title={exhibition.title}
        subtitle={exhibition.subtitle}
        eyebrow="Exhibition"
        back={
          <Link to="/explore/exhibitions" className="back-link">
            ← All exhibitions
          </Link>
        }
      />
      <LeadImage image={exhibition.img} />
      <RichText html={exhibition.introduction} className={styles.lede} />
      <RichText html={exhibition.body} />
      <DescribedImages items={exhibition.additional_imgs_with_descriptions} />
    </article>
  );
}
