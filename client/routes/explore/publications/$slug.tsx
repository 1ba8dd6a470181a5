import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { previewMeta, publicationMeta } from '#shared/page-meta';
import { DraftBanner } from '../../../components/draft-banner.tsx';
import { ErrorPage } from '../../../components/error-box.tsx';
import { ExternalLink } from '../../../components/external-link.tsx';
import { InEnglish, isFallback } from '../../../components/in-english.tsx';
import { Picture } from '../../../components/picture.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import styles from '../../../features/articles/article.module.css';
import { ExtraImages } from '../../../features/articles/extra-images.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { loadEntry } from '../../../lib/api.ts';
import { CONTENT_QUERIES } from '../../../lib/content-queries.gen.ts';
import { pageHead } from '../../../lib/head.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import own from './-components/publication.module.css';

export const Route = createFileRoute('/explore/publications/$slug')({
  loader: ({ context, params }) => loadEntry(context.queryClient, CONTENT_QUERIES.publications.entry(params.slug)),
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(previewMeta(publicationMeta(loaderData), loaderData), match.pathname) : {},
  component: PublicationPage,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.publication} />,
});

function PublicationPage() {
  const { slug } = Route.useParams();
  const { data: book } = useSuspenseQuery(CONTENT_QUERIES.publications.entry(slug));
  const hasImprint = Boolean(book.publisher.trim() || book.publish_year);
  return (
    <article className="page">
      <DraftBanner preview={book.preview} />
      <Link to="/explore/publications" className="back-link">
        {t('publication.all')}
      </Link>
      <div className={own.layout}>
        <figure className={own.cover}>
          {book.cover_img ? <Picture image={book.cover_img} sizes="(min-width: 800px) 24rem, 80vw" priority /> : null}
        </figure>
        <div>
          <PageHeader title={book.title} subtitle={book.subtitle} eyebrow={t('publication.eyebrow')} />
          {hasImprint ? (
            <dl className={`${styles.facts} ${own.imprint}`}>
              {book.publisher.trim() ? (
                <>
                  <dt>{t('publication.publisher')}</dt>
                  <dd>{book.publisher}</dd>
                </>
              ) : null}
              {book.publish_year ? (
                <>
                  <dt>{t('publication.published')}</dt>
                  <dd>{book.publish_year}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {book.short_description.trim() ? (
            <InEnglish when={isFallback(book, 'short_description')}>
              <p className={styles.lede}>{book.short_description}</p>
            </InEnglish>
          ) : null}
          <InEnglish when={isFallback(book, 'long_description')}>
            <RichText html={book.long_description} className={own.text} />
          </InEnglish>
          <ExternalLink href={book.purchase_link} className="button">
            {t('publication.buy')}
          </ExternalLink>
        </div>
      </div>
      <ExtraImages
        images={book.additional_imgs}
        heading={t('publication.inside')}
        label={t('publication.pagesFrom', { title: book.title })}
      />
    </article>
  );
}
