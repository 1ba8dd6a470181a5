import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { StaticPicture } from '../../features/site/static-picture.tsx';
import { EXPLORE_SECTIONS } from '../explore/-components/sections.ts';
import styles from './home.module.css';

// SPEC 2 '/': an Explore preview with four links.
export function ExplorePreview() {
  return (
    <section className={styles.band} aria-labelledby="explore-heading">
      <div className="page">
        <h2 id="explore-heading">{t('home.explore')}</h2>
        <ul className={styles.exploreList}>
          {EXPLORE_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className={styles.exploreLink}>
                <StaticPicture name={section.image} sizes="(min-width: 800px) 25vw, 50vw" ratio="4 / 3" />
                <span className={styles.exploreTitle}>{section.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
