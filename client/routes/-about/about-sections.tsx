import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { paragraphsOf, useSiteTexts } from '../../features/site/site-texts-query.ts';
import { StaticPicture } from '../../features/site/static-picture.tsx';
import styles from './about.module.css';

const Paragraphs = ({ text }: { text: string }) =>
  paragraphsOf(text).map((paragraph) => <p key={paragraph}>{paragraph}</p>);

// SPEC 2 'About page': the headings are the SPEC's, the texts are staff's (issue 18 'Site texts').
export function AboutSections() {
  const texts = useSiteTexts();
  return (
    <>
      <div className={styles.story}>
        <section aria-labelledby="about-studio">
          <h2 id="about-studio">{t('about.about')}</h2>
          <Paragraphs text={texts.aboutText} />
        </section>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">{t('about.mission')}</h2>
          <Paragraphs text={texts.missionText} />
        </section>
      </div>

      <ul className={styles.ways}>
        <li>
          <h2 id="about-purchase">{t('about.purchase')}</h2>
          <p>{texts.purchaseText}</p>
          <Link to="/shop" aria-describedby="about-purchase">
            {t('about.visitShop')}
          </Link>
        </li>
        <li>
          <h2 id="about-exhibitions">{t('about.exhibitions')}</h2>
          <p>{texts.exhibitionsText}</p>
          <Link to="/explore/exhibitions" aria-describedby="about-exhibitions">
            {t('about.seeExhibitions')}
          </Link>
        </li>
        <li>
          <h2 id="about-films">{t('about.films')}</h2>
          <p>{texts.filmsText}</p>
          <Link to="/explore/films" aria-describedby="about-films">
            {t('about.watchFilms')}
          </Link>
        </li>
        <li>
          <h2 id="about-publications">{t('about.publications')}</h2>
          <p>{texts.publicationsText}</p>
          <Link to="/explore/publications" aria-describedby="about-publications">
            {t('about.readPublications')}
          </Link>
        </li>
      </ul>

      <section className={styles.founder} aria-labelledby="about-founder">
        <StaticPicture name="bonnerImg" sizes="(min-width: 800px) 33vw, 100vw" ratio="4 / 5" />
        <div>
          <p className="eyebrow">{t('about.founder')}</p>
          <h2 id="about-founder">{texts.aboutFounderHeading}</h2>
          <Paragraphs text={texts.aboutFounderText} />
        </div>
      </section>

      {texts.hoursNote ? <p className={styles.hours}>{texts.hoursNote}</p> : null}
    </>
  );
}
