import { t } from '#shared/messages/index';
import { ExternalLink } from '../../components/external-link.tsx';
import { Picture } from '../../components/picture.tsx';
import { type PublicSiteTexts, useSiteTexts } from '../../features/site/site-texts-query.ts';
import styles from './home.module.css';

type Press = PublicSiteTexts['findUsIn'][number];

function PressMark({ press }: { press: Press }) {
  const mark = press.logo ? (
    <Picture image={press.logo} sizes="10rem" fit="contain" className={styles.logoImg} />
  ) : (
    <span className={styles.logoName}>{press.name}</span>
  );
  if (!press.url) return mark;
  return (
    <ExternalLink href={press.url} className={styles.logoLink}>
      {mark}
    </ExternalLink>
  );
}

// SPEC 2 '/': the 'Find us in' strip; hidden while staff list no press.
export function FindUsIn() {
  const { findUsIn } = useSiteTexts();
  if (findUsIn.length === 0) return null;
  return (
    <section className={`page ${styles.findUs}`} aria-labelledby="find-us-heading">
      <h2 id="find-us-heading" className={styles.findUsTitle}>
        {t('home.findUsIn')}
      </h2>
      <ul className={styles.findUsList}>
        {findUsIn.map((press) => (
          <li key={`${press.name} ${press.url}`} className={styles.logo}>
            <PressMark press={press} />
          </li>
        ))}
      </ul>
    </section>
  );
}
