import { Link } from '@tanstack/react-router';
import { EXHIBITION_TEXTS as T } from '#shared/exhibition-texts';
import type { ImageRef } from '#shared/image';
import { Picture } from '../../../../components/picture.tsx';
import article from '../../../../features/articles/article.module.css';
import styles from './exhibitions.module.css';

type Props = { title: string; artists: readonly { name: string; slug: string; img: ImageRef | null }[] };

export function ExhibitionArtists({ title, artists }: Props) {
  if (artists.length === 0) return null;
  return (
    <section className={article.section} aria-labelledby="exhibition-artists">
      <h2 id="exhibition-artists" className={article.sectionTitle}>
        {T.artists}
      </h2>
      <ul className={styles.artists} aria-label={T.artistsLabel(title)}>
        {artists.map((artist) => (
          <li key={artist.slug}>
            <Link to="/artists/$slug" params={{ slug: artist.slug }} className={styles.artist}>
              <span className={styles.portrait}>
                {artist.img ? <Picture image={artist.img} sizes="4rem" fit="cover" decorative /> : null}
              </span>
              {artist.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
