import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SITE } from '#shared/site';
import { linesOf } from '#shared/site-social';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { siteSettingsQuery } from '../features/site/site-settings-query.ts';
import styles from './footer.module.css';
import { SocialLinks } from './social-links.tsx';

export function Footer() {
  const { data: settings } = useQuery(siteSettingsQuery());
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.block} aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.heading}>
            Visit the gallery
          </h2>
          {settings ? (
            <address className={styles.address}>
              {linesOf(settings.addressEn).map((line) => (
                <span key={line}>{line}</span>
              ))}
              {settings.phone ? (
                <span className={styles.contactLine}>
                  Phone: <a href={`tel:${settings.phone.replace(/[\s()-]/g, '')}`}>{settings.phone}</a>
                </span>
              ) : null}
              {settings.email ? (
                <span>
                  E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </span>
              ) : null}
            </address>
          ) : null}
        </section>
        <section className={styles.block} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            Follow us
          </h2>
          <SocialLinks />
        </section>
        <section className={styles.block} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <p className={styles.small}>New works, exhibitions and films, a few times a year.</p>
          <NewsletterForm />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>© 2023 {SITE.name}</p>
        <nav aria-label="Legal">
          <ul className={styles.legal}>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
