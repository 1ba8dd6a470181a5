import { Link } from '@tanstack/react-router';
import { IMAGE_SIZES } from '#shared/image-sizes';
import { t } from '#shared/messages/index';
import { Picture } from '../../components/picture.tsx';
import { useSiteTexts } from '../../features/site/site-texts-query.ts';
import styles from './home.module.css';

export function Hero() {
  const texts = useSiteTexts();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${styles.heroInner} ${texts.heroImage ? styles.heroWithImage : ''}`}>
        <div>
          <p className="eyebrow">{t('home.tagline')}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {texts.heroHeading}
          </h1>
          <p className={styles.heroLede}>{texts.heroLead}</p>
          <div className={styles.heroActions}>
            <Link to="/shop" className="button">
              {texts.heroShopButton}
            </Link>
            <Link to="/explore" className="button button-quiet">
              {texts.heroExploreButton}
            </Link>
          </div>
        </div>
        {texts.heroImage ? (
          <Picture image={texts.heroImage} sizes={IMAGE_SIZES.hero} priority className={styles.heroImage} />
        ) : null}
      </div>
    </section>
  );
}
