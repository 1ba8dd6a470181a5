import { Link } from '@tanstack/react-router';
import { SITE } from '#shared/site';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import styles from './footer.module.css';
import { SocialLinks } from './social-links.tsx';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.block} aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.heading}>
            Visit the gallery
          </h2>
          <address className={styles.address}>
            {SITE.address.en.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span className={styles.contactLine}>
              Phone: <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
            </span>
            <span>
              E-mail: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </span>
          </address>
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
