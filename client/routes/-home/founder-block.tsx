import { Link } from '@tanstack/react-router';
import { StaticPicture } from '../../features/site/static-picture.tsx';
import styles from './home.module.css';

/** SPEC 2 '/': the about-the-founder block with photo (static image bonnerImg). */
export function FounderBlock() {
  return (
    <section className={`page ${styles.founder}`} aria-labelledby="founder-heading">
      <StaticPicture
        name="bonnerImg"
        sizes="(min-width: 800px) 40vw, 100vw"
        ratio="4 / 5"
        className={styles.founderImg}
      />
      <div>
        <p className="eyebrow">The founder</p>
        <h2 id="founder-heading">Three decades of working with North Korean artists</h2>
        <p>
          The studio was founded in 1993 by a British film-maker and curator who first travelled to Pyongyang as a
          landscape architect. Since then it has produced films, books and exhibitions with North Korean artists and
          opened its gallery in Beijing in 2008.
        </p>
        <p>
          The studio is independent of the North Korean government. Every work we show comes to us directly from the
          artists' studios.
        </p>
        <Link to="/about">Read more about us</Link>
      </div>
    </section>
  );
}
