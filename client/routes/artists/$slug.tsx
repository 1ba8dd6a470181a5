import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { artistMeta } from '#shared/page-meta';
import { Carousel } from '../../components/carousel.tsx';
import { errorPage } from '../../components/error-box.tsx';
import { Picture } from '../../components/picture.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { artistQuery } from '../../features/artists/queries.ts';
import { orNotFound } from '../../lib/api.ts';
import { pageHead } from '../../lib/head.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import styles from './-components/artists.module.css';

export const Route = createFileRoute('/artists/$slug')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(artistQuery(params.slug))),
  head: ({ loaderData, match }) => (loaderData ? pageHead(artistMeta(loaderData), match.pathname) : {}),
  errorComponent: errorPage(LOAD_ERRORS.artist),
  component: ArtistPage,
});

function ArtistPage() {
  const { slug } = Route.useParams();
  const { data: artist } = useSuspenseQuery(artistQuery(slug));
  const shop = (
    <Link to="/shop" search={{ q: artist.name }} className="button">
      Shop {artist.name}
    </Link>
  );
  return (
    <article className="page">
      <Link to="/artists" className="back-link">
        ← Back to artists
      </Link>
      <div className={styles.profile}>
        {artist.img ? (
          <div className={styles.photo}>
            <Picture image={artist.img} sizes="(min-width: 800px) 35vw, 100vw" priority />
          </div>
        ) : null}
        <div>
          <p className="eyebrow">Artist</p>
          <h1>{artist.name}</h1>
          <RichText html={artist.bio} className={styles.bio} />
          {shop}
        </div>
      </div>
      {artist.additional_imgs.length > 0 ? (
        <section className={styles.more} aria-labelledby="artist-images">
          <h2 id="artist-images">Works and studio</h2>
          <Carousel images={artist.additional_imgs} label={`Images of ${artist.name}'s work`} />
        </section>
      ) : null}
      <nav className={styles.backLinks} aria-label="Back">
        <Link to="/artists">← All artists</Link>
        <Link to="/shop">Back to shop</Link>
      </nav>
    </article>
  );
}
