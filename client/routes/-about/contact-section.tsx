import { useQuery } from '@tanstack/react-query';
import { t } from '#shared/messages/index';
import { linesOf } from '#shared/site-social';
import { SocialLinks } from '../../app-shell/social-links.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { siteSettingsQuery } from '../../features/site/site-settings-query.ts';
import { useSiteTexts } from '../../features/site/site-texts-query.ts';
import { StaticPicture } from '../../features/site/static-picture.tsx';
import { mapLinks } from '../../lib/map-links.ts';
import { withNode } from '../-shared/with-node.tsx';
import styles from './about.module.css';

export const CONTACT_ID = 'contact';

const telHref = (phone: string) => `tel:${phone.replace(/[\s()-]/g, '')}`;

// SPEC 2 'About page and contact section'.
export function ContactSection() {
  const { data: settings } = useQuery(siteSettingsQuery());
  const texts = useSiteTexts();
  const phone = settings?.phone;
  const point =
    settings && settings.latitude !== null && settings.longitude !== null
      ? { latitude: settings.latitude, longitude: settings.longitude, name: t('shell.siteName') }
      : null;
  return (
    <section id={CONTACT_ID} className={styles.contact} aria-labelledby="contact-heading" tabIndex={-1}>
      <div className={`page ${styles.contactInner}`}>
        <div className={styles.getInTouch}>
          <h2 id="contact-heading">{t('about.getInTouch')}</h2>
          <p>{t('about.writeToUs')}</p>
          <p>
            {phone
              ? withNode(
                  (mark) => t('about.callUs', { phone: mark }),
                  <a href={telHref(phone)} className={styles.phone}>
                    {phone}
                  </a>,
                )
              : t('about.callBack')}
          </p>
          <SocialLinks className={styles.social} />
          <ContactForm />
        </div>
        <aside className={styles.details} aria-labelledby="studio-details">
          <h2 id="studio-details" className={styles.detailsHeading}>
            {t('about.studioDetails')}
          </h2>
          {settings ? (
            <address className={styles.address}>
              <span className={styles.addressBlock}>
                {linesOf(settings.addressEn).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
              <span className={styles.addressBlock} lang="zh-Hans">
                {linesOf(settings.addressZh).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
              {phone ? (
                <span>
                  {withNode((mark) => t('about.phone', { phone: mark }), <a href={telHref(phone)}>{phone}</a>)}
                </span>
              ) : null}
              {settings.email ? (
                <span>
                  {withNode(
                    (mark) => t('about.email', { email: mark }),
                    <a href={`mailto:${settings.email}`}>{settings.email}</a>,
                  )}
                </span>
              ) : null}
            </address>
          ) : null}
          {settings?.hoursStudio ? (
            <>
              <h3 className={styles.hoursHeading}>{texts.hoursHeading}</h3>
              <p>{settings.hoursStudio}</p>
            </>
          ) : null}
          <StaticPicture name="contactMap" sizes="(min-width: 900px) 30vw, 100vw" ratio="16 / 11" fit="contain" />
          {point ? (
            <nav aria-label={t('about.mapLinks')} className={styles.mapLinks}>
              <span>{t('about.openIn')}</span>
              <ul>
                {mapLinks(point).map((link) => (
                  <li key={link.service}>
                    <ExternalLink href={link.href}>{link.service}</ExternalLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>
      </div>
    </section>
  );
}
