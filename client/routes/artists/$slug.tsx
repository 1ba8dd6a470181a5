import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { artistMeta, previewMeta } from '#shared/page-meta';
import { Carousel } from '../../components/carousel.tsx';
import { DraftBanner } from '../../components/draft-banner.tsx';
import { ErrorPage } from '../../components/error-box.tsx';
import { InEnglish, isFallback } from '../../components/in-english.tsx';
import { Picture } from '../../components/picture.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { ARTIST_TEXTS as T } from '../../features/artists/texts.ts';
import { WorkGrid } from '../../features/work-cards/work-grid.tsx';
import { loadEntry } from '../../lib/api.ts';
import { CONTENT_QUERIES } from '../../lib/content-queries.gen.ts';
import { pageHead } from '../../lib/head.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import styles from './-components/artists.module.css';

export const Route = createFileRoute('/artists/$slug')({
  loader: ({ context, params }) => loadEntry(context.queryClient, CONTENT_QUERIES.artists.entry(params.slug)),
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(previewMeta(artistMeta(loaderData), loaderData), match.pathname) : {},
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.artist} />,
  component: ArtistPage,
});

/** Works first: what a collector comes for. */
function ArtistPage() {
  const { slug } = Route.useParams();
  const { data: artist } = useSuspenseQuery(CONTENT_QUERIES.artists.entry(slug));
  const years = T.years(artist.birth_year, artist.death_year);
  return (
    <article className="page">
      <DraftBanner preview={artist.preview} />
      <Link to="/artists" className="back-link">
        {T.backToArtists}
      </Link>
      <header className={styles.header}>
        <p className="eyebrow">{T.eyebrow}</p>
        <h1>{artist.name}</h1>
        {artist.names?.hangul ? <p lang="ko">{artist.names.hangul}</p> : null}
        {years ? <p className={styles.years}>{years}</p> : null}
      </header>
      <section className={styles.works} aria-labelledby="artist-works">
        <h2 id="artist-works">{T.works}</h2>
        {artist.works.length > 0 ? (
          <WorkGrid works={artist.works} label={T.worksLabel(artist.name)} showArtist={false} priorityCount={2} />
        ) : (
          <p>{T.noWorks}</p>
        )}
        <Link to="/shop" search={{ q: artist.name }} className={`button ${styles.shop}`}>
          {T.shop(artist.name)}
        </Link>
      </section>
      <section className={styles.profile} aria-labelledby="artist-bio">
        {artist.img ? (
          <div className={styles.photo}>
            <Picture image={artist.img} sizes="(min-width: 800px) 35vw, 100vw" />
          </div>
        ) : null}
        <div>
          <h2 id="artist-bio">{T.biography}</h2>
          <InEnglish when={isFallback(artist, 'bio')}>
            <RichText html={artist.bio} className={styles.bio} />
          </InEnglish>
        </div>
      </section>
      {artist.exhibitions.length > 0 ? (
        <section className={styles.exhibitions} aria-labelledby="artist-exhibitions">
          <h2 id="artist-exhibitions">{T.exhibitions}</h2>
          <ul>
            {artist.exhibitions.map((exhibition) => (
              <li key={exhibition.slug}>
                <Link to="/explore/exhibitions/$slug" params={{ slug: exhibition.slug }}>
                  {exhibition.title}
                </Link>
                {exhibition.dates ? <span className={styles.exhibitionDates}>{exhibition.dates}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {artist.additional_imgs.length > 0 ? (
        <section className={styles.more} aria-labelledby="artist-images">
          <h2 id="artist-images">{T.moreImages}</h2>
          <Carousel images={artist.additional_imgs} label={T.moreImagesLabel(artist.name)} />
        </section>
      ) : null}
      <nav className={styles.backLinks} aria-label={T.back}>
        <Link to="/artists">{T.allArtists}</Link>
        <Link to="/shop">{T.backToShop}</Link>
      </nav>
    </article>
  );
}
