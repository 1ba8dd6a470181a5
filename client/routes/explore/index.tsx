import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { PageHeader } from '../../features/articles/page-header.tsx';
import { StaticPicture } from '../../features/site/static-picture.tsx';
import { staticHead } from '../../lib/head.ts';
import styles from './-components/explore.module.css';
import { EXPLORE_SECTIONS } from './-components/sections.ts';

export const Route = createFileRoute('/explore/')({
  head: () => staticHead('/explore'),
  component: ExploreHub,
});

/** The pictures are decoration (SPEC 8: the hub has no error text), so the page stands when one is missing. */
function ExploreHub() {
  return (
    <div className="page">
      <PageHeader title={t('explore.title')} eyebrow={t('explore.eyebrow')}>
        <p className="lede">{t('explore.lede')}</p>
      </PageHeader>
      <ul className={styles.heroes}>
        {EXPLORE_SECTIONS.map((section, index) => (
          <li key={section.to}>
            <article className={styles.hero}>
              <StaticPicture
                name={section.image}
                sizes="(min-width: 800px) 60vw, 100vw"
                ratio="16 / 10"
                priority={index === 0}
                className={styles.heroImg}
              />
              <div className={styles.heroText}>
                <h2 className={styles.heroTitle}>
                  <Link to={section.to}>{section.title}</Link>
                </h2>
                <p>{section.blurb}</p>
                <span className={styles.heroMore} aria-hidden="true">
                  {section.viewAll} <span className={styles.arrow}>→</span>
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
