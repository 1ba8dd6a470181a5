import { Link } from '@tanstack/react-router';
import { paragraphsOf, useSiteTexts } from '../../features/site/site-texts-query.ts';
import { StaticPicture } from '../../features/site/static-picture.tsx';
import styles from './about.module.css';

const Paragraphs = ({ text }: { text: string }) =>
  paragraphsOf(text).map((paragraph) => <p key={paragraph}>{paragraph}</p>);

/**
 * SPEC 2 'About page': About, Mission, the four ways in (shop, exhibitions, films, publications), the founder
 * and the hours note; the headings are the SPEC's, the texts are staff's (issue 18 'Site texts').
 */
export function AboutSections() {
  const texts = useSiteTexts();
  return (
    <>
      <div className={styles.story}>
        <section aria-labelledby="about-studio">
          <h2 id="about-studio">About</h2>
          <Paragraphs text={texts.aboutText} />
        </section>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">Mission</h2>
          <Paragraphs text={texts.missionText} />
        </section>
      </div>

      <ul className={styles.ways}>
        <li>
          <h2 id="about-purchase">Purchase</h2>
          <p>{texts.purchaseText}</p>
          <Link to="/shop" aria-describedby="about-purchase">
            Visit the shop
          </Link>
        </li>
        <li>
          <h2 id="about-exhibitions">Exhibitions</h2>
          <p>{texts.exhibitionsText}</p>
          <Link to="/explore/exhibitions" aria-describedby="about-exhibitions">
            See our exhibitions
          </Link>
        </li>
        <li>
          <h2 id="about-films">Films</h2>
          <p>{texts.filmsText}</p>
          <Link to="/explore/films" aria-describedby="about-films">
            Watch our films
          </Link>
        </li>
        <li>
          <h2 id="about-publications">Publications</h2>
          <p>{texts.publicationsText}</p>
          <Link to="/explore/publications" aria-describedby="about-publications">
            Read our publications
          </Link>
        </li>
      </ul>

      <section className={styles.founder} aria-labelledby="about-founder">
        <StaticPicture name="bonnerImg" sizes="(min-width: 800px) 33vw, 100vw" ratio="4 / 5" />
        <div>
          <p className="eyebrow">The founder</p>
          <h2 id="about-founder">{texts.aboutFounderHeading}</h2>
          <Paragraphs text={texts.aboutFounderText} />
        </div>
      </section>

      {/* The gallery's opening hours (site settings) in staff's sentence; none when the hours are empty. */}
      {texts.hoursNote ? <p className={styles.hours}>{texts.hoursNote}</p> : null}
    </>
  );
}
