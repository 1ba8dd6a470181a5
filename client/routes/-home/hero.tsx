import { Link } from '@tanstack/react-router';
import { SITE } from '#shared/site';
import styles from './home.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <p className="eyebrow">{SITE.tagline}</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          Art from North Korea, shown in Beijing
        </h1>
        <p className={styles.heroLede}>
          Paintings, woodcuts, embroidery and posters by artists we have worked with since 1993, with the films and
          books that tell their story.
        </p>
        <div className={styles.heroActions}>
          <Link to="/shop" className="button">
            Browse the shop
          </Link>
          <Link to="/explore" className="button button-quiet">
            Explore the collections
          </Link>
        </div>
      </div>
    </section>
  );
}
