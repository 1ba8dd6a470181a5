import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { t } from '#shared/messages/index';
import { filmMeta, plainText, previewMeta } from '#shared/page-meta';
import { DraftBanner } from '../../../components/draft-banner.tsx';
import { ErrorPage } from '../../../components/error-box.tsx';
import { ExternalLink } from '../../../components/external-link.tsx';
import { InEnglish, isFallback } from '../../../components/in-english.tsx';
import { Picture } from '../../../components/picture.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { VideoFrame } from '../../../components/video-frame.tsx';
import styles from '../../../features/articles/article.module.css';
import { ExtraImages } from '../../../features/articles/extra-images.tsx';
import { LeadImage } from '../../../features/articles/lead-image.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { loadEntry } from '../../../lib/api.ts';
import { CONTENT_QUERIES } from '../../../lib/content-queries.gen.ts';
import { httpUrl } from '../../../lib/external-url.ts';
import { pageHead } from '../../../lib/head.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { filmFacts } from './-components/film-facts.ts';

export const Route = createFileRoute('/explore/films/$slug')({
  loader: ({ context, params }) => loadEntry(context.queryClient, CONTENT_QUERIES.films.entry(params.slug)),
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(previewMeta(filmMeta(loaderData), loaderData), match.pathname) : {},
  component: FilmPage,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.film} />,
});

function FilmPage() {
  const { slug } = Route.useParams();
  const { data: film } = useSuspenseQuery(CONTENT_QUERIES.films.entry(slug));
  const facts = filmFacts(film);
  const links = [
    { text: t('film.watch'), href: film.film_link },
    { text: t('film.officialSite'), href: film.official_site },
  ].filter((link) => httpUrl(link.href));
  return (
    <article className="page">
      <DraftBanner preview={film.preview} />
      <PageHeader
        title={film.title}
        subtitle={film.subtitle}
        eyebrow={t('film.eyebrow')}
        back={
          <Link to="/explore/films" className="back-link">
            {t('film.all')}
          </Link>
        }
      />
      <LeadImage image={film.main_img} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <InEnglish when={isFallback(film, 'short_description')}>
            <RichText html={film.short_description} className={styles.lede} />
          </InEnglish>
          {film.introduction.trim() ? (
            <InEnglish when={isFallback(film, 'introduction')}>
              <p>{film.introduction}</p>
            </InEnglish>
          ) : null}
          {plainText(film.synopsis) ? (
            <>
              <h2 className={styles.subhead}>{t('film.synopsis')}</h2>
              <InEnglish when={isFallback(film, 'synopsis')}>
                <RichText html={film.synopsis} />
              </InEnglish>
            </>
          ) : null}
          {film.video_link.trim() || film.china_video_link.trim() ? (
            <section aria-labelledby="trailer-heading">
              <h2 id="trailer-heading" className={styles.subhead}>
                {t('film.trailer')}
              </h2>
              <VideoFrame
                address={film.video_link}
                chinaAddress={film.china_video_link}
                title={t('film.trailerTitle', { title: film.title })}
                linkText={t('film.watchTrailer')}
                poster={film.cover_img ?? film.main_img}
              />
            </section>
          ) : null}
        </div>
        <aside className={styles.aside} aria-label={t('film.aboutFilm')}>
          {film.cover_img ? (
            <div className={styles.asideBlock}>
              <Picture image={film.cover_img} sizes="18rem" className={styles.cover} />
            </div>
          ) : null}
          {facts.length > 0 || links.length > 0 ? (
            <div className={styles.asideBlock}>
              {facts.length > 0 ? (
                <dl className={styles.facts}>
                  {facts.map((fact) => (
                    <Fragment key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </Fragment>
                  ))}
                </dl>
              ) : null}
              {links.length > 0 ? (
                <ul className={styles.links}>
                  {links.map((link, index) => (
                    <li key={link.text}>
                      <ExternalLink href={link.href} className={index === 0 ? 'button' : 'button button-quiet'}>
                        {link.text}
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </aside>
      </div>
      <ExtraImages
        images={film.additional_imgs}
        heading={t('film.stills')}
        label={t('film.stillsFrom', { title: film.title })}
      />
    </article>
  );
}
