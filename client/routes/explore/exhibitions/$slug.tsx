import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EXHIBITION_TEXTS as T } from '#shared/exhibition-texts';
import { exhibitionMeta, previewMeta } from '#shared/page-meta';
import { DraftBanner } from '../../../components/draft-banner.tsx';
import { ErrorPage } from '../../../components/error-box.tsx';
import { InEnglish, isFallback } from '../../../components/in-english.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import styles from '../../../features/articles/article.module.css';
import { LeadImage } from '../../../features/articles/lead-image.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { WorkGrid } from '../../../features/work-cards/work-grid.tsx';
import { loadEntry } from '../../../lib/api.ts';
import { CONTENT_QUERIES } from '../../../lib/content-queries.gen.ts';
import { pageHead } from '../../../lib/head.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { DescribedImages } from './-components/described-images.tsx';
import { ExhibitionArtists } from './-components/exhibition-artists.tsx';
import { ExhibitionFacts } from './-components/exhibition-facts.tsx';

export const Route = createFileRoute('/explore/exhibitions/$slug')({
  loader: ({ context, params }) => loadEntry(context.queryClient, CONTENT_QUERIES.exhibitions.entry(params.slug)),
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(previewMeta(exhibitionMeta(loaderData), loaderData), match.pathname) : {},
  component: ExhibitionPage,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.exhibition} />,
});

function ExhibitionPage() {
  const { slug } = Route.useParams();
  const { data: exhibition } = useSuspenseQuery(CONTENT_QUERIES.exhibitions.entry(slug));
  return (
    <article className="page">
      <DraftBanner preview={exhibition.preview} />
      <PageHeader
        title={exhibition.title}
        subtitle={exhibition.subtitle}
        eyebrow={T.eyebrow}
        back={
          <Link to="/explore/exhibitions" className="back-link">
            {T.allExhibitions}
          </Link>
        }
      >
        <ExhibitionFacts
          slug={exhibition.slug}
          starts_on={exhibition.starts_on}
          ends_on={exhibition.ends_on}
          venue={exhibition.venue}
        />
      </PageHeader>
      <LeadImage image={exhibition.img} />
      <InEnglish when={isFallback(exhibition, 'introduction')}>
        <RichText html={exhibition.introduction} className={styles.lede} />
      </InEnglish>
      <ExhibitionArtists title={exhibition.title} artists={exhibition.artists} />
      {exhibition.works.length > 0 ? (
        <section className={styles.section} aria-labelledby="exhibition-works">
          <h2 id="exhibition-works" className={styles.sectionTitle}>
            {T.checklist}
          </h2>
          <WorkGrid works={exhibition.works} label={T.checklistLabel(exhibition.title)} />
        </section>
      ) : null}
      <InEnglish when={isFallback(exhibition, 'body')}>
        <RichText html={exhibition.body} className={styles.section} />
      </InEnglish>
      <DescribedImages
        items={exhibition.additional_imgs_with_descriptions}
        inEnglish={(index) => isFallback(exhibition, `additional_imgs_with_descriptions.${index}`)}
      />
    </article>
  );
}
