import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { paragraphsOf, useSiteTexts } from '../../features/site/site-texts-query.ts';
import { StaticPicture } from '../../features/site/static-picture.tsx';
import styles from './home.module.css';

export function FounderBlock() {
  const texts = useSiteTexts();
  return (
    <section className={`page ${styles.founder}`} aria-labelledby="founder-heading">
      <StaticPicture
        name="bonnerImg"
        sizes="(min-width: 800px) 40vw, 100vw"
        ratio="4 / 5"
        className={styles.founderImg}
      />
      <div>
        <p className="eyebrow">{t('home.founderEyebrow')}</p>
        <h2 id="founder-heading">{texts.founderHeading}</h2>
        {paragraphsOf(texts.founderText).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Link to="/about">{t('home.readMore')}</Link>
      </div>
    </section>
  );
}
