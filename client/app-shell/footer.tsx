import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { activeLang, t } from '#shared/messages/index';
import { ICP_FILING_SITE, linesOf } from '#shared/site-social';
import { ExternalLink } from '../components/external-link.tsx';
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
            {t('shell.footer.visit')}
          </h2>
          {settings ? (
            <address className={styles.address}>
              {linesOf((activeLang() === 'zh' && settings.addressZh) || settings.addressEn).map((line) => (
                <span key={line}>{line}</span>
              ))}
              {settings.phone ? (
                <span className={styles.contactLine}>
                  {t('shell.footer.phone')}{' '}
                  <a href={`tel:${settings.phone.replace(/[\s()-]/g, '')}`}>{settings.phone}</a>
                </span>
              ) : null}
              {settings.email ? (
                <span>
                  {t('shell.footer.email')} <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </span>
              ) : null}
            </address>
          ) : null}
        </section>
        <section className={styles.block} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('shell.footer.follow')}
          </h2>
          <SocialLinks />
        </section>
        <section className={styles.block} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            {t('shell.footer.newsletter')}
          </h2>
          <p className={styles.small}>{t('shell.footer.newsletterNote')}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('shell.footer.copyright', { name: t('shell.siteName') })}</p>
        {settings?.icpNumber ? (
          // A site hosted in mainland China shows its filing number, linked to the authority's register.
          <p>
            <ExternalLink href={ICP_FILING_SITE}>
              <span lang="zh-Hans">{settings.icpNumber}</span>
            </ExternalLink>
          </p>
        ) : null}
        <nav aria-label={t('shell.footer.legal')}>
          <ul className={styles.legal}>
            <li>
              <Link to="/privacy">{t('shell.footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('shell.footer.terms')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
